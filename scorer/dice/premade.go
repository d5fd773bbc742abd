package dice

import "github.com/zooscore/zooscore/msg"

// The messages of a sheet's breakdown, made once for every value a legal
// sheet can have: scoring a sheet then makes no message (each would
// allocate its arguments). Values outside them are said by the same
// messages made when needed.

const groups = CoinSpaces / coinGroupSize // coin groups on a sheet

var (
	whyEnclosure [5][]msg.Msg // by animal and crossed spaces (0 to the size)
	whyBonus     [3]msg.Msg   // by value (1 or 2)
	barnItem     [5]msg.Msg   // by animal
	coinItems    [groups + 1]struct {
		removes [5]coinGroupMsgs // by the animal it removes from the barn
		point   coinGroupMsgs
	}
)

// coinGroupMsgs is what a coin group says: its item, why, and the decision
// that repeats both.
type coinGroupMsgs struct{ label, why, decision msg.Msg }

func init() {
	for i, a := range Animals {
		whyEnclosure[i] = make([]msg.Msg, Size[a]+1)
		for n := range whyEnclosure[i] {
			whyEnclosure[i][n] = enclosureWhy(n, Size[a])
		}
		barnItem[i] = barnLabel(a)
	}
	for v := 1; v < len(whyBonus); v++ {
		whyBonus[v] = bonusWhy(v)
	}
	for g := 1; g <= groups; g++ {
		c := &coinItems[g]
		for i, a := range Animals {
			c.removes[i] = coinGroupRemoves(g, a)
		}
		c.point = coinGroupPoint(g)
	}
}

func enclosureWhy(crossed, size int) msg.Msg {
	return msg.M("dice.why.enclosure", "crossed", crossed, "n", size)
}

func bonusWhy(value int) msg.Msg { return msg.M("dice.why.bonus", "value", value) }

func barnLabel(animal string) msg.Msg { return msg.M("dice.item.barn", "animal", word(animal)) }

func coinGroupRemoves(g int, animal string) coinGroupMsgs {
	label := msg.M("dice.item.coin-group-removes", "group", g, "the", the(animal))
	why := msg.M("dice.why.coin-group-removes", "first", 2*g-1, "last", 2*g)
	return coinGroupMsgs{label, why, coinDecision(label, why)}
}

func coinGroupPoint(g int) coinGroupMsgs {
	label := msg.M("dice.item.coin-group", "group", g)
	why := msg.M("dice.why.coin-group-point", "first", 2*g-1, "last", 2*g)
	return coinGroupMsgs{label, why, coinDecision(label, why)}
}

func coinDecision(label, why msg.Msg) msg.Msg {
	return msg.M("dice.coin-group", "item", label, "why", why)
}

// The premade messages, or the same made now for a value outside them.

func enclosureReason(i, crossed int) msg.Msg {
	if crossed >= 0 && crossed < len(whyEnclosure[i]) {
		return whyEnclosure[i][crossed]
	}
	return enclosureWhy(crossed, Size[Animals[i]])
}

func bonusReason(value int) msg.Msg {
	if value > 0 && value < len(whyBonus) {
		return whyBonus[value]
	}
	return bonusWhy(value)
}

// coinGroup is what coin group g says when it removes the barn animal at
// place i, or (i < 0) scores a point.
func coinGroup(g, i int) coinGroupMsgs {
	switch {
	case g < 1 || g > groups:
	case i < 0:
		return coinItems[g].point
	default:
		return coinItems[g].removes[i]
	}
	if i < 0 {
		return coinGroupPoint(g)
	}
	return coinGroupRemoves(g, Animals[i])
}
