package i18n

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"
	"unsafe"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"github.com/zooscore/zooscore/msg"
)

// The catalogs: one folder per language, a file per part of zooscore, each
// a TOML table of messages (see catalog/README.md for translators).
//
//go:embed catalog
var catalogs embed.FS

// load reads the catalogs of a language, and English's for what they
// lack, once: a command reads only the language it speaks (parsing every
// catalog was most of a short command's start-up). Each language has a
// catalog of its own, so localizers of several languages are used at once
// without waiting for each other. go-i18n was chosen over
// golang.org/x/text/message because its catalogs are plain TOML files a
// translator edits without a build step, and it knows the CLDR plural
// forms of every language. The caller holds localizersMu.
func load(l Lang) (*catalog, error) {
	// English has some 2,100 messages: made that large at once, the map does
	// not grow (and copy itself) six times on the way.
	c := &catalog{bundle: goi18n.NewBundle(English.Tag()), pending: make(map[string][2]catalogMsg, 2500)}
	dirs := []string{string(English)}
	if _, err := fs.Stat(catalogs, path.Join("catalog", string(l))); err == nil && l != English {
		dirs = append(dirs, string(l)) // a language without catalogs speaks English
	}
	for slot, dir := range dirs {
		c.tags = append(c.tags, Lang(dir).Tag())
		if err := c.bundle.AddMessages(Lang(dir).Tag()); err != nil { // the language, its messages to come
			return nil, err
		}
		err := fs.WalkDir(catalogs, path.Join("catalog", dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || path.Ext(p) != ".toml" || path.Base(p) == inputFile {
				return err
			}
			data, err := catalogs.ReadFile(p)
			if err != nil {
				return err
			}
			// The file's bytes are a copy of their own, never written:
			// read as a string without a second copy (228 KB of
			// English), the messages are pieces of it.
			err = scanCatalog(unsafe.String(unsafe.SliceData(data), len(data)), func(id string, m catalogMsg) {
				forms := c.pending[id]
				forms[slot] = m
				c.pending[id] = forms
			})
			if err != nil {
				return fmt.Errorf("catalog %s: %w", p, err)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	c.loc = goi18n.NewLocalizer(c.bundle, string(l))
	return c, nil
}

// catalog is a language's messages (and English's), each put into
// go-i18n's bundle when it is first said: go-i18n makes a template of
// every message it is given, and making the 2,000 of them at the start
// took 5 ms of every command's (a leaderboard says a dozen).
type catalog struct {
	tags []language.Tag // English, then the language when it is another
	mu   sync.RWMutex   // held to read the bundle, taken alone to add to it
	// bundle and loc say the messages added; pending holds the others, by
	// id, a message per tag (the zero message where that language lacks
	// it: no text of a catalog is empty, TestEveryMessageRenders makes
	// sure).
	bundle  *goi18n.Bundle
	loc     *goi18n.Localizer
	pending map[string][2]catalogMsg
}

// localize says a message as go-i18n's Localize does, adding it to the
// bundle first if it is not there yet.
func (c *catalog) localize(cfg *goi18n.LocalizeConfig) (string, error) {
	c.mu.RLock()
	_, waiting := c.pending[cfg.MessageID]
	if waiting {
		c.mu.RUnlock()
		c.add(cfg.MessageID)
		c.mu.RLock()
	}
	defer c.mu.RUnlock()
	return c.loc.Localize(cfg)
}

// add puts the message id into the bundle, in every language that has it
// (another goroutine may have just done it).
func (c *catalog) add(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	forms, ok := c.pending[id]
	if !ok {
		return
	}
	for i, m := range forms[:len(c.tags)] {
		if m != (catalogMsg{}) {
			// Only a tag without plural rules is refused, and load
			// added both tags.
			_ = c.bundle.AddMessages(c.tags[i], m.goi18n(id))
		}
	}
	delete(c.pending, id)
}

// Localizer says things in one language.
type Localizer struct {
	lang Lang
	loc  *catalog
	memo memo // nil but for a localizer of Memo
}

var (
	localizersMu sync.Mutex
	localizers   = map[Lang]*Localizer{}
)

// For returns the localizer of a language. It panics if the embedded
// catalogs cannot be read, which a test rules out.
func For(l Lang) *Localizer {
	localizersMu.Lock()
	defer localizersMu.Unlock()
	if loc, ok := localizers[l]; ok {
		return loc
	}
	c, err := load(l)
	if err != nil {
		panic(err)
	}
	loc := &Localizer{lang: l, loc: c}
	localizers[l] = loc
	return loc
}

// Lang is the localizer's language.
func (l *Localizer) Lang() Lang {
	if l == nil {
		return English
	}
	return l.lang
}

// T says the message id with name/value pairs, as msg.M takes them.
func (l *Localizer) T(id string, pairs ...any) string {
	return l.Say(msg.M(id, pairs...))
}

// Say puts a message into words. A message missing from the catalogs is
// shown as its id with its arguments, so that it is never silently empty
// (a test makes sure none is missing).
func (l *Localizer) Say(m msg.Msg) string {
	if l == nil {
		l = For(English)
	}
	if m.ID == "" {
		return ""
	}
	if l.memo != nil {
		var buf [128]byte
		key, whole := appendWhole(append(buf[:0], "said:"...), m)
		if s, ok := l.memo[string(key)]; whole && ok {
			return s
		}
		if s, ok := l.sayMemo(m); ok {
			if whole {
				l.memo.keep(string(key), s)
			}
			return s
		}
	}
	data := make(map[string]any, len(m.Args))
	var count any
	for _, a := range m.Args {
		if a.Name == "n" {
			count = a.Value
		}
		data[a.Name] = l.arg(a.Value)
	}
	if c, ok := count.(msg.Count); ok {
		count = c.N
	}
	s, ok := l.localize(m.ID, count, data)
	if !ok {
		return missing(m, data)
	}
	return s
}

// localize says the message id with its arguments put into words (data);
// ok is false when the catalogs do not have it.
func (l *Localizer) localize(id string, count any, data map[string]any) (string, bool) {
	cfg := &goi18n.LocalizeConfig{MessageID: id, TemplateData: data, PluralCount: count}
	s, err := l.loc.localize(cfg)
	return s, err == nil || s != ""
}

func missing(m msg.Msg, data map[string]any) string {
	var b strings.Builder
	b.WriteString(m.ID)
	for _, a := range m.Args {
		fmt.Fprintf(&b, " %s=%v", a.Name, data[a.Name])
	}
	return b.String()
}

// Has reports whether the catalogs have the message id in this language.
func (l *Localizer) Has(id string) bool {
	if l.memo != nil {
		key := "has:" + id // no key of sayMemo begins so: it begins with a length
		if s, ok := l.memo[key]; ok {
			return s != ""
		}
		has, kept := l.has(id), "" // "" when absent, as the lookup above reads it
		if has {
			kept = "yes"
		}
		l.memo.keep(key, kept)
		return has
	}
	return l.has(id)
}

func (l *Localizer) has(id string) bool {
	_, err := l.loc.localize(&goi18n.LocalizeConfig{MessageID: id, PluralCount: 1})
	var nf *goi18n.MessageNotFoundErr
	return !errors.As(err, &nf)
}

// arg renders one argument.
func (l *Localizer) arg(v any) any {
	switch x := v.(type) {
	case msg.Msg:
		return l.Say(x)
	case msg.Word:
		return l.Word(string(x))
	case msg.Count:
		if l.memo != nil {
			return l.memo.count(l, x)
		}
		return l.Say(msg.M("count."+x.Noun, "n", x.N))
	case msg.List:
		return l.list(x)
	case int:
		return l.Int(x)
	case int64:
		return l.Int(int(x))
	case float64:
		return l.Decimal(x, 2)
	}
	return v
}

// Word is a game word in this language ("lion", "Löwe", "lion").
func (l *Localizer) Word(w string) string {
	if l == nil {
		l = For(English)
	}
	if l.memo != nil {
		key := "word:" + w // no key of sayMemo begins so: it begins with a length
		s, ok := l.memo[key]
		if !ok {
			s = l.word(w)
			l.memo.keep(key, s)
		}
		return s
	}
	return l.word(w)
}

func (l *Localizer) word(w string) string {
	s, err := l.loc.localize(&goi18n.LocalizeConfig{MessageID: "word." + w})
	if err != nil || s == "" {
		return w
	}
	return s
}

// list joins items: "a", "a and b", "a, b and c" (with the language's
// words for "and" and "or").
func (l *Localizer) list(x msg.List) string {
	parts := make([]string, len(x.Items))
	for i, it := range x.Items {
		parts[i] = fmt.Sprint(l.arg(it))
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	id := "list.and"
	if x.Or {
		id = "list.or"
	}
	head := strings.Join(parts[:len(parts)-1], l.T("list.comma"))
	return l.T(id, "head", head, "last", parts[len(parts)-1])
}
