#!/usr/bin/env python3
"""What a first visit costs from real static hosts; prints figures, asserts nothing.

    python3 benchmarks/hosting.py [--dist DIR] [--only NAME ...] [--after 30] [--verbose]

The built site (``--dist``, default dist/; ``python3 build.py --dist DIR`` makes one) is
served by each host on a 127.0.0.1 port of its own, with its configuration written to a
temporary folder (nothing in /etc is changed):
- ``http.server``: ``python3 -m http.server`` on the folder (a laptop or a USB stick);
- ``http.server-lan``: the same, reached by a name rather than 127.0.0.1, as pupils reach
  a teacher's laptop over the class Wi-Fi: plain http to another machine is not a secure
  context, so there is no service worker (no offline copy) and no Cache Storage;
- ``nginx``: Debian's nginx.conf as shipped (gzip for text/html only, no .mjs type);
- ``nginx-mjs``: the same plus the types and gzip_types docs/hosting.md gives;
- ``nginx-static``: that plus gzip_static and brotli_static (Debian's
  libnginx-mod-http-brotli-static), which send FILE.gz / FILE.br in place of FILE;
- ``apache``: Debian's Apache 2 with its enabled modules as shipped (mod_deflate,
  mod_mime with /etc/mime.types);
- ``apache-br``: that plus the lines docs/hosting.md gives to send the snapshot's .br.
A host not installed prints "not installed".

For each host: the headers it sends for the files that matter (Content-Type,
Content-Encoding, Cache-Control; HEAD on snapshot-*.bin as ui/boot.mjs asks), then a
first visit in Chromium as the browser tests launch it (a fresh profile, nothing but
127.0.0.1 reachable): until ``data-app-state=ready``, then until the snapshot is stored
(``pygamesBoot.stored``) and the service worker controls the page, then ``--after``
seconds after ready; then the next visit (a new page in the same profile, counted until 5 s
after it is ready). A relay in front of the host counts every byte it sends (headers
included), with the time, so bytes until ready and in total come from the same count.
Ratios are to the bare Pyodide runtime's five files as the npm package shipped them
before issue 38 (13,539,053 B) and to the same five files as this build ships them.
"""

from __future__ import annotations

import argparse
import http.client
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from benchmarks.browsing import READY_PROBE, new_profile, wait_ready  # noqa: E402
from tests.browser.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

# pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip, pyodide-lock.json of
# Pyodide's npm package, as the site shipped them before the first visit was made lighter.
BARE_BEFORE = 13_539_053
CLASS = 30
# What Chromium sends to 127.0.0.1 (a secure context; over plain http to another
# address it leaves out br).
ACCEPT_ENCODING = "gzip, deflate, br, zstd"
# The name a ``lan`` row reaches its host by (mapped to 127.0.0.1 in the browser).
LAN_NAME = "laptop.school.test"

NGINX_CONF = """\
daemon off;
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log;
{modules}
events {{ worker_connections 256; }}
http {{
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    gzip on;
    log_format bench '$msec "$request" $status $bytes_sent "$sent_http_content_encoding"';
    access_log {tmp}/access.log bench;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
{http}
    server {{
        listen 127.0.0.1:{port};
        root {dist};
{server}
    }}
}}
"""
# What docs/hosting.md tells an nginx to add (in http {}): nginx 1.22's mime.types has no
# .mjs (a module script sent as application/octet-stream is refused) nor .webmanifest.
NGINX_TYPES = """\
    types {
        text/javascript mjs;
        application/manifest+json webmanifest;
    }
    gzip_types text/css text/javascript application/javascript application/json
               application/manifest+json image/svg+xml;
"""
NGINX_STATIC = """\
        gzip_static on;
        brotli_static on;
"""
BROTLI_STATIC = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

APACHE_CONF = """\
ServerRoot /etc/apache2
ServerName 127.0.0.1
Include mods-enabled/*.load
Include mods-enabled/*.conf
{modules}
Listen 127.0.0.1:{port}
PidFile {tmp}/apache2.pid
DefaultRuntimeDir {tmp}
Mutex file:{tmp} default
User www-data
Group www-data
ErrorLog {tmp}/error.log
LogFormat "%{{%s}}t.%{{msec_frac}}t \\"%r\\" %>s %O \\"%{{Content-Encoding}}o\\"" bench
CustomLog {tmp}/access.log bench
DocumentRoot {dist}
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory {dist}>
    Options FollowSymLinks
    AllowOverride None
    Require all granted
{directory}
</Directory>
"""
# What docs/hosting.md tells an Apache to add (the <Directory> of the site, or its
# .htaccess): the snapshot's brotli copy to browsers that accept br.
APACHE_BR = """\
    RewriteEngine On
    RewriteCond "%{HTTP:Accept-Encoding}" "br"
    RewriteCond "%{REQUEST_FILENAME}.br" -f
    RewriteRule "^(.+\\.bin)$" "$1.br" [L]
    RemoveLanguage .br
    AddEncoding br .br
    <FilesMatch "\\.bin(\\.br)?$">
        Header append Vary Accept-Encoding
    </FilesMatch>
"""
APACHE_MODULES = """\
LoadModule rewrite_module /usr/lib/apache2/modules/mod_rewrite.so
LoadModule headers_module /usr/lib/apache2/modules/mod_headers.so
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Host:
    """A server running on ``port`` until stop(); ``why`` says why it could not start."""

    def __init__(self, name: str, dist: Path, tmp: Path):
        self.name, self.dist = name, dist
        self.tmp = tmp / name
        self.tmp.mkdir(parents=True)
        self.port = free_port()
        self.process = None
        self.why = ""
        self.lan = False

    def command(self) -> list[str] | None:
        raise NotImplementedError

    def start(self) -> bool:
        command = self.command()
        if command is None:
            return False
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=open(self.tmp / "stderr", "wb")
        )
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return True
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.1)
        self.why = "did not start: " + (self.tmp / "stderr").read_text()[-300:]
        self.stop()
        return False

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def log(self) -> str:
        for name in ("access.log", "stderr"):
            if (self.tmp / name).exists():
                return (self.tmp / name).read_text()
        return ""


class HttpServer(Host):
    def command(self):
        return [sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1"] + [
            "--directory",
            str(self.dist),
        ]


class Nginx(Host):
    def __init__(self, name, dist, tmp, types: bool = False, static: bool = False):
        super().__init__(name, dist, tmp)
        self.types, self.static = types, static

    def command(self):
        if not shutil.which("nginx"):
            self.why = "not installed"
            return None
        if self.static and not Path(BROTLI_STATIC).exists():
            self.why = "not installed (libnginx-mod-http-brotli-static)"
            return None
        conf = NGINX_CONF.format(
            tmp=self.tmp,
            port=self.port,
            dist=self.dist,
            modules=f"load_module {BROTLI_STATIC};" if self.static else "",
            http=NGINX_TYPES if self.types else "",
            server=NGINX_STATIC if self.static else "",
        )
        (self.tmp / "nginx.conf").write_text(conf)
        return ["nginx", "-p", str(self.tmp), "-c", str(self.tmp / "nginx.conf")]


class Apache(Host):
    def __init__(self, name, dist, tmp, br: bool = False):
        super().__init__(name, dist, tmp)
        self.br = br

    def command(self):
        if not (shutil.which("apache2") and Path("/etc/apache2/mods-enabled").is_dir()):
            self.why = "not installed"
            return None
        conf = APACHE_CONF.format(
            tmp=self.tmp,
            port=self.port,
            dist=self.dist,
            modules=APACHE_MODULES if self.br else "",
            directory=APACHE_BR if self.br else "",
        )
        (self.tmp / "apache2.conf").write_text(conf)
        self.tmp.chmod(0o755)  # its workers (www-data) write nothing, but read the config
        return ["apache2", "-d", "/etc/apache2", "-f", str(self.tmp / "apache2.conf")] + [
            "-DFOREGROUND"
        ]


def lan(host: Host) -> Host:
    host.lan = True
    return host


HOSTS = {
    "http.server": lambda dist, tmp: HttpServer("http.server", dist, tmp),
    "http.server-lan": lambda dist, tmp: lan(HttpServer("http.server-lan", dist, tmp)),
    "nginx": lambda dist, tmp: Nginx("nginx", dist, tmp),
    "nginx-mjs": lambda dist, tmp: Nginx("nginx-mjs", dist, tmp, types=True),
    "nginx-static": lambda dist, tmp: Nginx("nginx-static", dist, tmp, types=True, static=True),
    "apache": lambda dist, tmp: Apache("apache", dist, tmp),
    "apache-br": lambda dist, tmp: Apache("apache-br", dist, tmp, br=True),
}


class Relay:
    """A TCP relay from a port of its own to ``port``: records (time in ms since the
    epoch, bytes) of everything the server sends back."""

    def __init__(self, port: int):
        self.upstream = port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.sent: list[tuple[float, int]] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(("127.0.0.1", self.upstream))
            except OSError:
                client.close()
                continue
            threading.Thread(target=self._pump, args=(client, server, False), daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, True), daemon=True).start()

    def _pump(self, source, sink, count: bool) -> None:
        try:
            while data := source.recv(1 << 16):
                if count:
                    with self.lock:
                        self.sent.append((time.time() * 1000, len(data)))
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            source.close()

    def bytes_until(self, when_ms: float | None = None) -> int:
        with self.lock:
            return sum(n for t, n in self.sent if when_ms is None or t <= when_ms)

    def close(self) -> None:
        self.listener.close()


def header_rows(port: int, dist: Path) -> list[tuple[str, str]]:
    """(request, what came back) for the files whose headers matter."""
    (snapshot,) = (dist / "pyodide").glob("snapshot-*.bin")
    snap = f"/pyodide/{snapshot.name}"
    asks = [
        ("GET", "/"),
        ("GET", "/pyodide/boot.mjs"),
        ("GET", "/pyodide/pyodide.asm.wasm"),
        ("GET", "/pyodide/pyodide.asm.wasm.gz"),
        ("GET", "/pyscript.json"),
        ("GET", "/manifest.webmanifest"),
        ("HEAD", snap),
        ("GET", snap + ".gz"),
    ]
    rows = []
    for method, path in asks:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request(method, path, headers={"Accept-Encoding": ACCEPT_ENCODING})
        response = connection.getresponse()
        length = len(response.read())
        connection.close()
        said = [
            f"{response.status}",
            response.getheader("Content-Type", "-"),
            "CE " + response.getheader("Content-Encoding", "-"),
        ]
        if response.getheader("Cache-Control"):
            said.append("CC " + response.getheader("Cache-Control"))
        if method == "GET":
            said.append(f"{length:,} B")
        shown = path.replace(snapshot.name, "snapshot-*.bin")
        rows.append((f"{method} {shown}", ", ".join(said)))
    return rows


def browser(playwright, tmp: Path, host: Host):
    """A fresh profile; for a ``lan`` host, one that reaches it by a name (LAN_NAME, mapped
    to 127.0.0.1), as a pupil's browser reaches a laptop: not a secure context."""
    if not host.lan:
        return new_profile(playwright, tmp, host.name)
    args = [a for a in CHROMIUM_ARGS if not a.startswith("--proxy-bypass-list")] + [
        f"--proxy-bypass-list=127.0.0.1;{LAN_NAME}",
        f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1",
    ]
    context = playwright.chromium.launch_persistent_context(
        str(tmp / f"profile-{host.name}"), executable_path=CHROMIUM, args=args, headless=True
    )
    context.add_init_script(READY_PROBE)
    time.sleep(1.0)
    return context


def first_visit(playwright, tmp: Path, host: Host, after_s: float) -> dict:
    relay = Relay(host.port)
    context = browser(playwright, tmp, host)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and errors.append(m.text))
        page.on("pageerror", lambda e: errors.append(str(e)))
        started = time.time() * 1000
        page.goto(f"http://{LAN_NAME if host.lan else '127.0.0.1'}:{relay.port}/")
        ready_at = wait_ready(page) + page.evaluate("performance.timeOrigin")
        boot = page.evaluate("({path: pygamesBoot.path, why: pygamesBoot.why})")
        stored = page.evaluate("pygamesBoot.stored")
        if page.evaluate("isSecureContext"):
            page.wait_for_function(
                "() => navigator.serviceWorker.controller !== null", timeout=120_000
            )
            settled = (
                f"worker in control {(time.time() * 1000 - ready_at) / 1000:.1f} s after ready"
            )
        else:
            settled = "not a secure context: no service worker, no Cache Storage"
        time.sleep(max(0.0, ready_at / 1000 + after_s - time.time()))
        total = relay.bytes_until()
        # The next visit: a new page in the same profile, 5 s after it is ready.
        page.close()
        page = context.new_page()
        page.goto(f"http://{LAN_NAME if host.lan else '127.0.0.1'}:{relay.port}/")
        wait_ready(page)
        time.sleep(5)
        return {
            "ready_s": (ready_at - started) / 1000,
            "until_ready": relay.bytes_until(ready_at),
            "total": total,
            "repeat": relay.bytes_until() - total,
            "repeat_boot": page.evaluate("pygamesBoot.path"),
            "boot": boot,
            "stored": stored,
            "settled": settled,
            "errors": errors,
        }
    except Exception as error:
        said = str(error).splitlines()[0][:120]
        raise RuntimeError("; ".join([said] + [e[:160] for e in errors[:1]])) from error
    finally:
        context.close()
        relay.close()


def mb(count: int) -> str:
    return f"{count / 1e6:.2f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=build.DIST)
    parser.add_argument("--only", nargs="*", choices=list(HOSTS), default=list(HOSTS))
    parser.add_argument("--after", type=float, default=30.0, help="seconds after ready")
    parser.add_argument("--verbose", action="store_true", help="print each host's access log")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    if not list((dist / "pyodide").glob("snapshot-*.bin")):
        sys.exit(f"{dist} has no snapshot-*.bin: build it first (python3 build.py --dist DIR)")
    shipped = sum((dist / "pyodide" / n).stat().st_size for n in build.PYODIDE_FILES)
    print(f"site: {dist}; bare runtime before: {BARE_BEFORE:,} B; as shipped: {shipped:,} B")

    from playwright.sync_api import sync_playwright

    rows = []
    with tempfile.TemporaryDirectory(prefix="hosting-") as folder, sync_playwright() as pw:
        tmp = Path(folder)
        Path(folder).chmod(0o755)
        for name in args.only:
            host = HOSTS[name](dist, tmp)
            if not host.start():
                rows.append((name, host.why))
                continue
            try:
                print(f"\n== {name} (127.0.0.1:{host.port})")
                for asked, said in header_rows(host.port, dist):
                    print(f"  {asked:<38} {said}")
                try:
                    got = first_visit(pw, tmp, host, args.after)
                except Exception as error:  # a host that breaks the site is a result
                    rows.append((name, f"failed: {error}"))
                    continue
                finally:
                    if args.verbose:
                        print(host.log())
                print(
                    f"  boot: {got['boot']['path']} ({got['boot']['why']}); snapshot stored: "
                    f"{got['stored']}; ready {got['ready_s']:.1f} s; {got['settled']}; "
                    f"next visit: {got['repeat_boot']}"
                )
                for error in got["errors"]:
                    print(f"  console error: {error[:160]}")
                rows.append((name, got))
            finally:
                host.stop()

    print(
        f"\n{'host':<16} {'until ready':>12} {'total':>10} {'/before':>8} {'/shipped':>9}"
        f" {'class of 30':>12} {'next visit':>11}"
    )
    for name, got in rows:
        if isinstance(got, str):
            print(f"{name:<16} {got}")
            continue
        total = got["total"]
        print(
            f"{name:<16} {mb(got['until_ready']):>12} {mb(total):>10}"
            f" {total / BARE_BEFORE:>7.2f}x {total / shipped:>8.2f}x"
            f" {total * CLASS / 1e9:>9.2f} GB {got['repeat'] / 1e3:>8.1f} kB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
