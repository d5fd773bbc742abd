package scorer

// A play script longer than any game can be is refused at entry, before it
// is read further: whatever is accepted is stored, and what is stored must
// always be read back (MaxInput), resumed, undone and exported. A script
// far longer than a game is also what a hostile client sends, and refusing
// it must cost little: it is refused while it is read, not once it is built.

// ListLimit bounds a list of a game's JSON input: Path as in WordPlace,
// ending in [] ("rounds[]" the rounds; "rounds[][]" the takes of every
// round together), at most Max items. Note is the broken rule a longer list
// is.
type ListLimit struct {
	Path string
	Max  int
	Note Note
}

// LongList finds the first limit a JSON input's lists break, reading the
// input only until then; nil when none does, or when the input is not
// well-formed JSON (what is wrong with it is said elsewhere). The games'
// quick readers count as they read (package jsonread); this reads what
// they give up on.
func LongList(data []byte, limits []ListLimit) *ListLimit {
	if len(limits) == 0 {
		return nil
	}
	segments := make([][]string, len(limits))
	for i, l := range limits {
		segments[i] = pathSegments(l.Path)
	}
	counts := make([]int, len(limits))
	var broken *ListLimit
	walkJSON(data, func([]jsonFrame, string, bool) bool { return true }, func(stack []jsonFrame) bool {
		for i := range limits {
			if atPath(stack, segments[i]) {
				if counts[i]++; counts[i] > limits[i].Max {
					broken = &limits[i]
					return false
				}
			}
		}
		return true
	})
	return broken
}
