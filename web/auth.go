package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"strings"
)

// cookieName holds the join code once the join link was opened.
const cookieName = "zooscore_join"

// csrfHeader carries the CSRF token of the page's own scripts; a form
// carries it as the field csrfField.
const (
	csrfHeader = "X-CSRF-Token"
	csrfField  = "csrf"
)

type via int

const (
	viaNone via = iota
	viaCookie
	viaBearer
)

// same compares a secret in constant time: how long it takes does not tell
// how much of a guess was right.
func same(given, secret string) bool {
	return subtle.ConstantTimeCompare([]byte(given), []byte(secret)) == 1
}

// role is what a request that showed a code may do.
type role int

const (
	nobody role = iota // showed no code, or a wrong one
	player             // the join code: reads and enters
	reader             // the read code: reads only (read.go)
)

// whose is the role of a code shown, compared in constant time with both.
func (s *Server) whose(given string) role {
	enter, read := same(given, s.code), same(given, s.read)
	switch {
	case given == "":
		return nobody
	case enter:
		return player
	case read:
		return reader
	}
	return nobody
}

// authorized says whether a request carries a code, which one, and how: a
// script's bearer token, or the cookie the join link set.
func (s *Server) authorized(r *http.Request) (via, role) {
	if h := r.Header.Get("Authorization"); h != "" {
		// The scheme is case-insensitive (RFC 9110, 11.1): "bearer" too.
		scheme, token, ok := strings.Cut(h, " ")
		if !ok || !strings.EqualFold(scheme, "Bearer") {
			return viaBearer, nobody
		}
		return viaBearer, s.whose(strings.TrimSpace(token))
	}
	c, err := r.Cookie(cookieName)
	if err != nil {
		return viaNone, nobody
	}
	return viaCookie, s.whose(c.Value)
}

// join is the join link, of the join code or of the read code: the right
// code sets the cookie (see setJoined) and leads to the home page.
func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	code := strings.TrimPrefix(r.URL.Path, "/join/")
	who := s.whose(code)
	if r.Method != http.MethodGet && r.Method != http.MethodHead || who == nobody {
		refuse(w)
		return
	}
	s.setJoined(w, r, who)
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// csrfToken is the token a page's forms and scripts send back: derived
// from the join code, so another site, which cannot know the code, cannot
// make a phone's browser post a form with it.
func csrfToken(code string) string {
	m := hmac.New(sha256.New, []byte(code))
	m.Write([]byte("zooscore csrf"))
	return hex.EncodeToString(m.Sum(nil))
}

// csrfOK checks the token of a request that changes something and was
// made with the cookie; it answers 403 itself when the token is missing
// or wrong. A form's token is read from its body (bounded already).
func (s *Server) csrfOK(w http.ResponseWriter, r *http.Request) bool {
	token := r.Header.Get(csrfHeader)
	if token == "" {
		if err := r.ParseForm(); err != nil {
			if isTooLarge(err) {
				tooLarge(w)
				return false
			}
		}
		token = r.PostForm.Get(csrfField)
	}
	if !same(token, s.csrf) {
		http.Error(w, words(r).T("web.error.csrf"), http.StatusForbidden)
		return false
	}
	return true
}
