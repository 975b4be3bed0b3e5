"""The rule-set dialog: every RuleSet field editable with the rule it comes from, changes
marked, live validation, and only the differences sent to choose_rule_set."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from tournament_director.domain.rule_set import CASINO_CLUB, PRESETS, RuleSet
from tournament_director.ui.rule_set_dialog import (
    RuleSetDialog,
    base_preset,
    house_changes,
)


@pytest.fixture
def tournament(services, director):
    return services.tournaments.create(director, "Principal")


@pytest.fixture
def dialog(qtbot, services, director, tournament, answers):
    def make(operator=None) -> RuleSetDialog:
        made = RuleSetDialog(services, lambda: operator or director, tournament)
        qtbot.addWidget(made)
        made.show()
        return made

    return make


def _rules(services, tid) -> RuleSet:
    return services.tournaments.state(tid).rule_set


def _is_bold(dialog: RuleSetDialog, name: str) -> bool:
    return dialog.marks[name].font().bold()


def _pick(combo: QComboBox, data: str) -> None:
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


def test_every_field_has_an_editor_of_its_kind_and_the_rule_as_tooltip(dialog):
    d = dialog()
    defaults = RuleSet()
    for f in fields(RuleSet):
        editor = d.editors[f.name]
        value = getattr(defaults, f.name)
        if f.name == "name":
            assert isinstance(editor, QLineEdit)
        elif f.name in (
            "final_table_rule",
            "short_table_rule",
            "simultaneous_elimination",
            "disqualified_prize",
            "chip_race_rounding",
        ):
            assert isinstance(editor, QComboBox)
        elif isinstance(value, bool):
            assert isinstance(editor, QCheckBox)
        elif f.name != "bb_ante_order":
            assert isinstance(editor, QSpinBox), f.name
        assert editor.toolTip(), f.name
        assert d.marks[f.name].toolTip(), f.name
    # translated, and naming the rule
    assert "ADTP 29" in d.editors["clock_total_seconds"].toolTip()
    assert "jugador" in d.editors["clock_total_seconds"].toolTip()
    assert "Mesa Final" in d.editors["final_table_fixed_size"].toolTip()
    # choices in words, in Spanish
    combo = d.editors["final_table_rule"]
    assert combo.itemText(0) == "Una mesa completa más uno (ADTP)"
    # spin boxes bounded like validate_rules
    assert d.editors["clock_total_seconds"].maximum() == 600
    assert d.editors["hand_for_hand_minutes_per_hand"].minimum() == 0


def test_it_opens_on_the_tournament_rules_with_house_changes_bold(
    dialog, services, director, tournament
):
    services.clock.choose_rule_set(
        director, tournament, "casino-club", {"hand_for_hand_minutes_per_hand": 3}
    )
    d = dialog()
    assert d.preset_name == "casino-club"
    assert d.editors["hand_for_hand_minutes_per_hand"].value() == 3
    assert _is_bold(d, "hand_for_hand_minutes_per_hand")
    assert not _is_bold(d, "clock_countdown_seconds")
    assert d.overrides() == {"hand_for_hand_minutes_per_hand": 3}
    assert "La regla del preset: 2 min" in d.marks["hand_for_hand_minutes_per_hand"].toolTip()
    assert "1 cambio" in d.changes_label.text()


def test_changes_are_sent_as_only_the_differences(dialog, services, tournament, monkeypatch):
    calls = []
    real = services.clock.choose_rule_set
    monkeypatch.setattr(
        services.clock,
        "choose_rule_set",
        lambda *args, **kw: calls.append(args) or real(*args, **kw),
    )
    d = dialog()
    _pick(d.preset_combo, "casino-club")
    assert d.editors["clock_countdown_seconds"].value() == 10
    assert d.overrides() == {}
    d.editors["clock_countdown_seconds"].setValue(15)
    d.not_set["action_time_seconds"].setChecked(True)
    d.editors["bb_ante_order"].setCurrentIndex(d.editors["bb_ante_order"].findData("ante_first"))
    d.editors["chip_race_may_eliminate"].setChecked(True)
    d.reason_edit.setText("Reglas de la casa para el viernes")
    assert _is_bold(d, "clock_countdown_seconds") and _is_bold(d, "chip_race_may_eliminate")

    d.ok_button.click()

    (args,) = calls
    assert args[2:] == (
        "casino-club",
        {
            "clock_countdown_seconds": 15,
            "action_time_seconds": None,
            "bb_ante_order": "ante_first",
            "chip_race_may_eliminate": True,
        },
        "Reglas de la casa para el viernes",
    )
    rules = _rules(services, tournament)
    assert rules.name == "casino-club"
    assert rules.clock_countdown_seconds == 15 and rules.action_time_seconds is None
    assert rules.bb_ante_order == "ante_first"
    assert house_changes(rules) == {
        "clock_countdown_seconds": 15,
        "action_time_seconds": None,
        "bb_ante_order": "ante_first",
        "chip_race_may_eliminate": True,
    }
    assert not d.isVisible()
    (event,) = [e for e in services.tournaments.events(tournament) if e.type == "RuleSetChosen"]
    assert event.payload["reason"] == "Reglas de la casa para el viernes"


def test_problems_are_listed_in_words_and_ok_waits(dialog, services, tournament):
    d = dialog()
    d.editors["clock_countdown_seconds"].setValue(45)  # longer than the 30 s clock
    assert not d.ok_button.isEnabled()
    assert "cuenta regresiva (45 s)" in d.problems_label.text()
    _pick_value = d.editors["final_table_rule"]
    _pick_value.setCurrentIndex(_pick_value.findData("fixed"))
    d.editors["final_table_max"].setValue(8)  # the fixed 10 is above it
    assert len(d.problems) == 2
    assert "2 problemas" in d.problems_heading.text()

    d.ok_button.click()  # disabled: nothing happens
    d.on_buttons_accepted()  # even if reached another way
    assert _rules(services, tournament) == PRESETS["adtp-2018"]

    d.editors["clock_countdown_seconds"].setValue(5)
    d.editors["final_table_max"].setValue(10)
    assert d.problems == [] and d.ok_button.isEnabled()
    assert "Sin problemas" in d.problems_heading.text()


def test_an_empty_house_name_keeps_the_preset_name_and_a_typed_one_is_kept(
    dialog, services, tournament
):
    d = dialog()
    assert d.name_edit.text() == "" and d.name_edit.placeholderText() == "ADTP 2018"
    d.name_edit.setText("Casino Club viernes")
    d.editors["final_table_rule"].setCurrentIndex(
        d.editors["final_table_rule"].findData("tda_combine")
    )
    d.editors["bubble_hand_shares"].setChecked(True)  # TDA 2024 RP-8: now exactly the TDA's
    assert _is_bold(d, "name")
    d.ok_button.click()
    rules = _rules(services, tournament)
    assert rules.name == "Casino Club viernes"
    assert base_preset(rules) == "tda-2024"  # the closest preset
    assert house_changes(rules) == {}


def test_a_refusal_is_shown_and_nothing_is_written(dialog, services, floor, tournament, answers):
    d = dialog(operator=floor)
    d.editors["hand_for_hand_minutes_per_hand"].setValue(1)
    before = len(services.tournaments.events(tournament))

    d.ok_button.click()

    assert len(answers.warnings) == 1
    assert "Bruno Floor" in answers.warnings[0][1]
    assert len(services.tournaments.events(tournament)) == before
    assert d.isVisible()  # the operator can cancel or ask a director


def test_another_preset_asks_before_dropping_changes(dialog, answers):
    d = dialog()
    d.editors["chip_race_start_seat"].setValue(3)
    answers.confirm_answer = False
    _pick(d.preset_combo, "casino-club")
    assert d.preset_name == "adtp-2018"
    assert d.editors["chip_race_start_seat"].value() == 3

    answers.confirm_answer = True
    _pick(d.preset_combo, "casino-club")
    assert len(answers.questions) == 2
    assert d.preset_name == "casino-club"
    assert d.editors["chip_race_start_seat"].value() == 1
    assert d.editors["action_time_seconds"].value() == CASINO_CLUB.action_time_seconds


def test_settings_that_do_not_apply_are_greyed(dialog):
    d = dialog()
    assert not d.editors["final_table_fixed_size"].isEnabled()
    assert d.editors["short_table_difference"].isEnabled()
    assert not d.editors["short_table_players"].isEnabled()
    assert not d.editors["action_time_seconds"].isEnabled()  # ADTP: not set
    combo = d.editors["short_table_rule"]
    combo.setCurrentIndex(combo.findData("players_left"))
    assert d.editors["short_table_players"].isEnabled()
    assert not d.editors["short_table_difference"].isEnabled()


def test_back_to_the_preset_and_no_change_writes_nothing(dialog, services, tournament):
    d = dialog()
    d.editors["chip_race_start_seat"].setValue(2)
    assert d.reset_button.isEnabled()
    d.reset_button.click()
    assert d.overrides() == {} and not d.reset_button.isEnabled()
    before = len(services.tournaments.events(tournament))
    d.ok_button.click()
    assert len(services.tournaments.events(tournament)) == before
    assert not d.isVisible()


def test_stop_play_variant_and_two_table_redraw_are_checkboxes_naming_the_rule(dialog):
    d = dialog()
    variant = d.editors["stop_play_when_blinds_affected"]
    redraw = d.editors["redraw_at_two_tables"]
    assert isinstance(variant, QCheckBox) and isinstance(redraw, QCheckBox)
    assert "TDA 2024" in variant.toolTip()
    assert "Asignación de Asientos" in redraw.toolTip()
    assert not redraw.isChecked()
    d._load(CASINO_CLUB, CASINO_CLUB.name)
    assert redraw.isChecked()


def test_bubble_and_disqualified_prize_fields_show_the_rule_and_save(dialog, services, tournament):
    from tournament_director.domain.rule_set import TDA_2024, DisqualifiedPrize

    d = dialog()
    bubble = d.editors["bubble_hand_shares"]
    prize = d.editors["disqualified_prize"]
    assert isinstance(bubble, QCheckBox) and isinstance(prize, QComboBox)
    assert "TDA 2024 RP-8" in bubble.toolTip()
    assert "Penalidades" in prize.toolTip() and "68-D" in prize.toolTip()
    assert not bubble.isChecked() and prize.currentData() == "shared_among_active"
    assert prize.itemText(1) == "Lo conserva el jugador (ADTP 68-D)"  # in Spanish
    d._load(TDA_2024, TDA_2024.name)
    assert bubble.isChecked()
    prize.setCurrentIndex(prize.findData("kept"))
    assert d.overrides() == {"disqualified_prize": "kept"}
    d.ok_button.click()
    saved = _rules(services, tournament)
    assert saved.bubble_hand_shares and saved.disqualified_prize is DisqualifiedPrize.KEPT
