package web

import (
	"context"
	"net/url"
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/roster"
)

// A name typed on a new game's form that looks like a player who has
// played before (another alphabet's letters, other accents: see package
// roster) is not silently made a new player: the form comes back naming
// both, and the table either types the known name or sends the form
// again as it is, which keeps the names as typed.

// alikeForm is what a new game's form says of names that look like
// players who have played.
type alikeForm struct {
	Alikes  []string // what is said of each, in the table's language
	Checked string   // the names the table was told about, as sent back
}

// lookAlikes says the names typed that look like a known player, unless
// the table was told of these very names and sent them again; a name that
// is a known player in another letter case is that player, and is not
// asked about.
func (s *Server) lookAlikes(ctx context.Context, loc *i18n.Localizer, form url.Values, names []string, f *alikeForm) (bool, error) {
	f.Checked = strings.Join(names, "\n")
	if form.Get("names_checked") == f.Checked {
		return false, nil
	}
	known, err := s.st.Names(ctx, "", 0)
	if err != nil {
		return false, err
	}
	for _, a := range roster.LookAlikes(names, known) {
		if !a.Same {
			f.Alikes = append(f.Alikes, loc.Say(a.Say()))
		}
	}
	return len(f.Alikes) > 0, nil
}
