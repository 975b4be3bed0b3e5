"""demo --flights: a multi-flight event with two finished flights and a final stage ready for
accreditation, written through the services and put in place whole (a demo that fails midway
leaves nothing behind); the slips it lists verify."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

from tests.cli.conftest import Run, digest, make_database, record_files
from tournament_director.domain import stages as domain
from tournament_director.services import demo_flights, open_services
from tournament_director.services.demo import DEMO_STAFF

CODE = re.compile(r"^\s+code (\S+)$", re.MULTILINE)
QR = re.compile(r"^\s+QR\s+(TDS1-\S+)$", re.MULTILINE)


@pytest.fixture
def console_calls(monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    """A stand-in for tournament_director.app, so no window opens and no Qt is needed."""
    calls: list[dict] = []

    def run_console(db_path, data_dir, open_tournament=None, language=None, **kw) -> int:
        calls.append(dict(db=db_path, tournament=open_tournament, language=language, **kw))
        return 0

    module = types.ModuleType("tournament_director.app")
    module.run_console = run_console  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tournament_director.app", module)
    return calls


def test_the_demo_writes_two_finished_flights_and_a_final_ready_for_accreditation(
    run: Run, data_dir: Path, console_calls: list[dict]
) -> None:
    result = run("demo", "--flights", "--no-window", "--players", "12")

    assert result.code == 0, result.err
    assert console_calls == []
    db = data_dir / "demo.sqlite3"
    assert str(db.resolve()) in result.out
    for staff in DEMO_STAFF:
        assert staff.name in result.out and staff.pin in result.out
    codes, qrs = CODE.findall(result.out), QR.findall(result.out)
    assert len(codes) == len(qrs) == 3
    services = open_services(db)
    try:
        tournaments = services.tournaments
        (event_id,) = [s.id for s in tournaments.list() if tournaments.state(s.id).stages.is_event]
        assert f"Event {event_id}:" in result.out
        event = services.stages.event(event_id)
        flights = services.stages.flights(event_id)
        assert [f.stages.label for f in flights.values()] == ["Día 1A", "Día 1B"]
        bagged = []
        for flight in flights.values():
            book = flight.book
            assert len(book.entries) == 12
            closed = flight.stages.closed
            assert closed is not None and len(closed["qualifiers"]) == 2  # one in six
            out = [e for e in book.entries.values() if e.status != "active"]
            assert len(out) == 10 and all(e.exit == "eliminated" for e in out)
            counts = [q["chips"] for q in closed["qualifiers"]]
            assert len(set(counts)) == len(counts)  # counts that differ
            assert sum(counts) == book.totals.chips_in_play  # every chip in play bagged
            slips = [flight.stages.slips[q["slip"]] for q in closed["qualifiers"]]
            assert all(s.confirmed_by for s in slips)
            assert flight.late_registration_closed
            bagged += slips
        people = [p.house_player_id for f in flights.values() for p in f.players.values()]
        assert len(set(people)) == len(people) == 24  # one purchase per event
        confirmed = {s.confirmed_by for s in bagged}
        assert domain.PLAYER_CONFIRMED in confirmed and "Directora Demo" in confirmed
        recounted = [s for f in flights.values() for s in f.stages.slips.values() if s.replaced_by]
        assert len(recounted) == 1
        assert event.stages.pool is not None and not event.stages.accredited
        assert sum(f["entries"] for f in event.stages.pool["flights"]) == 24
        assert event.structure is not None and event.book.buy_in is not None
        assert event.seating.room is not None and event.seating.free_seats() >= len(bagged)
        for flight in flights.values():
            events = services.tournaments.events(flight.tournament_id)
            assert [e.recorded_at for e in events] == sorted(e.recorded_at for e in events)
            assert events[-1].recorded_at < services.now()
        for qr in qrs:
            checked = services.stages.check(event_id, qr)
            assert checked.slip.replaced_by is None
    finally:
        services.close()
    for code in codes:
        verified = run("slip", "verify", "--db", db, "--code", code)
        assert verified.code == 0, verified.err
    replaced = re.search(r"recount \(the desk refuses it\): (\S+) ", result.out)
    assert replaced is not None
    refused = run("slip", "verify", "--db", db, "--code", replaced.group(1))
    assert refused.code == 3 and "was replaced by a new count" in refused.err
    assert run("verify", "--db", db).code == 0


def test_the_demo_opens_the_console_on_the_event_and_speaks_spanish(
    run: Run, data_dir: Path, console_calls: list[dict]
) -> None:
    result = run("demo", "--flights", "--players", "4", lang="es")

    assert result.code == 0, result.err
    (call,) = console_calls
    assert call["db"] == data_dir / "demo.sqlite3" and call["language"] == "es"
    assert f"Evento {call['tournament']}: «Evento de demostración — Gran Premio»" in result.out
    assert "Comprobantes para probar en la acreditación" in result.out
    assert "tournament-director slip verify --db" in result.out


def test_a_second_demo_adds_an_event_beside_the_first(
    run: Run, data_dir: Path, console_calls: list[dict]
) -> None:
    assert run("demo", "--no-window", "--players", "3").code == 0  # a plain demo first
    assert run("demo", "--flights", "--no-window", "--players", "4").code == 0
    second = run("demo", "--flights", "--no-window", "--players", "5")

    assert second.code == 0, second.err
    listing = run("list", "--db", data_dir / "demo.sqlite3").out
    assert "Torneo de demostración" in listing
    assert "Evento de demostración — Gran Premio (2) — Día 1B" in listing
    assert run("verify", "--db", data_dir / "demo.sqlite3").code == 0


def test_a_demo_that_fails_midway_leaves_nothing_behind(
    run: Run, data_dir: Path, console_calls: list[dict], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_bag = demo_flights._bag
    calls = []

    def failing_bag(services, *args, **kw):
        calls.append(1)
        if len(calls) == 2:  # the second flight's bagging: the first flight is closed
            raise RuntimeError("the printer caught fire")
        return real_bag(services, *args, **kw)

    monkeypatch.setattr(demo_flights, "_bag", failing_bag)
    db = data_dir / "demo.sqlite3"

    fresh = run("demo", "--flights", "--no-window", "--players", "4")

    assert fresh.code == 1 and "RuntimeError" in fresh.err
    assert not db.exists()
    assert [p.name for p in data_dir.iterdir() if p.name.startswith(".")] == []
    for folder in ("keys", "anchors"):  # the new record's key and journal are gone too
        assert not (data_dir / folder).exists() or list((data_dir / folder).iterdir()) == []

    monkeypatch.setattr(demo_flights, "_bag", real_bag)
    assert run("demo", "--flights", "--no-window", "--players", "4").code == 0
    journal = next((data_dir / "anchors").iterdir())
    before = (digest(db), digest(journal), record_files(data_dir))
    calls.clear()
    monkeypatch.setattr(demo_flights, "_bag", failing_bag)

    again = run("demo", "--flights", "--no-window", "--players", "4")

    assert again.code == 1
    assert (digest(db), digest(journal), record_files(data_dir)) == before
    listing = run("list", "--db", db).out
    assert "(2)" not in listing
    assert run("verify", "--db", db).code == 0


def test_a_house_database_and_a_wrong_field_are_refused(
    run: Run, tmp_path: Path, data_dir: Path, console_calls: list[dict]
) -> None:
    house = tmp_path / "house.sqlite3"
    make_database(house)
    before = digest(house)

    refused = run("demo", "--flights", "--no-window", "--db", house)

    assert refused.code == 2
    assert "Ana Directora" in refused.err and "--db" in refused.err
    assert digest(house) == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
    small = run("demo", "--flights", "--no-window", "--players", "2")
    assert small.code == 2
    assert small.err.strip() == "Each flight of the demo has 4 to 300 players."
    assert not (data_dir / "demo.sqlite3").exists()
