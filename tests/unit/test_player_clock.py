"""The clock on a player read from its anchor (ADTP 29: "hasta 25 segundos, más la cuenta
atrás de 5 segundos, para actuar (total de 30 segundos)"; Casino Club "Tiempo para actuar":
"30 segundos para actuar, el Croupier contará en voz alta los últimos 10 segundos")."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.domain.errors import Refused
from tournament_director.domain.player_clock import (
    ADTP_RULE,
    CASINO_CLUB_RULE,
    Outcome,
    PlayerClock,
    PlayerClocks,
    clock_rule,
    parse_outcome,
    read,
    time_text,
)
from tournament_director.domain.rule_set import ADTP_2018, CASINO_CLUB, TDA_2024

T0 = datetime(2026, 11, 25, 21, 14, 3, 417_000, tzinfo=UTC)


def a_clock(rules=ADTP_2018, at: datetime = T0, clock_id: int = 1, table: int = 5) -> PlayerClock:
    return PlayerClock(
        clock_id=clock_id,
        table=table,
        seat=3,
        entry_id=12,
        started_at=at.isoformat(),
        total_seconds=rules.clock_total_seconds,
        countdown_seconds=rules.clock_countdown_seconds,
        rule=clock_rule(rules),
        check_when_no_bet=rules.clock_check_when_no_bet,
        on_display=False,
        requested_by_entry=None,
        called_by="Floor Luis",
        called_seq=10,
    )


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def test_adtp_29_twenty_five_seconds_then_a_five_second_countdown():
    clock = a_clock()
    start = read(clock, T0)
    assert (start.time_left_s, start.in_countdown, start.expired) == (30, False, False)
    # "hasta 25 segundos": silent until 25 s have passed (the display shows 0:06 to 0:05)
    assert read(clock, at(24.999)).time_left_s == 6
    assert not read(clock, at(24.999)).in_countdown
    # "más la cuenta atrás de 5 segundos": 5, 4, 3, 2, 1
    shown = [read(clock, at(25 + s)).time_left_s for s in range(5)]
    assert shown == [5, 4, 3, 2, 1]
    assert all(read(clock, at(25 + s)).in_countdown for s in range(5))
    assert read(clock, at(29.999)).time_left_s == 1  # 0:01 until the very end
    # "(total de 30 segundos)": up exactly at 30 s, never below zero
    end = read(clock, at(30))
    assert (end.time_left_ms, end.time_left_s, end.expired, end.in_countdown) == (0, 0, True, False)
    assert read(clock, at(3600)).time_left_ms == 0


def test_casino_club_thirty_seconds_the_last_ten_counted_aloud():
    clock = a_clock(CASINO_CLUB)
    assert not read(clock, at(19.999)).in_countdown and read(clock, at(19.999)).time_left_s == 11
    assert read(clock, at(20)).in_countdown and read(clock, at(20)).time_left_s == 10
    assert read(clock, at(29.5)).in_countdown
    assert read(clock, at(30)).expired


def test_the_rule_set_gives_the_seconds_and_the_rule_cited():
    assert (ADTP_2018.clock_total_seconds, ADTP_2018.clock_countdown_seconds) == (30, 5)
    assert (CASINO_CLUB.clock_total_seconds, CASINO_CLUB.clock_countdown_seconds) == (30, 10)
    # TDA 2024: its text is not among the shipped rules, so the preset keeps ADTP 29's
    assert (TDA_2024.clock_total_seconds, TDA_2024.clock_countdown_seconds) == (30, 5)
    # ADTP 29: no bet to face -> checked; Casino Club: "se declarará Mano Muerta"
    assert ADTP_2018.clock_check_when_no_bet and TDA_2024.clock_check_when_no_bet
    assert not CASINO_CLUB.clock_check_when_no_bet
    assert clock_rule(ADTP_2018) == ADTP_RULE == "ADTP 29"
    assert clock_rule(TDA_2024) == ADTP_RULE
    assert clock_rule(CASINO_CLUB) == CASINO_CLUB_RULE
    house = CASINO_CLUB.with_overrides(name="casino-club-noche", clock_total_seconds=45)
    assert clock_rule(house) == CASINO_CLUB_RULE


def test_a_wall_clock_set_back_reads_the_full_time_never_more():
    clock = a_clock()
    assert read(clock, at(-120)).time_left_ms == 30_000


def test_the_next_change_of_the_second_shown():
    clock = a_clock()
    assert read(clock, T0).next_change_ms == 1000
    assert read(clock, at(0.4)).next_change_ms == 600
    assert read(clock, at(30)).next_change_ms is None


def test_time_text():
    assert [time_text(s) for s in (30, 25, 5, 0, 90, -3)] == [
        "0:30",
        "0:25",
        "0:05",
        "0:00",
        "1:30",
        "0:00",
    ]


def test_outcomes_are_read_or_refused_in_words():
    assert parse_outcome("hand_dead") is Outcome.HAND_DEAD
    with pytest.raises(Refused) as refused:
        parse_outcome("folded")
    assert refused.value.key == "player_clock.bad_outcome"
    assert "acted, hand_dead, checked, withdrawn" in refused.value.message


def test_active_clocks_and_the_one_at_a_table_round_trip_a_snapshot():
    clocks = PlayerClocks(
        {1: a_clock(), 2: a_clock(clock_id=2, table=7), 3: a_clock(clock_id=3, table=9)}
    )
    clocks.clocks[3].outcome = "acted"
    assert [c.clock_id for c in clocks.active()] == [1, 2]
    assert clocks.at_table(7).clock_id == 2 and clocks.at_table(9) is None
    assert clocks.next_id() == 4
    again = PlayerClocks.from_dict(clocks.to_dict())
    assert again == clocks
    assert [r.time_left_s for r in again.readings(at(10))] == [20, 20]


times = st.integers(min_value=-5_000, max_value=12 * 3600 * 1000)


@settings(max_examples=300, deadline=None)
@given(
    total=st.integers(min_value=1, max_value=600),
    countdown=st.integers(min_value=0, max_value=60),
    a=times,
    b=times,
)
def test_the_reading_never_goes_up_with_time(total, countdown, a, b):
    rules = ADTP_2018.with_overrides(
        clock_total_seconds=total, clock_countdown_seconds=min(countdown, total)
    )
    clock = a_clock(rules)
    early, late = sorted((a, b))
    first = read(clock, T0 + timedelta(milliseconds=early))
    second = read(clock, T0 + timedelta(milliseconds=late))
    assert second.time_left_ms <= first.time_left_ms
    assert second.time_left_s <= first.time_left_s
    assert 0 <= second.time_left_ms <= total * 1000
    if first.expired:
        assert second.expired  # once up, the time stays up


@settings(max_examples=300, deadline=None)
@given(
    total=st.integers(min_value=1, max_value=600),
    countdown=st.integers(min_value=0, max_value=60),
    start_ms=st.integers(min_value=0, max_value=10**9),
)
def test_it_expires_exactly_at_the_rules_seconds(total, countdown, start_ms):
    countdown = min(countdown, total)
    rules = ADTP_2018.with_overrides(clock_total_seconds=total, clock_countdown_seconds=countdown)
    start = T0 + timedelta(milliseconds=start_ms)
    clock = a_clock(rules, at=start)
    end = start + timedelta(seconds=total)
    just_before = read(clock, end - timedelta(milliseconds=1))
    assert not just_before.expired and just_before.time_left_s == 1
    assert read(clock, end).expired and read(clock, end).time_left_s == 0
    # the countdown begins exactly when the display first shows its first number
    begins = end - timedelta(seconds=countdown)
    if countdown:
        assert read(clock, begins).in_countdown
        assert read(clock, begins).time_left_s == countdown
    if countdown < total:
        assert not read(clock, begins - timedelta(milliseconds=1)).in_countdown
