package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/zooscore/zooscore/clubsync"
	"github.com/zooscore/zooscore/exchange"
	"github.com/zooscore/zooscore/scorer"
	"github.com/zooscore/zooscore/store"
)

// The server's end of zooscore sync (the protocol and the laptop's end
// are package clubsync's; docs/sync.md tells it). A laptop reads every game's fingerprint,
// reads the games it lacks, and sends the games the server lacks, each
// stored only where the server's game is still as the laptop saw it. A
// reader may read but never send: its POST is refused like every other.

func (s *Server) syncRoutes() {
	s.mux.HandleFunc("GET /api/sync/index", s.syncIndex)
	s.mux.HandleFunc("GET /api/sync/games", s.syncGames)
	s.mux.HandleFunc("POST /api/sync/games", s.syncStore)
}

// syncIndex streams every game's uuid and fingerprint, a JSON object a
// line, from one state of the database, then a last line {"end": N}, the
// number of games: a laptop that does not read it has not read the whole
// index, and changes nothing (else it would take every game it did not
// read for one deleted on the server). Memory does not grow with the
// club's history. The lines are gzipped for a laptop that accepts it
// (Go's client asks, and reads them itself): 97 bytes a game become 46.
func (s *Server) syncIndex(w http.ResponseWriter, r *http.Request) {
	var (
		out   io.Writer
		done  func()
		line  []byte
		games int
	)
	err := s.st.Index(r.Context(), func(uuid, fp string) error {
		if out == nil {
			out, done = syncAnswer(w, r, "application/x-ndjson")
		}
		games++
		line = append(append(append(append(line[:0], `{"uuid":`...), strconv.Quote(uuid)...), `,"fingerprint":"`...), fp...)
		_, err := out.Write(append(line, "\"}\n"...))
		return err
	})
	switch {
	case err != nil && out == nil:
		s.fail(w, r, err)
		return
	case err != nil:
		done()
		return // no end line: the laptop knows the index was cut short
	case out == nil:
		out, done = syncAnswer(w, r, "application/x-ndjson")
	}
	fmt.Fprintf(out, "{\"end\":%d}\n", games)
	done()
}

// syncGames answers the games of the uuids asked (uuid=..., at most
// clubsync.MaxGames), each as the line sync sends: what an import reads of an
// export line, without the result (the laptop scores every game again).
func (s *Server) syncGames(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	uuids := r.URL.Query()["uuid"]
	if len(uuids) > clubsync.MaxGames {
		s.fail(w, r, usage(loc.T("web.sync.too-many", "n", len(uuids), "max", clubsync.MaxGames)))
		return
	}
	var out bytes.Buffer
	err := s.st.ExportUUIDs(r.Context(), uuids, func(g store.Game, _ []byte) error {
		out.Write(clubsync.Line(nil, g))
		return nil
	})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	body, done := syncAnswer(w, r, "application/x-ndjson")
	body.Write(out.Bytes())
	done()
}

// syncStore stores the games a laptop sends, in one transaction: each
// game is scored again by the rules, as an import scores it; a game that
// breaks one is answered with its errors and the others are stored.
func (s *Server) syncStore(w http.ResponseWriter, r *http.Request) {
	loc := words(r)
	changes, answers, err := readChanges(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var todo []store.Change
	var at []int
	for i, c := range changes {
		if answers[i].Errors != nil {
			continue
		}
		sc := store.Change{UUID: c.UUID, Base: c.Base}
		if !c.Delete {
			g, err := exchange.ReadLine(c.Line)
			if err == nil && g.UUID != c.UUID {
				err = usage(loc.T("web.sync.other-uuid", "uuid", c.UUID, "line", g.UUID))
			}
			if err != nil {
				_, answers[i].Errors = failure(r, err)
				continue
			}
			sc.Game = &g
		}
		todo = append(todo, sc)
		at = append(at, i)
	}
	applied, err := s.st.Apply(r.Context(), "", todo)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	for k, a := range applied {
		answers[at[k]].Made, answers[at[k]].Fingerprint = a.Made, a.Now
	}
	w.Header().Set(clubsync.Header, clubsync.Version)
	writeJSON(w, http.StatusOK, map[string]any{"results": answers})
}

// readChanges reads the lines of a POST to /api/sync/games: a body that is
// not such lines is refused whole; a line without a uuid, or with both a
// game and a deletion, gets its errors in its answer.
func readChanges(r *http.Request) ([]clubsync.Change, []clubsync.Applied, error) {
	loc := words(r)
	var changes []clubsync.Change
	dec := json.NewDecoder(r.Body)
	for {
		var c clubsync.Change
		err := dec.Decode(&c)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if isTooLarge(err) {
				return nil, nil, err
			}
			return nil, nil, usage(loc.T("web.sync.unreadable", "n", len(changes)+1, "cause", err.Error()))
		}
		if len(changes) == clubsync.MaxGames {
			return nil, nil, usage(loc.T("web.sync.too-many", "n", len(changes)+1, "max", clubsync.MaxGames))
		}
		changes = append(changes, c)
	}
	answers := make([]clubsync.Applied, len(changes))
	for i, c := range changes {
		answers[i].UUID = c.UUID
		switch {
		case c.UUID == "":
			answers[i].Errors = []scorer.Note{{Rule: "input.unreadable", Message: loc.T("web.sync.no-uuid", "n", i+1)}}
		case c.Delete == (len(c.Line) > 0):
			answers[i].Errors = []scorer.Note{{Rule: "input.unreadable", Message: loc.T("web.sync.game-or-delete", "uuid", c.UUID)}}
		}
	}
	return changes, answers, nil
}

// syncAnswer begins an answer of the sync API, gzipped at gzip's fastest
// when the request accepts it, and gives what to write its body to and
// what ends it.
func syncAnswer(w http.ResponseWriter, r *http.Request, contentType string) (io.Writer, func()) {
	w.Header().Set("Content-Type", contentType)
	w.Header().Set(clubsync.Header, clubsync.Version)
	w.Header().Add("Vary", "Accept-Encoding")
	if !acceptsGzip(r) {
		w.WriteHeader(http.StatusOK)
		bw := bufio.NewWriterSize(w, 32<<10)
		return bw, func() { bw.Flush() }
	}
	w.Header().Set("Content-Encoding", "gzip")
	w.WriteHeader(http.StatusOK)
	gz, _ := gzip.NewWriterLevel(w, gzip.BestSpeed) // a valid level never fails
	return gz, func() { gz.Close() }
}

// acceptsGzip reports whether a request accepts a gzipped answer.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}
