package main

import (
	"os"
	"strconv"
	"syscall"
)

// importNice is the CPU priority (nice value) an import takes when it
// finds a serve beside it: on 2 cores, 50 phones at fifty times people's
// pace had a p99 of 799 ms beside an import of 100,000 games at the
// import's normal priority and 334 ms at nice 10 (docs/speed.md). The
// import's slices hold the write lock for a bounded time whatever its
// priority (see store's sliced.go), and 10, not 19, keeps it going.
const importNice = 10

// yieldProcessor lowers the whole process's CPU priority to importNice.
// Linux keeps a nice value per thread: each of the process's threads is
// lowered, and the threads Go starts later take it from theirs. Nothing is
// said when it fails: the import only runs at its usual priority.
func yieldProcessor() {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		return
	}
	for _, t := range tasks {
		if tid, err := strconv.Atoi(t.Name()); err == nil {
			if now, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid); err == nil && 20-now < importNice {
				syscall.Setpriority(syscall.PRIO_PROCESS, tid, importNice)
			}
		}
	}
}
