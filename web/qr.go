package web

import (
	"bytes"
	"fmt"

	"rsc.io/qr"
)

// qrQuiet is the white border around a QR code, in modules: the 4 the
// standard asks for, so that a camera finds the code on any page colour.
const qrQuiet = 4

// qrPixels is the size of a module where the page does not say.
const qrPixels = 6

// qrSVG draws text as a QR code (level M: a screen's glare or a crack in
// it may hide some of it), black on white whatever the page's colours, as
// one path of a rectangle per run of dark modules in a row.
func qrSVG(text string) ([]byte, error) {
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, err
	}
	side := code.Size + 2*qrQuiet
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" shape-rendering="crispEdges">`,
		side*qrPixels, side*qrPixels, side, side)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, side, side)
	for y := 0; y < code.Size; y++ {
		for x := 0; x < code.Size; {
			if !code.Black(x, y) {
				x++
				continue
			}
			run := 1
			for x+run < code.Size && code.Black(x+run, y) {
				run++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x+qrQuiet, y+qrQuiet, run, run)
			x += run
		}
	}
	b.WriteString(`"/></svg>`)
	return b.Bytes(), nil
}
