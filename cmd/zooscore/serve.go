package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/mdp/qrterminal/v3"
	"github.com/spf13/cobra"

	"github.com/zooscore/zooscore/msg"
	"github.com/zooscore/zooscore/web"
)

// defaultServeAddr listens on every network of the computer, so that the
// phones at the table reach it, on a port few other programs use.
const defaultServeAddr = ":8266"

// serveOptions is the whole input of serve.
type serveOptions struct {
	shared
	Addr    string // --addr: where to listen
	NewCode bool   // --new-code: new join and read codes instead of the kept ones
	TLSCert string // --tls-cert: serve HTTPS with this certificate (PEM)...
	TLSKey  string // --tls-key: ...and its private key (PEM)
	// BehindProxy (--behind-proxy URL) is the address the phones open
	// when a reverse proxy in front of serve gives it (see web.Options.Public).
	BehindProxy string
}

func newCmdServe(f *factory, runF func(*serveOptions) error) *cobra.Command {
	opts := &serveOptions{shared: f.shared(createStore)}
	cmd := &cobra.Command{
		Use:  "serve", // its help is the catalogs' help.serve.*
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.Ctx = c.Context()
			if runF != nil {
				return runF(opts)
			}
			return serveRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Addr, "addr", defaultServeAddr, "")
	cmd.Flags().BoolVar(&opts.NewCode, "new-code", false, "")
	cmd.Flags().StringVar(&opts.TLSCert, "tls-cert", "", "")
	cmd.Flags().StringVar(&opts.TLSKey, "tls-key", "", "")
	cmd.Flags().StringVar(&opts.BehindProxy, "behind-proxy", "", "")
	cmd.MarkFlagFilename("tls-cert", "pem", "crt", "cer")
	cmd.MarkFlagFilename("tls-key", "pem", "key")
	return cmd
}

func serveRun(opts *serveOptions) error {
	// What the flags say is checked before anything is opened: a
	// certificate that cannot be used is said before the server listens.
	cert, err := opts.certificate()
	if err != nil {
		return err
	}
	if err := opts.proxyOK(); err != nil {
		return err
	}
	st, err := opts.Store()
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return &usageError{msg: msg.M("web.serve.listen", "addr", opts.Addr), cause: err}
	}
	// The codes kept in the database (made on the first start),
	// or new ones on --new-code.
	srv, err := web.New(web.Options{Store: st, NewCode: opts.NewCode, Log: opts.IO.ErrOut, Public: opts.BehindProxy})
	if err != nil {
		ln.Close()
		return err
	}
	// Ctrl-C (the root's context) or SIGTERM stop it cleanly: caught
	// before the announcement, which tells a user (or a script) that
	// stopping is now possible.
	ctx, stop := signal.NotifyContext(opts.Ctx, syscall.SIGTERM)
	defer stop()
	opts.announce(ln, srv, cert)
	if cert != nil {
		err = web.ServeTLS(ctx, ln, srv, *cert, opts.IO.ErrOut)
	} else {
		err = web.Serve(ctx, ln, srv, opts.IO.ErrOut)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	fmt.Fprintln(opts.IO.Out, opts.t("web.serve.stopped"))
	return nil
}

// announce prints the join link first (the contract's first line), its QR
// code, the short code, the read link and its short code, whether the codes
// are new, and where the server listens. Over HTTPS the link is https://,
// with the certificate's name when it has one; behind a proxy it is the
// proxy's address.
func (opts *serveOptions) announce(ln net.Listener, srv *web.Server, cert *tls.Certificate) {
	w := opts.words()
	tcp, _ := ln.Addr().(*net.TCPAddr)
	port := strconv.Itoa(tcp.Port)
	host, everywhere := tcp.IP.String(), tcp.IP.IsUnspecified()
	if everywhere {
		host = "127.0.0.1"
		if lan := lanAddress(); lan != nil {
			host = lan.String()
		}
	}
	origin := "http://" + net.JoinHostPort(host, port)
	switch {
	case opts.BehindProxy != "":
		origin = strings.TrimSuffix(opts.BehindProxy, "/")
	case cert != nil:
		if name := certName(cert); name != "" {
			host = name
		}
		origin = "https://" + net.JoinHostPort(host, port)
		if port == "443" {
			origin = "https://" + host
		}
	}
	link := origin + srv.JoinPath()
	fmt.Fprintln(opts.IO.Out, link)
	qrterminal.GenerateWithConfig(link, qrterminal.Config{Level: qrterminal.L, Writer: opts.IO.Out, HalfBlocks: true,
		BlackChar: qrterminal.BLACK_BLACK, WhiteBlackChar: qrterminal.WHITE_BLACK, WhiteChar: qrterminal.WHITE_WHITE,
		BlackWhiteChar: qrterminal.BLACK_WHITE, QuietZone: 2})
	opts.println(w.T("web.serve.open"))
	code := srv.JoinCode()
	opts.println(w.T("web.serve.short", "addr", origin+"/join", "code", code.Short))
	// The read link has no QR code here: a screen that shows the games
	// (a TV) rarely scans, and a phone that joined to read shows the QR
	// code of the read link under Invite.
	opts.println(w.T("web.serve.read", "link", origin+srv.ReadPath(), "addr", origin+"/join", "code", code.ReadShort))
	switch {
	case !code.Fresh:
		opts.println(w.T("web.serve.kept", "date", w.Date(code.Created.Local())))
		if code.ReadFresh {
			opts.println(w.T("web.serve.read-new"))
		}
	case code.Retired != "":
		opts.println(w.T("web.serve.renewed"))
	}
	switch {
	case opts.BehindProxy != "":
		opts.println(w.T("web.serve.proxy", "addr", ln.Addr().String(), "url", origin))
	case everywhere && host == "127.0.0.1":
		opts.println(w.T("web.serve.no-lan"))
	case everywhere:
		opts.println(w.T("web.serve.everywhere", "port", port))
	default:
		if tcp.IP.IsLoopback() {
			opts.println(w.T("web.serve.local", "addr", ln.Addr().String(), "port", port))
		} else {
			opts.println(w.T("web.serve.network", "addr", ln.Addr().String()))
		}
	}
	opts.println(w.T("web.serve.stop"))
}

// lanAddress is the address the phones on the local network reach this
// computer at: the first private IPv4 address of an interface that is up,
// else any other non-loopback IPv4 address.
func lanAddress() net.IP {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var other net.IP
	for _, iface := range ifaces {
		if iface.Flags&net.FlagUp == 0 || iface.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := iface.Addrs()
		if err != nil {
			continue
		}
		for _, ad := range addrs {
			ipn, ok := ad.(*net.IPNet)
			if !ok || ipn.IP.To4() == nil || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() {
				continue
			}
			if ipn.IP.IsPrivate() {
				return ipn.IP.To4()
			}
			if other == nil {
				other = ipn.IP.To4()
			}
		}
	}
	return other
}
