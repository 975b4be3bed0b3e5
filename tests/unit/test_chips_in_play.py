"""Chips in play are always known (ADTP 25 B): every source of chips in the registration
book, by kind and by cause, and the chip races' adjustment; the average stack follows."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.registration import (
    ACTIVE,
    AbsentStacksRemoved,
    EntryCancelled,
    PlayerEliminated,
    PurchaseMade,
    RegistrationBook,
)
from tournament_director.domain.room_figures import figures
from tournament_director.domain.structure import Chip, Level, Structure
from tournament_director.domain.tournament import TournamentState

NOW = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)
AT = NOW.isoformat()
STACK, REDUCED = 20_000, 15_000


def purchase(book: RegistrationBook, kind: str, entry_id: int | None = None, chips=STACK):
    """A purchase of ``kind``; a late registration with the reduced stack."""
    new = entry_id is None
    entry_id = len(book.entries) + 1 if new else entry_id
    removed = STACK - REDUCED if kind == "late_registration" else 0
    book.apply(
        PurchaseMade(
            purchase_id=len(book.purchases) + 1,
            player_id=entry_id,
            house_player_id=entry_id,
            entry_id=entry_id,
            kind=kind,
            chips=chips,
            chips_removed=removed,
            amount=100_000,
            prize_pool=80_000,
            fee=20_000,
            staff_fee=0,
            method="cash",
            shift_id=1,
            table=1 if new else None,
            seat=entry_id if new else None,
        ),
        AT,
        "Caja",
    )


def active(book: RegistrationBook) -> list[int]:
    return [e.entry_id for e in book.entries.values() if e.status == ACTIVE]


def test_every_source_is_counted_by_kind_and_cause():
    book = RegistrationBook()
    for kind in ("registration", "registration", "late_registration", "re_entry"):
        purchase(book, kind)
    purchase(book, "rebuy", 1, 10_000)
    purchase(book, "add_on", 2, 25_000)
    book.apply(EntryCancelled(4, "pidió devolución", 100_000, STACK, 1), AT, "Ana")
    book.apply(PlayerEliminated(3, kind="withdrew", chips_removed=12_000), AT, "Ana")
    book.apply(AbsentStacksRemoved([2], 45_000, 1), AT, "system")
    totals = book.totals
    assert totals.chips_issued_by == {
        "registration": 40_000,
        "late_registration": 20_000,
        "re_entry": 20_000,
        "rebuy": 10_000,
        "add_on": 25_000,
    }
    assert totals.chips_removed_by == {
        "reduced_stack": 5_000,
        "cancelled": 20_000,
        "withdrew": 12_000,
        "absent": 45_000,
    }
    assert totals.chips_in_play == 115_000 - 82_000 == 33_000
    # ADTP 24: the race at table 1 took off 175 in odd chips, gave one 100 and one 25.
    change = book.apply_chip_race(175, 100, 25)
    assert change == -50
    assert totals.chips_raced == 50 and totals.chip_races == 1
    assert totals.chips_in_play == 32_950


def test_a_race_may_give_out_more_than_it_takes():
    book = RegistrationBook()
    purchase(book, "registration")
    assert book.apply_chip_race(75, 100) == 25
    assert book.totals.chips_raced == -25
    assert book.totals.chips_in_play == STACK + 25


@pytest.mark.parametrize("bad", [-1, True, 1.5, "100"])
def test_a_race_with_bad_figures_is_a_bug(bad):
    with pytest.raises(ValueError):
        RegistrationBook().apply_chip_race(bad, 0)


def test_the_average_stack_follows_the_chips_in_play():
    state = TournamentState(1, name="Torneo")
    state.structure = Structure("S", (Chip(25, "blanco"),), (Level(25, 50),), starting_stack=STACK)
    for _ in range(3):
        purchase(state.book, "registration")
    assert figures(state, NOW).average_stack == STACK
    state.book.apply_chip_race(300, 0, 0)
    f = figures(state, NOW)
    assert f.chips_in_play == 3 * STACK - 300 and f.average_stack == (3 * STACK - 300) // 3
    state.book.apply(PlayerEliminated(1), AT, "Ana")  # a bust-out moves chips, removes none
    f = figures(state, NOW)
    assert f.chips_in_play == 3 * STACK - 300 and f.average_stack == (3 * STACK - 300) // 2


steps = st.one_of(
    st.tuples(st.just("buy"), st.sampled_from(["registration", "late_registration", "re_entry"])),
    st.tuples(st.just("chips"), st.sampled_from(["rebuy", "add_on"]), st.integers(0, 50)),
    st.tuples(st.just("cancel"), st.integers(0, 50)),
    st.tuples(
        st.just("out"),
        st.integers(0, 50),
        st.sampled_from(["eliminated", "withdrew", "disqualified"]),
        st.integers(0, 30_000),
    ),
    st.tuples(st.just("absent"), st.integers(0, 50)),
    st.tuples(st.just("race"), st.integers(0, 2_000), st.integers(0, 2_000), st.integers(0, 200)),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(steps, max_size=60))
def test_chips_issued_equal_in_play_plus_removed_plus_raced_away(script):
    book = RegistrationBook()
    issued = removed = raced = 0
    for step in script:
        live = active(book)
        match step:
            case ("buy", kind):
                purchase(book, kind)
                issued += STACK
                removed += STACK - REDUCED if kind == "late_registration" else 0
            case ("chips", kind, pick) if live:
                purchase(book, kind, live[pick % len(live)], 10_000)
                issued += 10_000
            case ("cancel", pick) if live:
                entry = book.entries[live[pick % len(live)]]
                left = entry.chips - entry.chips_removed
                book.apply(EntryCancelled(entry.entry_id, "m", 0, left, 1), AT, "Ana")
                removed += left
            case ("out", pick, kind, chips) if live:
                taken = 0 if kind == "eliminated" else chips
                book.apply(
                    PlayerEliminated(live[pick % len(live)], kind=kind, chips_removed=taken),
                    AT,
                    "Ana",
                )
                removed += taken
            case ("absent", pick) if live:
                entry = book.entries[live[pick % len(live)]]
                left = entry.chips - entry.chips_removed
                book.apply(AbsentStacksRemoved([entry.entry_id], left, 1), AT, "system")
                removed += left
            case ("race", odd, awarded, protected):
                change = book.apply_chip_race(odd, awarded, protected)
                assert change == awarded + protected - odd
                raced += odd - awarded - protected
        totals = book.totals
        assert totals.chips_issued == totals.chips_in_play + totals.chips_removed + (
            totals.chips_raced
        )
        assert (totals.chips_issued, totals.chips_removed, totals.chips_raced) == (
            issued,
            removed,
            raced,
        )
        assert sum(totals.chips_issued_by.values()) == totals.chips_issued
        assert sum(totals.chips_removed_by.values()) == totals.chips_removed
        assert totals.chips_issued == sum(e.chips for e in book.entries.values())
        assert totals.chips_removed == sum(e.chips_removed for e in book.entries.values())
    again = RegistrationBook.from_dict(book.to_dict())
    assert again.totals == book.totals
