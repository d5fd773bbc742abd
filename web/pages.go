package web

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/scorer"
)

// The pages, their parts and the assets, embedded in the binary.
//
//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static
var staticFiles embed.FS

// pages holds every page's template: the layout, the shared parts and the
// page's own content.
type pages struct {
	byName map[string]*template.Template
	parts  *template.Template // the shared parts alone, for the fragments the scripts fetch
}

var funcs = template.FuncMap{
	"seq": func(from, to int) []int { // from..to, both included
		var out []int
		for i := from; i <= to; i++ {
			out = append(out, i)
		}
		return out
	},
	"signed": func(n int) string { return fmt.Sprintf("%+d", n) },
	"add":    func(a, b int) int { return a + b },
	"add1":   func(a, b float64) float64 { return a + b },
	// dict gives a part several values: (dict "Name" "x" "Value" 3).
	"dict": func(pairs ...any) map[string]any {
		m := make(map[string]any, len(pairs)/2)
		for i := 0; i+1 < len(pairs); i += 2 {
			k, _ := pairs[i].(string)
			m[k] = pairs[i+1]
		}
		return m
	},
	// names is a list of players, said the language's way ("Ann and
	// Bob") by the localizer's T.
	"names": msg.Names,
	// shown is notes as a page shows them (notes.go).
	"shown": shown,
	// player and versus are the addresses of a player's page and of head
	// to head (player.go).
	"player": playerPath,
	"versus": versusPath,
	// draw draws a game's own part of a page: (draw $part $). Each page's
	// templates give it theirs (drawWith).
	"draw": func(part, view) (template.HTML, error) { return "", nil },
}

// part is a part of a page that each game draws its own way (a sheet, a
// board): the template that draws it, named by the game's file, and what
// the template is given.
type part struct {
	Template string
	Data     any
}

// drawWith is the draw of a set of templates: html/template calls a
// template by a name written in the page only, and the name of a game's
// part is the game's to say. A part that no game gave draws nothing.
func drawWith(t *template.Template) func(part, view) (template.HTML, error) {
	return func(p part, v view) (template.HTML, error) {
		if p.Template == "" {
			return "", nil
		}
		var b bytes.Buffer
		err := t.ExecuteTemplate(&b, p.Template, v.With(p.Data))
		return template.HTML(b.String()), err
	}
}

func loadPages() (*pages, error) {
	p := &pages{byName: map[string]*template.Template{}}
	names, err := fs.Glob(templateFiles, "templates/*.html")
	if err != nil {
		return nil, err
	}
	shared := []string{"templates/layout.html", "templates/parts.html", "templates/sheets.html", "templates/join.html", "templates/play.html", "templates/playlog.html", "templates/players.html"}
	p.parts, err = template.New("parts").Funcs(funcs).ParseFS(templateFiles, shared[1:]...)
	if err != nil {
		return nil, err
	}
	p.parts.Funcs(template.FuncMap{"draw": drawWith(p.parts)})
	for _, n := range names {
		if contains(shared, n) {
			continue
		}
		t, err := template.New(path.Base(n)).Funcs(funcs).ParseFS(templateFiles, append(shared, n)...)
		if err != nil {
			return nil, fmt.Errorf("template %s: %w", n, err)
		}
		p.byName[strings.TrimSuffix(path.Base(n), ".html")] = t.Funcs(template.FuncMap{"draw": drawWith(t)})
	}
	return p, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// view is what every page is given: the words of the table's language,
// the CSRF token its forms carry, and the page's own data.
type view struct {
	L     *i18n.Localizer
	Lang  string
	Langs []i18n.Lang
	CSRF  string
	Poll  int64 // milliseconds between two looks for changes
	Title string
	Nav   string // the part of the site the page belongs to
	Play  bool   // a page of a game played from the phones: it loads play.js (play.go)
	Data  any
	// Invite is what the invite control shows (join.go); nil where the
	// page has none.
	Invite *invite
	// Reader says that the phone joined with the read code (read.go): the
	// page offers no form that enters or changes anything, and says so.
	Reader bool
}

// GameTitle is a game's full name in the table's language, the commands'
// words for it, to choose a game by ("Zooloretto Würfelspiel").
func (v view) GameTitle(name string) string {
	if v.L.Has("cmd.game." + name) {
		return v.L.T("cmd.game." + name)
	}
	if k, ok := game.Lookup(name); ok {
		return k.Title
	}
	return name
}

// GameName is a game's short name in the table's language, as the
// commands' tables say it: in titles, lists and tables ("Würfelspiel").
func (v view) GameName(name string) string { return v.L.GameName(name) }

// With is the same view with other data, for a part of the page.
func (v view) With(data any) view {
	v.Data = data
	return v
}

// render answers with a page. It renders into a buffer first, so that a
// template that fails gives a clean 500 instead of half a page.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name, title, nav string, data any) {
	loc := words(r)
	v := view{L: loc, Lang: string(loc.Lang()), Langs: i18n.Langs, CSRF: s.csrfOf(r), Poll: s.poll.Milliseconds(),
		Title: title, Nav: nav, Data: data, Play: playPages[name], Invite: s.invite(r), Reader: reading(r)}
	var b bytes.Buffer
	if err := s.pages.byName[name].ExecuteTemplate(&b, "layout", v); err != nil {
		s.log.Printf("page %s: %v", name, err)
		http.Error(w, "500 internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// csrfOf is the CSRF token a page's forms carry: none on a reader's pages,
// which have no form that posts.
func (s *Server) csrfOf(r *http.Request) string {
	if reading(r) {
		return ""
	}
	return s.csrf
}

// fragment renders one shared part, for a script to put into the page: it
// is escaped by html/template exactly as on a whole page.
func (s *Server) fragment(r *http.Request, name string, data any) string {
	loc := words(r)
	v := view{L: loc, Lang: string(loc.Lang()), CSRF: s.csrfOf(r), Data: data, Reader: reading(r)}
	var b bytes.Buffer
	if err := s.pages.parts.ExecuteTemplate(&b, name, v); err != nil {
		s.log.Printf("part %s: %v", name, err)
		return ""
	}
	return b.String()
}

// static serves the embedded scripts and styles.
func (s *Server) static() http.Handler {
	sub, err := fs.Sub(staticFiles, "static")
	if err != nil {
		panic(err)
	}
	files := http.StripPrefix("/static/", http.FileServerFS(sub))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "private, max-age=3600")
		files.ServeHTTP(w, r)
	})
}

// notFound is the page of an address the server does not have; under
// /api/ it is the contract's error object, as every answer there is.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	if strings.HasPrefix(r.URL.Path, "/api/") {
		writeJSON(w, http.StatusNotFound, map[string]any{"errors": []scorer.Note{{Rule: "web.not-found", Message: loc.T("web.error.not-found")}}})
		return
	}
	s.render(w, r, http.StatusNotFound, "error", loc.T("web.error.not-found.title"), "", loc.T("web.error.not-found"))
}

// pageError answers a page's request that failed with a page saying why.
func (s *Server) pageError(w http.ResponseWriter, r *http.Request, err error) {
	status, notes := failure(r, err)
	if status >= 500 {
		s.log.Printf("%s %s: %v", r.Method, r.URL.Path, err)
	}
	var msgs []string
	for _, n := range notes {
		msgs = append(msgs, n.Message)
	}
	loc := words(r)
	s.render(w, r, status, "error", loc.T("web.error.title"), "", strings.Join(msgs, "\n"))
}
