"""A small static server for the built site, bound to 127.0.0.1 only (``twohg serve``).

It serves text (pages, scripts, styles, JSON, SVG) gzip-compressed to a browser that accepts it,
as a static host does: a rule page is read over a slow phone network at a fifth of its size.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import io
import sys
import threading
from collections.abc import Iterator
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import unquote

from twohg import files
from twohg.ingest.catalogue import LANGUAGES
from twohg.site.urls import DEFAULT_LANGUAGE, error_page
from twohg.text import shown

#: The only address the server listens on: the site is for this machine, not the network.
HOST = "127.0.0.1"

#: The kinds of file sent compressed: text. Images and fonts are compressed already.
COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "image/svg+xml", "application/xml")


def accepts_gzip(accept_encoding: str | None) -> bool:
    """Whether an ``Accept-Encoding`` header allows gzip (``gzip;q=0`` refuses it)."""
    for part in (accept_encoding or "").lower().split(","):
        coding, _, params = part.partition(";")
        if coding.strip() in ("gzip", "*"):
            quality = params.strip()
            return not (quality.startswith("q=") and _quality(quality[2:]) == 0)
    return False


def _quality(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return 0.0


@functools.lru_cache(maxsize=256)
def _gzipped(content: bytes) -> bytes:
    """``content`` gzip-compressed, the same bytes every time (no timestamp)."""
    return gzip.compress(content, compresslevel=6, mtime=0)


#: The longest file name a path segment can be (bytes, as Linux file systems allow).
MAX_NAME_BYTES = 255
#: How long a connection may stay idle or send its request slowly (seconds) before the server closes it.
IDLE_SECONDS = 20.0


class SiteRequestHandler(SimpleHTTPRequestHandler):
    """Serves the files of one site folder; a missing page gets the site's own ``404.html``."""

    quiet: bool = False
    """When True, requests are not logged (tests)."""
    timeout: ClassVar[float | None] = IDLE_SECONDS
    """How long a connection may send nothing before it is closed (`IDLE_SECONDS`): no thread waits forever."""

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
        if any(len(part.encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES for part in decoded.split("/")):
            self.send_error(HTTPStatus.NOT_FOUND)  # no file has so long a name: the site's own "not found"
            return False
        return True

    def send_head(self) -> io.BytesIO | Any:
        """A text file compressed when the browser accepts gzip; anything else as the standard library sends it.

        A path the system cannot look up (a name too long, too many links) is not found, never a closed connection.
        """
        try:
            return self._send_head()
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND)
            return None

    def _send_head(self) -> io.BytesIO | Any:
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            path = path / "index.html"
        kind = self.guess_type(str(path))
        if not kind.startswith(COMPRESSED_TYPES) or not accepts_gzip(self.headers.get("Accept-Encoding")):
            return super().send_head()
        content = files.read_bytes(path)
        if content is None:
            return super().send_head()
        body = _gzipped(content)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", f"{kind}; charset=utf-8" if kind.startswith("text/") else kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

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


class SiteServer(ThreadingHTTPServer):
    """The threading server, quiet when a browser hangs up before the answer is sent (a cancelled request)."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that closed the connection is no error of the site's; anything else is printed as usual."""
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(site_dir: Path, port: int = 0, *, quiet: bool = False) -> ThreadingHTTPServer:
    """A server for ``site_dir`` on 127.0.0.1 (port 0 picks a free port; read it from ``server_port``)."""
    handler = type("Handler", (SiteRequestHandler,), {"quiet": quiet})
    return SiteServer((HOST, port), functools.partial(handler, directory=str(site_dir.resolve())))


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
