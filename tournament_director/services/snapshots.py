"""Snapshots written off the command path, on a thread of their own.

A snapshot is a cache of a tournament's state (projection.py): it speeds up the next load and
an undo, and is never the record. Writing one for a 10,000-entry field means ~30,000 rows,
7.5 MB of JSON and a large SQLite write: hundreds of milliseconds that the command which
happened to make it due used to pay. Here a command only asks for one (`request`, a few
microseconds); a writer thread does the rest:

- It keeps its own copy of the state (a *shadow* projection per tournament), folded from the
  events it reads from the record on its own connections, so it never reads the objects the
  commands change: what it writes is the fold of the record's events up to the snapshot's
  seq by construction (what `verify` replays and compares). An undo or redo marker, or an
  event that does not follow the chain it holds, makes it fold the stream again from the
  start.
- It never holds the services' lock while it folds or serialises, and works in steps of a
  millisecond (an event folded, a run of rows encoded, a millisecond of the state made into
  dicts: `_stepping`), giving the interpreter away between two: briefly while nobody holds
  the lock (`CommandLock` says so), nine milliseconds while commands run, so that a command
  waits for it a millisecond at most and keeps nine tenths of the time. The JSON is made
  piece by piece (`compact_json_pieces`), byte for byte what
  ``json.dumps(data, separators=(",", ":"), ensure_ascii=False)`` gives.
- Only the SQL write holds the services' lock (so no command meets SQLite's busy wait), in
  one transaction bound to the event's hash as read inside it: a snapshot whose event is
  not in the file with that hash (the record put back to a backup meanwhile) is not written.
  A crash or a kill mid-way leaves the transaction unwritten: nothing lost, `verify` clean.
  The WAL it grew is checkpointed right after, outside the lock.
- What is alive when the record opens and after each snapshot is set aside from the
  interpreter's full garbage collections (`gc.freeze`): a full collection falling due
  during a command walked every object of the states (~100 ms at 10,000 entries).
- A failure is logged, never reported as a command's. A read-only record gets none.

`flush` waits until what was asked is written (tests, `Services.close`, hence the command
line before it exits).
"""

from __future__ import annotations

import gc
import itertools
import json
import logging
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.history import MARKERS
from tournament_director.domain.tournament import STATE_VERSION
from tournament_director.services.projection import TournamentProjection, final_voided
from tournament_director.storage import event_store

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)

READ_BATCH = 256  # events read in one short read transaction
STEP_SECONDS = 0.001  # the writer gives the interpreter away after a step this long ...
YIELD_SECONDS = 0.0002  # ... for this long while nobody holds the services' lock ...
BUSY_SECONDS = 0.009  # ... and for this long while commands run: a tenth of one core,
LONG_COMMAND_SECONDS = 0.004  # ... and not at all while a command runs longer than this


class CommandLock:
    """The services' lock (one command at a time per process, re-entrant), which also says
    whether anyone holds it and for how long: the snapshot writer gives way."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._depth = 0  # holds, counting re-entries; changed only by the holder
        self._owner: int | None = None
        self._since = 0.0  # when it was taken (perf_counter)
        self._idle = threading.Event()
        self._idle.set()

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        got = self._lock.acquire(blocking, timeout)
        if got:
            self._depth += 1
            if self._depth == 1:
                self._owner = threading.get_ident()
                self._since = time.perf_counter()
                self._idle.clear()
        return got

    def release(self) -> None:
        self._depth -= 1
        if self._depth == 0:
            self._owner = None
            self._idle.set()
        self._lock.release()

    def __enter__(self) -> bool:
        return self.acquire()

    def __exit__(self, *_exc: object) -> None:
        self.release()

    @property
    def idle(self) -> bool:
        """Nobody holds it (a glance: it may be taken the next moment)."""
        return self._depth == 0

    def held_for(self) -> float:
        """How long the one who holds it has held it, in seconds; 0 when nobody does."""
        return 0.0 if self._depth == 0 else time.perf_counter() - self._since

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until nobody holds it; False when the timeout ran out first."""
        return self._idle.wait(timeout)

    def held_here(self) -> bool:
        """Whether the calling thread holds it."""
        return self._owner == threading.get_ident()


class _Stale(Exception):
    """The record no longer continues what the shadow holds (put back to a backup, or the
    voided events changed under the fold): fold it again."""


class _Stopping(Exception):
    """The services are closing without waiting (or forgetting the record): drop the job."""


class SnapshotWriter:
    """Writes the snapshots commands ask for, on its own thread (started on the first)."""

    def __init__(self, services: Services) -> None:
        self._services = services
        self._lock: CommandLock = services.lock
        self._cond = threading.Condition()
        self._pending: dict[int, datetime] = {}  # stream id -> when asked, in order
        self._working = False
        self._stopping = False
        self._generation = 0  # bumped by forget(): shadows and jobs before it are dropped
        self._thread: threading.Thread | None = None
        # The writer's own copies of the states (its thread alone touches them), as of
        # _shadows_generation.
        self._shadows: dict[int, TournamentProjection] = {}
        self._shadows_generation = 0
        self._step_started = 0.0
        self.written = 0  # snapshots written (for tests and benchmarks)
        self._froze = False
        if not services.db.read_only:
            self._freeze()  # what the program loaded to get here

    # --- asked by the services ----------------------------------------------------------

    def request(self, stream_id: int, now: datetime) -> None:
        """Ask for a snapshot of the stream as soon as the writer can: never blocks. now: the
        moment it was asked for, its created_at (the services' clock, read by the caller)."""
        if self._services.db.read_only:
            return
        with self._cond:
            if self._stopping:
                return
            self._pending[stream_id] = now
            if self._thread is None:
                thread = threading.Thread(target=self._run, name="snapshot-writer", daemon=True)
                try:
                    thread.start()
                except RuntimeError:  # no thread to be had: no snapshot, the command stands
                    log.exception("snapshot writer not started")
                    self._pending.clear()
                    return
                self._thread = thread
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every snapshot asked for is written (or failed, logged); False when
        the timeout ran out first. Never from inside a command (the writer needs the lock)."""
        if self._lock.held_here():
            raise RuntimeError("snapshots cannot be flushed while holding the services' lock")
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while self._pending or self._working:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def forget(self) -> None:
        """Drop the shadows and what was being written (the file was put back to a backup)."""
        with self._cond:
            self._generation += 1
            self._pending.clear()
            self._cond.notify_all()

    def close(self) -> None:
        """Finish what was asked (flush), then stop the thread. (From inside a command the
        thread is only told to stop: it needs the lock to finish.)"""
        held = self._lock.held_here()
        if not held:
            self.flush()
        with self._cond:
            self._stopping = True
            self._pending.clear()
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and not held:
            thread.join()
        if self._froze:
            gc.unfreeze()  # what this record's states were is for the collector again

    # --- the thread -----------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stopping:
                    self._cond.wait()
                if self._stopping:
                    return
                stream_id = next(iter(self._pending))
                asked_at = self._pending.pop(stream_id)
                self._working = True
                generation = self._generation
            if generation != self._shadows_generation:  # forgotten: start again
                self._shadows.clear()
                self._shadows_generation = generation
            try:
                self._write(stream_id, asked_at, generation)
            except _Stopping:
                pass
            except (_Stale, event_store.ChainBroken) as stale:
                log.info("snapshot of tournament %d not written: %s", stream_id, stale)
                self._shadows.pop(stream_id, None)
            except Exception:
                log.exception("snapshot of tournament %d not written", stream_id)
                self._shadows.pop(stream_id, None)
            finally:
                with self._cond:
                    self._working = False
                    self._cond.notify_all()

    def _pause(self, generation: int) -> None:
        """Between two small steps: after a millisecond of work, give the interpreter away,
        briefly while nobody holds the services' lock, nine times as long while commands
        run, so that a command waits for the writer a millisecond at most and has nine
        tenths of the time while the writer has work; a command that has run for a few
        milliseconds already has it to itself until it ends."""
        if self._stopping or generation != self._generation:
            raise _Stopping
        if time.perf_counter() - self._step_started < STEP_SECONDS:
            return
        if self._lock.held_for() > LONG_COMMAND_SECONDS:
            while not self._lock.wait_idle(0.1):
                if self._stopping or generation != self._generation:
                    raise _Stopping
        else:
            time.sleep(YIELD_SECONDS if self._lock.idle else BUSY_SECONDS)
        self._step_started = time.perf_counter()

    def _write(self, stream_id: int, asked_at: datetime, generation: int) -> None:
        services = self._services
        self._step_started = time.perf_counter()
        shadow = self._caught_up(stream_id, generation)
        pause = lambda: self._pause(generation)  # noqa: E731
        pause()
        # Tens of thousands of dicts and lists made and dropped: no collection of the
        # interpreter's falls due meanwhile (it would walk them all, the other thread waiting).
        with _collections_paused():
            with self._stepping(generation):
                data = shadow.snapshot_data()  # the shadow's own objects: nobody changes them
            pieces: list[str] = []
            for piece in compact_json_pieces(data):
                pieces.append(piece)
                pause()
            text = "".join(pieces)
            del data, pieces
        pause()
        data_hash = event_store.snapshot_data_hash(text)  # what the seal covers, made here
        pause()
        with self._lock:
            if generation != self._generation or self._stopping:
                raise _Stopping
            with services.db.write(large=True) as conn:
                event_store.save_snapshot(
                    conn,
                    stream_id,
                    shadow.last_seq,
                    STATE_VERSION,
                    text,
                    asked_at,
                    event_hash=shadow.last_hash,
                    data_hash=data_hash,
                )
        self.written += 1
        # The WAL the snapshot grew goes into the file now, so that no command's commit
        # does it; then what is alive is set aside from the interpreter's full collections.
        services.db.checkpoint()
        self._freeze()

    @contextmanager
    def _stepping(self, generation: int) -> Iterator[None]:
        """Run a piece of work that has no steps of its own (the state made into dicts and
        lists, ~30-60 ms for a 10,000-entry field) in steps all the same: a profile hook on
        this thread alone stops it between two of its function calls when a step is done."""

        def hook(_frame, event: str, _arg) -> None:
            if event == "call" and time.perf_counter() - self._step_started >= STEP_SECONDS:
                self._pause(generation)

        previous = sys.getprofile()
        sys.setprofile(hook)
        try:
            yield
        finally:
            sys.setprofile(previous)

    def _freeze(self) -> None:
        """What is alive now (the states, the program's own objects) is long-lived: the
        interpreter's full collections, which a command pays for when one falls due during
        it (~100 ms for a 10,000-entry field and its copy here), leave it aside from now on.
        Garbage made of cycles among those objects would wait for close() (the states hold
        no cycles)."""
        gc.freeze()
        self._froze = True

    # --- the shadow -----------------------------------------------------------------------

    def _caught_up(self, stream_id: int, generation: int) -> TournamentProjection:
        shadow = self._shadows.get(stream_id)
        if shadow is None:
            shadow = self._fold_from_start(stream_id, generation)
        while True:
            self._pause(generation)
            with self._services.db.read() as conn:
                batch = list(
                    itertools.islice(
                        event_store.read(conn, stream_id, shadow.last_seq, READ_BATCH),
                        READ_BATCH,
                    )
                )
            if not batch:
                break
            if any(e.type in MARKERS for e in batch):
                # An undo or redo changes what came before: the state is folded again.
                self._shadows.pop(stream_id, None)
                shadow = self._fold_from_start(stream_id, generation)
                continue
            self._fold(shadow, batch, frozenset(), generation)
            if len(batch) < READ_BATCH:
                break
        self._shadows[stream_id] = shadow
        return shadow

    def _fold_from_start(self, stream_id: int, generation: int) -> TournamentProjection:
        """The state right after the stream's head as it is now, from its events alone, as
        `TournamentProjection.replay` makes it, in batches."""
        with self._services.db.read() as conn:
            head_seq, _head_hash = event_store.head(conn, stream_id)
            markers = event_store.read_types(conn, stream_id, sorted(MARKERS))
        markers = [m for m in markers if m.seq <= head_seq]
        voided = frozenset(final_voided(markers))
        shadow = TournamentProjection(stream_id)
        seen: list[RecordedEvent] = []
        while shadow.last_seq < head_seq:
            self._pause(generation)
            with self._services.db.read() as conn:
                batch = list(
                    itertools.islice(
                        event_store.read(conn, stream_id, shadow.last_seq, READ_BATCH),
                        min(READ_BATCH, head_seq - shadow.last_seq),
                    )
                )
            if not batch:
                raise _Stale(f"the stream ends before seq {head_seq}")
            seen.extend(e for e in batch if e.type in MARKERS)
            self._fold(shadow, batch, voided, generation)
        # The markers read first must be those of the chain folded (same file throughout).
        if [(m.seq, m.hash) for m in seen] != [(m.seq, m.hash) for m in markers]:
            raise _Stale("the undo markers changed while folding")
        self._shadows[stream_id] = shadow
        return shadow

    def _fold(
        self,
        shadow: TournamentProjection,
        events: list[RecordedEvent],
        voided: frozenset[int],
        generation: int,
    ) -> None:
        for event in events:
            if event.seq != shadow.last_seq + 1 or event.prev_hash != shadow.last_hash:
                raise _Stale(f"event {event.seq} does not follow what was folded")
            shadow.fold([event], voided)
            self._pause(generation)


_collections_lock = threading.Lock()
_collections_users = 0
_collections_were_enabled = True


@contextmanager
def _collections_paused() -> Iterator[None]:
    """The interpreter's automatic garbage collection off for a while (writers of several
    open records share it: the first turns it off, the last back on); what it would have
    found is collected once it is back on."""
    global _collections_users, _collections_were_enabled
    with _collections_lock:
        if _collections_users == 0:
            _collections_were_enabled = gc.isenabled()
            gc.disable()
        _collections_users += 1
    try:
        yield
    finally:
        with _collections_lock:
            _collections_users -= 1
            if _collections_users == 0 and _collections_were_enabled:
                gc.enable()


# --- JSON in pieces ---------------------------------------------------------------------------

_encode: Callable[[object], str] = json.JSONEncoder(
    separators=(",", ":"), ensure_ascii=False
).encode
_SPLIT_LEN = 16  # a list or dict longer than this is taken apart, whatever its depth
_SPLIT_DEPTH = 4  # ... and every one above this depth
_RUN = 256  # items encoded by one call where they need not be taken apart (~0.4 ms)


def compact_json_pieces(value: object) -> Iterator[str]:
    """``json.dumps(value, separators=(",", ":"), ensure_ascii=False)`` in pieces, each made
    by one short call of the C encoder (a row, or a run of small rows), so that the thread
    making them can stop between two: joined, the very same text."""
    yield from _pieces(value, 0)


def _split(value: object, depth: int) -> bool:
    return (
        isinstance(value, (dict, list, tuple))
        and len(value) > 0
        and (depth < _SPLIT_DEPTH or len(value) > _SPLIT_LEN)
    )


def _key(key: object) -> str:
    if isinstance(key, str):
        return _encode(key)
    return _encode({key: 0})[1:-3]  # the encoder's own text for an int, float, bool or None


def _pieces(value: object, depth: int) -> Iterator[str]:
    if not _split(value, depth):
        yield _encode(value)
        return
    inner = depth + 1
    if isinstance(value, dict):
        yield "{"
        run: list[tuple[object, object]] = []
        first = True
        for key, item in value.items():
            if not _split(item, inner):
                run.append((key, item))
                if len(run) < _RUN:
                    continue
            if run:
                yield ("" if first else ",") + _encode(dict(run))[1:-1]
                first, run = False, []
                if not _split(item, inner):
                    continue
            yield ("" if first else ",") + _key(key) + ":"
            first = False
            yield from _pieces(item, inner)
        if run:
            yield ("" if first else ",") + _encode(dict(run))[1:-1]
        yield "}"
    else:
        assert isinstance(value, (list, tuple))
        yield "["
        items: list[object] = []
        first = True
        for item in value:
            if not _split(item, inner):
                items.append(item)
                if len(items) < _RUN:
                    continue
            if items:
                yield ("" if first else ",") + _encode(items)[1:-1]
                first, items = False, []
                if not _split(item, inner):
                    continue
            if not first:
                yield ","
            first = False
            yield from _pieces(item, inner)
        if items:
            yield ("" if first else ",") + _encode(items)[1:-1]
        yield "]"
