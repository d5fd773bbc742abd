package junior

import (
	"github.com/zooscore/zooscore/scorer"
)

// Rule ids of tracking a game as it is played. They are added to Rules;
// what each guards is the catalogs' "rule.ID".
var playRules = []scorer.Rule{
	{ID: "junior.unknown-player", Source: srcCourse},
	{ID: "junior.took-twice", Source: srcCourse},
	{ID: "junior.wrong-round", Source: srcCourse},
	{ID: "junior.round-incomplete", Source: srcCourse},
	{ID: "junior.empty-entry", Source: srcCourse},
	{ID: "junior.take-size", Source: srcCourse},
	{ID: "junior.truck-size", Source: srcTwoPlayers},
	{ID: "junior.truck-unknown", Source: srcTwoPlayers},
	{ID: "junior.unclaimed-truck", Source: srcTwoPlayers},
	{ID: "junior.unknown-tile", Source: srcComponents},
	{ID: "junior.fertile", Source: srcOffspring},
	{ID: "junior.destination", Source: srcEnclosures},
	{ID: "junior.enclosure-full", Source: srcEnclosures},
	{ID: "junior.one-kind-per-enclosure", Source: srcEnclosures},
	{ID: "junior.fertile-supply", Source: srcOffspring},
	{ID: "junior.take", Source: srcCourse},
	{ID: "junior.offspring", Source: srcOffspring},
	{ID: "junior.no-offspring-left", Source: srcOffspring},
	{ID: "junior.bonus-earned", Source: srcSixTiles},
	{ID: "junior.bonus-not-earned", Source: srcSixTiles},
	{ID: "junior.bonus-used", Source: srcSixTiles},
	{ID: "junior.bonus-action", Source: srcSixTiles},
	{ID: "junior.bonus-from", Source: srcSixTiles},
	{ID: "junior.bonus-destination", Source: srcSixTiles},
	{ID: "junior.bonus-tile-not-in-barn", Source: srcSixTiles},
	{ID: "junior.bonus-take", Source: srcSixTiles},
	{ID: "junior.bonus-discard", Source: srcSixTiles},
	{ID: "junior.bonus-no-chain", Source: srcSixTiles},
	{ID: "junior.last-round", Source: srcEnd},
	{ID: "junior.last-round-marked", Source: srcEnd},
	{ID: "junior.end-pile-early", Source: srcEnd},
	{ID: "junior.end-pile-reached", Source: srcEnd},
	{ID: "junior.game-end", Source: srcEnd},
	{ID: "junior.game-over", Source: srcEnd},
	{ID: "junior.script-length", Source: srcEnd},
	{ID: "junior.game-in-progress", Source: srcEnd},
}

func init() { Rules = append(Rules, playRules...) }
