package junior

import (
	"github.com/zooscore/zooscore/scorer"
)

// Rule ids of tracking a game as it is played. They are added to Rules.
var playRules = []scorer.Rule{
	{ID: "junior.unknown-player", Source: srcCourse, Summary: "a take or bonus names a player of the game"},
	{ID: "junior.took-twice", Source: srcCourse, Summary: "each player takes exactly one truck per round"},
	{ID: "junior.wrong-round", Source: srcCourse, Summary: "an entry belongs to the round being played"},
	{ID: "junior.round-incomplete", Source: srcCourse, Summary: "a round ends only when every player has taken a truck"},
	{ID: "junior.empty-entry", Source: srcCourse, Summary: "an entry is a take or the mark of the last round"},
	{ID: "junior.take-size", Source: srcCourse, Summary: "a truck taken holds 1 to 3 tiles"},
	{ID: "junior.truck-size", Source: srcTwoPlayers, Summary: "with 2 players the trucks hold at most 1, 2 and 3 tiles and each is taken once a round: the two takes must fit different trucks (two takes of 3 tiles cannot)"},
	{ID: "junior.truck-unknown", Source: srcTwoPlayers, Summary: "a take names its truck by its boxes: 1, 2 or 3 with 2 players, 3 with 3 to 5"},
	{ID: "junior.unclaimed-truck", Source: srcTwoPlayers, Summary: "with 2 players the tiles left on the truck nobody took leave the game: the round's last take may say how many, at most that truck's boxes"},
	{ID: "junior.unknown-tile", Source: srcComponents, Summary: "a tile is an animal kind or a landscape type"},
	{ID: "junior.fertile", Source: srcOffspring, Summary: "only animals are fertile, as \"male\" or \"female\""},
	{ID: "junior.destination", Source: srcEnclosures, Summary: "a tile goes to enclosure 1, 2 or 3 or to the barn"},
	{ID: "junior.enclosure-full", Source: srcEnclosures, Summary: "a full enclosure (6 tiles) takes no further tile"},
	{ID: "junior.one-kind-per-enclosure", Source: srcEnclosures, Summary: "an enclosure holds animals of one kind only"},
	{ID: "junior.fertile-supply", Source: srcOffspring, Summary: "each kind has 2 fertile females and 2 fertile males"},
	{ID: "junior.take", Source: srcCourse, Summary: "announcement: the tiles of a take and where they went"},
	{ID: "junior.offspring", Source: srcOffspring, Summary: "announcement: a fertile pair in one enclosure makes an offspring, to the barn when the enclosure is full"},
	{ID: "junior.no-offspring-left", Source: srcOffspring, Summary: "announcement: no offspring tile of the kind is left, so none is made"},
	{ID: "junior.bonus-earned", Source: srcSixTiles, Summary: "announcement: filling the last space of an enclosure gives one bonus action"},
	{ID: "junior.bonus-not-earned", Source: srcSixTiles, Summary: "a bonus action needs a take that filled an enclosure"},
	{ID: "junior.bonus-used", Source: srcSixTiles, Summary: "one bonus action per take; bonus actions do not chain"},
	{ID: "junior.bonus-action", Source: srcSixTiles, Summary: "a bonus action is \"take\" or \"discard\""},
	{ID: "junior.bonus-from", Source: srcSixTiles, Summary: "a take-over names an opponent; a discard is from one's own barn"},
	{ID: "junior.bonus-destination", Source: srcSixTiles, Summary: "a taken-over tile goes into an enclosure; a discard goes nowhere"},
	{ID: "junior.bonus-tile-not-in-barn", Source: srcSixTiles, Summary: "a bonus action moves a tile that really is in that barn"},
	{ID: "junior.bonus-take", Source: srcSixTiles, Summary: "announcement: a tile taken over from an opponent's barn"},
	{ID: "junior.bonus-discard", Source: srcSixTiles, Summary: "announcement: a tile discarded from the barn"},
	{ID: "junior.bonus-no-chain", Source: srcSixTiles, Summary: "announcement: filling an enclosure by a bonus action gives no further bonus"},
	{ID: "junior.last-round", Source: srcEnd, Summary: "announcement: the first tile of the end pile makes this round the last"},
	{ID: "junior.last-round-marked", Source: srcEnd, Summary: "the last round is marked once, at a point of its round"},
	{ID: "junior.end-pile-early", Source: srcEnd, Summary: "the end pile is reached only when the normal piles (38/49/60/71 tiles with 2/3/4/5 players) are used up: no last round before enough tiles can have been drawn"},
	{ID: "junior.end-pile-reached", Source: srcEnd, Summary: "once more tiles were drawn than the normal piles hold, a tile of the end pile was drawn: that round is marked as the last"},
	{ID: "junior.game-end", Source: srcEnd, Summary: "announcement: every player took in the last round: the game is over"},
	{ID: "junior.game-over", Source: srcEnd, Summary: "nothing is entered after the end of the game"},
	{ID: "junior.game-in-progress", Source: srcEnd, Summary: "warning: the game has not ended yet; the score is the score so far"},
}

func init() { Rules = append(Rules, playRules...) }
