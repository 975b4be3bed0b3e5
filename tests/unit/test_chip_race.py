"""The chip race (ADTP 24): worked cases from the rule text, the refusals, and properties."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain.chip_race import (
    DECK_SIZE,
    FULL_DECK,
    Card,
    ChipRaceRounding,
    chips_raced,
    deal_order,
    draw_cards,
    race,
)
from tournament_director.domain.errors import Refused
from tournament_director.domain.rule_set import ADTP_2018, CASINO_CLUB, TDA_2024, RuleSet

AT_LEAST = ChipRaceRounding.AT_LEAST_HALF
MORE_THAN = ChipRaceRounding.MORE_THAN_HALF


@pytest.fixture
def english() -> Iterator[None]:
    before = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


def refused(key: str, *args, **kwargs) -> Refused:
    with pytest.raises(Refused) as caught:
        race(*args, **kwargs)
    assert caught.value.key == key, caught.value.message
    return caught.value


# --- cards ---------------------------------------------------------------------------------


def test_cards_rank_then_suit_spades_hearts_diamonds_clubs():
    assert Card.parse("As") > Card.parse("Ah") > Card.parse("Ad") > Card.parse("Ac")
    assert Card.parse("Ac") > Card.parse("Ks")
    assert Card.parse("2c") == FULL_DECK[0] and Card.parse("As") == FULL_DECK[-1]
    assert len(set(FULL_DECK)) == DECK_SIZE == 52
    assert [c.strength for c in FULL_DECK] == list(range(52))


@pytest.mark.parametrize(
    ("text", "card"),
    [("Th", "Th"), ("10h", "Th"), ("th", "Th"), ("TH", "Th"), (" Jc ", "Jc"), ("Q♠", "Qs")],
)
def test_cards_as_the_floor_types_them(text, card):
    assert str(Card.parse(text)) == card


@pytest.mark.parametrize("text", ["", "J", "1h", "Jx", "11s", "JJc", "Jcc", "♠", 12, None])
def test_a_card_that_does_not_exist_is_refused(text, english):
    with pytest.raises(Refused) as caught:
        Card.parse(text)
    assert caught.value.key == "chip_race.bad_card"
    assert "is not a card" in caught.value.message and "T for ten" in caught.value.message


def test_a_card_is_shown_with_its_suit_symbol():
    assert Card.parse("Qs").shown == "Q♠" and Card.parse("Th").shown == "10♥"


# --- how many chips ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("odd_value", "to", "at_least", "more_than"),
    [
        (20, 25, 1, 1),  # the issue: 0 rem 20, 20 >= 12.5
        (10, 25, 0, 0),  # 10 < 12.5: removed without a chip
        (15, 25, 1, 1),
        (0, 25, 0, 0),
        (25, 25, 1, 1),  # nothing left over
        (50, 100, 1, 0),  # exactly half: the two readings part
        (250, 100, 3, 2),
        (275, 100, 3, 3),
        (225, 100, 2, 2),
    ],
)
def test_chips_raced_by_the_rule_sets_reading(odd_value, to, at_least, more_than):
    assert chips_raced(odd_value, to, AT_LEAST) == at_least
    assert chips_raced(odd_value, to, "more_than_half") == more_than


def test_chips_raced_refuses_what_is_not_a_value():
    with pytest.raises(Refused):
        chips_raced(-5, 25)
    with pytest.raises(Refused):
        chips_raced(20, 0)
    with pytest.raises(ValueError):
        chips_raced(20, 25, "nearest")


# --- the race: worked cases ----------------------------------------------------------------


def test_the_issues_example():
    """From 5 to 25: seat 2 holds three odd chips (Jc 4d 9h), seat 6 one (Qs) and nothing
    else. 4 × 5 = 20; 20/25 = 0 rem 20 >= 12.5: one chip raced. Qs is the highest card:
    seat 6 wins it, so it is not raced out. 25 - 20 = +5 chips in play."""
    result = race(
        {2: 3, 6: 1},
        {2: ["Jc", "4d", "9h"], 6: ["Qs"]},
        removed=5,
        to=25,
        other_chips={6: 0},
    )
    assert result.to_dict() == {
        "chips_raced": 1,
        "winners": [6],
        "awards": {"6": 1},
        "protected": {},
        "odd_value_removed": 20,
        "total_change": 5,
    }
    assert result.order == (2, 6)
    assert result.cards[2] == tuple(map(Card.parse, ["Jc", "4d", "9h"]))
    assert result.winning_cards == (Card.parse("Qs"),)
    assert result.awarded_value == 25 and result.protection_value == 0


def test_equal_ranks_are_told_apart_by_suit():
    """Three kings: spades beats hearts, hearts beats clubs. 6 odd chips of 25 = 150 for
    chips of 100: 1 rem 50, at least half: 2 chips."""
    result = race(
        {1: 2, 3: 2, 5: 2},
        {1: ["Kc", "2d"], 3: ["Kh", "3d"], 5: ["Ks", "4d"]},
        removed=25,
        to=100,
    )
    assert result.chips_raced == 2
    assert result.winners == (5, 3)
    assert [c.shown for c in result.winning_cards] == ["K♠", "K♥"]


def test_a_player_with_the_highest_cards_wins_only_one_chip():
    """ADTP 24 A: 'como máximo una ficha por jugador'. Seat 1 holds the three aces; the
    second chip goes to the best card of another player, seat 2's 4c."""
    cards = {1: ["As", "Ah", "Ad"], 2: ["2c", "3c", "4c"]}
    result = race({1: 3, 2: 3}, cards, removed=25, to=100)
    assert result.chips_raced == 2
    assert result.winners == (1, 2)
    assert result.awards == {1: 1, 2: 1}
    assert [str(c) for c in result.winning_cards] == ["As", "4c"]
    assert result.total_change == 200 - 150


def test_a_house_that_allows_two_chips_a_player():
    rules = ADTP_2018.with_overrides(chip_race_max_chips_per_player=2)
    result = race(
        {1: 3, 2: 3},
        {1: ["As", "Ah", "Ad"], 2: ["2c", "3c", "4c"]},
        removed=25,
        to=100,
        rules=rules,
    )
    assert result.winners == (1, 1) and result.awards == {1: 2}


def test_exactly_half_a_new_chip_by_each_reading():
    """2 odd chips of 25 = 50 for chips of 100: exactly half."""
    cards = {3: ["9d", "Kh"]}
    at_least = race({3: 2}, cards, removed=25, to=100)
    assert at_least.chips_raced == 1 and at_least.winners == (3,)
    assert at_least.total_change == 50
    rules = ADTP_2018.with_overrides(chip_race_rounding="more_than_half")
    more_than = race({3: 2}, cards, removed=25, to=100, rules=rules)
    assert more_than.chips_raced == 0 and more_than.winners == ()
    assert more_than.rounding is MORE_THAN
    assert more_than.total_change == -50


def test_a_player_left_without_chips_gets_the_protection_chip():
    """ADTP 24 A: 'si un jugador perdiera todas sus fichas en el chip race, recibiría una
    ficha del valor más bajo en juego'. Seat 4 holds one odd chip of 25 and nothing else and
    loses; seat 7 wins. Seat 8 also loses but holds other chips."""
    cards = {4: ["2c"], 7: ["As", "Kd"], 8: ["3c"]}
    result = race({4: 1, 7: 2, 8: 1}, cards, removed=25, to=100, other_chips={4: 0, 7: 0, 8: 1_500})
    assert result.chips_raced == 1 and result.winners == (7,)
    assert result.protected == {4: 100}
    assert result.to_dict()["protected"] == {"4": 100}
    assert result.total_change == 100 + 100 - 100
    # the lowest denomination still in play, passed in
    other = race(
        {4: 1, 7: 2, 8: 1}, cards, removed=25, to=100, other_chips={4: 0}, protection_chip=500
    )
    assert other.protected == {4: 500} and other.total_change == 100 + 500 - 100


def test_a_house_whose_race_may_eliminate_gives_no_protection_chip():
    rules = ADTP_2018.with_overrides(chip_race_may_eliminate=True)
    result = race(
        {4: 1, 7: 2},
        {4: ["2c"], 7: ["As", "Kd"]},
        removed=25,
        to=100,
        other_chips={4: 0},
        rules=rules,
    )
    assert result.protected == {} and result.total_change == 100 - 75


def test_nobody_with_odd_chips():
    for odd, cards in (({}, {}), ({3: 0}, {}), ({3: 0, 5: 0}, {3: []})):
        result = race(odd, cards, removed=5, to=25, other_chips={3: 0})
        assert result.chips_raced == 0 and result.winners == () and result.order == ()
        assert result.odd_value_removed == 0 and result.total_change == 0
        assert result.protected == {}  # not in the race: not raced out by it


def test_odd_chips_too_few_for_a_chip_are_removed():
    """One chip of 5 for chips of 25: 5 < 12.5, nothing raced; the chip leaves play."""
    result = race({9: 1}, {9: ["Ah"]}, removed=5, to=25)
    assert result.chips_raced == 0 and result.total_change == -5


def test_the_deal_starts_at_seat_1_and_goes_clockwise():
    assert deal_order([9, 2, 4]) == (2, 4, 9)
    assert deal_order([9, 2, 4], start_seat=4) == (4, 9, 2)
    assert deal_order([9, 2, 4], start_seat=5, table_size=9) == (9, 2, 4)
    rules = ADTP_2018.with_overrides(chip_race_start_seat=4)
    result = race(
        {2: 1, 4: 1, 9: 1}, {9: ["2c"], 2: ["3c"], 4: ["4c"]}, removed=25, to=100, rules=rules
    )
    assert result.order == (4, 9, 2) and list(result.cards) == [4, 9, 2]
    assert list(result.odd_chips) == [4, 9, 2]
    with pytest.raises(Refused) as caught:
        deal_order([2], start_seat=10, table_size=9)
    assert caught.value.key == "chip_race.bad_start_seat"


def test_every_preset_races_by_adtp_24():
    for rules in (ADTP_2018, TDA_2024, CASINO_CLUB):
        assert rules.chip_race_rounding is AT_LEAST
        assert rules.chip_race_start_seat == 1 and rules.chip_race_max_chips_per_player == 1


def test_the_rounding_is_a_setting_of_the_rule_set():
    rules = ADTP_2018.with_overrides(chip_race_rounding="more_than_half")
    assert rules.chip_race_rounding is MORE_THAN
    data = rules.to_dict()
    assert data["chip_race_rounding"] == "more_than_half"
    assert RuleSet.from_dict(data) == rules
    older = {k: v for k, v in ADTP_2018.to_dict().items() if k != "chip_race_rounding"}
    assert RuleSet.from_dict(older).chip_race_rounding is AT_LEAST
    with pytest.raises(Refused) as caught:
        ADTP_2018.with_overrides(chip_race_rounding="nearest")
    assert "at_least_half, more_than_half" in caught.value.message


# --- drawing the cards ---------------------------------------------------------------------


def test_cards_drawn_one_per_chip_from_one_deck_in_the_deal_order():
    counts = {seat: n for seat, n in zip(deal_order([7, 1, 3]), (2, 1, 3), strict=True)}
    dealt = draw_cards(random.Random(7), counts)
    assert list(dealt) == [1, 3, 7]
    assert [len(dealt[s]) for s in dealt] == [2, 1, 3]
    every = [c for hand in dealt.values() for c in hand]
    assert len(set(every)) == 6
    # each seat all its cards before the next, from the top of one shuffled deck
    assert every == random.Random(7).sample(FULL_DECK, 6)
    assert draw_cards(random.Random(7), counts) == dealt
    assert draw_cards(random.Random(7), {4: 0, 5: 1}).keys() == {5}


def test_more_cards_than_a_deck_are_refused(english):
    with pytest.raises(Refused) as caught:
        draw_cards(random.Random(1), dict.fromkeys(range(1, 7), 9))
    assert caught.value.message == "54 cards are needed, one per odd chip, and a deck has 52."


# --- refusals ------------------------------------------------------------------------------


def test_bad_input_is_refused_in_words(english):
    ok = {2: ["Jc", "4d", "9h"], 6: ["Qs"]}
    assert (
        "Seat 6 has 1 odd chip and no cards"
        in refused("chip_race.no_cards", {2: 3, 6: 1}, {2: ok[2]}, removed=5, to=25).message
    )
    assert (
        "Seat 2 has 3 odd chips and 2 cards"
        in refused(
            "chip_race.wrong_card_count", {2: 3, 6: 1}, {**ok, 2: ["Jc", "4d"]}, removed=5, to=25
        ).message
    )
    assert (
        "The card Qs is there twice (seat 2 and seat 6)"
        in refused(
            "chip_race.duplicate_card",
            {2: 3, 6: 1},
            {**ok, 2: ["Jc", "4d", "Qs"]},
            removed=5,
            to=25,
        ).message
    )
    refused("chip_race.bad_card", {2: 3, 6: 1}, {**ok, 6: ["Qx"]}, removed=5, to=25)
    assert (
        "not a multiple"
        in refused("chip_race.not_multiple", {2: 3, 6: 1}, ok, removed=10, to=25).message
    )
    refused("chip_race.not_larger", {2: 3}, ok, removed=25, to=25)
    refused("chip_race.bad_value", {2: 3}, ok, removed=0, to=25)
    refused("chip_race.bad_value", {2: 3}, ok, removed=5, to=25, protection_chip=0)
    refused("chip_race.cards_without_chips", {2: 3}, ok, removed=5, to=25)
    refused("chip_race.bad_seat", {11: 1}, {11: ["Qs"]}, removed=5, to=25)
    refused("chip_race.bad_seat", {10: 1}, {10: ["Qs"]}, removed=5, to=25, table_size=9)
    refused("chip_race.bad_count", {2: -1}, {}, removed=5, to=25)
    refused("chip_race.bad_count", {2: True}, {}, removed=5, to=25)
    refused("chip_race.bad_other_chips", {6: 1}, {6: ["Qs"]}, removed=5, to=25, other_chips={6: -1})
    refused("data.field_type", {6: 1}, {6: "Qs"}, removed=5, to=25)
    whole = refused("chip_race.whole_chip", {2: 5}, {}, removed=5, to=25).message
    assert whole.startswith("Seat 2 has 5 chips of 5 (25), enough for a chip of 25")


def test_refusals_in_spanish_group_digits_as_the_room_writes_them():
    before = i18n.language()
    i18n.set_language("es")
    try:
        text = refused("chip_race.not_multiple", {}, {}, removed=1_000, to=2_500).message
    finally:
        i18n.set_language(before)
    assert text.startswith(
        "La ficha nueva (2.500) no es múltiplo de la ficha que se retira (1.000)"
    )


# --- properties ----------------------------------------------------------------------------


@st.composite
def tables(draw):
    """A table at a colour-up: denominations, each seat's odd chips (fewer than a new chip's
    worth), cards drawn from one deck, what else each seat holds, and the house's rules."""
    removed = draw(st.sampled_from([1, 5, 25, 100, 500, 1_000]))
    ratio = draw(st.integers(2, 10))
    to = removed * ratio
    table_size = draw(st.integers(6, 10))
    seats = draw(st.lists(st.integers(1, table_size), unique=True, max_size=table_size))
    counts = {seat: draw(st.integers(0, ratio - 1)) for seat in seats}
    while sum(counts.values()) > DECK_SIZE:
        seat = max(counts, key=counts.get)
        counts[seat] -= 1
    others = {
        seat: draw(st.sampled_from([0, removed * 3, to * 40]))
        for seat in seats
        if draw(st.booleans())
    }
    rules = ADTP_2018.with_overrides(
        chip_race_rounding=draw(st.sampled_from(list(ChipRaceRounding))),
        chip_race_start_seat=draw(st.integers(1, table_size)),
        chip_race_max_chips_per_player=draw(st.sampled_from([1, 1, 1, 2])),
        chip_race_may_eliminate=draw(st.booleans()),
    )
    order = deal_order([s for s in seats if counts[s]], rules.chip_race_start_seat, table_size)
    cards = draw_cards(random.Random(draw(st.integers(0, 2**32))), {s: counts[s] for s in order})
    return {
        "odd_chips": counts,
        "cards": cards,
        "removed": removed,
        "to": to,
        "rules": rules,
        "other_chips": others,
        "table_size": table_size,
    }


@settings(max_examples=300, deadline=None)
@given(tables())
def test_race_properties(table):
    result = race(
        table["odd_chips"],
        table["cards"],
        removed=table["removed"],
        to=table["to"],
        rules=table["rules"],
        other_chips=table["other_chips"],
        table_size=table["table_size"],
    )
    rules, to = table["rules"], table["to"]
    most = rules.chip_race_max_chips_per_player
    racing = {seat for seat, n in table["odd_chips"].items() if n}

    # nobody wins more than the rule allows (ADTP: one); every raced chip finds a player
    assert all(result.winners.count(seat) <= most for seat in result.winners)
    assert len(result.winners) == result.chips_raced
    assert sum(result.awards.values()) == result.chips_raced
    assert set(result.winners) <= racing
    if most == 1:
        best = {seat: max(result.cards[seat]) for seat in racing}
        by_best = sorted(racing, key=lambda seat: best[seat], reverse=True)
        assert list(result.winners) == by_best[: result.chips_raced]
    # the winning cards come highest first
    assert list(result.winning_cards) == sorted(result.winning_cards, reverse=True)

    # nobody raced out
    for seat in racing:
        if table["other_chips"].get(seat) == 0 and not rules.chip_race_may_eliminate:
            assert seat in result.awards or result.protected.get(seat) == to
    assert set(result.protected) <= racing - set(result.awards)
    if rules.chip_race_may_eliminate:
        assert result.protected == {}

    # chips conserved
    odd_value = table["removed"] * sum(table["odd_chips"].values())
    assert result.odd_value_removed == odd_value
    assert result.total_change == (
        sum(result.awards.values()) * to + sum(result.protected.values()) - odd_value
    )
    # the raced chips are the nearest whole number of new chips to the odd value
    assert abs(result.chips_raced * to - odd_value) * 2 <= to

    # the deal starts at the start seat and goes clockwise, one card per odd chip
    start, size = rules.chip_race_start_seat, table["table_size"]
    distance = [(seat - start) % size for seat in result.order]
    assert distance == sorted(distance) and set(result.order) == racing
    assert all(len(result.cards[seat]) == table["odd_chips"][seat] for seat in racing)


@given(st.integers(0, 10**9), st.integers(1, 10**6), st.sampled_from(list(ChipRaceRounding)))
def test_chips_raced_is_the_nearest_whole_chip(odd_value, to, rule):
    n = chips_raced(odd_value, to, rule)
    assert abs(n * to - odd_value) * 2 <= to
    rest = odd_value % to
    if 2 * rest == to:  # exactly half: the readings part
        assert n == odd_value // to + (rule is AT_LEAST)


@given(st.lists(st.integers(1, 10), unique=True), st.integers(1, 10))
def test_the_deal_order_from_seat_1_is_the_seat_numbers(seats, start):
    assert deal_order(seats) == tuple(sorted(seats))
    order = deal_order(seats, start)
    assert sorted(order) == sorted(seats)
    if seats:
        assert order[0] == min((s for s in seats if s >= start), default=min(seats))
