package web

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"math/big"
	"net"
	"net/http"
	"testing"
	"time"
)

// Over TLS a connection that shows the code is a player's as over plain
// HTTP: the guard sees it under the TLS layer (withConn), so it is no
// longer counted among the strangers' once its request is answered, and a
// stranger's still is until it is closed.
func TestGuardSeesThroughTLS(t *testing.T) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, _ := x509.ParseCertificate(der)
	code := NewCode()
	h, err := New(Options{Code: code})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := newGuard(ln)
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() {
		served <- serveWith(ctx, g, h, TLSConfig(tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}), nil)
	}()
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	r, _ := http.NewRequest("GET", "https://"+ln.Addr().String()+"/invite.svg", nil)
	r.Header.Set("Authorization", "Bearer "+code)
	res, err := client.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK || res.TLS == nil {
		t.Fatalf("a player's request over TLS: %d", res.StatusCode)
	}
	// The player's connection stays open (kept alive), and is trusted.
	if n := g.strangers(); n != 0 {
		t.Errorf("%d strangers' connections after a player's request over TLS, want 0", n)
	}
	raw, err := net.Dial("tcp", ln.Addr().String()) // a stranger who never speaks
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	deadline := time.Now().Add(5 * time.Second)
	for g.strangers() != 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := g.strangers(); n != 1 {
		t.Errorf("%d strangers' connections with one silent stranger, want 1", n)
	}
	raw.Close()
	client.CloseIdleConnections()
	stop()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
}
