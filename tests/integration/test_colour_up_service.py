"""The colour-up schedule through the services: a director's moves and cancellations are
recorded, refused in words for anyone else, undone and redone like any action, replayed
and kept in snapshots; a finished tournament takes none."""

from __future__ import annotations

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services, tournaments


@pytest.fixture
def ready(services, director, tournament):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    services.clock.set_structure(director, tournament, import_json(text))
    return tournament


def where(services, tid) -> dict[int, int | None]:
    return {c.denomination: c.after_level for c in services.chips.schedule(tid).colour_ups}


PLAN = {25: 4, 100: 8, 500: 12, 1000: 20, 5000: None}


def test_the_tournament_starts_with_the_structures_plan(services, ready):
    assert where(services, ready) == PLAN


def test_a_director_moves_and_cancels_undo_and_redo_put_it_back(services, director, ready):
    services.chips.move_colour_up(director, ready, 25, 8, "Faltan fichas de 100")
    assert where(services, ready) == {**PLAN, 25: 8}
    services.chips.cancel_colour_up(director, ready, 1000, "Mesa final con fichas de 1.000")
    assert where(services, ready) == {**PLAN, 25: 8, 1000: None}
    events = services.tournaments.events(ready)[-2:]
    assert [e.type for e in events] == ["ColourUpMoved", "ColourUpCancelled"]
    assert events[0].payload == {
        "denomination": 25,
        "after_level": 8,
        "reason": "Faltan fichas de 100",
        "colour": "blanco",
        "from_after": 4,
    }
    assert events[0].operator_name == "Directora Ana"
    services.tournaments.undo(director, ready)
    assert where(services, ready) == {**PLAN, 25: 8}
    services.tournaments.undo(director, ready)
    assert where(services, ready) == PLAN
    services.tournaments.redo(director, ready)
    assert where(services, ready) == {**PLAN, 25: 8}


def test_anyone_else_is_refused_and_nothing_is_written(services, floor, cashier, ready):
    before = len(services.tournaments.events(ready))
    for operator in (floor, cashier):
        with pytest.raises(Refused) as refused:
            services.chips.move_colour_up(operator, ready, 25, 8, "motivo")
        assert refused.value.key == "operator.not_allowed"
    assert len(services.tournaments.events(ready)) == before


def test_a_refused_change_writes_nothing(services, director, ready):
    before = len(services.tournaments.events(ready))
    with pytest.raises(Refused) as refused:
        services.chips.move_colour_up(director, ready, 100, 4, "motivo")
    assert refused.value.key == "colour_up.still_needed"  # 400/800 at level 5 needs 100s
    assert len(services.tournaments.events(ready)) == before


def test_the_clock_passing_the_break_makes_it_done(services, director, ready):
    services.clock.start(director, ready)
    services.clock.jump(director, ready, 5)  # level 5, after the break after 4
    with pytest.raises(Refused) as refused:
        services.chips.cancel_colour_up(director, ready, 25, "motivo")
    assert refused.value.key == "colour_up.done"
    services.chips.move_colour_up(director, ready, 100, 12, "motivo")
    assert where(services, ready)[100] == 12


def test_replay_and_snapshots_give_the_same_schedule(db_path, services, director, ready):
    saved = tournaments.SNAPSHOT_EVERY
    tournaments.SNAPSHOT_EVERY = 2
    try:
        services.chips.move_colour_up(director, ready, 25, 8, "uno")
        services.chips.cancel_colour_up(director, ready, 1000, "dos")
        services.tournaments.register_player(director, ready, "Ana", "DNI", "1")
        live = services.chips.schedule(ready)
        services.close()
        again = open_services(db_path)
        try:
            assert again.chips.schedule(ready) == live
            state = again.tournaments.state(ready)
            assert state.colour_ups.changes[25].reason == "uno"
        finally:
            again.close()
    finally:
        tournaments.SNAPSHOT_EVERY = saved
