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
	// ErrWidth is the width of the terminal standard error goes to, to
	// wrap errors; 0 when it is not a terminal.
	ErrWidth int
	// Color is true when output goes to a terminal and NO_COLOR is unset.
	Color bool
}

// SystemIO is the process's standard streams.
func SystemIO() IO {
	inTTY := term.IsTerminal(int(os.Stdin.Fd()))
	outTTY := term.IsTerminal(int(os.Stdout.Fd()))
	_, noColor := os.LookupEnv("NO_COLOR")
	return IO{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr, CanPrompt: inTTY && outTTY,
		Width: termWidth(os.Stdout), ErrWidth: termWidth(os.Stderr), Color: outTTY && !noColor}
}

// termWidth is the width of the terminal f writes to, or 0 when f is not a
// terminal (a file or a pipe: no line is wrapped).
func termWidth(f *os.File) int {
	if !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 20 {
		return w
	}
	return 80
}
