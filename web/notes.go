package web

import "github.com/zooscore/zooscore/scorer"

// shownNote is a note as a page shows it: who it is about and the message.
// What a player needs no more than the message says (the rule's id, the
// column of a line of notation) is in Title, which a curious player reads
// by pointing at the note (the pages' title attribute); the JSON answers
// keep every field of the contract's notes.
type shownNote struct {
	Player, Message, Title string
}

// shown is notes as a page shows them.
func shown(notes []scorer.Note) []shownNote {
	out := make([]shownNote, len(notes))
	for i, n := range notes {
		out[i] = shownNote{Player: n.Player, Message: n.Message, Title: n.Rule}
	}
	return out
}
