package notation

import (
	"encoding/json"

	"github.com/zooscore/zooscore/i18n"
)

// en says messages in English, as the tests compare them.
var en = i18n.For(i18n.English)

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}
