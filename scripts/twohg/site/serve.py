"""A small static server for the built site, bound to 127.0.0.1 only (``twohg serve``)."""

from __future__ import annotations

import contextlib
import functools
import sys
import threading
from collections.abc import Iterator
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from twohg import files
from twohg.ingest.catalogue import LANGUAGES
from twohg.site.urls import DEFAULT_LANGUAGE, error_page
from twohg.text import shown

#: The only address the server listens on: the site is for this machine, not the network.
HOST = "127.0.0.1"


class SiteRequestHandler(SimpleHTTPRequestHandler):
    """Serves the files of one site folder; a missing page gets the site's own ``404.html``."""

    quiet: bool = False
    """When True, requests are not logged (tests)."""

    def list_directory(self, path: str | Path) -> None:  # type: ignore[override]
        """Never list a folder: a folder without ``index.html`` is not found."""
        self.send_error(HTTPStatus.NOT_FOUND)
        return None

    def parse_request(self) -> bool:
        """Refuse, with 400, a path with a NUL, a backslash, an encoded slash or a parent step."""
        if not super().parse_request():
            return False
        raw = self.path.split("?", 1)[0].split("#", 1)[0]
        decoded = unquote(raw)
        if (
            "\x00" in decoded
            or "\\" in decoded
            or "%2f" in raw.lower()
            or "%5c" in raw.lower()
            or any(part == ".." for part in decoded.split("/"))
        ):
            self.send_error(HTTPStatus.BAD_REQUEST, "bad path")
            return False
        return True

    def end_headers(self) -> None:
        """Ask the browser to revalidate, so a rebuilt site shows at once."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def _error_page(self) -> bytes | None:
        """The "page not found" page of the language folder of the missing address (``es/404.html``), or the root's."""
        first = unquote(self.path.split("?", 1)[0].split("#", 1)[0]).lstrip("/").split("/", 1)[0]
        site = Path(self.directory)
        if first in LANGUAGES and first != DEFAULT_LANGUAGE:
            page = files.read_bytes(site / error_page(first))
            if page is not None:
                return page
        return files.read_bytes(site / error_page(DEFAULT_LANGUAGE))

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Send the site's "page not found" page in the address' language for a missing file, else the standard one."""
        page = self._error_page() if code == HTTPStatus.NOT_FOUND else None
        if page is None or self.command not in ("GET", "HEAD"):
            super().send_error(code, message, explain)
            return
        self.send_response(code, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        if self.command == "GET":
            self.wfile.write(page)

    def log_message(self, format: str, *args: Any) -> None:
        """Log to stderr unless the server is quiet."""
        if not self.quiet:
            super().log_message(format, *args)


def make_server(site_dir: Path, port: int = 0, *, quiet: bool = False) -> ThreadingHTTPServer:
    """A server for ``site_dir`` on 127.0.0.1 (port 0 picks a free port; read it from ``server_port``)."""
    handler = type("Handler", (SiteRequestHandler,), {"quiet": quiet})
    server = ThreadingHTTPServer((HOST, port), functools.partial(handler, directory=str(site_dir.resolve())))
    server.daemon_threads = True
    return server


@contextlib.contextmanager
def serving(site_dir: Path) -> Iterator[str]:
    """``site_dir`` served on 127.0.0.1 at a free port, in a thread, for tests and benchmarks; yields the base URL."""
    server = make_server(site_dir, 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{HOST}:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def main(site_dir: Path, port: int = 8000) -> None:
    """Serve ``site_dir`` on http://127.0.0.1:<port>/ until interrupted."""
    if not 0 <= port <= 65535:
        raise SystemExit(f"twohg serve: port {port} is not a TCP port (0-65535)")
    if files.read_bytes(site_dir / "index.html") is None:
        raise SystemExit(shown(f"twohg serve: {site_dir} has no index.html; run `twohg build` first"))
    try:
        server = make_server(site_dir, port)
    except OSError as error:
        raise SystemExit(f"twohg serve: cannot listen on {HOST}:{port}: {error.strerror}") from error
    with server:
        print(shown(f"Serving {site_dir} on http://{HOST}:{server.server_port}/ (Ctrl-C to stop)"), file=sys.stderr)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nStopped.", file=sys.stderr)
