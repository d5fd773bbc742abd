package web_test

import (
	"net/url"
	"strconv"
	"testing"
)

// What a phone waits for: a tap on a sheet (stored, every sheet checked
// again, the parts of the page rendered) and a look for changes.

func BenchmarkSheetTap(b *testing.B) {
	s := newSite(b)
	at := s.openDice("Ann", "Bob", "Cy", "Dee")
	b.ResetTimer()
	for i := range b.N {
		a := s.do(s.script(at+"/seats/"+strconv.Itoa(i%4), url.Values{"enc-lion": {strconv.Itoa(i % 6)}, "coins": {"2"}}))
		if a.status != 200 {
			b.Fatal(a.status, a.body)
		}
	}
}

func BenchmarkTableLook(b *testing.B) {
	s := newSite(b)
	at := s.openDice("Ann", "Bob", "Cy", "Dee")
	for seat := range 4 {
		s.do(s.script(at+"/seats/"+strconv.Itoa(seat), url.Values{"enc-monkey": {"3"}, "bonus-monkey": {"1"}}))
	}
	b.ResetTimer()
	for range b.N {
		if a := s.do(s.get("/api/tables/1?seat=0")); a.status != 200 {
			b.Fatal(a.status)
		}
	}
}

func BenchmarkGamePage(b *testing.B) {
	s := newSite(b)
	s.do(s.api("POST", "/api/score/dice", diceSheets))
	b.ResetTimer()
	for range b.N {
		if a := s.do(s.get("/games/1")); a.status != 200 {
			b.Fatal(a.status)
		}
	}
}
