package main

import (
	"crypto/tls"
	"encoding/pem"
	"errors"
	"io/fs"
	"net"
	"os"
	"strings"
	"time"

	"github.com/zooscore/zooscore/web"
)

// A club server on the internet: serve --tls-cert FILE --tls-key FILE
// serves HTTPS itself, or serve --behind-proxy URL --addr 127.0.0.1:PORT
// leaves HTTPS to a reverse proxy (docs/club-server.md).

// certificate is the certificate of --tls-cert and --tls-key, read and
// checked before the server listens; nil without them. Every way it cannot
// be used is said with the file it is about and what to give instead.
func (opts *serveOptions) certificate() (*tls.Certificate, error) {
	switch {
	case opts.TLSCert == "" && opts.TLSKey == "":
		return nil, nil
	case opts.TLSKey == "":
		return nil, usage("web.serve.tls-one", "given", "--tls-cert", "missing", "--tls-key")
	case opts.TLSCert == "":
		return nil, usage("web.serve.tls-one", "given", "--tls-key", "missing", "--tls-cert")
	}
	certPEM, err := readPEM("--tls-cert", opts.TLSCert)
	if err != nil {
		return nil, err
	}
	keyPEM, err := readPEM("--tls-key", opts.TLSKey)
	if err != nil {
		return nil, err
	}
	if !hasBlock(certPEM, func(t string) bool { return t == "CERTIFICATE" }) {
		return nil, unreadable("web.serve.tls-no-cert", "file", opts.TLSCert)
	}
	if !hasBlock(keyPEM, func(t string) bool { return strings.HasSuffix(t, "PRIVATE KEY") }) {
		return nil, unreadable("web.serve.tls-no-key", "file", opts.TLSKey)
	}
	cert, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		return nil, unreadable("web.serve.tls-pair", "cert", opts.TLSCert, "key", opts.TLSKey,
			"cause", strings.TrimPrefix(err.Error(), "tls: "))
	}
	if leaf := cert.Leaf; leaf != nil && time.Now().After(leaf.NotAfter) {
		return nil, unreadable("web.serve.tls-expired", "file", opts.TLSCert, "date", opts.words().Date(leaf.NotAfter.Local()))
	}
	return &cert, nil
}

// readPEM reads the file of a flag; what keeps it from being read is said
// in the system's words ("permission denied").
func readPEM(flag, path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		cause := err
		var pe *fs.PathError
		if errors.As(err, &pe) {
			cause = pe.Err
		}
		return nil, unreadable("web.serve.tls-read", "flag", flag, "file", path, "cause", cause.Error())
	}
	return b, nil
}

// hasBlock says whether PEM text holds a block of a type that ok accepts.
func hasBlock(text []byte, ok func(string) bool) bool {
	for {
		var b *pem.Block
		b, text = pem.Decode(text)
		if b == nil {
			return false
		}
		if ok(b.Type) {
			return true
		}
	}
}

// certName is the name the certificate is for, to put in the join link (a
// phone checks the link's host against it): its first DNS name that is not
// a wildcard, "" when it names none (a certificate for an IP address).
func certName(cert *tls.Certificate) string {
	if cert.Leaf == nil {
		return ""
	}
	for _, n := range cert.Leaf.DNSNames {
		if !strings.HasPrefix(n, "*") {
			return n
		}
	}
	return ""
}

// proxyOK checks --behind-proxy: an address the phones open, and a server
// that only the proxy reaches. X-Forwarded-For is believed behind a proxy;
// a server that anyone could reach directly would believe anyone.
func (opts *serveOptions) proxyOK() error {
	if opts.BehindProxy == "" {
		return nil
	}
	if err := web.CheckPublic(opts.BehindProxy); err != nil {
		return usage("web.serve.proxy-url", "url", opts.BehindProxy)
	}
	host, _, err := net.SplitHostPort(opts.Addr)
	if err != nil || !loopback(host) {
		return usage("web.serve.proxy-addr", "addr", opts.Addr)
	}
	return nil
}

// loopback says whether a host of --addr is this computer's loopback only.
func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
