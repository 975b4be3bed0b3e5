"""Exporting a tournament (JSON, CSV) and verifying a whole database.

The export is what a regulator or an auditor receives: the tournament's state as the
application shows it, and its complete event log with the hash chain and the seals, so the
chain can be checked again outside the application (docs/export.md gives the recipe; the
seals need the record's key). Verifying a whole record is services/verification.py.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament_director import __version__
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.storage import event_store
from tournament_director.storage.hashchain import GENESIS_HASH, canonical_json
from tournament_director.storage.migrations import SCHEMA_VERSION

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

EXPORT_FORMAT = "tournament-director-export"
EXPORT_FORMAT_VERSION = 1

EVENT_COLUMNS = (
    "seq",
    "command_seq",
    "recorded_at",
    "operator_id",
    "operator_name",
    "type",
    "schema_version",
    "voided",
    "payload",
    "prev_hash",
    "hash",
)


# --- choosing the tournament ----------------------------------------------------------------


def choose_tournament(services: Services, tournament_id: int | None) -> int:
    """The tournament asked for; without one, the only tournament in the database.

    With several tournaments and none asked for, refuse and list them: guessing would export
    the wrong night.
    """
    summaries = services.tournaments.list()
    if tournament_id is not None:
        if tournament_id not in {s.id for s in summaries}:
            raise Refused("tournament.unknown", id=tournament_id)
        return tournament_id
    if not summaries:
        raise Refused("export.no_tournaments")
    if len(summaries) > 1:
        listing = "\n".join(f"  {s.id:>4}  {s.name}" for s in summaries)
        raise Refused("export.several", count=len(summaries), listing=listing)
    return summaries[0].id


# --- the export -----------------------------------------------------------------------------


def _recorded_at(event: RecordedEvent) -> str:
    # Exactly the stored text (event_store.utc_text), so the hash can be recomputed from it.
    return event.recorded_at.isoformat(timespec="microseconds")


def event_dict(event: RecordedEvent, voided: set[int]) -> dict[str, Any]:
    return {
        "seq": event.seq,
        "command_seq": event.command_seq,
        "recorded_at": _recorded_at(event),
        "operator_id": event.operator_id,
        "operator_name": event.operator_name,
        "type": event.type,
        "schema_version": event.schema_version,
        "payload": event.payload,
        "prev_hash": event.prev_hash,
        "hash": event.hash,
        "voided": event.seq in voided,
    }


class Export:
    """A tournament's export as it is read: everything but the log (`head`, the state
    included) and the log itself (`events`, read one event at a time), all in one read
    transaction, cut at the state's last seq. From `open_export`."""

    def __init__(
        self, head: dict[str, Any], events: Callable[[], Iterator[dict[str, Any]]]
    ) -> None:
        self.head = head
        self._events = events

    def events(self) -> Iterator[dict[str, Any]]:
        """The log, event by event (each time from the start)."""
        return self._events()


@contextmanager
def open_export(services: Services, tournament_id: int, database_name: str) -> Iterator[Export]:
    """A tournament's state, undo history and complete event log, ready to be written.

    The state is read first; the log and the chain check are then read in one transaction
    and cut at the state's last seq, so a station writing meanwhile cannot make the parts
    disagree. The log is read as it is written out (memory does not grow with it): the
    transaction stays open until the block ends.
    """
    projection = services.tournaments.projection(tournament_id)
    state = projection.state.to_dict()
    history = projection.history.to_dict()
    voided = set(projection.history.voided)
    last_seq = projection.last_seq
    with services.db.read() as conn:
        summary = next(s for s in event_store.list_tournaments(conn) if s.id == tournament_id)
        problem = event_store.verify_stream(conn, tournament_id, services.db.key)
        count, head_hash = event_store.count_until(conn, tournament_id, last_seq)
        head = {
            "format": EXPORT_FORMAT,
            "format_version": EXPORT_FORMAT_VERSION,
            "app_version": __version__,
            "exported_at": services.now().isoformat(timespec="seconds"),
            "database": {"file": database_name, "schema_version": SCHEMA_VERSION},
            "tournament": {
                "id": summary.id,
                "name": state["name"],
                "archived": state["archived"],
                "created_at": state["created_at"],
                "last_seq": last_seq,
                "players": len(state["players"]),
            },
            "state": state,
            "history": history,
            "chain": {
                # the hash chain holds and every event carries the record key's seal
                "verified": problem is None and services.db.key is not None,
                "sealed": services.db.key is not None,
                "head_hash": head_hash or GENESIS_HASH,
                "events": count,
                "problem": None if problem is None else {"seq": problem.seq, "what": problem.what},
            },
        }

        def events() -> Iterator[dict[str, Any]]:
            for event in event_store.read(conn, tournament_id):
                if event.seq > last_seq:
                    return
                yield event_dict(event, voided)

        yield Export(head, events)


def export_data(services: Services, tournament_id: int, database_name: str) -> dict[str, Any]:
    """The whole export as one JSON-ready dict, the log last (in memory: `open_export` and
    the writers below for a large record)."""
    with open_export(services, tournament_id, database_name) as exported:
        return {**exported.head, "events": list(exported.events())}


# --- writing it out ---------------------------------------------------------------------------

Write = Callable[[str], object]
_FLUSH_CHARS = 1 << 20  # text handed to write() at a time


class _Buffered:
    """Many small pieces of text handed to write() a megabyte at a time."""

    def __init__(self, write: Write) -> None:
        self._write = write
        self._pieces: list[str] = []
        self._size = 0

    def add(self, text: str) -> None:
        self._pieces.append(text)
        self._size += len(text)
        if self._size >= _FLUSH_CHARS:
            self.flush()

    def flush(self) -> None:
        if self._pieces:
            self._write("".join(self._pieces))
            self._pieces, self._size = [], 0


def write_json(exported: Export, write: Write) -> None:
    """UTF-8 text (accents kept as they are), keys in the documented order, two-space indent:
    ``json.dumps(export_data(...), ensure_ascii=False, indent=2) + "\n"``, written piece by
    piece."""
    out = _Buffered(write)
    for piece in json_pieces(exported.head, exported.events()):
        out.add(piece)
    out.flush()


def json_pieces(head: dict[str, Any], events: Iterable[dict[str, Any]]) -> Iterator[str]:
    """The export's JSON text in pieces: ``head`` with ``"events"`` last, each event encoded
    on its own, as ``json.dumps({**head, "events": [...]}, ensure_ascii=False, indent=2)``
    followed by a newline would write it."""
    separator = "{\n  "
    for key, value in head.items():
        yield separator + _indented_text(key, "  ") + ": "
        yield _indented_text(value, "  ")
        separator = ",\n  "
    yield separator + '"events": '
    first = True
    for event in events:
        yield ("[\n    " if first else ",\n    ") + _indented_text(event, "    ")
        first = False
    yield "[]" if first else "\n  ]"
    yield "\n}\n"


def to_json(data: dict[str, Any]) -> str:
    """UTF-8 text (accents kept as they are), keys in the documented order, two-space indent."""
    if not data or list(data)[-1] != "events":
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    head = {key: value for key, value in data.items() if key != "events"}
    return "".join(json_pieces(head, data["events"]))


_scalar: Callable[[object], str] = json.JSONEncoder(
    ensure_ascii=False, separators=(",", ":")
).encode


def _indented_text(value: Any, indent: str) -> str:
    """``json.dumps(value, ensure_ascii=False, indent=2)`` as it reads nested at ``indent``
    (its lines after the first indented by it): containers walked here, everything else
    encoded by the C encoder, as the indenting encoder does it (it has no C version)."""
    out: list[str] = []
    _indented(value, indent, out)
    return "".join(out)


def _indented(value: Any, indent: str, out: list[str]) -> None:
    if isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        inner = indent + "  "
        separator = "{\n" + inner
        for key, item in value.items():
            out.append(separator)
            out.append(_scalar(key) if isinstance(key, str) else _scalar({key: 0})[1:-3])
            out.append(": ")
            _indented(item, inner, out)
            separator = ",\n" + inner
        out.append("\n" + indent + "}")
    elif isinstance(value, (list, tuple)):
        if not value:
            out.append("[]")
            return
        inner = indent + "  "
        separator = "[\n" + inner
        for item in value:
            out.append(separator)
            _indented(item, inner, out)
            separator = ",\n" + inner
        out.append("\n" + indent + "]")
    else:
        out.append(_scalar(value))


def _csv_text(rows: Iterable[list[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(rows)
    return out.getvalue()


def _cell(value: Any) -> str:
    """A CSV cell: strings as they are, everything else as JSON (true, null, 12, [])."""
    return value if isinstance(value, str) else canonical_json(value)


_CSV_ROWS = 2000  # rows made into text at a time


def _write_csv(rows: Iterable[list[str]], write: Write) -> None:
    out = _Buffered(write)
    batch: list[list[str]] = []
    for row in rows:
        batch.append(row)
        if len(batch) >= _CSV_ROWS:
            out.add(_csv_text(batch))
            batch = []
    out.add(_csv_text(batch))
    out.flush()


def _event_rows(events: Iterable[dict[str, Any]]) -> Iterator[list[str]]:
    yield list(EVENT_COLUMNS)
    for event in events:
        yield [_cell(event[column]) for column in EVENT_COLUMNS]


def _state_rows(state: Any) -> Iterator[list[str]]:
    yield ["path", "value"]
    for path, value in _flat(state, ""):
        yield [path, _cell(value)]


def write_events_csv(exported: Export, write: Write) -> None:
    """The event log: a header row, then one row per event; payload as canonical JSON."""
    _write_csv(_event_rows(exported.events()), write)


def write_state_csv(exported: Export, write: Write) -> None:
    """The state flattened to path,value rows."""
    _write_csv(_state_rows(exported.head["state"]), write)


def events_csv(data: dict[str, Any]) -> str:
    """The event log: a header row, then one row per event; payload as canonical JSON."""
    return _csv_text(_event_rows(data["events"]))


def flatten(value: Any, prefix: str = "") -> list[tuple[str, Any]]:
    """(path, scalar) pairs: dict keys joined with '.', list items by index (players.0.name)."""
    return list(_flat(value, prefix))


def _flat(value: Any, prefix: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict) and value:
        for key, item in value.items():
            yield from _flat(item, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, list) and value:
        for index, item in enumerate(value):
            yield from _flat(item, f"{prefix}.{index}" if prefix else str(index))
    else:
        yield (prefix, value)


def state_csv(data: dict[str, Any]) -> str:
    """The state flattened to path,value rows."""
    return _csv_text(_state_rows(data["state"]))


def state_csv_path(out: Path) -> Path:
    """Where the state goes beside an event-log CSV: export.csv -> export.state.csv."""
    return out.with_name(f"{out.stem}.state.csv")
