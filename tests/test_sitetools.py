"""The test server (tests/sitetools.py, ``Quiet``): a browser that goes away in the middle of an
answer leaves no traceback in the test log; any other error still does."""

from __future__ import annotations

import functools
import http.server
import socket
import struct
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from sitetools import Quiet


class _Recording(http.server.ThreadingHTTPServer):
    """Records what the server would print a traceback for (``handle_error``)."""

    def __init__(self, handler: Callable[..., http.server.BaseHTTPRequestHandler]) -> None:
        super().__init__(("127.0.0.1", 0), handler)
        self.errors: list[type[BaseException] | None] = []

    def handle_error(self, request: object, client_address: object) -> None:
        self.errors.append(sys.exc_info()[0])


def _serve(handler: type[http.server.SimpleHTTPRequestHandler], folder: Path,
           client: Callable[[int], None]) -> list[type[BaseException] | None]:
    server = _Recording(functools.partial(handler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        client(server.server_port)
    finally:
        server.shutdown()
        server.server_close()  # waits for the request's thread
    return server.errors


def _leave_mid_answer(port: int) -> None:
    """Ask for a big file, read a little of it, and hang up at once (a reset, as a browser
    closing its tab does)."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(b"GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        sock.recv(4096)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    time.sleep(0.2)


class _Plain(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


class _Failing(Quiet):
    def do_GET(self) -> None:
        raise ValueError("a fault of the server's own")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "big.bin").write_bytes(bytes(16_000_000))
    return tmp_path


def test_a_client_that_goes_away_leaves_no_traceback(folder: Path) -> None:
    # Without Quiet's care the server prints one: the test provokes what it silences.
    assert _serve(_Plain, folder, _leave_mid_answer) in (
        [BrokenPipeError], [ConnectionResetError])
    assert _serve(Quiet, folder, _leave_mid_answer) == []


def test_other_errors_are_still_shown(folder: Path) -> None:
    def ask(port: int) -> None:
        with socket.create_connection(("127.0.0.1", port)) as sock:
            sock.sendall(b"GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            sock.recv(4096)

    assert _serve(_Failing, folder, ask) == [ValueError]
