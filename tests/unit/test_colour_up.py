"""The colour-up schedule (ADTP 24, Casino Club "Reemplazo de Fichas menores"): derived from
the structure and the chip set, hand-set when a structure says so, and the director's moves
and cancellations checked in words (ADTP 25 B)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain import colour_up as cu
from tournament_director.domain.clock import ClockState, start
from tournament_director.domain.colour_up import (
    Change,
    ColourUpCancelled,
    ColourUpChanges,
    ColourUpMoved,
    decide_cancel,
    decide_move,
    derive,
    effective,
    plan,
    problem,
)
from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import (
    AddOnPolicy,
    Break,
    Chip,
    Level,
    RebuyPolicy,
    Structure,
    makeable,
    validate,
)
from tournament_director.domain.structure_io import import_json
from tournament_director.domain.tournament import TournamentState
from tournament_director.paths import resources_dir

NOW = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)
SET = (
    Chip(25, "blanco"),
    Chip(100, "negro"),
    Chip(500, "morado"),
    Chip(1000, "amarillo"),
    Chip(5000, "rojo"),
    Chip(25000, "verde"),
)


def template(stem: str) -> Structure:
    text = (resources_dir() / "structures" / f"{stem}.json").read_text("utf-8")
    return import_json(text)


def small(**changes) -> Structure:
    """25/50 ... 3000/6000 with breaks after levels 2, 4 and 6: the 25s last needed at
    level 2 (50), the 100s at level 4 (200), the 500s at level 6 (1500)."""
    s = Structure(
        name="Prueba",
        chips=SET[:4],
        levels=(
            Level(25, 50),
            Level(50, 100),
            Level(100, 200),
            Level(200, 400, 400, True),
            Level(500, 1000, 1000, True),
            Level(1500, 3000, 3000, True),
            Level(2000, 4000, 4000, True),
            Level(3000, 6000, 6000, True),
        ),
        breaks=(Break(2, 15), Break(4, 15), Break(6, 15)),
        starting_stack=20_000,
    )
    return replace(s, **changes)


# --------------------------------------------------------------- worked cases: the templates


@pytest.mark.parametrize(
    ("stem", "expected"),
    [
        # 150/300 at level 2 needs the 25s; 800/1600 at level 8 the 100s; 2500/5000 at level
        # 12 the 500s; 8000/16000 at level 17 the 1000s (the break after 17 is at 20);
        # 80000/160000 at level 26 the 5000s, and no break follows it.
        ("regular-20", {25: 4, 100: 8, 500: 12, 1000: 20, 5000: None}),
        # The same blinds; breaks every three levels: the 5000s go at the break after 27
        # (150000/300000 and up are multiples of 25000).
        ("deep-stack-40", {25: 3, 100: 9, 500: 12, 1000: 18, 5000: 27}),
        # 100s and 500s together after level 12; 1000s at 18; 5000s stay (level 26 last).
        ("turbo-10", {25: 6, 100: 12, 500: 12, 1000: 18, 5000: None}),
        # Level 23 is 40000/80000: the 5000s are needed to the end.
        ("hyper-turbo-6", {25: 6, 100: 12, 500: 12, 1000: 18, 5000: None}),
    ],
)
def test_the_shipped_templates_schedules(stem, expected):
    s = template(stem)
    assert dict(derive(s)) == expected
    schedule = plan(s)
    assert not schedule.by_hand  # the templates list no colour-up: derived
    assert {c.denomination: c.after_level for c in schedule.colour_ups} == expected
    assert 25000 not in {c.denomination for c in schedule.colour_ups}  # the largest stays


def test_the_regular_template_as_the_room_reads_it():
    schedule = plan(template("regular-20"))
    assert schedule.denominations_at(4) == (25,)
    assert schedule.denominations_at(12) == (500,)
    assert schedule.denominations_at(16) == ()
    assert schedule.chips_in_play(5) == (100, 500, 1000, 5000, 25000)
    assert schedule.chips_in_play(4) == (25, 100, 500, 1000, 5000, 25000)
    assert schedule.chips_in_play(21) == (5000, 25000)


def test_the_old_hand_set_templates_agree_with_the_derivation_but_deep_stacks_5000s():
    """Before the schedule was derived the templates set it by hand; the derivation gives
    the same breaks, except the deep stack's 5000s, which its hand-set list never took off."""
    old = {
        "regular-20": {4: (25,), 8: (100,), 12: (500,), 20: (1000,)},
        "deep-stack-40": {3: (25,), 9: (100,), 12: (500,), 18: (1000,)},
    }
    for stem, lists in old.items():
        s = template(stem)
        hand = replace(
            s, breaks=tuple(replace(b, colour_up=lists.get(b.after_level, ())) for b in s.breaks)
        )
        assert validate(hand) == []
        by_hand = plan(hand)
        assert by_hand.by_hand
        derived = plan(s)
        differences = [
            (c.denomination, c.after_level, c.derived_after)
            for c in by_hand.colour_ups
            if c.after_level != c.derived_after
        ]
        assert differences == ([(5000, None, 27)] if stem == "deep-stack-40" else [])
        assert [c.derived_after for c in by_hand.colour_ups] == [
            c.after_level for c in derived.colour_ups
        ]


# --------------------------------------------------------------- edge cases


def test_no_break_right_after_the_last_need_takes_the_next_break():
    # 200/400 (level 4) needs the 100s; without the break after 4, the next one.
    s = small(breaks=(Break(2, 15), Break(6, 15)))
    assert dict(derive(s)) == {25: 2, 100: 6, 500: 6}


def test_a_chip_with_no_break_after_its_last_need_is_never_removed():
    s = small(breaks=(Break(2, 15),))
    assert dict(derive(s)) == {25: 2, 100: None, 500: None}
    assert plan(s).chips_in_play(8) == (100, 500, 1000)


def test_a_chip_no_level_needs_goes_at_the_first_break():
    s = small(chips=(Chip(5, "rosa"), *SET[:4]))
    assert dict(derive(s))[5] == 2


def test_a_chip_set_without_the_next_denomination():
    # No 1000s: the 500s go when every later amount is a multiple of 5000.
    chips = (Chip(100, "negro"), Chip(500, "morado"), Chip(5000, "rojo"))
    s = Structure(
        name="Sin mil",
        chips=chips,
        levels=(Level(100, 200), Level(500, 1000), Level(2500, 5000), Level(5000, 10_000)),
        breaks=(Break(1, 10), Break(2, 10), Break(3, 10)),
        starting_stack=10_000,
    )
    assert dict(derive(s)) == {100: 1, 500: 3}


def test_a_chip_set_that_does_not_divide_uses_what_the_larger_chips_make():
    # 25, 60, 100: 160 = 60 + 100 is makeable without the 25s; 125 is not.
    chips = (Chip(25, "a"), Chip(60, "b"), Chip(100, "c"))
    s = Structure(
        name="Rara",
        chips=chips,
        levels=(Level(25, 50), Level(125, 250), Level(160, 320), Level(200, 400)),
        breaks=(Break(1, 10), Break(2, 10), Break(3, 10)),
        starting_stack=10_000,
    )
    assert dict(derive(s))[25] == 2


def test_a_break_after_the_last_level_keeps_what_the_last_level_needs():
    s = small(breaks=(Break(2, 15), Break(8, 15)))
    # level 8 is 3000/6000: the 100s and 500s go at the break after it (play goes on at
    # 3000/6000 once the structure runs out).
    assert dict(derive(s)) == {25: 2, 100: 8, 500: 8}
    s = small(breaks=(Break(8, 15),), levels=(*small().levels[:7], Level(550, 1100)))
    assert dict(derive(s)) == {25: None, 100: None, 500: None}


def test_stacks_still_sold_hold_a_chip_back():
    # A rebuy of 10,050 chips until level 5 needs the 25s (50) until then.
    s = small(rebuy=RebuyPolicy(True, 5, chips=10_050, price=10_000))
    assert dict(derive(s))[25] == 6
    # An add-on of 10,100 at the break after 4 needs the 100s after that break.
    s = small(add_on=AddOnPolicy(True, 4, 10_100, 10_000))
    assert dict(derive(s))[100] == 6
    # Late registration's reduced stack of 15,025 until level 3: the 25s stay to level 4.
    s = small(late_registration_until_level=3, reduced_stack=15_025)
    assert dict(derive(s))[25] == 4


def test_a_structure_with_hand_set_colour_ups_is_played_as_written():
    s = small(breaks=(Break(2, 15), Break(4, 15, (25, 100)), Break(6, 15)))
    schedule = plan(s)
    assert schedule.by_hand
    assert [(c.denomination, c.after_level, c.derived_after) for c in schedule.colour_ups] == [
        (25, 4, 2),
        (100, 4, 4),
        (500, None, 6),
    ]


def test_validation_says_when_a_hand_set_colour_up_removes_a_chip_still_needed():
    # Level 3 is 100/200: not payable with 500s. The problem is named at the break.
    s = small(breaks=(Break(2, 15, (25, 100)), Break(4, 15), Break(6, 15)))
    problems = [p for p in validate(s) if p.key == "structure.colour_up_needed"]
    assert [(p.break_after, p.params["denomination"]) for p in problems] == [(2, 100)]


def test_with_colour_ups_writes_and_clears_the_hand_set_lists():
    s = small()
    hand = cu.with_colour_ups(s, {25: 2, 100: 4})
    assert cu.is_by_hand(hand) and hand.break_after(4).colour_up == (100,)
    assert not cu.is_by_hand(cu.with_colour_ups(hand, {}))


def test_no_chips_no_levels_no_schedule():
    assert plan(small(chips=())).colour_ups == ()
    assert dict(derive(small(levels=(), breaks=()))) == {25: None, 100: None, 500: None}


# --------------------------------------------------------------- properties

CHIP_SETS = [
    (25, 100, 500, 1000, 5000, 25000),
    (5, 25, 100, 500),
    (100, 500, 5000),
    (25, 100, 1000),
    (100, 250, 1000, 5000),
]


@st.composite
def structures(draw) -> Structure:
    """Random structures whose amounts the whole chip set makes: blinds and antes that
    never go down, breaks anywhere, stacks that may need small chips."""
    denominations = draw(st.sampled_from(CHIP_SETS))
    smallest = denominations[0]
    count = draw(st.integers(1, 18))
    levels = []
    big = smallest * 2
    for _ in range(count):
        big += draw(st.integers(0, 6)) * smallest * draw(st.sampled_from([1, 2, 4, 10, 20]))
        small_blind = max(smallest, (big // 2) // smallest * smallest)
        ante = draw(st.sampled_from([0, small_blind, big]))
        levels.append(Level(small_blind, big, ante, draw(st.booleans()) and ante > 0))
    after = sorted(draw(st.sets(st.integers(1, count), max_size=count)))
    chips = tuple(Chip(d, f"c{d}") for d in denominations)
    stack = draw(st.integers(20, 400)) * smallest
    late = draw(st.none() | st.integers(1, count))
    return Structure(
        name="Azar",
        chips=chips,
        levels=tuple(levels),
        breaks=tuple(Break(a, 10) for a in after),
        starting_stack=stack,
        late_registration_until_level=late,
    )


@settings(max_examples=300, deadline=None)
@given(structures())
def test_after_a_derived_colour_up_no_later_level_needs_the_chip(s):
    schedule = plan(s)
    count = len(s.levels)
    for level, _kind, amount in cu.needs(s):
        # every level pays with the chips in play then
        assert makeable(amount, schedule.chips_in_play(level)), (level, amount)
        # and play past the last level goes on with its chips
        if level == count:
            assert makeable(amount, schedule.chips_in_play(count + 1))
    # smallest first, and never the largest
    breaks = [c.after_level for c in schedule.colour_ups]
    assert [b for b in breaks if b is not None] == sorted(b for b in breaks if b is not None)
    assert all(b is None for b in breaks[breaks.index(None) :]) if None in breaks else True
    assert max(s.denominations) not in {c.denomination for c in schedule.colour_ups}
    # the earliest such break: one break sooner, something later still needs the chip
    for c in schedule.colour_ups:
        if c.after_level is None:
            continue
        sooner = [b.after_level for b in s.breaks if b.after_level < c.after_level]
        if sooner:
            moved = effective(s, (Change(c.denomination, sooner[-1]),))
            assert problem(s, moved, c.denomination) is not None
        # and the derived schedule itself passes the director's checks
        assert problem(s, schedule, c.denomination) is None


@settings(max_examples=200, deadline=None)
@given(structures(), st.data())
def test_a_move_the_checks_accept_leaves_every_level_payable(s, data):
    schedule = plan(s)
    if not schedule.colour_ups or not s.breaks:
        return
    chip = data.draw(st.sampled_from(schedule.colour_ups))
    target = data.draw(st.sampled_from([None, *(b.after_level for b in s.breaks)]))
    changed = effective(s, (Change(chip.denomination, target),))
    if problem(s, changed, chip.denomination) is not None:
        return
    for level, _kind, amount in cu.needs(s):
        assert makeable(amount, changed.chips_in_play(level))


# --------------------------------------------------------------- the director's changes


def state_with(structure: Structure, started: bool = False, period: int = 0) -> TournamentState:
    state = TournamentState(1, name="Torneo")
    state.structure = structure
    if started:
        clock = start(ClockState(), structure.periods(), NOW)
        state.clock = replace(clock, period=period)
    return state


def refused(call) -> Refused:
    with pytest.raises(Refused) as caught:
        call()
    return caught.value


def test_moving_a_colour_up_later_is_recorded_and_folded():
    state = state_with(small())
    event = decide_move(state, 25, 4, "  Mesa final  con fichas de 25 ", NOW)
    assert event == ColourUpMoved(25, 4, "Mesa final con fichas de 25", "blanco", 2)
    state.colour_ups.apply(event, NOW.isoformat(), "Ana")
    chip = cu.schedule(state).of(25)
    assert (chip.after_level, chip.planned_after, chip.moved) == (4, 2, True)
    assert chip.change.operator == "Ana" and chip.change.reason == "Mesa final con fichas de 25"
    assert cu.schedule(state).changed_from(2) == (chip,)
    assert cu.schedule(state).chips_in_play(3) == (25, 100, 500, 1000)


def test_cancelling_keeps_the_chip_in_play():
    state = state_with(small())
    assert dict(derive(small())) == {25: 2, 100: 4, 500: 6}
    # the 500s first: the 100s may not stay after them
    i18n.set_language("es")
    r = refused(lambda: decide_cancel(state, 100, "motivo", NOW))
    assert r.key == "colour_up.larger_goes_first"
    assert r.message == (
        "Las fichas de 500 (morado) se retiran en el descanso después del nivel 6: las de "
        "100 (negro) no pueden quedar en juego después que ellas (cambie primero el retiro de "
        "las de 500 (morado))."
    )
    event = decide_cancel(state, 500, "Faltan fichas de 1.000", NOW)
    assert event == ColourUpCancelled(500, "Faltan fichas de 1.000", "morado", 6)
    state.colour_ups.apply(event, NOW.isoformat(), "Ana")
    assert cu.schedule(state).of(500).cancelled
    assert cu.schedule(state).chips_in_play(8) == (500, 1000)
    assert decide_cancel(state, 100, "motivo", NOW).from_after == 4


def test_a_move_before_the_blinds_allow_is_refused_in_words():
    state = state_with(small())
    i18n.set_language("es")
    r = refused(lambda: decide_move(state, 100, 2, "motivo", NOW))
    assert r.key == "colour_up.still_needed"
    assert r.message == (
        "Las fichas de 100 (negro) no pueden retirarse en el descanso después del nivel 2: el "
        "nivel 3 todavía las necesita para la ciega chica de 100."
    )
    i18n.set_language("en")
    assert r.message == (
        "The 100 (negro) chips cannot come off at the break after level 2: level 3 still "
        "needs them for the small blind of 100."
    )
    i18n.set_language("es")


def test_a_big_blind_ante_and_a_figure_in_thousands_are_named():
    s = small(levels=(*small().levels[:6], Level(2000, 4000, 1500, True), Level(3000, 6000)))
    state = state_with(s)
    assert cu.schedule(state).of(500).after_level is None  # the ante of level 7 needs them
    i18n.set_language("es")
    r = refused(lambda: decide_move(state, 500, 6, "motivo", NOW))
    assert r.message.endswith(
        "el nivel 7 todavía las necesita para el ante de ciega grande de 1.500."
    )
    i18n.set_language("en")
    assert r.message.endswith("level 7 still needs them for the big-blind ante of 1,500.")
    i18n.set_language("es")


def test_the_order_of_the_chips_is_kept():
    state = state_with(small())
    # the 25s may not stay past the 100s' break
    r = refused(lambda: decide_move(state, 25, 6, "motivo", NOW))
    assert r.key == "colour_up.larger_goes_first"
    state.colour_ups.apply(ColourUpCancelled(25, "x"), "", "Ana")
    # with the 25s staying, no larger chip may go... the 100s were already planned:
    assert problem(small(), cu.schedule(state), 25) is not None
    r = refused(lambda: decide_move(state, 100, 6, "motivo", NOW))
    assert r.key == "colour_up.smaller_stays"


def test_other_refusals():
    state = state_with(small())
    assert refused(lambda: decide_move(state, 50, 4, "m", NOW)).key == "colour_up.unknown_chip"
    assert refused(lambda: decide_move(state, 1000, 4, "m", NOW)).key == "colour_up.largest"
    assert refused(lambda: decide_move(state, 25, 3, "m", NOW)).key == "colour_up.no_such_break"
    assert refused(lambda: decide_move(state, 25, 2, "m", NOW)).key == "colour_up.already_there"
    assert refused(lambda: decide_move(state, 25, 4, "  ", NOW)).key == "colour_up.reason_needed"
    assert refused(lambda: decide_move(state, "25", 4, "m", NOW)).key == "colour_up.unknown_chip"
    state.colour_ups.apply(ColourUpCancelled(500, "x"), "", "Ana")
    assert refused(lambda: decide_cancel(state, 500, "m", NOW)).key == "colour_up.not_scheduled"
    assert refused(lambda: decide_move(state_with(None), 25, 4, "m", NOW)).key == (
        "clock.no_structure"
    )


def test_a_colour_up_behind_the_clock_is_done_and_a_break_behind_it_is_over():
    s = small()
    # periods: L1 L2 B2 L3 L4 B4 ...; on level 3 (period 3) the break after 2 is over
    state = state_with(s, started=True, period=3)
    assert refused(lambda: decide_move(state, 25, 4, "m", NOW)).key == "colour_up.done"
    assert refused(lambda: decide_cancel(state, 25, "m", NOW)).key == "colour_up.done"
    state.colour_ups.apply(ColourUpCancelled(500, "x"), "", "Ana")
    state.colour_ups.apply(ColourUpCancelled(100, "x"), "", "Ana")
    # the 100s may still move to the break after 4 (it is to come), not to 2
    assert decide_move(state, 100, 4, "m", NOW).after_level == 4
    # during the break itself the colour-up may still change
    on_break = state_with(s, started=True, period=2)
    assert decide_cancel(on_break, 500, "m", NOW).from_after == 6
    assert decide_move(on_break, 25, 4, "m", NOW).from_after == 2


def test_a_move_to_a_break_the_structure_no_longer_has_falls_back_to_the_plan():
    s = small()
    moved = effective(s, (Change(25, 4),))
    assert moved.of(25).after_level == 4
    gone = replace(s, breaks=(Break(2, 15), Break(6, 15)))
    assert effective(gone, (Change(25, 4),)).of(25).after_level == 2
    assert effective(gone, (Change(25, 4),)).of(25).change is None
    assert effective(gone, (Change(50, 4),)) == plan(gone)


def test_moving_back_to_the_plan_is_no_longer_a_change():
    s = small()
    back = effective(s, (Change(25, 2, "vuelve"),))
    assert not back.of(25).moved and back.changes == ()


def test_the_changes_survive_a_snapshot():
    changes = ColourUpChanges()
    changes.apply(ColourUpMoved(25, 4, "motivo", "blanco", 2), "2026-11-25T20:00:00", "Ana")
    changes.apply(ColourUpCancelled(500, "otro"), "2026-11-25T20:01:00", "Ana")
    again = ColourUpChanges.from_dict(changes.to_dict())
    assert again == changes
    assert ColourUpChanges.from_dict(None) == ColourUpChanges()
    state = state_with(small())
    state.colour_ups = changes
    restored = TournamentState.from_dict(state.to_dict())
    assert restored.colour_ups == changes
