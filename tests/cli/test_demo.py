"""demo: a demonstration tournament written through the services, on a new or demo database,
whole or not at all (a demo that fails midway leaves nothing behind)."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from tests.cli.conftest import Run, digest, make_database, record_files
from tournament_director.services import demo, open_services
from tournament_director.services.demo import DEMO_STAFF, create_demo


@pytest.fixture
def console_calls(monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    """A stand-in for tournament_director.app, so no window opens and no Qt is needed."""
    calls: list[dict] = []

    def run_console(
        db_path, data_dir, open_tournament=None, language=None, open_display=False
    ) -> int:
        call = dict(db=db_path, data_dir=data_dir, tournament=open_tournament, language=language)
        if open_display:
            call["display"] = True
        calls.append(call)
        return 0

    module = types.ModuleType("tournament_director.app")
    module.run_console = run_console  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tournament_director.app", module)
    return calls


def test_demo_writes_a_tournament_with_players_notes_and_a_correction(
    run: Run, data_dir: Path, console_calls: list[dict]
) -> None:
    result = run("demo", "--no-window", "--players", "25", lang="es")

    assert result.code == 0, result.err
    assert console_calls == []
    db = data_dir / "demo.sqlite3"
    assert str(db.resolve()) in result.out
    for staff in DEMO_STAFF:
        assert staff.name in result.out and staff.pin in result.out

    services = open_services(db)
    try:
        (summary,) = services.tournaments.list()
        assert f"Torneo {summary.id}:" in result.out
        state = services.tournaments.state(summary.id)
        assert len(state.players) == 26  # and the registration made by mistake
        assert state.notes == 3
        names = [p.name for p in state.players.values()]
        assert any(set(name) & set("áéíóúñÁÉÍÓÚÑ") for name in names)
        assert len({(p.document_type, p.document) for p in state.players.values()}) == 26
        events = services.tournaments.events(summary.id)
        types_ = [e.type for e in events]
        # The registration made by mistake: cancelled with the reason, the refund recorded
        # (money is not undone).
        assert types_.count("ActionUndone") == 0
        (cancelled,) = [e for e in events if e.type == "EntryCancelled"]
        assert "por error" in cancelled.payload["reason"]
        assert types_.count("PlayerRegistered") == 26
        book = state.book
        assert len(book.entries) == 27  # 25, the one cancelled, one re-entry after a bust-out
        assert {p.method for p in book.purchases.values()} >= {"cash", "card"}
        assert book.totals.collected == 27 * 100_000
        assert book.totals.refunded == 100_000
        active = [(e.table, e.seat) for e in book.entries.values() if e.status == "active"]
        assert len(active) == len(set(active)) == 25  # the busted seat may be drawn again
        assert [s.open for s in book.shifts.values()] == [True, False]
        assert {e.operator_name for e in events} == {s.name for s in DEMO_STAFF}
        assert state.structure is not None and state.structure.name == "Regular 20 minutos"
        reading = services.clock.reading(summary.id)
        assert reading.status.value == "running" and reading.period == 0
        assert len(state.announcements) == 1
        assert [e.recorded_at for e in events] == sorted(e.recorded_at for e in events)
    finally:
        services.close()
    assert run("verify", "--db", db).code == 0


def test_demo_again_adds_a_tournament_to_the_demo_database(
    run: Run, data_dir: Path, console_calls: list[dict]
) -> None:
    assert run("demo", "--no-window", "--players", "3").code == 0
    second = run("demo", "--no-window", "--players", "1")

    assert second.code == 0, second.err
    listing = run("list", "--db", data_dir / "demo.sqlite3")
    assert listing.out.count("Torneo de demostración") == 2
    assert "(2)" in listing.out


def test_demo_opens_the_console_on_its_tournament(
    run: Run, data_dir: Path, console_calls: list[dict]
) -> None:
    result = run("demo", "--players", "2", lang="en")

    assert result.code == 0, result.err
    (call,) = console_calls
    assert call["db"] == data_dir / "demo.sqlite3"
    assert call["data_dir"] == data_dir
    assert call["language"] == "en"
    assert call["tournament"] is not None and f"Tournament {call['tournament']}:" in result.out
    assert call["display"] is True  # one big-screen display, in a window


def test_no_subcommand_opens_the_console(
    run: Run, data_dir: Path, tmp_path: Path, console_calls: list[dict]
) -> None:
    assert run(lang="es").code == 0
    assert run("--db", tmp_path / "other.sqlite3", lang="en").code == 0
    assert run(lang=None).code == 0  # no --lang: the console keeps its remembered language

    assert console_calls == [
        dict(
            db=data_dir / "tournament-director.sqlite3",
            data_dir=data_dir,
            tournament=None,
            language="es",
        ),
        dict(db=tmp_path / "other.sqlite3", data_dir=data_dir, tournament=None, language="en"),
        dict(
            db=data_dir / "tournament-director.sqlite3",
            data_dir=data_dir,
            tournament=None,
            language=None,
        ),
    ]


def test_demo_refuses_a_house_database_and_writes_nothing(
    run: Run, tmp_path: Path, console_calls: list[dict]
) -> None:
    path = tmp_path / "house.sqlite3"
    make_database(path)
    services = open_services(path)
    before = [services.tournaments.events(t.id) for t in services.tournaments.list()]
    house_before = services.house.state().last_seq
    services.close()

    result = run("demo", "--db", path, "--no-window")

    assert result.code == 2
    assert "only writes to a new or demo database" in result.err
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
    assert "Ana Directora" in result.err and "--db NEW_PATH" in result.err
    assert console_calls == []
    services = open_services(path)
    try:
        assert [services.tournaments.events(t.id) for t in services.tournaments.list()] == before
        assert services.house.state().last_seq == house_before
    finally:
        services.close()


def test_a_demo_that_fails_midway_leaves_nothing_behind(
    run: Run, data_dir: Path, console_calls: list[dict], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_record = demo._record
    calls = []

    def failing_record(*args, **kw):
        calls.append(1)
        if len(calls) == 5:  # the tournament created, its structure, shifts and four buy-ins
            raise RuntimeError("the printer caught fire")
        return real_record(*args, **kw)

    monkeypatch.setattr(demo, "_record", failing_record)
    db = data_dir / "demo.sqlite3"

    fresh = run("demo", "--no-window", "--players", "8")

    assert fresh.code == 1 and "RuntimeError" in fresh.err
    assert len(calls) == 5 and console_calls == []
    assert not db.exists()
    assert [p.name for p in data_dir.iterdir() if p.name.startswith(".")] == []
    for folder in ("keys", "anchors"):  # the new record's key and journal are gone too
        assert not (data_dir / folder).exists() or list((data_dir / folder).iterdir()) == []

    monkeypatch.setattr(demo, "_record", real_record)
    assert run("demo", "--no-window", "--players", "3").code == 0
    (journal,) = (data_dir / "anchors").iterdir()
    keys = record_files(data_dir / "keys")
    before = (digest(db), digest(journal), record_files(data_dir))
    calls.clear()
    monkeypatch.setattr(demo, "_record", failing_record)

    again = run("demo", "--no-window", "--players", "8")

    assert again.code == 1 and len(calls) == 5
    assert (digest(db), digest(journal), record_files(data_dir)) == before
    assert record_files(data_dir / "keys") == keys
    listing = run("list", "--db", db).out
    assert listing.count("Torneo de demostración") == 1 and "(2)" not in listing
    assert run("verify", "--db", db).code == 0
    monkeypatch.setattr(demo, "_record", real_record)
    assert "(2)" in run("demo", "--no-window", "--players", "3").out  # the next one is whole


def test_create_demo_with_a_single_player(tmp_path: Path) -> None:
    services = open_services(tmp_path / "demo.sqlite3")
    try:
        result = create_demo(services, players=1, seed=7)
        state = services.tournaments.state(result.tournament_id)
        assert len(state.book.active_entries()) == 1
        assert len(state.players) == 2  # and the registration made by mistake, cancelled
        assert result.staff_created
    finally:
        services.close()


def test_bad_player_counts_are_usage_errors(run: Run, data_dir: Path) -> None:
    for bad in ("0", "-3", "muchos", "5000"):
        result = run("demo", "--no-window", "--players", bad)
        assert result.code == 2
        assert "usage:" in result.err
    assert "between 1 and 1000" in result.err
    assert not (data_dir / "demo.sqlite3").exists()
