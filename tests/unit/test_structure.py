"""The structure: validation in words, the schedule, editing helpers, blind progression."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import (
    CHIPS_MAX,
    AddOnPolicy,
    Break,
    Chip,
    Level,
    RebuyCondition,
    RebuyPolicy,
    ReEntryPolicy,
    Structure,
    add_level,
    check,
    from_progression,
    insert_break,
    makeable,
    move_level,
    remove_break,
    remove_level,
    replace_level,
    validate,
)

CHIPS = (Chip(25, "blanco"), Chip(100, "negro"), Chip(500, "morado"), Chip(1000, "amarillo"))


def base(**changes) -> Structure:
    s = Structure(
        name="Prueba",
        chips=CHIPS,
        levels=(
            Level(25, 50, minutes=20),
            Level(50, 100, minutes=20),
            Level(100, 200, minutes=20),
            Level(200, 400, 400, True, 20),
            Level(300, 600, 600, True, 20),
            Level(500, 1000, 1000, True, 20),
        ),
        breaks=(Break(3, 15, (25,)),),
        starting_stack=10_000,
        late_registration_until_level=3,
        re_entry=ReEntryPolicy(True, 1),
    )
    return replace(s, **changes)


def with_level(number: int, level: Level, s: Structure | None = None) -> Structure:
    return replace_level(s or base(), number, level)


def found(s: Structure) -> set[tuple[str, int | None, int | None]]:
    return {(p.key, p.level, p.break_after) for p in validate(s)}


def only(s: Structure) -> set[str]:
    return {p.key for p in validate(s)}


@pytest.fixture
def english():
    before = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


@pytest.fixture
def spanish():
    before = i18n.language()
    i18n.set_language("es")
    yield
    i18n.set_language(before)


def test_base_structure_is_valid():
    assert validate(base()) == []
    assert check(base()) == base()


# ---------------------------------------------------------------- each refusal


def test_blinds_that_go_down():
    s = with_level(3, Level(40, 80))
    assert ("structure.blind_goes_down", 3, None) in found(s)


def test_small_blind_above_big_blind():
    s = with_level(2, Level(100, 75))
    assert ("structure.small_above_big", 2, None) in found(s)


def test_blind_not_multiple_of_smallest_chip():
    s = with_level(2, Level(50, 110))
    assert found(s) == {("structure.amount_unmakeable", 2, None)}


def test_ante_not_makeable():
    s = with_level(2, Level(50, 100, 30))
    assert found(s) == {("structure.amount_unmakeable", 2, None)}


def test_blind_needing_a_chip_coloured_up_names_the_break():
    # 25s leave at the break after level 3; 250 needs them... 250 = 100+100+25+25.
    s = with_level(4, Level(250, 500, 500, True))
    assert found(s) == {("structure.colour_up_needed", None, 3)}
    (problem,) = validate(s)
    assert problem.params == {"denomination": 25, "needed_at": 4}


def test_blind_unmakeable_even_with_every_chip_is_named_on_the_level():
    s = with_level(5, Level(310, 620))
    keys = found(s)
    assert ("structure.amount_unmakeable", 5, None) in keys
    assert not any(k == "structure.colour_up_needed" for k, _, _ in keys)


def test_colour_up_of_a_chip_a_later_ante_needs():
    s = base(breaks=(Break(3, 15, (25, 100)),))
    # level 4 is 200/400 ante 400 -> fine with 500s? No: 200 and 400 need 100s.
    keys = found(s)
    assert ("structure.colour_up_needed", None, 3) in keys
    assert {p.params["denomination"] for p in validate(s)} == {100}


def test_ante_above_big_blind():
    s = with_level(4, Level(200, 400, 500, True))
    assert ("structure.ante_above_big", 4, None) in found(s)


def test_negative_ante():
    s = with_level(1, Level(25, 50, -25))
    assert ("structure.ante_negative", 1, None) in found(s)


def test_bb_ante_with_zero_ante():
    s = with_level(4, Level(200, 400, 0, True))
    assert found(s) == {("structure.bb_ante_zero", 4, None)}


@pytest.mark.parametrize("minutes", [0, -5])
def test_zero_or_negative_level_duration(minutes):
    s = with_level(2, Level(50, 100, minutes=minutes))
    assert found(s) == {("structure.duration_not_positive", 2, None)}


@pytest.mark.parametrize("minutes", [0, -1])
def test_zero_or_negative_break_duration(minutes):
    s = base(breaks=(Break(3, minutes, (25,)),))
    assert found(s) == {("structure.duration_not_positive", None, 3)}


def test_zero_blind():
    s = with_level(1, Level(0, 50))
    assert ("structure.blind_not_positive", 1, None) in found(s)


def test_break_before_any_level():
    s = base(breaks=(Break(0, 10), Break(3, 15, (25,))))
    assert found(s) == {("structure.break_before_levels", None, 0)}


def test_break_after_a_level_that_does_not_exist():
    s = base(breaks=(Break(3, 15, (25,)), Break(9, 10)))
    assert found(s) == {("structure.break_after_missing_level", None, 9)}


def test_two_breaks_after_the_same_level():
    s = base(breaks=(Break(3, 15, (25,)), Break(3, 10)))
    assert ("structure.two_breaks", None, 3) in found(s)


def test_colour_up_of_a_denomination_not_in_the_chip_set():
    s = base(breaks=(Break(3, 15, (25, 50)),))
    assert found(s) == {("structure.colour_up_unknown", None, 3)}


def test_colour_up_of_a_chip_already_gone():
    s = base(breaks=(Break(3, 15, (25,)), Break(5, 10, (25,))))
    assert found(s) == {("structure.colour_up_gone", None, 5)}


def test_colour_up_listing_a_chip_twice():
    s = base(breaks=(Break(3, 15, (25, 25)),))
    assert found(s) == {("structure.colour_up_repeated", None, 3)}


def test_every_chip_coloured_up():
    s = base(breaks=(Break(3, 15, (25, 100, 500, 1000)),))
    keys = found(s)
    assert ("structure.no_chips_in_play", 4, None) in keys


@pytest.mark.parametrize("stack", [0, -100])
def test_starting_stack_zero(stack):
    assert only(base(starting_stack=stack)) == {"structure.starting_stack_not_positive"}


def test_starting_stack_not_makeable():
    assert only(base(starting_stack=10_010)) == {"structure.starting_stack_unmakeable"}


def test_reduced_stack_above_starting_stack():
    assert only(base(reduced_stack=12_000)) == {"structure.reduced_stack_above_start"}


def test_reduced_stack_not_makeable_or_zero():
    assert only(base(reduced_stack=7_510)) == {"structure.reduced_stack_unmakeable"}
    assert only(base(reduced_stack=0)) == {"structure.reduced_stack_not_positive"}


def test_reduced_stack_allowed_below_starting_stack():
    assert validate(base(reduced_stack=7_500)) == []


def test_reduced_stack_without_late_registration():
    s = base(reduced_stack=7_500, late_registration_until_level=None, re_entry=ReEntryPolicy())
    assert only(s) == {"structure.reduced_without_late_registration"}


@pytest.mark.parametrize("level", [0, 7])
def test_late_registration_ending_at_a_level_that_does_not_exist(level):
    assert only(base(late_registration_until_level=level)) == {"structure.late_registration_level"}


def test_reentry_without_late_registration():
    s = base(late_registration_until_level=None)
    assert only(s) == {"structure.reentry_without_late_registration"}


def test_reentry_limit_below_one():
    assert only(base(re_entry=ReEntryPolicy(True, 0))) == {"structure.reentry_max"}


def test_add_on_at_a_break_that_does_not_exist():
    s = base(add_on=AddOnPolicy(True, 4, 10_000, 20_000))
    assert only(s) == {"structure.add_on_break"}
    assert only(base(add_on=AddOnPolicy(True, None, 10_000, 20_000))) == {
        "structure.add_on_no_break"
    }


def test_add_on_chips_must_be_makeable_after_the_colour_up():
    s = base(add_on=AddOnPolicy(True, 3, 10_025, 20_000))
    assert only(s) == {"structure.purchase_chips_unmakeable"}
    assert validate(base(add_on=AddOnPolicy(True, 3, 10_000, 20_000))) == []


def test_add_on_negative_price_and_no_chips():
    s = base(add_on=AddOnPolicy(True, 3, 0, -1))
    assert only(s) == {"structure.purchase_chips_not_positive", "structure.purchase_price_negative"}


def test_rebuy_period_and_limits():
    good = RebuyPolicy(True, 3, RebuyCondition.AT_MOST_STARTING_STACK, None, 10_000, 20_000)
    assert validate(base(rebuy=good)) == []
    assert only(base(rebuy=replace(good, until_level=9))) == {"structure.rebuy_level"}
    assert only(base(rebuy=replace(good, until_level=None))) == {"structure.rebuy_no_level"}
    assert only(base(rebuy=replace(good, max_per_player=0))) == {"structure.rebuy_max"}
    assert only(base(rebuy=replace(good, chips=10))) == {"structure.purchase_chips_unmakeable"}


def test_policies_not_allowed_are_not_checked():
    s = base(rebuy=RebuyPolicy(False, 99), add_on=AddOnPolicy(False, 99))
    assert validate(s) == []


@pytest.mark.parametrize("size", [5, 11, 0])
def test_table_size_outside_six_to_ten(size):
    assert only(base(table_size=size)) == {"structure.table_size"}


@pytest.mark.parametrize("size", [6, 8, 10])
def test_table_size_inside_range(size):
    assert validate(base(table_size=size)) == []


def test_duplicate_denominations():
    s = base(chips=(*CHIPS, Chip(100, "gris")))
    assert only(s) == {"structure.duplicate_denomination"}


def test_duplicate_colours_and_missing_colour():
    assert only(base(chips=(*CHIPS[:3], Chip(1000, "Negro")))) == {"structure.duplicate_colour"}
    assert only(base(chips=(*CHIPS[:3], Chip(1000, " ")))) == {"structure.chip_no_colour"}


def test_chip_of_zero():
    s = base(chips=(Chip(0, "rosa"), *CHIPS))
    assert "structure.chip_not_positive" in only(s)


def test_no_levels():
    s = base(levels=(), breaks=(), late_registration_until_level=None, re_entry=ReEntryPolicy())
    assert only(s) == {"structure.no_levels"}


def test_no_chips():
    assert "structure.no_chips" in only(base(chips=()))


def test_name_and_currency():
    assert only(base(name="  ")) == {"structure.name_empty"}
    assert only(base(name="x" * 121)) == {"structure.name_too_long"}
    assert only(base(currency="pesos")) == {"structure.bad_currency"}
    assert validate(base(currency="USD")) == []


def test_every_problem_is_named_not_just_the_first():
    s = base(
        table_size=12,
        starting_stack=0,
        levels=(Level(50, 25, minutes=0), Level(25, 50, 100)),
        breaks=(Break(0, 10), Break(5, 10, (7,))),
        late_registration_until_level=4,
    )
    keys = only(s)
    assert {
        "structure.table_size",
        "structure.starting_stack_not_positive",
        "structure.small_above_big",
        "structure.duration_not_positive",
        "structure.blind_goes_down",
        "structure.ante_above_big",
        "structure.break_before_levels",
        "structure.break_after_missing_level",
        "structure.colour_up_unknown",
        "structure.late_registration_level",
    } <= keys


def test_validate_never_raises_on_nonsense():
    s = Structure(
        name="",
        chips=(Chip(-5, ""), Chip(-5, "")),
        levels=(Level(-1, -2, -3, True, -4),),
        breaks=(Break(-3, -3, (-5, 99)),),
        starting_stack=-1,
        reduced_stack=-1,
        late_registration_until_level=-1,
        re_entry=ReEntryPolicy(True, -1),
        rebuy=RebuyPolicy(True, -1, max_per_player=-1, chips=-1, price=-1),
        add_on=AddOnPolicy(True, -1, -1, -1),
        table_size=-1,
        currency="",
    )
    problems = validate(s)
    assert len(problems) > 10
    assert all(p.message for p in problems)


# ---------------------------------------------------------------- messages


def test_messages_in_spanish_name_the_level(spanish):
    s = with_level(2, Level(100, 75))
    messages = [p.message for p in validate(s)]
    assert "Nivel 2: la ciega chica (100) es mayor que la ciega grande (75)." in messages


def test_messages_in_english_name_the_break(english):
    s = base(breaks=(Break(3, 15, (25, 50)),))
    (problem,) = validate(s)
    assert problem.message == (
        "Break after level 3: it colours up 50 chips, which are not in the chip set."
    )


def test_check_refuses_with_every_message_in_the_reader_language(spanish):
    s = base(starting_stack=0, table_size=4)
    with pytest.raises(Refused) as caught:
        check(s)
    assert caught.value.key == "structure.invalid"
    spanish_text = caught.value.message
    assert "2 problema" in spanish_text and "stack inicial" in spanish_text
    i18n.set_language("en")
    english_text = caught.value.message  # rendered when read, in the reader's language
    assert "starting stack" in english_text and "Tables of 4 players" in english_text


def test_message_placeholders_render_in_both_languages():
    before = i18n.language()
    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            for s in (
                base(chips=(Chip(0, ""), Chip(0, ""))),
                with_level(3, Level(40, 80, 25, True, 0)),
                base(rebuy=RebuyPolicy(True, 9, chips=3, price=-3)),
            ):
                for p in validate(s):
                    assert "{" not in p.message
    finally:
        i18n.set_language(before)


# ---------------------------------------------------------------- schedule


def test_periods_interleave_breaks_with_start_offsets():
    periods = base().periods()
    kinds = [(p.kind, p.level_number, p.after_level) for p in periods]
    assert kinds == [
        ("level", 1, None),
        ("level", 2, None),
        ("level", 3, None),
        ("break", None, 3),
        ("level", 4, None),
        ("level", 5, None),
        ("level", 6, None),
    ]
    assert [p.start_s for p in periods] == [0, 1200, 2400, 3600, 4500, 5700, 6900]
    assert periods[3].duration_s == 900 and periods[3].index == 0
    assert periods[-1].end_s == 8100
    assert base().schedule() == periods


def test_period_at():
    s = base()
    assert s.period_at(0).level_number == 1
    assert s.period_at(3599).level_number == 3
    assert s.period_at(3600).kind == "break"
    assert s.period_at(4500).level_number == 4
    assert s.period_at(8100) is None


def test_chips_in_play_follow_colour_ups():
    s = base()
    assert s.chips_in_play(3) == (25, 100, 500, 1000)
    assert s.chips_in_play(4) == (100, 500, 1000)


def test_breaks_and_chips_are_kept_in_order():
    s = base(breaks=(Break(5, 10), Break(3, 15, (25,))), chips=tuple(reversed(CHIPS)))
    assert [b.after_level for b in s.breaks] == [3, 5]
    assert s.denominations == (25, 100, 500, 1000)


def test_level_lookup_refuses_missing_level():
    with pytest.raises(Refused) as caught:
        base().level(7)
    assert caught.value.key == "structure.no_such_level"


# ---------------------------------------------------------------- makeable


def test_makeable_with_a_usual_chip_set():
    assert makeable(175, (25, 100))
    assert not makeable(110, (25, 100))
    assert makeable(0, ())
    assert not makeable(5, ())


def test_makeable_with_denominations_that_do_not_divide():
    assert makeable(350, (100, 250))
    assert not makeable(150, (100, 250))
    assert makeable(600, (100, 250))


# ---------------------------------------------------------------- editing


def test_add_level_at_the_end():
    s = add_level(base(), Level(1000, 2000, 2000, True))
    assert len(s.levels) == 7 and s.levels[-1].big_blind == 2000
    assert validate(s) == []


def test_add_level_in_the_middle_keeps_breaks_and_references_in_place():
    s = base(
        rebuy=RebuyPolicy(True, 3, chips=10_000, price=1),
        add_on=AddOnPolicy(True, 3, 10_000, 1),
    )
    out = add_level(s, Level(75, 150), at=3)
    assert [lv.big_blind for lv in out.levels][:4] == [50, 100, 150, 200]
    assert out.breaks[0].after_level == 4  # still after the 100/200 level
    assert out.late_registration_until_level == 4
    assert out.rebuy.until_level == 4 and out.add_on.at_break == 4
    assert validate(out) == []
    assert s == base(rebuy=s.rebuy, add_on=s.add_on)  # the original is unchanged


def test_add_level_right_after_a_break():
    out = add_level(base(), Level(150, 300), at=4)
    assert out.breaks[0].after_level == 3
    assert out.levels[3].big_blind == 300


def test_remove_level():
    out = remove_level(base(), 2)
    assert [lv.big_blind for lv in out.levels] == [50, 200, 400, 600, 1000]
    assert out.breaks[0].after_level == 2
    assert out.late_registration_until_level == 2


def test_remove_level_followed_by_a_break_moves_the_break_back():
    out = remove_level(base(), 3)
    assert out.breaks[0].after_level == 2


def test_move_level():
    out = move_level(base(), 1, 3)
    assert [lv.big_blind for lv in out.levels][:3] == [100, 200, 50]
    assert "structure.blind_goes_down" in only(out)
    assert move_level(out, 3, 1) == base()


def test_editing_refuses_missing_levels():
    for edit in (
        lambda: remove_level(base(), 7),
        lambda: move_level(base(), 1, 9),
        lambda: add_level(base(), Level(1, 2), at=8),
        lambda: replace_level(base(), 0, Level(1, 2)),
        lambda: insert_break(base(), 0, 10),
    ):
        with pytest.raises(Refused) as caught:
            edit()
        assert caught.value.key == "structure.no_such_level"


def test_insert_and_remove_break():
    s = insert_break(base(), 5, 10, (100,))
    assert [b.after_level for b in s.breaks] == [3, 5]
    assert s.chips_in_play(6) == (500, 1000)
    assert validate(s) == []
    assert remove_break(s, 5) == base()
    with pytest.raises(Refused) as caught:
        insert_break(s, 3, 10)
    assert caught.value.key == "structure.break_exists"
    with pytest.raises(Refused) as caught:
        remove_break(s, 4)
    assert caught.value.key == "structure.no_such_break"


# ---------------------------------------------------------------- progression


def test_from_progression_example():
    out = from_progression(
        base(breaks=()), levels=10, starting_big_blind=50, growth=1.5, bb_ante_from_level=4
    )
    # 75 and 80 are skipped: their halves (37.5, 40) cannot be paid with 25s.
    bbs = [lv.big_blind for lv in out.levels]
    assert bbs == [50, 100, 150, 250, 400, 600, 1000, 1500, 2500, 4000]
    assert all(lv.small_blind * 2 == lv.big_blind for lv in out.levels)
    assert [lv.bb_ante for lv in out.levels] == [False] * 3 + [True] * 7
    assert all(lv.ante == lv.big_blind for lv in out.levels[3:])
    assert validate(out) == []


def test_from_progression_rounds_to_the_chips_in_play_after_colour_ups():
    # Once the 25s are gone, a 2,500 big blind would need a 1,250 small blind: skipped.
    s = base(breaks=(Break(3, 15, (25,)),), late_registration_until_level=3)
    out = from_progression(s, levels=12, starting_big_blind=100, growth=1.25)
    bbs = [lv.big_blind for lv in out.levels]
    assert 2500 not in bbs[3:]
    assert validate(out) == []


def test_from_progression_ante_percent_and_minutes():
    out = from_progression(
        base(), levels=8, starting_big_blind=100, growth=1.5, minutes=15,
        bb_ante_from_level=2, bb_ante_percent=50,
    )  # fmt: skip
    assert all(lv.minutes == 15 for lv in out.levels)
    assert out.levels[1].ante == out.levels[1].big_blind // 2
    assert validate(out) == []


def test_from_progression_drops_breaks_past_the_end():
    s = base(breaks=(Break(3, 15, (25,)), Break(5, 10)))
    out = from_progression(s, levels=4, starting_big_blind=50, growth=2.0)
    assert [b.after_level for b in out.breaks] == [3]


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"growth": 1.0}, "structure.progression_growth"),
        ({"growth": 4.0}, "structure.progression_growth"),
        ({"levels": 0}, "structure.progression_levels"),
        ({"starting_big_blind": 0}, "structure.progression_start"),
        ({"minutes": 0}, "structure.progression_minutes"),
        ({"bb_ante_from_level": 11}, "structure.progression_ante_level"),
        ({"bb_ante_percent": 150}, "structure.progression_ante_percent"),
    ],
)
def test_from_progression_refusals(kwargs, key):
    args = {"levels": 10, "starting_big_blind": 100, "growth": 1.5} | kwargs
    with pytest.raises(Refused) as caught:
        from_progression(base(), **args)
    assert caught.value.key == key


def test_from_progression_needs_chips():
    with pytest.raises(Refused) as caught:
        from_progression(base(chips=()), levels=5, starting_big_blind=100, growth=1.5)
    assert caught.value.key == "structure.progression_chips"


@settings(max_examples=150, deadline=None)
@given(
    levels=st.integers(6, 40),
    start=st.integers(1, 5_000),
    growth=st.floats(1.05, 3.0),
    ante_from=st.none() | st.integers(1, 6),
    percent=st.integers(1, 100),
    chip_set=st.sampled_from(
        [
            CHIPS,
            (Chip(25, "a"), Chip(100, "b"), Chip(500, "c"), Chip(5000, "d"), Chip(25000, "e")),
            (Chip(5, "a"), Chip(25, "b"), Chip(100, "c")),
            (Chip(100, "a"), Chip(250, "b"), Chip(1000, "c")),
        ]
    ),
    colour_up_smallest=st.booleans(),
)
def test_from_progression_validates_and_never_goes_down(
    levels, start, growth, ante_from, percent, chip_set, colour_up_smallest
):
    smallest = chip_set[0].denomination
    breaks = (Break(3, 15, (smallest,) if colour_up_smallest else ()),)
    s = Structure(
        name="Progresión",
        chips=chip_set,
        levels=(Level(1, 2),),
        breaks=breaks,
        starting_stack=100 * chip_set[-1].denomination,
        late_registration_until_level=3,
    )
    try:
        out = from_progression(
            s,
            levels=levels,
            starting_big_blind=start,
            growth=growth,
            bb_ante_from_level=ante_from,
            bb_ante_percent=percent,
        )
    except Refused as refusal:  # the big blind would pass CHIPS_MAX: refused in words
        assert refusal.key == "structure.progression_too_high"
        assert str(CHIPS_MAX) in refusal.message
        return
    assert len(out.levels) == levels
    assert validate(out) == []
    bbs = [lv.big_blind for lv in out.levels]
    sbs = [lv.small_blind for lv in out.levels]
    assert bbs == sorted(bbs) and len(set(bbs)) == len(bbs)
    assert sbs == sorted(sbs)
