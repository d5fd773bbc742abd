// Command clubgen writes a club's history (see package club) as a file that
// `zooscore import` reads: one game a line with its uuid, time, game and
// input, and no result, since import scores every game from its input.
// Imported, then written out again by `zooscore export`, it gives the real
// export that the speed figures of docs/speed.md are measured on:
//
//	go run ./cmd/clubgen -games 1000000 -seed 1 > club.jsonl
//	zooscore import club.jsonl --db club.db
//	zooscore export --db club.db > club-1m.jsonl
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"time"

	"github.com/zooscore/zooscore/internal/club"
)

func main() {
	games := flag.Int("games", 100_000, "how many games")
	seed := flag.Uint64("seed", 1, "the seed: the same seed gives the same history")
	workers := flag.Int("workers", runtime.GOMAXPROCS(0), "games played at once (the history does not depend on it)")
	flag.Parse()
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	var line []byte
	err := club.Generate(club.Options{Games: *games, Seed: *seed, Workers: *workers}, func(g club.Game) error {
		line = append(line[:0], `{"uuid":"`...)
		line = append(line, g.UUID...)
		line = append(line, `","played_at":"`...)
		line = g.PlayedAt.AppendFormat(line, time.RFC3339)
		line = append(line, `","game":`...)
		line = strconv.AppendQuote(line, g.Game)
		line = append(line, `,"input":`...)
		line = append(line, g.Input...)
		line = append(line, "}\n"...)
		_, err := out.Write(line)
		return err
	})
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "clubgen:", err)
		os.Exit(1)
	}
}
