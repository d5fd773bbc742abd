package exchange

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/zooscore/zooscore/game"
	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/store"
)

// BG Stats, the play logger most players use, both ways: its play file
// (the .bgsplay of one play, and the app's whole export: one JSON object
// of players, locations, games and plays that refer to each other by
// number) is read by ReadBGStats and ImportBGStats and written by
// WriteBGStats; BGStatsLink is the app's push-a-play link of one game.
// What is known of the format is in the project's notes on it; what
// zooscore does with it is docs/bgstats.md.
//
// A play of one of the three games is kept as its totals (game.Totals,
// store.MadeTotals): BG Stats knows no sheets. Its uuid is the play's, so
// that importing a file twice adds nothing; a game zooscore scored is
// written with a uuid made from its own (bgstatsUUID), so that exporting
// twice gives the same file and BG Stats, which skips a play whose uuid it
// has, adds nothing the second time either; and an import knows such a play
// as one of zooscore's own.

// Play is one play of a BG Stats file that zooscore keeps: a game of its
// own given as totals. Totals.UUID is the play's uuid.
type Play struct {
	Game     string // dice, junior, zoosim
	PlayedAt time.Time
	Totals   game.Totals
}

// bgsFile is a BG Stats play file, as far as zooscore reads and writes it.
// Reading skips the members it does not name (an app's export holds far
// more: tags, challenges, images, its scoresheets); Games and Plays are
// pointers to tell a file without them.
type bgsFile struct {
	About     string         `json:"about"`
	Players   []bgsPlayer    `json:"players"`
	Locations []bgsLocation  `json:"locations"`
	Games     *[]bgsGame     `json:"games"`
	Plays     *[]bgsPlay     `json:"plays"`
	UserInfo  map[string]any `json:"userInfo"`
}

type bgsPlayer struct {
	ID               looseInt  `json:"id"`
	UUID             string    `json:"uuid"`
	Name             string    `json:"name"`
	IsAnonymous      looseBool `json:"isAnonymous"`
	ModificationDate string    `json:"modificationDate,omitempty"`
}

type bgsLocation struct {
	ID               looseInt `json:"id"`
	UUID             string   `json:"uuid"`
	Name             string   `json:"name"`
	ModificationDate string   `json:"modificationDate,omitempty"`
}

type bgsGame struct {
	ID               looseInt  `json:"id"`
	UUID             string    `json:"uuid"`
	Name             string    `json:"name"`
	BGGName          string    `json:"bggName,omitempty"`
	BGGID            looseInt  `json:"bggId"`
	HighestWins      looseBool `json:"highestWins"`
	NoPoints         looseBool `json:"noPoints"`
	Cooperative      looseBool `json:"cooperative"`
	UsesTeams        looseBool `json:"usesTeams"`
	ModificationDate string    `json:"modificationDate,omitempty"`
}

type bgsPlay struct {
	UUID             string     `json:"uuid"`
	PlayDate         string     `json:"playDate"`
	GameRefID        looseInt   `json:"gameRefId"`
	LocationRefID    looseInt   `json:"locationRefId,omitempty"`
	DurationMin      looseInt   `json:"durationMin"`
	Ignored          looseBool  `json:"ignored"`
	ManualWinner     looseBool  `json:"manualWinner"`
	UsesTeams        looseBool  `json:"usesTeams"`
	Comments         string     `json:"comments"`
	ModificationDate string     `json:"modificationDate,omitempty"`
	PlayerScores     []bgsScore `json:"playerScores"`
}

type bgsScore struct {
	PlayerRefID looseInt  `json:"playerRefId"`
	Score       points    `json:"score"`
	Winner      looseBool `json:"winner"`
	StartPlayer looseBool `json:"startPlayer"`
	SeatOrder   looseInt  `json:"seatOrder"`
	Rank        looseInt  `json:"rank"`
	NewPlayer   looseBool `json:"newPlayer"`
}

// looseInt is a whole number of a BG Stats file: the app writes numbers,
// other programs that write its files now and then a number in a string
// ("rank": "1"); null or "" is 0, which the app writes for "not given".
type looseInt int

func (n *looseInt) UnmarshalJSON(b []byte) error {
	s := string(b)
	if s == "null" {
		*n = 0
		return nil
	}
	if strings.HasPrefix(s, `"`) {
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		if s = strings.TrimSpace(s); s == "" {
			*n = 0
			return nil
		}
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return msg.E("exchange.bgstats.not-whole", "value", clipText(s))
	}
	*n = looseInt(v)
	return nil
}

// looseBool is true or false, or as other programs write it 1 or 0 (in a
// string or not); null or "" is false.
type looseBool bool

func (v *looseBool) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true", "1":
		*v = true
	case "false", "0", "", "null":
		*v = false
	default:
		return msg.E("exchange.bgstats.not-bool", "value", clipText(s))
	}
	return nil
}

// points is a player's score as the app writes it, text ("41"), or a
// number as other programs may; "" or null is no score. It is written as
// text.
type points struct {
	Text string
	Set  bool
}

func (p *points) UnmarshalJSON(b []byte) error {
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	switch x := v.(type) {
	case nil:
		*p = points{}
	case string:
		x = strings.TrimSpace(x)
		*p = points{Text: x, Set: x != ""}
	case float64:
		*p = points{Text: string(b), Set: true}
	default:
		return msg.E("exchange.bgstats.not-score")
	}
	return nil
}

func (p points) MarshalJSON() ([]byte, error) { return json.Marshal(p.Text) }

// whole is the score as a whole number of points, ok false when it is
// not one ("12.5", "a lot"); "41.0" is 41.
func (p points) whole() (int, bool) {
	if n, err := strconv.Atoi(p.Text); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(p.Text, 64)
	if err != nil || f != float64(int(f)) {
		return 0, false
	}
	return int(f), true
}

// clipText shortens a value of the file quoted in a message.
func clipText(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// The uuids zooscore makes for a file are name-based (version 5), under a
// namespace of its own: the same game, player, location or game kind gives
// the same uuid in every export, and no other program's.
var uuidSpace = uuidV5([16]byte{}, "https://github.com/zooscore/zooscore/bgstats")

// bgstatsUUID is the uuid a game zooscore keeps gets as a BG Stats play: a
// play that came from BG Stats keeps its own; a game zooscore scored gets
// one made from its uuid.
func bgstatsUUID(g store.Game) string {
	if g.Made == store.MadeTotals {
		return strings.ToLower(g.UUID)
	}
	return madeUUID("play", g.UUID)
}

// madeUUID is zooscore's uuid of a thing of a file: its kind (play,
// player, location, game) and what it is known by.
func madeUUID(kind, key string) string {
	return uuidText16(uuidV5(uuidSpace, kind+":"+key))
}

func uuidV5(space [16]byte, name string) [16]byte {
	h := sha1.New()
	h.Write(space[:])
	h.Write([]byte(name))
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	return u
}

func uuidText16(u [16]byte) string {
	s := hex.EncodeToString(u[:])
	return s[0:8] + "-" + s[8:12] + "-" + s[12:16] + "-" + s[16:20] + "-" + s[20:]
}

// gameNames are the names a BG Stats user may have given each game: its
// titles in English, German and French (as zooscore's catalogs give
// them), the names BoardGameGeek lists, and the usual short forms. They
// are compared as nameKey makes them. Plain "Zooloretto" is another game.
var gameNames = map[string][]string{
	"dice": {"Zooloretto: The Dice Game", "Zooloretto Dice Game", "Zooloretto Dice", "Zooloretto Würfelspiel",
		"Zooloretto Wuerfelspiel", "Zooloretto : le jeu de dés"},
	"junior": {"Zooloretto Junior"},
	"zoosim": {"ZooSim", "Zoo Sim"},
}

// nameKey is a game's name as names are compared: letters and digits in
// lower case without accents, every other run of characters one space.
func nameKey(s string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		default:
			space = true
		}
	}
	return b.String()
}

// gameByName is the game a name is one of the names of, "" for none.
func gameByName(name string) string {
	key := nameKey(name)
	if key == "" {
		return ""
	}
	for g, names := range gameNames {
		for _, n := range names {
			if nameKey(n) == key {
				return g
			}
		}
	}
	return ""
}

// Filter chooses the games an export writes: those of one game, those
// played since a time; the zero Filter chooses every game.
type Filter struct {
	Game  string    // dice, junior, zoosim; "" for every game
	Since time.Time // played at or after; zero for any time
}

// Keeps reports whether the filter chooses a game.
func (f Filter) Keeps(g store.Game) bool {
	return (f.Game == "" || g.Game == f.Game) && (f.Since.IsZero() || !g.PlayedAt.Before(f.Since))
}

// Games is what an export reads its games from: a store, or some of its
// games (Only).
type Games interface {
	Export(ctx context.Context, fn func(store.Game) error) error
	ExportStored(ctx context.Context, fn func(g store.Game, lean []byte) error) error
}

// Only is the games of st that f chooses.
func Only(st Games, f Filter) Games {
	if f == (Filter{}) {
		return st
	}
	return chosen{st, f}
}

type chosen struct {
	st Games
	f  Filter
}

func (c chosen) Export(ctx context.Context, fn func(store.Game) error) error {
	return c.st.Export(ctx, func(g store.Game) error {
		if !c.f.Keeps(g) {
			return nil
		}
		return fn(g)
	})
}

func (c chosen) ExportStored(ctx context.Context, fn func(store.Game, []byte) error) error {
	return c.st.ExportStored(ctx, func(g store.Game, lean []byte) error {
		if !c.f.Keeps(g) {
			return nil
		}
		return fn(g, lean)
	})
}
