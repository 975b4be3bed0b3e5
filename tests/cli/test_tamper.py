"""Tamper evidence: what someone holding the file (and maybe the key) changes, verify finds.

Each case works on the file as an attacker with a SQLite shell would (tests/tamper.py), then
asks the real command line. The record is a small night: staff, a tournament with a buy-in,
a cashier's cash purchase and registrations, with snapshots taken often.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests import tamper
from tests.cli.conftest import Run
from tournament_director.services import open_services
from tournament_director.services import tournaments as tournaments_module
from tournament_director.station import Station
from tournament_director.storage import keys
from tournament_director.storage.anchors import journal_path

DIRECTOR, DIRECTOR_PIN = "Ana Directora", "123456"
CASHIER, CASHIER_PIN = "Carla Caja", "654321"
PRICE = 100_000


@dataclass
class Record:
    path: Path
    tournament: int
    station: Station
    record_id: str
    purchase_hash: str

    @property
    def key(self) -> keys.RecordKey:
        found = keys.find_key(self.station.key_dir, self.record_id)
        assert found is not None
        return found

    @property
    def journal(self) -> Path:
        return journal_path(self.station.anchor_dir, self.record_id)


def make_record(path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Record:
    from tests.integration.registration_helpers import person, ready

    monkeypatch.setattr(tournaments_module, "SNAPSHOT_EVERY", 3)
    monkeypatch.setattr(tournaments_module, "SNAPSHOT_ROWS_PER_EVENT", 10**9)
    station = Station.load(data_dir)
    services = open_services(path, station=station)
    try:
        director = services.house.create_first_director(DIRECTOR, DIRECTOR_PIN)
        cashier = services.house.create_operator(director, CASHIER, "cashier", CASHIER_PIN)
        tid = services.tournaments.create(director, "Torneo de la Verdad")
        ready(services, director, tid)
        services.registration.open_shift(cashier, tid, 50_000)
        player = person(services, cashier, 1)
        recorded = services.registration.buy_entry(cashier, tid, player, "cash", PRICE)
        purchase = next(e for e in recorded if e.type == "PurchaseMade")
        for n in range(2, 6):
            services.registration.buy_entry(
                cashier, tid, person(services, cashier, n), "card", PRICE
            )
        services.tournaments.add_note(director, tid, "Mesa 1: baraja nueva")
        record_id = services.db.record_id
    finally:
        services.close()
    assert record_id is not None
    return Record(path, tid, station, record_id, purchase.hash)


@pytest.fixture
def record(tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Record:
    return make_record(tmp_path / "night.sqlite3", data_dir, monkeypatch)


def snapshot_count(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT count(*) FROM snapshots").fetchone()[0]


# --- a sound record -------------------------------------------------------------------------------


def test_a_sound_record_verifies_with_seals_snapshots_and_anchors(run: Run, record: Record):
    result = run("verify", "--db", record.path)
    assert result.code == 0, result.err
    assert "sealed with the record's key" in result.out
    assert snapshot_count(record.path) >= 1
    assert "0 snapshots" not in result.out and "0 anchors" not in result.out


# --- snapshots ------------------------------------------------------------------------------------


def test_an_altered_snapshot_is_detected_ignored_and_never_shown(run: Run, record: Record):
    tamper.set_snapshot(record.path, "$.state.name", "Torneo Alterado")

    verify = run("verify", "--db", record.path)
    assert verify.code == 3
    assert "snapshot" in verify.err and "altered" in verify.err

    exported = run("export", "--db", record.path)
    assert exported.code == 0, exported.err
    data = json.loads(exported.out)
    assert data["state"]["name"] == "Torneo de la Verdad"  # replayed from the events
    services = open_services(record.path, station=record.station, read_only=True)
    try:
        assert services.tournaments.state(record.tournament).name == "Torneo de la Verdad"
    finally:
        services.close()


def test_a_resealed_snapshot_that_differs_from_the_events_is_detected(run: Run, record: Record):
    """Even an attacker with the key cannot make a snapshot lie: verify replays the events."""
    tamper.reseal_latest_snapshot(record.path, record.key, tamper.renamed)

    verify = run("verify", "--db", record.path)
    assert verify.code == 3
    assert "snapshot is not the state the events up to it give" in verify.err


# --- the end of the record ------------------------------------------------------------------------


def test_deleting_the_last_event_is_detected(run: Run, record: Record):
    tamper.delete_last(record.path, record.tournament)

    verify = run("verify", "--db", record.path)

    assert verify.code == 3
    assert "cut short" in verify.err
    assert f"tournament {record.tournament}" in verify.err


def test_deleting_the_last_events_and_their_anchor_lines_leaves_the_printed_codes(
    run: Run, record: Record
):
    """With both the file and the anchor journal in reach (and no key) the tail can be cut
    unseen by verify; the papers printed from it still say it existed."""
    conn = sqlite3.connect(record.path)
    last_hash = conn.execute(
        "SELECT hash FROM events WHERE stream_id = ? ORDER BY seq DESC LIMIT 1",
        (record.tournament,),
    ).fetchone()[0]
    conn.close()
    code = f"{last_hash[:5]}-{last_hash[5:10]}".upper()
    assert run("verify", "--db", record.path, "--code", code).code == 0
    tamper.delete_last(record.path, record.tournament)
    lines = record.journal.read_text().splitlines()
    kept = [line for line in lines if json.loads(line)["hash"] != last_hash]
    record.journal.write_text("\n".join(kept) + "\n")

    assert run("verify", "--db", record.path, "--code", code).code == 3


# --- rewriting the chain --------------------------------------------------------------------------


CASES = [
    ("amount halved", "tournament", "PurchaseMade", 0, tamper.halve_amount),
    ("cashier made director", "house", "OperatorCreated", 1, tamper.made_director(CASHIER)),
    ("director's PIN hash replaced", "house", "OperatorCreated", 0, tamper.pin_replaced),
]


@pytest.mark.parametrize(("what", "stream", "event_type", "nth", "change"), CASES)
@pytest.mark.parametrize(
    ("seals", "said"),
    [
        ("keep", "its seal is not the record key's"),
        ("drop", "it has no seal"),
        ("key", "the event is not the one anchored"),
    ],
)
def test_a_rewritten_chain_is_detected(
    run: Run, record: Record, what, stream, event_type, nth, change, seals, said
):
    """The whole chain recomputed after the edit, with the application's own algorithm:
    without the key the seals give it away; with the key, the anchors kept outside do."""
    stream_id = record.tournament if stream == "tournament" else 1
    seq = tamper.event_seq(record.path, stream_id, event_type, nth)
    tamper.rewrite(record.path, stream_id, seq, change, record.key if seals == "key" else seals)

    verify = run("verify", "--db", record.path)

    assert verify.code == 3, what
    assert said in verify.err, (what, verify.err)
    assert f"seq {seq}" in verify.err, (what, verify.err)


# --- the anchor journal and the key ---------------------------------------------------------------


def test_an_altered_anchor_line_is_detected(run: Run, record: Record):
    lines = record.journal.read_text().splitlines()
    entry = json.loads(lines[2])
    entry["seq"] += 100
    lines[2] = json.dumps(entry)
    record.journal.write_text("\n".join(lines) + "\n")

    verify = run("verify", "--db", record.path)

    assert verify.code == 3
    assert "altered or unreadable lines: 3" in verify.err


def test_a_missing_journal_or_key_makes_the_record_unproven(run: Run, record: Record, tmp_path):
    moved = tmp_path / "elsewhere.anchors"
    record.journal.rename(moved)
    missing = run("verify", "--db", record.path)
    assert missing.code == 3 and "anchor journal" in missing.err
    assert run("verify", "--db", record.path, "--anchors", moved).code == 0

    key_copy = tmp_path / "key-copy.key"
    record.key.path.rename(key_copy)
    no_key = run("verify", "--db", record.path, "--anchors", moved)
    assert no_key.code == 3 and "key was not found" in no_key.err
    assert run("verify", "--db", record.path, "--anchors", moved, "--key", key_copy).code == 0

    # Without its key the record is not written to: a command is refused in words.
    refused = run("demo", "--db", record.path, "--no-window")
    assert refused.code == 2 and "key of the record" in refused.err


def test_the_key_and_the_journal_are_the_users_alone(record: Record):
    for path in (record.key.path, record.journal, record.path):
        assert path.stat().st_mode & 0o077 == 0, path
    for folder in (record.station.key_dir, record.station.anchor_dir):
        assert folder.stat().st_mode & 0o077 == 0, folder


# --- printed codes --------------------------------------------------------------------------------


def test_verify_code_names_the_event_of_a_printed_code(run: Run, record: Record):
    digits = record.purchase_hash[:10].upper()
    code = f"{digits[:5]}-{digits[5:]}"

    found = run("verify", "--db", record.path, "--code", code)
    assert found.code == 0, found.err
    assert f"The code {code} is event" in found.out and "PurchaseMade" in found.out
    assert "sealed and the chain up to it is intact" in found.out

    qr_text = f"TD1|R|{record.tournament}|1|9|{code}"
    assert run("verify", "--db", record.path, "--code", qr_text).code == 0

    unknown = run("verify", "--db", record.path, "--code", "00000-00000")
    assert unknown.code == 3 and "not in this record" in unknown.err

    bad = run("verify", "--db", record.path, "--code", "hola")
    assert bad.code == 2 and "not a verification code" in bad.err


def test_a_code_of_a_rewritten_event_is_not_vouched_for(run: Run, record: Record):
    seq = tamper.event_seq(record.path, record.tournament, "PurchaseMade")
    tamper.rewrite(record.path, record.tournament, seq, tamper.halve_amount, "keep")
    conn = sqlite3.connect(record.path)
    digest = conn.execute(
        "SELECT hash FROM events WHERE stream_id = ? AND seq = ?", (record.tournament, seq)
    ).fetchone()[0]
    conn.close()

    result = run("verify", "--db", record.path, "--code", digest[:10])

    assert result.code == 3
    assert "cannot be proven" in result.out
