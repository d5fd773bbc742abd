package store

import (
	"bytes"
	"encoding/hex"
	"errors"
	"slices"
	"sync"

	"github.com/klauspost/compress/s2"
)

// How a game's input is kept (schema 5). The input is the compact JSON the
// game was scored from; a play script repeats its keys and words on every
// take or auction, and sheets repeat their keys for every player, so it
// shrinks well with a dictionary of those keys and words. Measured on a
// generated club history of 100,000 games (a quarter of them tracked),
// 1,317 bytes of input a game on average became:
//
//	S2 with the dictionary below     266 bytes, 4.5 µs to pack, 1.5 µs to read
//	deflate (compress/flate), level 5 with it   161 bytes, 40 µs, 4 µs
//	deflate, level 1 (no use of the dictionary) 307 bytes, 26 µs, 9 µs
//	zstd (fastest, with the dictionary)         218 bytes, 19 µs, 8 µs
//
// Deflate's time is mostly setting up its tables for every input, which a
// short input never pays back; S2 (github.com/klauspost/compress/s2, the
// one dependency this adds) spends 100 bytes more a game, well within what
// a game may take, to pack ten times and read three times faster: an
// import packs every game, an export reads every game.
//
// A stored input is either the JSON text itself (it begins with a JSON
// value's first byte, never 0x01), kept when packing does not pay, or
// packedS2 followed by the S2 block of the JSON made with inputDict. The
// dictionary is part of the file format: it must never change (a test
// pins it); a better one would take a new marker byte.
const packedS2 = 0x01

// packAt is the smallest input worth packing.
const packAt = 32

// A stored result (schema 6) is packed the same way with resultDict, by
// packResult, and the rules of its decisions without a dictionary, by
// packDecisions: the text, or packedS2 and its S2 block.
var (
	dict        = s2.MakeDict([]byte(inputDict), nil)
	resultsDict = s2.MakeDict([]byte(resultDict), nil)
)

// packInput gives the stored form of an input (compact JSON), or of any
// other text the games table packs but a result.
func packInput(input []byte) []byte { return packWith(dict, input) }

// packResult gives the stored form of a result's lean JSON.
func packResult(lean []byte) []byte { return packWith(resultsDict, lean) }

// packDecisions gives the stored form of the rules of a result's
// decisions: a few dozen rules, ten of them again and again, which S2
// packs as well without a dictionary as with one, in a tenth of the time
// (a dictionary costs some 2 µs to set up for every text).
func packDecisions(rules []byte) []byte { return packWith(nil, rules) }

func packWith(d *s2.Dict, text []byte) []byte {
	if len(text) < packAt {
		return text
	}
	scratch := scratches.Get().(*[]byte)
	defer scratches.Put(scratch)
	buf := slices.Grow((*scratch)[:0], 1+s2.MaxEncodedLen(len(text)))[:1+s2.MaxEncodedLen(len(text))]
	*scratch = buf
	buf[0] = packedS2
	var n int // written into buf, which is large enough
	if d == nil {
		n = len(s2.Encode(buf[1:], text))
	} else {
		n = len(d.Encode(buf[1:], text))
	}
	if 1+n >= len(text) {
		return text
	}
	return bytes.Clone(buf[:1+n])
}

// scratches are the memory a text is packed in before it is copied out,
// a fifth of its size or less.
var scratches = sync.Pool{New: func() any { return new([]byte) }}

var errPacked = errors.New("stored input cannot be read")

// unpackInput appends the JSON of a stored input to dst.
func unpackInput(dst, stored []byte) ([]byte, error) { return unpackWith(dict, dst, stored) }

// unpackResult appends the JSON of a stored result to dst.
func unpackResult(dst, stored []byte) ([]byte, error) { return unpackWith(resultsDict, dst, stored) }

// unpackDecisions appends the rules of stored decisions to dst.
func unpackDecisions(dst, stored []byte) ([]byte, error) { return unpackWith(nil, dst, stored) }

func unpackWith(d *s2.Dict, dst, stored []byte) ([]byte, error) {
	if len(stored) == 0 || stored[0] != packedS2 {
		return append(dst, stored...), nil
	}
	n, err := s2.DecodedLen(stored[1:])
	if err != nil {
		return dst, errors.Join(errPacked, err)
	}
	if cap(dst)-len(dst) < n {
		dst = append(make([]byte, 0, len(dst)+n), dst...)
	}
	var out []byte
	if d == nil {
		out, err = s2.Decode(dst[len(dst):len(dst)+n], stored[1:])
	} else {
		out, err = d.Decode(dst[len(dst):len(dst)+n], stored[1:])
	}
	if err != nil {
		return dst, errors.Join(errPacked, err)
	}
	return dst[:len(dst)+len(out)], nil
}

// uuidKey is how a UUID is stored: the 16 bytes of one written in its
// canonical form (lowercase, 8-4-4-4-12), as zooscore makes them, and any
// other text as it is, so that an imported uuid always comes back as it
// was given.
func uuidKey(u string) any {
	if len(u) != 36 {
		return u
	}
	var b [16]byte
	j := 0
	for i := 0; i < 36; {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if u[i] != '-' {
				return u
			}
			i++
			continue
		}
		hi, lo := lowerHex(u[i]), lowerHex(u[i+1])
		if hi < 0 || lo < 0 {
			return u
		}
		b[j] = byte(hi<<4 | lo)
		j, i = j+1, i+2
	}
	return b[:]
}

func lowerHex(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	}
	return -1
}

// appendUUID appends the text of a stored uuid (see uuidKey).
func appendUUID(dst []byte, stored []byte, isText bool) []byte {
	if isText || len(stored) != 16 {
		return append(dst, stored...)
	}
	var out [36]byte
	hex.Encode(out[0:8], stored[0:4])
	out[8] = '-'
	hex.Encode(out[9:13], stored[4:6])
	out[13] = '-'
	hex.Encode(out[14:18], stored[6:8])
	out[18] = '-'
	hex.Encode(out[19:23], stored[8:10])
	out[23] = '-'
	hex.Encode(out[24:36], stored[10:16])
	return append(dst, out[:]...)
}
