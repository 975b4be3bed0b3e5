"""The rule set: presets, house overrides refused in words, plain-data round trip."""

import dataclasses

import pytest

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.rule_set import (
    ADTP_2018,
    CASINO_CLUB,
    DEFAULT_PRESET,
    PRESETS,
    TDA_2024,
    BigBlindAnteOrder,
    FinalTableRule,
    RuleSet,
    ShortTableStop,
    SimultaneousElimination,
    preset,
    validate_rules,
)


def test_default_is_adtp_2018():
    assert RuleSet() == ADTP_2018
    assert DEFAULT_PRESET == "adtp-2018"
    assert preset(DEFAULT_PRESET) is ADTP_2018


def test_adtp_numbers():
    r = ADTP_2018
    # ADTP 29: 25 s plus a 5 s countdown.
    assert (r.clock_total_seconds, r.clock_countdown_seconds) == (30, 5)
    assert r.clock_silent_seconds == 25
    assert r.action_time_seconds is None
    # ADTP 10: stop at tables 3 or more short of the fullest, full ring.
    assert r.short_table_rule is ShortTableStop.DIFFERENCE_FROM_FULLEST
    assert r.short_table_difference == 3 and r.short_table_full_ring_only
    # ADTP 24: race from seat 1, one chip at most, nobody eliminated.
    assert r.chip_race_start_seat == 1
    assert r.chip_race_max_chips_per_player == 1
    assert not r.chip_race_may_eliminate
    assert r.chip_race_exchange_leftovers
    assert not r.remove_absent_after_first_level
    assert r.hand_for_hand_minutes_per_hand == 2
    assert r.bb_ante_order is BigBlindAnteOrder.BLIND_FIRST
    assert not r.reduce_ante_short_handed
    assert r.simultaneous_elimination is SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS


@pytest.mark.parametrize(
    ("table_size", "final"),
    [(9, 10), (8, 9), (6, 7), (10, 10)],
)
def test_adtp_11_final_table_is_a_full_table_plus_one_at_most_ten(table_size, final):
    assert ADTP_2018.final_table_size(table_size) == final


@pytest.mark.parametrize(
    ("table_size", "final"),
    [(10, 10), (9, 9), (8, 9), (7, 7), (6, 7), (5, 5)],
)
def test_tda_2024_rp9_combines_eight_handed_to_nine_and_six_handed_to_seven(table_size, final):
    """TDA RP-9: 9 and 8-handed events to a 9-handed final table, 7 and 6-handed to a
    7-handed one; sizes RP-9 does not name keep a full table."""
    assert TDA_2024.final_table_rule is FinalTableRule.TDA_COMBINE
    assert TDA_2024.final_table_size(table_size) == final
    assert TDA_2024.final_table_rule_name == "TDA RP-9"


def test_a_full_table_stays_a_house_choice():
    full = ADTP_2018.with_overrides(final_table_rule="full_table")
    assert full.final_table_size(8) == 8 and full.final_table_size(6) == 6
    assert RuleSet.from_dict(TDA_2024.to_dict()) == TDA_2024


def test_casino_club_house_rules():
    r = CASINO_CLUB
    assert (r.clock_total_seconds, r.clock_countdown_seconds, r.clock_silent_seconds) == (
        30,
        10,
        20,
    )
    assert r.action_time_seconds == 60
    assert r.final_table_size(9) == 10 and r.final_table_size(6) == 10
    assert r.short_table_rule is ShortTableStop.PLAYERS_LEFT and r.short_table_players == 3
    assert r.remove_absent_after_first_level and r.absent_may_keep_stack_on_request


def test_presets_are_listed_and_valid():
    assert set(PRESETS) == {"adtp-2018", "tda-2024", "casino-club"}
    for r in PRESETS.values():
        assert validate_rules(r) == []


def test_unknown_preset_refused():
    with pytest.raises(Refused) as caught:
        preset("wsop")
    assert caught.value.key == "rules.unknown_preset"
    assert "adtp-2018" in caught.value.message


def test_rule_sets_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        ADTP_2018.clock_total_seconds = 10  # type: ignore[misc]


# ---------------------------------------------------------------- overrides


def test_override_returns_a_new_rule_set():
    house = ADTP_2018.with_overrides(
        name="casa", clock_total_seconds=45, bb_ante_order="ante_first"
    )
    assert house.clock_total_seconds == 45
    assert house.bb_ante_order is BigBlindAnteOrder.ANTE_FIRST
    assert ADTP_2018.clock_total_seconds == 30


def test_negative_seconds_refused_in_words():
    before = i18n.language()
    try:
        with pytest.raises(Refused) as caught:
            ADTP_2018.with_overrides(clock_countdown_seconds=-5)
        assert caught.value.key == "rules.invalid"
        i18n.set_language("es")
        assert "«clock_countdown_seconds» vale -5; no puede ser negativo." in caught.value.message
        i18n.set_language("en")
        assert "'clock_countdown_seconds' is -5; it cannot be negative." in caught.value.message
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize(
    ("changes", "needle"),
    [
        ({"clock_total_seconds": 0}, "rules.out_of_range"),
        ({"hand_for_hand_minutes_per_hand": -1}, "rules.negative"),
        ({"chip_race_start_seat": 11}, "rules.out_of_range"),
        ({"chip_race_max_chips_per_player": 0}, "rules.out_of_range"),
        ({"clock_total_seconds": 20, "clock_countdown_seconds": 25}, "rules.countdown_above_total"),
        ({"final_table_rule": "fixed", "final_table_fixed_size": 10, "final_table_max": 9},
         "rules.final_table_above_max"),
        ({"final_table_rule": "biggest"}, "data.bad_choice"),
        ({"short_table_difference": "3"}, "data.field_type"),
        ({"chip_race_may_eliminate": 1}, "data.field_type"),
        ({"action_time_seconds": 0}, "rules.out_of_range"),
        ({"clock_total_seconds": None}, "data.field_type"),
        ({"name": " "}, "rules.name_empty"),
        ({"time_bank": 30}, "rules.unknown_setting"),
    ],
)  # fmt: skip
def test_bad_overrides_refused(changes, needle):
    with pytest.raises(Refused) as caught:
        ADTP_2018.with_overrides(**changes)
    assert caught.value.key == "rules.invalid"
    assert "{" not in caught.value.message
    assert caught.value.params["problems"].keys() == [needle]


def test_every_problem_listed():
    with pytest.raises(Refused) as caught:
        ADTP_2018.with_overrides(clock_total_seconds=-1, short_table_players=-2)
    assert caught.value.params["count"] == 2


def test_action_time_may_be_unset():
    assert CASINO_CLUB.with_overrides(action_time_seconds=None).action_time_seconds is None


# ---------------------------------------------------------------- plain data


@pytest.mark.parametrize("rules", list(PRESETS.values()), ids=list(PRESETS))
def test_round_trip(rules):
    data = rules.to_dict()
    assert data["final_table_rule"] == rules.final_table_rule.value  # plain text, for JSON
    assert RuleSet.from_dict(data) == rules


def test_from_dict_fills_missing_fields_with_defaults():
    assert RuleSet.from_dict({"name": "casa", "clock_total_seconds": 40}) == (
        ADTP_2018.with_overrides(name="casa", clock_total_seconds=40)
    )


@pytest.mark.parametrize(
    ("data", "key"),
    [
        ({"clock_total_seconds": "30"}, "data.field_type"),
        ({"bb_ante_order": "sometimes"}, "data.bad_choice"),
        ({"chip_race_may_eliminate": "no"}, "data.field_type"),
        ({"unknown": 1}, "rules.unknown_setting"),
        ({"clock_total_seconds": -3}, "rules.invalid"),
    ],
)
def test_from_dict_refusals(data, key):
    with pytest.raises(Refused) as caught:
        RuleSet.from_dict(data)
    assert caught.value.key == key
    assert caught.value.message


def test_editors_read_the_same_bounds_as_validation():
    from tournament_director.domain.rule_set import setting_optional, setting_range

    assert setting_range("clock_total_seconds") == (1, 600)
    assert setting_range("name") is None
    assert setting_optional("action_time_seconds")
    assert not setting_optional("clock_total_seconds")


def test_stop_play_variant_and_two_table_redraw_settings():
    assert not ADTP_2018.stop_play_when_blinds_affected and not ADTP_2018.redraw_at_two_tables
    assert not TDA_2024.redraw_at_two_tables
    assert CASINO_CLUB.redraw_at_two_tables  # "Asignación de Asientos"
    tda = TDA_2024.with_overrides(stop_play_when_blinds_affected=True)
    assert RuleSet.from_dict(tda.to_dict()) == tda
    with pytest.raises(Refused):
        ADTP_2018.with_overrides(redraw_at_two_tables="yes")
    old = ADTP_2018.to_dict()
    del old["stop_play_when_blinds_affected"], old["redraw_at_two_tables"]
    loaded = RuleSet.from_dict(old)  # a rule set saved before these settings
    assert not loaded.stop_play_when_blinds_affected and not loaded.redraw_at_two_tables


def test_bubble_and_disqualified_prize_settings():
    from tournament_director.domain.rule_set import DisqualifiedPrize

    assert not ADTP_2018.bubble_hand_shares and not CASINO_CLUB.bubble_hand_shares
    assert TDA_2024.bubble_hand_shares  # TDA 2024 RP-8
    # Casino Club "Penalidades"; ADTP 2018 keeps the product default (see the field's note)
    assert CASINO_CLUB.disqualified_prize is DisqualifiedPrize.SHARED_AMONG_ACTIVE
    assert ADTP_2018.disqualified_prize is DisqualifiedPrize.SHARED_AMONG_ACTIVE
    assert TDA_2024.disqualified_prize is DisqualifiedPrize.SHARED_AMONG_ACTIVE
    kept = ADTP_2018.with_overrides(disqualified_prize="kept", bubble_hand_shares=True)
    assert kept.disqualified_prize is DisqualifiedPrize.KEPT
    assert RuleSet.from_dict(kept.to_dict()) == kept
    assert kept.to_dict()["disqualified_prize"] == "kept"
    with pytest.raises(Refused):
        ADTP_2018.with_overrides(disqualified_prize="lost")
    with pytest.raises(Refused):
        ADTP_2018.with_overrides(bubble_hand_shares="yes")
    old = TDA_2024.to_dict()
    del old["bubble_hand_shares"], old["disqualified_prize"]
    loaded = RuleSet.from_dict(old)  # a rule set saved before these settings
    assert not loaded.bubble_hand_shares
    assert loaded.disqualified_prize is DisqualifiedPrize.SHARED_AMONG_ACTIVE
