package web

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/store"
)

// What differs from game to game is in the game's own file: a file of the
// package imports a game's package (scorer/dice) only if it is that game's
// (dice.go); tests may import any.
func TestOnlyAGamesOwnFileImportsItsPackage(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range parsed.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, name := range game.Names() {
				if strings.HasSuffix(path, "/scorer/"+name) && f != name+".go" {
					t.Errorf("%s imports %s: what the pages do with that game belongs in %s.go", f, path, name)
				}
			}
		}
	}
}

// Every game of package game has its pages: a file of its own that gives
// each of them, and the template its sheet is drawn with.
func TestEveryGameHasItsPages(t *testing.T) {
	p, err := loadPages()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range game.Kinds() {
		g, ok := games[k.Name]
		if !ok {
			t.Errorf("%s: no pages (add %s.go and put it in games)", k.Name, k.Name)
			continue
		}
		if g.sheet == nil || g.fromForm == nil || g.input == nil || g.board == nil {
			t.Errorf("%s: its sheet, form, input or board is missing", k.Name)
			continue
		}
		if (g.offer == nil) != (g.choose == nil) || (g.offer == nil) != (g.explain == nil) {
			t.Errorf("%s: a table's choices need all of offer, choose and explain, or none", k.Name)
		}
		sheet, err := g.sheet(store.Table{Game: k.Name, Players: []string{"Ann", "Bob"}}, 0)
		if err != nil {
			t.Errorf("%s: the sheet of a new table: %v", k.Name, err)
		} else if p.parts.Lookup(sheet.Template) == nil {
			t.Errorf("%s: no template %q for its sheet", k.Name, sheet.Template)
		}
	}
}
