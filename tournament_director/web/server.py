"""Start and stop the room's web page: in the foreground for `tournament-director serve`, or
on a thread of its own with its own asyncio loop inside the console (ui/ starts it from
Settings). Either way it opens its own read-only services on the record."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from aiohttp import web

from tournament_director.web.app import make_app
from tournament_director.web.follower import RecordFollower
from tournament_director.web.limits import Limits

if TYPE_CHECKING:
    from tournament_director.services import Services
    from tournament_director.station import Station

log = logging.getLogger(__name__)

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8080


def read_only_services(db_path: Path, station: Station | None = None) -> Callable[[], Services]:
    """What opens the page's own services: the record read-only (never written, no
    snapshot stored), with this station's key."""

    def open_them() -> Services:
        from tournament_director.services import open_services

        return open_services(db_path, read_only=True, station=station)

    return open_them


def address_for_players(host: str, port: int) -> str:
    """The address to give the players: the host the page listens on, or, when it listens
    on every address (0.0.0.0), this PC's address on the local network."""
    if host in ("0.0.0.0", "::", ""):
        host = lan_address() or "127.0.0.1"
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def lan_address() -> str | None:
    """This PC's address on its local network (the one its default route leaves by);
    None without a network. No packet is sent (a UDP socket is only pointed)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        address = probe.getsockname()[0]
        if not address.startswith("127."):
            return address
    return None


class WebServer:
    """The page on a thread of its own: ``start()`` returns once it listens (or raises
    OSError: the port is taken, the address is not this PC's), ``stop()`` ends it."""

    def __init__(
        self,
        open_services: Callable[[], Services],
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        limits: Limits | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self._open_services = open_services
        self._limits = limits
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._started = threading.Event()
        self._failure: BaseException | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def address(self) -> str:
        return address_for_players(self.host, self.port)

    def start(self, timeout: float = 15.0) -> None:
        if self.running:
            return
        self._started.clear()
        self._failure = None
        self._thread = threading.Thread(target=self._run, name="web-page", daemon=True)
        self._thread.start()
        if not self._started.wait(timeout):
            raise OSError("the web page did not start in time")
        if self._failure is not None:
            self._thread.join()
            self._thread = None
            raise self._failure

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            try:
                self._runner = loop.run_until_complete(
                    start_site(self._open_services, self.host, self.port, self._limits)
                )
                self.port = _bound_port(self._runner, self.port)
            except BaseException as exc:  # said to start()'s caller
                self._failure = exc
                return
            finally:
                self._started.set()
            loop.run_forever()
            loop.run_until_complete(self._runner.cleanup())
        finally:
            loop.close()
            self._loop = None

    def stop(self, timeout: float = 10.0) -> None:
        loop, thread = self._loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout)
        self._thread = None


async def start_site(
    open_services: Callable[[], Services],
    host: str,
    port: int,
    limits: Limits | None = None,
) -> web.AppRunner:
    """The application listening on host:port (port 0: any free port)."""
    # A malformed request (a header over the limit, bytes that are not HTTP) is answered a
    # plain 400 by aiohttp's parser, before any limit per client: it is the client's doing,
    # not a trace for the log each time (a script could fill the log with them).
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    follower = RecordFollower(open_services)
    app = make_app(follower, limits)
    runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=2.0)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port, reuse_address=True).start()
    except BaseException:
        await runner.cleanup()
        raise
    return runner


def _bound_port(runner: web.AppRunner, asked: int) -> int:
    for site in runner.sites:
        server = getattr(site, "_server", None)
        for sock in getattr(server, "sockets", None) or ():
            return sock.getsockname()[1]
    return asked


def serve(
    open_services: Callable[[], Services],
    host: str,
    port: int,
    ready: Callable[[str], None] | None = None,
    limits: Limits | None = None,
) -> None:
    """Serve in the foreground until interrupted (Ctrl+C) or terminated."""

    async def main() -> None:
        runner = await start_site(open_services, host, port, limits)
        try:
            if ready is not None:
                ready(address_for_players(host, _bound_port(runner, port)))
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            import signal

            for name in ("SIGINT", "SIGTERM"):
                number = getattr(signal, name, None)
                if number is not None:
                    with contextlib.suppress(NotImplementedError, RuntimeError):
                        loop.add_signal_handler(number, stop.set)
            await stop.wait()
        finally:
            await runner.cleanup()

    asyncio.run(main())
