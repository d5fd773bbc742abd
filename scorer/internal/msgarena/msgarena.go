// Package msgarena makes the messages of a game's trackers with their
// arguments handed out from shared blocks: one allocation for the
// arguments of many messages, not one per message. A replay makes a few
// thousand messages, and this is where their allocations went.
package msgarena

import "github.com/zooscore/zooscore/msg"

// Arena hands out arguments. Each message's arguments are a slice with a
// capacity of their own, so that appending to one never touches another.
// The zero value is ready; a nil Arena gives each message its own
// arguments. An Arena is not safe for use by several goroutines at once:
// a tracker owns one.
type Arena struct{ free []msg.Arg }

// block is the arguments per block.
const block = 256

// args gives room for n arguments.
func (a *Arena) args(n int) []msg.Arg {
	if a == nil {
		return make([]msg.Arg, 0, n)
	}
	if len(a.free) < n {
		a.free = make([]msg.Arg, max(block, n))
	}
	out := a.free[:0:n]
	a.free = a.free[n:]
	return out
}

// M is msg.M with the arguments from the arena.
func (a *Arena) M(id string, pairs ...any) msg.Msg { return a.Msg(id, pairs) }

// Msg is msg.M of the name/value pairs of every part in turn, without
// joining the parts into one slice first. Each part holds whole pairs.
func (a *Arena) Msg(id string, parts ...[]any) msg.Msg {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	m := msg.Msg{ID: id}
	if n == 0 {
		return m
	}
	m.Args = a.args(n / 2)
	for _, p := range parts {
		for i := 0; i+1 < len(p); i += 2 {
			name, _ := p[i].(string)
			m.Args = append(m.Args, msg.Arg{Name: name, Value: p[i+1]})
		}
	}
	return m
}
