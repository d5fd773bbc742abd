package web

// Patterns are the patterns of every route of h, as its router was given
// them: the tests go through each (read_test.go).
func Patterns(h *Server) []string { return append([]string(nil), h.mux.patterns...) }
