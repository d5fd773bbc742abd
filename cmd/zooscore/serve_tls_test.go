package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/zooscore/zooscore/internal/pgtest"
)

// selfSigned writes a certificate for 127.0.0.1 (and names, if any), valid
// until notAfter, and its key as PEM files in dir; it returns their paths
// and the certificate, for a client to trust.
func selfSigned(t *testing.T, dir, name string, notAfter time.Time, names ...string) (certPath, keyPath string, cert *x509.Certificate) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(time.Now().UnixNano()), Subject: pkix.Name{CommonName: "zooscore test"},
		NotBefore: notAfter.Add(-48 * time.Hour), NotAfter: notAfter, IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: names,
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	if cert, err = x509.ParseCertificate(der); err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certPath, keyPath = filepath.Join(dir, name+".crt"), filepath.Join(dir, name+".key")
	if err := os.WriteFile(certPath, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyPath, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		t.Fatal(err)
	}
	return certPath, keyPath, cert
}

// zooscore serve --tls-cert --tls-key serves HTTPS: the join link and the
// read link say https://, a client that trusts the certificate joins and
// gets a Secure cookie, plain HTTP and TLS 1.1 are refused, and SIGTERM
// stops it cleanly.
func TestServeOverTLS(t *testing.T) {
	dir := t.TempDir()
	certPath, keyPath, cert := selfSigned(t, dir, "club", time.Now().Add(24*time.Hour))
	cmd := exec.Command(binary, "serve", "--addr", "127.0.0.1:0", "--db", pgtest.NewDB(t, "club.db"), "--tls-cert", certPath, "--tls-key", keyPath)
	printed := announced(t, cmd)
	screen := strings.Join(printed, "\n")
	link := regexp.MustCompile(`^(https://127\.0\.0\.1:(\d+))/join/([a-z2-7]{26})$`).FindStringSubmatch(printed[0])
	if link == nil {
		t.Fatalf("the first line is not the https join link:\n%s", screen)
	}
	base := link[1]
	read := regexp.MustCompile(`To look only \(a TV, a guest\): ` + regexp.QuoteMeta(base) + `/join/([a-z2-7]{26}) is the read link; or open ` +
		regexp.QuoteMeta(base) + `/join and type its short code \d{4} \d{4} \d{4}\.`).FindStringSubmatch(screen)
	if read == nil || read[1] == link[3] {
		t.Fatalf("no read link of its own over https:\n%s", screen)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Get(printed[0])
	if err != nil {
		t.Fatalf("the join link over HTTPS: %v", err)
	}
	res.Body.Close()
	cookies := res.Cookies()
	if res.StatusCode != http.StatusSeeOther || len(cookies) != 1 || !cookies[0].Secure || !cookies[0].HttpOnly {
		t.Fatalf("the join link over HTTPS: %d, cookies %+v", res.StatusCode, cookies)
	}
	if res.TLS == nil || res.TLS.Version < tls.VersionTLS12 {
		t.Errorf("the connection's TLS: %+v", res.TLS)
	}
	r, _ := http.NewRequest("GET", base+"/leaderboard?lang=de", nil)
	r.AddCookie(cookies[0])
	res, err = client.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "Rangliste") {
		t.Errorf("a page with the cookie: %d", res.StatusCode)
	}
	for _, c := range res.Cookies() {
		if !c.Secure {
			t.Errorf("the cookie %s is not Secure over HTTPS", c.Name)
		}
	}
	// The read link over HTTPS: a reader, refused what writes.
	res, err = client.Get(base + "/join/" + read[1])
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if len(res.Cookies()) != 1 || !res.Cookies()[0].Secure {
		t.Fatalf("the read link over HTTPS: cookies %+v", res.Cookies())
	}
	r, _ = http.NewRequest("POST", base+"/tables", strings.NewReader("game=dice&player=Ann&player=Bob"))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Accept", "application/json")
	r.AddCookie(res.Cookies()[0])
	res, err = client.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden || !strings.Contains(string(body), `"rule": "web.read-only"`) {
		t.Errorf("a reader's new table over HTTPS: %d %s", res.StatusCode, body)
	}
	// Plain HTTP on the port, and TLS older than 1.2, get nothing.
	if res, err := (&http.Client{Timeout: 10 * time.Second}).Get("http://" + strings.TrimPrefix(base, "https://") + "/"); err == nil {
		res.Body.Close()
		if res.StatusCode != http.StatusBadRequest {
			t.Errorf("plain HTTP to the HTTPS port: %d", res.StatusCode)
		}
	}
	old := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, MaxVersion: tls.VersionTLS11}}}
	if res, err := old.Get(printed[0]); err == nil {
		res.Body.Close()
		t.Errorf("TLS 1.1 was served: %d", res.StatusCode)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("SIGTERM: %v", err)
	}
}

// What keeps --tls-cert, --tls-key or --behind-proxy from being used is
// said before serve listens, with the file or flag it is about and what to
// give instead; each is an exit status 2.
func TestServeTLSAndProxyMistakes(t *testing.T) {
	dir := t.TempDir()
	certPath, keyPath, _ := selfSigned(t, dir, "club", time.Now().Add(24*time.Hour))
	_, otherKey, _ := selfSigned(t, dir, "other", time.Now().Add(24*time.Hour))
	oldCert, oldKey, _ := selfSigned(t, dir, "old", time.Now().Add(-24*time.Hour))
	missing := filepath.Join(dir, "nothing.pem")
	db := filepath.Join(dir, "z.db") // never opened: every mistake is said first
	for _, c := range []struct {
		name  string
		flags []string
		says  string
	}{
		{"the certificate alone", []string{"--tls-cert", certPath}, "--tls-cert needs --tls-key: give both, the certificate and its private key"},
		{"the key alone", []string{"--tls-key", keyPath}, "--tls-key needs --tls-cert: give both"},
		{"no certificate file", []string{"--tls-cert", missing, "--tls-key", keyPath}, "--tls-cert " + missing + " cannot be read (no such file or directory)"},
		{"no key file", []string{"--tls-cert", certPath, "--tls-key", missing}, "--tls-key " + missing + " cannot be read (no such file or directory)"},
		{"the files swapped", []string{"--tls-cert", keyPath, "--tls-key", certPath}, "--tls-cert " + keyPath + " holds no certificate"},
		{"a certificate as the key", []string{"--tls-cert", certPath, "--tls-key", certPath}, "--tls-key " + certPath + " holds no private key"},
		{"another certificate's key", []string{"--tls-cert", certPath, "--tls-key", otherKey}, "--tls-cert " + certPath + " and --tls-key " + otherKey + " do not go together (private key does not match public key)"},
		{"an expired certificate", []string{"--tls-cert", oldCert, "--tls-key", oldKey}, "--tls-cert " + oldCert + " expired on"},
		{"a proxy in front of every network", []string{"--behind-proxy", "https://zoo.example.org", "--addr", ":0"}, "--behind-proxy needs --addr on this computer's loopback"},
		{"a proxy in front of a LAN address", []string{"--behind-proxy", "https://zoo.example.org", "--addr", "192.0.2.1:0"}, "not 192.0.2.1:0"},
		{"a proxy's address without a scheme", []string{"--behind-proxy", "zoo.example.org", "--addr", "127.0.0.1:0"}, "--behind-proxy zoo.example.org: give the address the phones open"},
		{"a proxy's address with a path", []string{"--behind-proxy", "https://zoo.example.org/club", "--addr", "127.0.0.1:0"}, "give the address the phones open"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := runZooscore(t, on{}, append([]string{"serve", "--db", db}, c.flags...)...)
			if code != exitInput || stdout != "" || !strings.Contains(stderr, c.says) {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant exit 2 and %q", code, stdout, stderr, c.says)
			}
			if _, err := os.Stat(db); err == nil {
				t.Errorf("the database was made before the mistake was said")
			}
		})
	}
}

// certName puts the certificate's own name in the link, not a wildcard,
// and no name for a certificate of an address.
func TestCertName(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"*.example.org", "zoo.example.org"}, "zoo.example.org"},
		{[]string{"club.example.org"}, "club.example.org"},
	} {
		certPath, keyPath, _ := selfSigned(t, dir, "c", time.Now().Add(time.Hour), c.names...)
		cert, err := (&serveOptions{TLSCert: certPath, TLSKey: keyPath}).certificate()
		if err != nil {
			t.Fatal(err)
		}
		if got := certName(cert); got != c.want {
			t.Errorf("names %v: %q, want %q", c.names, got, c.want)
		}
	}
}
