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


def export_data(services: Services, tournament_id: int, database_name: str) -> dict[str, Any]:
    """A tournament's state, undo history and complete event log, as one JSON-ready dict.

    The state is read first; the log and the chain check are then read in one transaction
    and cut at the state's last seq, so a station writing meanwhile cannot make the parts
    disagree.
    """
    projection = services.tournaments.projection(tournament_id)
    state = projection.state.to_dict()
    history = projection.history.to_dict()
    voided = set(projection.history.voided)
    last_seq = projection.last_seq
    with services.db.read() as conn:
        summary = next(s for s in event_store.list_tournaments(conn) if s.id == tournament_id)
        events = [e for e in event_store.read(conn, tournament_id) if e.seq <= last_seq]
        problem = event_store.verify_stream(conn, tournament_id, services.db.key)
    return {
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
            "head_hash": events[-1].hash if events else GENESIS_HASH,
            "events": len(events),
            "problem": None if problem is None else {"seq": problem.seq, "what": problem.what},
        },
        "events": [event_dict(e, voided) for e in events],
    }


def to_json(data: dict[str, Any]) -> str:
    """UTF-8 text (accents kept as they are), keys in the documented order, two-space indent."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _csv_text(rows: list[list[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(rows)
    return out.getvalue()


def _cell(value: Any) -> str:
    """A CSV cell: strings as they are, everything else as JSON (true, null, 12, [])."""
    return value if isinstance(value, str) else canonical_json(value)


def events_csv(data: dict[str, Any]) -> str:
    """The event log: a header row, then one row per event; payload as canonical JSON."""
    rows = [list(EVENT_COLUMNS)]
    for event in data["events"]:
        rows.append([_cell(event[column]) for column in EVENT_COLUMNS])
    return _csv_text(rows)


def flatten(value: Any, prefix: str = "") -> list[tuple[str, Any]]:
    """(path, scalar) pairs: dict keys joined with '.', list items by index (players.0.name)."""
    if isinstance(value, dict) and value:
        pairs: list[tuple[str, Any]] = []
        for key, item in value.items():
            pairs.extend(flatten(item, f"{prefix}.{key}" if prefix else str(key)))
        return pairs
    if isinstance(value, list) and value:
        pairs = []
        for index, item in enumerate(value):
            pairs.extend(flatten(item, f"{prefix}.{index}" if prefix else str(index)))
        return pairs
    return [(prefix, value)]


def state_csv(data: dict[str, Any]) -> str:
    """The state flattened to path,value rows."""
    rows = [["path", "value"]]
    rows.extend([path, _cell(value)] for path, value in flatten(data["state"]))
    return _csv_text(rows)


def state_csv_path(out: Path) -> Path:
    """Where the state goes beside an event-log CSV: export.csv -> export.state.csv."""
    return out.with_name(f"{out.stem}.state.csv")
