package main

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/i18n"
	"github.com/zooscore/zooscore/store"
)

// version may be set when zooscore is built for a release:
// go build -ldflags "-X main.version=v1.2.0" ./cmd/zooscore. Without it the
// version is the module's as Go recorded it in the binary.
var version = ""

// commit may be set the same way (-X main.commit=$(git rev-parse HEAD)) for
// a build without Go's version control stamping (-buildvcs=false, which
// some machines set in GOFLAGS): the binary then knows no commit otherwise.
var commit = ""

// versionInfo is what zooscore version prints: which zooscore this is and
// which database format it writes, so that a bug report says both.
type versionInfo struct {
	Version  string `json:"version"`
	Commit   string `json:"commit,omitempty"`   // the git commit it was built from
	Modified bool   `json:"modified,omitempty"` // built with uncommitted changes
	Schema   int    `json:"schema"`             // the database format (store.SchemaVersion)
	Go       string `json:"go,omitempty"`
}

// buildVersion reads the version from the build information Go stamps
// into the binary (debug.ReadBuildInfo): the commit and whether the work
// tree had changes when zooscore was built from git. What -ldflags set
// (version, commit) comes first.
func buildVersion() versionInfo {
	v := versionInfo{Version: "(devel)", Schema: store.SchemaVersion()}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			v.Version = bi.Main.Version
		}
		v.Go = bi.GoVersion
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				v.Commit = s.Value
			case "vcs.modified":
				v.Modified = s.Value == "true"
			}
		}
	}
	if version != "" {
		v.Version = version
	}
	if commit != "" {
		v.Commit, v.Modified = commit, false
	}
	return v
}

// text is the version in lines, in the language of the table.
func (v versionInfo) text(loc *i18n.Localizer) string {
	lines := []string{"zooscore " + v.Version}
	switch {
	case v.Commit == "":
		// A bug report should say so rather than leave the reader guessing.
		lines = append(lines, loc.T("cmd.version.commit.unknown"))
	case v.Modified:
		lines = append(lines, loc.T("cmd.version.commit.modified", "commit", v.Commit))
	default:
		lines = append(lines, loc.T("cmd.version.commit", "commit", v.Commit))
	}
	lines = append(lines, loc.T("cmd.version.schema", "schema", v.Schema))
	if v.Go != "" {
		lines = append(lines, loc.T("cmd.version.go", "go", v.Go))
	}
	return strings.Join(lines, "\n")
}

// versionOptions is the whole input of version.
type versionOptions struct {
	shared
}

func newCmdVersion(f *factory, runF func(*versionOptions) error) *cobra.Command {
	opts := &versionOptions{shared: f.shared(readStore)}
	cmd := &cobra.Command{
		Use:  "version",
		Args: noArgs,
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			if runF != nil {
				return runF(opts)
			}
			return versionRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "")
	return cmd
}

func versionRun(opts *versionOptions) error {
	v := buildVersion()
	if opts.JSON {
		writeJSON(opts.IO.Out, v)
		return nil
	}
	fmt.Fprintln(opts.IO.Out, v.text(opts.words()))
	return nil
}
