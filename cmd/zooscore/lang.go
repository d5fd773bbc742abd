package main

import (
	"strings"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/msg"
)

// language is the language zooscore speaks: --lang when it is given (the
// last one wins, as for any flag), else LC_ALL, LC_MESSAGES and LANG, else
// English. The arguments are read before cobra reads them, because cobra
// builds the help texts when the commands are built. A --lang zooscore
// does not speak is a usage error, said in the language of the
// environment.
func language(args []string, getenv func(string) string) (i18n.Lang, error) {
	env := i18n.FromEnv(getenv)
	given, ok := flagArg(args, "--lang")
	if !ok {
		return env, nil
	}
	lang, err := i18n.Parse(given)
	if err != nil || strings.TrimSpace(given) == "" {
		return env, usage("cmd.lang.unknown", "lang", given)
	}
	return lang, nil
}

// flagArg finds the value of a flag (--lang VALUE or --lang=VALUE) among
// the arguments, up to a "--" that ends the flags; the last one wins.
func flagArg(args []string, flag string) (string, bool) {
	value, found := "", false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		switch {
		case arg == "--":
			return value, found
		case arg == flag && i+1 < len(args):
			value, found = args[i+1], true
			i++
		case strings.HasPrefix(arg, flag+"="):
			value, found = strings.TrimPrefix(arg, flag+"="), true
		}
	}
	return value, found
}

// title is a game's name as the table calls it ("Zooloretto: The Dice
// Game", "Zooloretto Würfelspiel").
func title(loc *i18n.Localizer, game string) string {
	if loc.Has("cmd.game." + game) {
		return loc.T("cmd.game." + game)
	}
	return games[game].Title
}

// names joins player names in the language of the table ("Ann, Bob and
// Cy", "Ann, Bob und Cy").
func names(loc *i18n.Localizer, list []string) string {
	return loc.T("cmd.list", "items", msg.Names(list))
}

// flagGiven reports whether a flag without a value is among the arguments,
// before a "--" that ends the flags.
func flagGiven(args []string, flag string) bool {
	for _, arg := range args {
		if arg == "--" {
			return false
		}
		if arg == flag {
			return true
		}
	}
	return false
}
