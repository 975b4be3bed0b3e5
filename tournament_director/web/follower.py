"""The web page's reading of the record: its own read-only services, followed by polling.

Every ``POLL_S`` the follower asks the record for its newest event id (one indexed query,
``Database.last_event_id``; it works the same whether the console writes the file on this
PC or another station writes it), and, for each tournament someone is watching, where its
clock stands (period and status: a level ends by the clock alone, without an event). When
either changed, or at least every ``REBUILD_S`` (announcements and moves that come and go
with time, the late registration closing), it works out the clock page's data in both
languages and publishes it as a new version when its content changed: the server-sent
events then carry it to every page at once.

All the reading is done on ONE worker thread of its own (services are not shared with
the console: the console's commands fold events into their own state objects), so the
asyncio loop never waits on the database and the state is never read while it is folded.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from tournament_director.domain.errors import Refused
from tournament_director.i18n import LANGUAGES
from tournament_director.web import room

if TYPE_CHECKING:
    from tournament_director.services import Services

log = logging.getLogger(__name__)

POLL_S = 0.3
REBUILD_S = 1.0
#: Fields that count down on the page: a new version is not published for them alone.
COUNTING = ("time_left_ms", "next_break_ms", "late_registration_ms")
#: An old published payload is given to a newly connected page with its times brought to
#: the moment it is sent once it is older than this.
FRESH_S = 0.05


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass
class Feed:
    """One tournament's clock as published: its version, its data per language, when it was
    made (monotonic) and the future the pages waiting for the next version wait on."""

    tournament_id: int
    version: int = 0
    event_id: int = 0
    payloads: dict[str, dict] = field(default_factory=dict)
    built: float = 0.0
    key: tuple | None = None
    waiter: asyncio.Future | None = None
    _frames: dict[tuple[str, int, int], bytes] = field(default_factory=dict)

    def frame(self, language: str, now: float | None = None) -> bytes:
        """The server-sent event for this version in language, its times as of now: the
        page counts down from the moment it receives them."""
        now = time.monotonic() if now is None else now
        age = max(0.0, now - self.built)
        bucket = 0 if age < FRESH_S else int(age / FRESH_S)
        cache_key = (language, self.version, bucket)
        frame = self._frames.get(cache_key)
        if frame is None:
            payload = self.payload(language, age if bucket else 0.0)
            data = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
            frame = f"id: {self.version}\nevent: clock\ndata: {data}\n\n".encode()
            if len(self._frames) > 64:
                self._frames.clear()
            self._frames[cache_key] = frame
        return frame

    def payload(self, language: str, age: float = 0.0) -> dict:
        payload = dict(self.payloads[language])
        payload["version"] = self.version
        payload["event_id"] = self.event_id
        if age > 0:
            elapsed = int(age * 1000)
            payload["server_ms"] += elapsed
            if payload.get("running"):
                for name in COUNTING:
                    if payload.get(name) is not None:
                        payload[name] = max(0, payload[name] - elapsed)
        return payload


class RecordFollower:
    """Reads one record read-only and publishes each watched tournament's clock."""

    def __init__(
        self,
        open_services: Callable[[], Services],
        *,
        now: Callable[[], datetime] = utc_now,
        poll_s: float = POLL_S,
        rebuild_s: float = REBUILD_S,
    ) -> None:
        self._open_services = open_services
        self._services: Services | None = None
        self.now = now
        self.poll_s = poll_s
        self.rebuild_s = rebuild_s
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="web-reader")
        self._feeds: dict[int, Feed] = {}
        self._tournaments: dict[int, tuple[str, bool]] = {}
        self._last_event_id: int | None = None
        self._last_rebuild = 0.0
        self._task: asyncio.Task | None = None
        self._closing = False
        self.polls = 0

    # --- on the worker thread ---------------------------------------------------------------

    @property
    def services(self) -> Services:
        """The follower's own services (opened on first use, on the worker thread)."""
        if self._services is None:
            self._services = self._open_services()
        return self._services

    async def call(self, work: Callable[[Services], Any]) -> Any:
        """Run work(services) on the worker thread, the only one that reads the record."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, lambda: work(self.services))

    def _list(self, services: Services) -> dict[int, tuple[str, bool]]:
        """The tournaments not archived: id -> (name, finished)."""
        return {
            s.id: (s.name, s.finished) for s in services.tournaments.list(include_archived=False)
        }

    def _poll(self, services: Services) -> list[tuple[int, int, dict[str, dict], tuple]]:
        """What changed since the last poll: (tournament, event id, payloads, key) for each
        watched tournament whose page must change."""
        self.polls += 1
        last = services.db.last_event_id()
        mono = time.monotonic()
        changed = last != self._last_event_id
        due = changed or mono - self._last_rebuild >= self.rebuild_s
        if changed:
            self._tournaments = self._list(services)
        out = []
        for tid, feed in list(self._feeds.items()):
            if tid not in self._tournaments:
                continue
            now = self.now()
            state = services.tournaments.state(tid)
            reading = state.reading(now)
            key = (reading.period, reading.status, state.clock.hand_for_hand, state.last_seq)
            if not due and key == feed.key:
                continue
            typed = services.clock.current_announcements(tid, now)
            payloads = {lang: room.clock_payload(state, now, lang, typed) for lang in LANGUAGES}
            out.append((tid, last, payloads, key))
        self._last_event_id = last
        if due:
            self._last_rebuild = mono
        return out

    # --- on the loop ------------------------------------------------------------------------

    async def tournaments(self) -> dict[int, tuple[str, bool]]:
        """The tournaments not archived: id -> (name, finished)."""
        if not self._tournaments:
            self._tournaments = await self.call(self._list)
        return self._tournaments

    async def feed(self, tournament_id: int) -> Feed | None:
        """The tournament's published clock (made now when nobody watched it yet); None
        when the record has no such tournament (or it is archived)."""
        feed = self._feeds.get(tournament_id)
        if feed is not None:
            return feed
        if tournament_id not in await self.tournaments():
            self._tournaments = await self.call(self._list)  # made since the last look
            if tournament_id not in self._tournaments:
                return None

        def first(services: Services):
            now = self.now()
            state = services.tournaments.state(tournament_id)
            reading = state.reading(now)
            key = (reading.period, reading.status, state.clock.hand_for_hand, state.last_seq)
            typed = services.clock.current_announcements(tournament_id, now)
            payloads = {lang: room.clock_payload(state, now, lang, typed) for lang in LANGUAGES}
            return services.db.last_event_id(), payloads, key

        try:
            event_id, payloads, key = await self.call(first)
        except Refused:
            return None
        feed = self._feeds.get(tournament_id)
        if feed is None:
            feed = Feed(tournament_id)
            self._feeds[tournament_id] = feed
            self._publish(feed, event_id, payloads, key)
        return feed

    def _publish(self, feed: Feed, event_id: int, payloads: dict[str, dict], key: tuple) -> None:
        old = {lang: _content(p) for lang, p in feed.payloads.items()}
        new = {lang: _content(p) for lang, p in payloads.items()}
        feed.key = key
        if old == new and feed.event_id == event_id and feed.version:
            return
        feed.payloads = payloads
        feed.event_id = event_id
        feed.built = time.monotonic()
        feed.version += 1
        waiter, feed.waiter = feed.waiter, asyncio.get_running_loop().create_future()
        if self._closing:
            feed.waiter.cancel()
        if waiter is not None and not waiter.done():
            waiter.set_result(feed.version)

    async def run(self) -> None:
        """Poll the record until cancelled; a failed poll is logged and tried again."""
        while True:
            started = time.monotonic()
            try:
                for tid, event_id, payloads, key in await self.call(self._poll):
                    feed = self._feeds.get(tid)
                    if feed is not None:
                        self._publish(feed, event_id, payloads, key)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the web page could not read the record")
            await asyncio.sleep(max(0.0, self.poll_s - (time.monotonic() - started)))

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self.run())

    def end_streams(self) -> None:
        """Let every live stream end (the server is stopping): their waits are cancelled."""
        self._closing = True
        for feed in self._feeds.values():
            if feed.waiter is not None and not feed.waiter.done():
                feed.waiter.cancel()

    async def stop(self) -> None:
        self.end_streams()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

        def close(_services: Services) -> None:
            if self._services is not None:
                self._services.close()
                self._services = None

        if self._services is not None:
            await self.call(close)
        self._executor.shutdown(wait=True)


def _content(payload: dict) -> dict:
    return {k: v for k, v in payload.items() if k not in COUNTING and k != "server_ms"}
