package web

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// usageError is a request asked wrongly (an unknown game, a bad date):
// what the commands call a usage error, exit 2, here 400.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usage(msg string) error { return &usageError{msg: msg} }

// failure is how an error is answered: its status and the notes of the
// contract's error object.
func failure(r *http.Request, err error) (int, []scorer.Note) {
	loc := words(r)
	if notes, ok := game.ErrorNotes(loc, err); ok {
		if game.Classify(err) == game.Broken {
			return http.StatusUnprocessableEntity, notes
		}
		return http.StatusBadRequest, notes
	}
	note := func(rule string) []scorer.Note { return []scorer.Note{{Rule: rule, Message: loc.Error(err)}} }
	var u *usageError
	switch {
	case errors.As(err, &u):
		return http.StatusBadRequest, note("input.usage")
	case isTooLarge(err):
		return http.StatusRequestEntityTooLarge, note("input.too-large")
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, note("store.not-found")
	case errors.Is(err, store.ErrConflict):
		return http.StatusConflict, note("store.conflict")
	case errors.Is(err, store.ErrTableScored):
		return http.StatusConflict, note("table.scored")
	case errors.Is(err, store.ErrBusy):
		return http.StatusServiceUnavailable, note("store.busy")
	case errors.Is(err, store.ErrUnreachable):
		return http.StatusServiceUnavailable, note("store.unreachable")
	case errors.Is(err, context.DeadlineExceeded):
		// The request waited RequestTimeout (for the database): nothing
		// was done.
		return http.StatusServiceUnavailable, []scorer.Note{{Rule: "web.busy", Message: loc.T("web.busy")}}
	case errors.Is(err, store.ErrDiskFull):
		return http.StatusInsufficientStorage, note("store.disk-full")
	}
	return http.StatusInternalServerError, note("zooscore.error")
}

// fail answers an API request with the contract's error object.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	status, notes := failure(r, err)
	if status >= 500 {
		s.log.Printf("%s %s: %v", r.Method, r.URL.Path, err)
	}
	if status == http.StatusRequestEntityTooLarge {
		tooLarge(w)
		return
	}
	writeJSON(w, status, map[string]any{"errors": notes})
}

// wantsJSON tells a call of the page's scripts (or any client asking for
// JSON) from a form posted without scripts.
func wantsJSON(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "application/json")
}
