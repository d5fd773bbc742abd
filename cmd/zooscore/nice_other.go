//go:build !linux

package main

// yieldProcessor is Linux's only (see nice_linux.go); elsewhere the import
// runs at its usual priority.
func yieldProcessor() {}
