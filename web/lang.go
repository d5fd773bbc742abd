package web

import (
	"context"
	"net/http"

	"github.com/zooscore/zooscore/i18n"
)

// langCookie keeps the language a player chose on the page.
const langCookie = "zooscore_lang"

type langKey struct{}

// withLang chooses the language of a request: ?lang= (which the page's
// language links use, and which is kept in a cookie), else the cookie,
// else the phone's Accept-Language, else English.
func (s *Server) withLang(w http.ResponseWriter, r *http.Request) *http.Request {
	lang := i18n.FromAcceptLanguage(r.Header.Get("Accept-Language"))
	if c, err := r.Cookie(langCookie); err == nil {
		if l, err := i18n.Parse(c.Value); err == nil && c.Value != "" {
			lang = l
		}
	}
	if q := r.URL.Query().Get("lang"); q != "" {
		if l, err := i18n.Parse(q); err == nil {
			lang = l
			http.SetCookie(w, &http.Cookie{Name: langCookie, Value: string(l), Path: "/", HttpOnly: true,
				Secure: secureCookies(r), SameSite: http.SameSiteStrictMode, MaxAge: 365 * 24 * 60 * 60})
		}
	}
	return r.WithContext(context.WithValue(r.Context(), langKey{}, i18n.For(lang)))
}

// words is the localizer of a request.
func words(r *http.Request) *i18n.Localizer {
	if l, ok := r.Context().Value(langKey{}).(*i18n.Localizer); ok {
		return l
	}
	return i18n.For(i18n.English)
}
