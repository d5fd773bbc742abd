package main

import (
	"io"
	"os"

	"golang.org/x/term"
)

// IO is where a command reads and writes. Tests give buffers; main gives the
// process's standard streams.
type IO struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// CanPrompt reports whether questions can be asked: standard input and
	// output are a terminal.
	CanPrompt bool
	// Width is the terminal's width in columns; 0 when output is not a
	// terminal, so nothing is cut.
	Width int
	// Color is true when output goes to a terminal and NO_COLOR is unset.
	Color bool
}

// SystemIO is the process's standard streams.
func SystemIO() IO {
	inTTY := term.IsTerminal(int(os.Stdin.Fd()))
	outTTY := term.IsTerminal(int(os.Stdout.Fd()))
	width := 0 // not a terminal: no line is cut
	if outTTY {
		width = 80
		if w, _, err := term.GetSize(int(os.Stdout.Fd())); err == nil && w > 20 {
			width = w
		}
	}
	_, noColor := os.LookupEnv("NO_COLOR")
	return IO{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr, CanPrompt: inTTY && outTTY, Width: width, Color: outTTY && !noColor}
}
