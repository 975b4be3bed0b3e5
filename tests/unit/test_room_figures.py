"""The room's figures: entries, players left, chips in play, average, prize pool unknown."""

from datetime import UTC, datetime

from tournament_director.domain.room_figures import figures
from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.domain.tournament import Player, TournamentState

NOW = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)


def state_with(players: int, stack: int | None = 20_000) -> TournamentState:
    state = TournamentState(1, name="Torneo")
    if stack is not None:
        state.structure = Structure(
            "S", (Chip(25, "verde"),), (Level(25, 50),), starting_stack=stack
        )
    for i in range(1, players + 1):
        state.players[i] = Player(i, f"P{i}", "DNI", str(i), i, "")
    return state


def test_entries_chips_and_average():
    f = figures(state_with(37), NOW)
    assert f.entries == 37
    assert f.re_entries == 0
    assert f.players_left == 37
    assert f.chips_in_play == 37 * 20_000
    assert f.average_stack == 20_000


def test_prize_pool_and_places_are_unknown_until_payouts():
    f = figures(state_with(5), NOW)
    assert f.prize_pool is None
    assert f.places is None


def test_nobody_registered_has_no_average():
    f = figures(state_with(0), NOW)
    assert f.chips_in_play == 0
    assert f.average_stack is None


def test_no_structure_means_no_chips():
    f = figures(state_with(3, stack=None), NOW)
    assert f.entries == 3
    assert f.chips_in_play == 0
    assert f.average_stack == 0
