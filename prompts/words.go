package prompts

import "github.com/zooscore/zooscore/i18n"

// Speaker is a Prompter that asks in a language of its own. Terminal and
// Fake are; a Prompter that is not asks in English.
type Speaker interface {
	Localizer() *i18n.Localizer
}

// localizer gives the localizer the questions of p are asked in.
func localizer(p Prompter) *i18n.Localizer {
	if s, ok := p.(Speaker); ok && s.Localizer() != nil {
		return s.Localizer()
	}
	return i18n.For(i18n.English)
}

// msg says a message in the language of p.
func message(p Prompter, id string, pairs ...any) string { return localizer(p).T(id, pairs...) }
