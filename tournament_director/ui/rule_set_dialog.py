"""The tournament's rule set as a form: start from a preset, change what the house changes.

Every field of :class:`~tournament_director.domain.rule_set.RuleSet` has an editor here
(numbers as spin boxes bounded like ``validate_rules``, yes/no as check boxes, choices as
combos in words, the optional number with a "not set" box) and a tooltip naming the rule
it comes from. Fields that differ from the chosen preset are shown bold. Validation is
live (``RuleSet.with_overrides``); OK stays disabled while any problem remains, and on OK
only the fields that differ from the preset are sent to ``clock.choose_rule_set``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import fields
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.domain.rule_set import (
    PRESETS,
    BigBlindAnteOrder,
    ChipRaceRounding,
    DisqualifiedPrize,
    FinalTableRule,
    RuleSet,
    ShortTableStop,
    SimultaneousElimination,
    setting_optional,
    setting_range,
)
from tournament_director.domain.structure import Problem, ProblemList
from tournament_director.domain.tournament import NOTE_LIMIT
from tournament_director.services import Services
from tournament_director.ui import prompts
from tournament_director.ui.screen_fit import ScrollBody, fit_to_screen

#: How the presets are called on screen.
RULE_SET_NAMES = {"adtp-2018": "ADTP 2018", "tda-2024": "TDA 2024", "casino-club": "Casino Club"}

SPIN_MAX_DEFAULT = 999  # for a number setting validate_rules leaves open at the top

DIALOG_SIZE = (1300, 720)  # at most; smaller screens get the dialog a little inside them
ERROR_COLOUR = "#b00020"
OK_COLOUR = "#1b5e20"


def _set_suffix(spin: QSpinBox, suffix: str) -> None:
    if spin.suffix() != suffix:  # the text is written again only when the unit changes
        spin.setSuffix(suffix)


def preset_label(name: str) -> str:
    return RULE_SET_NAMES.get(name, name)


def differences(rules: RuleSet, base: RuleSet) -> dict[str, Any]:
    """The fields of ``rules`` that differ from ``base``, as plain values (enums as text)."""
    mine, theirs = rules.to_dict(), base.to_dict()
    return {name: value for name, value in mine.items() if theirs[name] != value}


def base_preset(rules: RuleSet) -> str:
    """The preset a rule set was made from: the one of its name, else the closest one."""
    if rules.name in PRESETS:
        return rules.name
    return min(PRESETS, key=lambda name: len(differences(rules, PRESETS[name])))


def house_changes(rules: RuleSet) -> dict[str, Any]:
    """What the house changed from the preset the rule set is based on (its name aside)."""
    changed = differences(rules, PRESETS[base_preset(rules)])
    changed.pop("name", None)
    return changed


# The groups of the form, in the order the floor thinks of them.
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "clock",
        (
            "clock_total_seconds",
            "clock_countdown_seconds",
            "action_time_seconds",
            "clock_check_when_no_bet",
        ),
    ),
    ("final_table", ("final_table_rule", "final_table_fixed_size", "final_table_max")),
    (
        "short_tables",
        (
            "short_table_rule",
            "short_table_difference",
            "short_table_players",
            "short_table_full_ring_only",
            "stop_play_when_blinds_affected",
            "redraw_at_two_tables",
        ),
    ),
    (
        "ranking_antes",
        (
            "simultaneous_elimination",
            "bubble_hand_shares",
            "disqualified_prize",
            "bb_ante_order",
            "reduce_ante_short_handed",
        ),
    ),
    ("hand_for_hand", ("hand_for_hand_minutes_per_hand",)),
    (
        "chip_race",
        (
            "chip_race_start_seat",
            "chip_race_max_chips_per_player",
            "chip_race_may_eliminate",
            "chip_race_exchange_leftovers",
            "chip_race_rounding",
        ),
    ),
    ("absent", ("remove_absent_after_first_level", "absent_may_keep_stack_on_request")),
)

LEFT_COLUMN_SECTIONS = 3  # clock, final table, short tables; the rest on the right

# Settings that only matter for one choice of another: greyed out otherwise.
DEPENDS_ON: dict[str, tuple[str, str]] = {
    "final_table_fixed_size": ("final_table_rule", FinalTableRule.FIXED.value),
    "short_table_difference": ("short_table_rule", ShortTableStop.DIFFERENCE_FROM_FULLEST.value),
    "short_table_full_ring_only": (
        "short_table_rule",
        ShortTableStop.DIFFERENCE_FROM_FULLEST.value,
    ),
    "short_table_players": ("short_table_rule", ShortTableStop.PLAYERS_LEFT.value),
    "stop_play_when_blinds_affected": (
        "short_table_rule",
        ShortTableStop.DIFFERENCE_FROM_FULLEST.value,
    ),
}


class RuleSetDialog(QDialog):
    """Choose the tournament's rule set: a preset and the house's changes to it."""

    def __init__(
        self,
        services: Services,
        current_operator: Callable[[], Operator],
        tournament_id: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self._tournament_id = tournament_id
        self.current: RuleSet = services.tournaments.state(tournament_id).rule_set
        self.problems: list[Problem] = []
        self.editors: dict[str, QWidget] = {}  # field -> its editor
        self.marks: dict[str, QWidget] = {}  # field -> the widget shown bold when changed
        self.not_set: dict[str, QCheckBox] = {}  # optional field -> its "not set" box
        self._loading = False
        self._preset_shown = ""  # the preset the form was last loaded from
        self.setWindowTitle(self.tr("Tournament rules"))
        self._build()
        self._load(self.current, base_preset(self.current))
        self._connect()

    # --- words ------------------------------------------------------------------------

    def _section_titles(self) -> dict[str, str]:
        return {
            "clock": self.tr("Clock on a player (“time”)"),
            "final_table": self.tr("Final table"),
            "short_tables": self.tr("Stopping play at short tables"),
            "ranking_antes": self.tr("Ranking and antes"),
            "hand_for_hand": self.tr("Hand-for-hand"),
            "chip_race": self.tr("Colour-up and chip race"),
            "absent": self.tr("Absent players"),
        }

    def _texts(self) -> dict[str, tuple[str, str]]:
        """field -> (label, the rule it comes from), from the notes in domain/rule_set.py."""
        return {
            "name": (
                self.tr("Name for this variant (optional)"),
                self.tr(
                    "Which preset this is, or the house's own name for its variant. Leave it "
                    "empty to keep the preset's name."
                ),
            ),
            "clock_total_seconds": (
                self.tr("Clock on a player, in all"),
                self.tr(
                    "ADTP 29: once “time” is called the player has 25 s plus a 5 s countdown "
                    "(30 s in all). Casino Club “Tiempo para actuar”: 30 s, the dealer counts "
                    "the last 10 aloud. The countdown is part of the total."
                ),
            ),
            "clock_countdown_seconds": (
                self.tr("Counted down aloud (part of the total)"),
                self.tr(
                    "ADTP 29: the last 5 s of the 30 are a countdown; Casino Club “Tiempo para "
                    "actuar”: the dealer counts the last 10 aloud. Part of the total."
                ),
            ),
            "action_time_seconds": (
                self.tr("Time to act before a clock may be called"),
                self.tr(
                    "Casino Club “Tiempo para actuar”: 60 s for any action before a clock may "
                    "be called. ADTP 29 leaves it to the director's judgement (“un tiempo "
                    "razonable”): not set."
                ),
            ),
            "clock_check_when_no_bet": (
                self.tr("Time up with no bet to face: checked"),
                self.tr(
                    "ADTP 29: when the time runs out, a player facing a bet has a dead hand and "
                    "one not facing a bet has checked. Casino Club “Tiempo para actuar”: the "
                    "hand is dead either way."
                ),
            ),
            "final_table_rule": (
                self.tr("Players at the final table"),
                self.tr(
                    "ADTP 11: the players of a full table plus one, never more than 10 "
                    "(9-handed tables: 10, 8: 9, 6-max: 7). TDA recommended procedure RP-9 "
                    "(since 2019): 9- and 8-handed events combine to a 9-handed final table, "
                    "7- and 6-handed ones to a 7-handed one; other sizes keep a full table. "
                    "Casino Club “Mesa Final”: a fixed 10."
                ),
            ),
            "final_table_fixed_size": (
                self.tr("Fixed final table"),
                self.tr(
                    "Used only when the final table is a fixed number of players "
                    "(Casino Club “Mesa Final”: 10)."
                ),
            ),
            "final_table_max": (
                self.tr("Final table never more than"),
                self.tr("ADTP 11: “La mesa final no podrá tener más de 10 jugadores”."),
            ),
            "short_table_rule": (
                self.tr("Stop play at a table"),
                self.tr(
                    "ADTP 10: in full-ring events, stop tables with 3 or more players fewer "
                    "than the fullest table. Casino Club “Reorganización de Mesas”: a table "
                    "left with 3 players, other than the final table, stops until tables are "
                    "reorganised."
                ),
            ),
            "short_table_difference": (
                self.tr("Players fewer than the fullest table"),
                self.tr("ADTP 10 D: 3 or more players fewer than the fullest table."),
            ),
            "short_table_players": (
                self.tr("Players left at the table"),
                self.tr("Casino Club “Reorganización de Mesas”: a table left with 3 players."),
            ),
            "short_table_full_ring_only": (
                self.tr("Only automatic in full-ring events"),
                self.tr(
                    "ADTP 10 D: the difference rule is automatic only in full-ring events; "
                    "6-max and turbo events stop at the director's discretion."
                ),
            ),
            "stop_play_when_blinds_affected": (
                self.tr("Stop only once the blinds are affected"),
                self.tr(
                    "TDA 2024 variant of the stop-play rule: a short table plays on until its "
                    "next hand's blinds are posted across an empty seat. ADTP 10 D stops it at "
                    "once."
                ),
            ),
            "redraw_at_two_tables": (
                self.tr("Redraw every seat when two tables remain"),
                self.tr(
                    "Casino Club “Asignación de Asientos”: when two tables remain, every "
                    "player is redrawn across them. ADTP 2018 and TDA 2024 break the third "
                    "table into the other two."
                ),
            ),
            "simultaneous_elimination": (
                self.tr("Players knocked out in the same hand"),
                self.tr(
                    "Casino Club “Clasificación” and “Manos Simultáneas”, the TDA "
                    "busted-players rule: how players knocked out in the same hand are ranked."
                ),
            ),
            "bubble_hand_shares": (
                self.tr("Players out on the bubble hand share"),
                self.tr(
                    "TDA 2024 RP-8: the players out in the hand that bursts the bubble share "
                    "the places in play, whatever their tables and stacks. ADTP 2018 and Casino "
                    "Club have no such rule."
                ),
            ),
            "disqualified_prize": (
                self.tr("Prize of a disqualified player"),
                self.tr(
                    "Casino Club “Penalidades” (Descalificación): shared among the players "
                    "active at that moment; also the ADTP 2018 default. ADTP 68-D only says "
                    "the chips are removed: a house that reads it as the player keeping the "
                    "prize chooses “kept”."
                ),
            ),
            "bb_ante_order": (
                self.tr("A big blind short of blind and ante posts"),
                self.tr(
                    "TDA 2024 recommended procedure 11: the blind is completed before the "
                    "ante. ADTP 2018 predates the big-blind ante and says nothing, so the "
                    "default is the TDA's."
                ),
            ),
            "reduce_ante_short_handed": (
                self.tr("Reduce the ante as players go"),
                self.tr(
                    "TDA 2024 RP-11: antes are not reduced as players go, final table included."
                ),
            ),
            "hand_for_hand_minutes_per_hand": (
                self.tr("Minutes off the level per hand"),
                self.tr(
                    "TDA hand-for-hand procedure: minutes taken off the level clock per hand "
                    "played hand-for-hand (the clock is stopped meanwhile). ADTP 2018 is "
                    "silent; TDA default 2."
                ),
            ),
            "chip_race_start_seat": (
                self.tr("The race starts at seat"),
                self.tr("ADTP 24 A: the race always starts at seat 1."),
            ),
            "chip_race_max_chips_per_player": (
                self.tr("Most chips one player can win"),
                self.tr(
                    "ADTP 24 A, Casino Club “Reemplazo de Fichas menores”: at most one chip "
                    "per player."
                ),
            ),
            "chip_race_may_eliminate": (
                self.tr("A player can be knocked out by the race"),
                self.tr(
                    "ADTP 24 A, Casino Club: nobody is eliminated by a race; a player left "
                    "without chips gets one chip of the lowest denomination still in play."
                ),
            ),
            "chip_race_exchange_leftovers": (
                self.tr("Exchange odd chips left after the race"),
                self.tr(
                    "ADTP 24 C: odd chips left after the race are exchanged for the lowest "
                    "chip in play; what does not make a whole chip is removed without "
                    "compensation."
                ),
            ),
            "chip_race_rounding": (
                self.tr("One more chip for odd chips worth"),
                self.tr(
                    "ADTP 24 A does not say how many new chips the odd chips are raced for: "
                    "their value divided by the new chip, plus one more when what is left is "
                    "at least half of it (the default), or only when it is more than half."
                ),
            ),
            "remove_absent_after_first_level": (
                self.tr("Remove an absent player's stack after the first level"),
                self.tr(
                    "Casino Club “Jugadores Ausentes”: the stack of a player absent since the "
                    "start is removed at the end of the day's first level. ADTP 30 only says "
                    "absent players are dealt in and post blinds and antes, so the ADTP/TDA "
                    "default is not to remove."
                ),
            ),
            "absent_may_keep_stack_on_request": (
                self.tr("An absent player may ask to keep the stack"),
                self.tr(
                    "Casino Club “Jugadores Ausentes”: an absent player who asked to keep the "
                    "stack keeps it until arriving (the director may revoke it)."
                ),
            ),
        }

    def _choices(self) -> dict[str, dict[str, str]]:
        """field -> {enum value: words} for every choice field."""
        return {
            "final_table_rule": {
                FinalTableRule.FULL_TABLE_PLUS_ONE: self.tr("A full table plus one (ADTP)"),
                FinalTableRule.TDA_COMBINE: self.tr("8-9 handed: 9, 6-7 handed: 7 (TDA)"),
                FinalTableRule.FULL_TABLE: self.tr("A full table"),
                FinalTableRule.FIXED: self.tr("A fixed number (Casino Club)"),
            },
            "short_table_rule": {
                ShortTableStop.DIFFERENCE_FROM_FULLEST: self.tr(
                    "With fewer players than the fullest (ADTP)"
                ),
                ShortTableStop.PLAYERS_LEFT: self.tr("Left with few players (Casino Club)"),
            },
            "simultaneous_elimination": {
                SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS: self.tr(
                    "By stack at a table; share across tables"
                ),
                SimultaneousElimination.STACK_ALWAYS: self.tr("By stack, even across tables"),
                SimultaneousElimination.SHARE_ALWAYS: self.tr("Always share those places"),
            },
            "disqualified_prize": {
                DisqualifiedPrize.SHARED_AMONG_ACTIVE: self.tr(
                    "Shared among the players still in (Casino Club)"
                ),
                DisqualifiedPrize.KEPT: self.tr("Kept by the player (ADTP 68-D)"),
            },
            "bb_ante_order": {
                BigBlindAnteOrder.BLIND_FIRST: self.tr("The blind first, then the ante (TDA)"),
                BigBlindAnteOrder.ANTE_FIRST: self.tr("The ante first, then the blind"),
            },
            "chip_race_rounding": {
                ChipRaceRounding.AT_LEAST_HALF: self.tr("At least half a new chip (ADTP)"),
                ChipRaceRounding.MORE_THAN_HALF: self.tr("More than half a new chip"),
            },
        }

    def _suffix(self, name: str, value: int) -> str:
        """The unit after a number setting's value, singular or plural as the value says."""
        if name in ("clock_total_seconds", "clock_countdown_seconds", "action_time_seconds"):
            return self.tr(" s")
        if name == "hand_for_hand_minutes_per_hand":
            return self.tr(" min")
        if name in (
            "final_table_fixed_size",
            "final_table_max",
            "short_table_difference",
            "short_table_players",
        ):
            return self.tr(" player(s)", "", value)
        if name == "chip_race_max_chips_per_player":
            return self.tr(" chip(s)", "", value)
        return ""

    # --- building ---------------------------------------------------------------------

    def _build(self) -> None:
        texts = self._texts()
        self.tooltips = {name: text for name, (_label, text) in texts.items()}
        self.labels = {name: label for name, (label, _text) in texts.items()}
        choices = self._choices()
        defaults = RuleSet()
        titles = self._section_titles()

        self.preset_combo = QComboBox()
        for name in PRESETS:
            self.preset_combo.addItem(preset_label(name), name)
        self.preset_combo.setToolTip(
            self.tr("The published rules to start from; change below what the house changes.")
        )
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(60)
        self.editors["name"] = self.name_edit
        name_label = QLabel(self.labels["name"] + ":")
        self.marks["name"] = name_label
        self.name_edit.setToolTip(self.tooltips["name"])
        name_label.setToolTip(self.tooltips["name"])
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Start from:")))
        top.addWidget(self.preset_combo)
        top.addSpacing(24)
        top.addWidget(name_label)
        top.addWidget(self.name_edit, 1)
        legend = QLabel(
            self.tr(
                "Bold: differs from the preset. Rest the pointer on a setting to read the rule "
                "it comes from."
            )
        )
        legend.setWordWrap(True)
        legend.setStyleSheet("color: #5a5a5a;")

        groups = QWidget()
        columns_layout = QHBoxLayout(groups)
        columns_layout.setContentsMargins(0, 0, 0, 0)
        columns = [QVBoxLayout(), QVBoxLayout()]
        for index, (key, names) in enumerate(SECTIONS):
            box = QGroupBox(titles[key])
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            # a choice too long to read beside its label goes under it (a 1280-px screen)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            for name in names:
                self._add_row(form, name, choices, getattr(defaults, name))
            columns[0 if index < LEFT_COLUMN_SECTIONS else 1].addWidget(box)
        for column in columns:
            column.addStretch(1)
            columns_layout.addLayout(column, 1)

        # A small screen scrolls the settings rather than push the buttons off it.
        scroll = ScrollBody(groups)

        self.changes_label = QLabel()
        self.changes_label.setWordWrap(True)
        self.problems_heading = QLabel()
        self.problems_heading.setWordWrap(True)
        self.problems_label = QLabel()
        self.problems_label.setWordWrap(True)
        self.problems_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.reason_edit = QLineEdit()
        self.reason_edit.setMaxLength(NOTE_LIMIT)
        self.reason_edit.setPlaceholderText(
            self.tr("Why (kept in the tournament's record), e.g. house rules for the final")
        )
        self.reset_button = QPushButton(self.tr("Back to the preset"))
        self.reset_button.setToolTip(self.tr("Undo every change to the chosen preset"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Use these rules"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)

        reason = QHBoxLayout()
        reason.addWidget(QLabel(self.tr("Reason:")))
        reason.addWidget(self.reason_edit, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(legend)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.changes_label)
        layout.addWidget(self.problems_heading)
        layout.addWidget(self.problems_label)
        layout.addLayout(reason)
        layout.addWidget(self.buttons)
        fit_to_screen(self, DIALOG_SIZE)

    def _add_row(
        self,
        form: QFormLayout,
        name: str,
        choices: dict[str, dict[str, str]],
        default: object,
    ) -> None:
        """The editor of one setting, its label and the rule it comes from as the tooltip."""
        tip = self.tooltips[name]
        if name in choices:
            combo = QComboBox()
            # as wide as its longest choice, so every choice reads whole (also as a tooltip)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            for value, words in choices[name].items():
                combo.addItem(words, str(value))
                combo.setItemData(combo.count() - 1, words, Qt.ItemDataRole.ToolTipRole)
            editor: QWidget = combo
        elif isinstance(default, bool):
            editor = QCheckBox(self.labels[name])
        else:
            spin = QSpinBox()
            lo, hi = setting_range(name) or (0, SPIN_MAX_DEFAULT)
            spin.setRange(lo, hi if hi is not None else SPIN_MAX_DEFAULT)
            spin.setSuffix(self._suffix(name, spin.value()))
            # "1 chip", "2 chips": the unit follows the value
            spin.valueChanged.connect(
                lambda value, spin=spin, name=name: _set_suffix(spin, self._suffix(name, value))
            )
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            editor = spin
        editor.setObjectName(name)
        editor.setToolTip(tip)
        self.editors[name] = editor
        if isinstance(editor, QCheckBox):
            form.addRow(editor)
            self.marks[name] = editor
            return
        label = QLabel(self.labels[name] + ":")
        label.setToolTip(tip)
        self.marks[name] = label
        if not setting_optional(name):
            form.addRow(label, editor)
            return
        unset = QCheckBox(self.tr("Not set (director's judgement)"))
        unset.setObjectName(name + "_not_set")
        unset.setToolTip(tip)
        self.not_set[name] = unset
        row = QWidget()
        row_layout = QHBoxLayout(row)
        row_layout.setContentsMargins(0, 0, 0, 0)
        row_layout.addWidget(editor)
        row_layout.addWidget(unset, 1)
        form.addRow(label, row)

    def _connect(self) -> None:
        self.preset_combo.activated.connect(self.on_preset_combo_activated)
        self.reset_button.clicked.connect(self.on_reset_button_clicked)
        self.buttons.accepted.connect(self.on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self.on_value_changed)
        for name, editor in self.editors.items():
            if isinstance(editor, QComboBox):
                editor.currentIndexChanged.connect(self.on_value_changed)
            elif isinstance(editor, QCheckBox):
                editor.toggled.connect(self.on_value_changed)
            elif isinstance(editor, QSpinBox):
                editor.valueChanged.connect(self.on_value_changed)
            if name in self.not_set:
                self.not_set[name].toggled.connect(self.on_value_changed)

    # --- reading and writing the form ---------------------------------------------------

    @property
    def preset_name(self) -> str:
        return self.preset_combo.currentData()

    @property
    def preset(self) -> RuleSet:
        return PRESETS[self.preset_name]

    def _load(self, rules: RuleSet, preset_name: str) -> None:
        self._loading = True
        self._preset_shown = preset_name
        try:
            self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset_name))
            self.name_edit.setPlaceholderText(preset_label(preset_name))
            for name, editor in self.editors.items():
                value = getattr(rules, name)
                if isinstance(value, enum.Enum):
                    value = value.value
                if isinstance(editor, QLineEdit):  # the name: empty for the preset's own
                    editor.setText("" if value in PRESETS else value)
                elif isinstance(editor, QComboBox):
                    editor.setCurrentIndex(editor.findData(value))
                elif isinstance(editor, QCheckBox):
                    editor.setChecked(value)
                elif isinstance(editor, QSpinBox):
                    if name in self.not_set:
                        self.not_set[name].setChecked(value is None)
                        if value is None:  # a number some preset uses, ready if it is set
                            value = next(
                                (
                                    getattr(p, name)
                                    for p in PRESETS.values()
                                    if getattr(p, name) is not None
                                ),
                                editor.minimum(),
                            )
                    editor.setValue(value)
        finally:
            self._loading = False
        self.refresh()

    def values(self) -> dict[str, Any]:
        """Every field as the form shows it, as plain values (enums as text)."""
        out: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QLineEdit):
                out[name] = editor.text().strip() or self.preset_name
            elif isinstance(editor, QComboBox):
                out[name] = editor.currentData()
            elif isinstance(editor, QCheckBox):
                out[name] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                unset = self.not_set.get(name)
                out[name] = None if unset is not None and unset.isChecked() else editor.value()
        return out

    def overrides(self) -> dict[str, Any]:
        """Only the fields that differ from the chosen preset: what choose_rule_set gets."""
        base = self.preset.to_dict()
        return {name: value for name, value in self.values().items() if base[name] != value}

    # --- live validation ----------------------------------------------------------------

    def refresh(self) -> None:
        """Mark what differs, grey what does not apply, list the problems, gate OK."""
        if self._loading:
            return
        values = self.values()
        changed = self.overrides()
        base = self.preset.to_dict()
        for name, mark in self.marks.items():
            font = QFont(mark.font())
            font.setBold(name in changed)
            mark.setFont(font)
            tip = self.tooltips[name]
            if name in changed:
                tip += "\n\n" + self.tr("The preset says: %1").replace(
                    "%1", self._value_words(name, base[name])
                )
            mark.setToolTip(tip)
        for name, (other, wanted) in DEPENDS_ON.items():
            applies = values[other] == wanted
            self.editors[name].setEnabled(applies)
            self.marks[name].setEnabled(applies)
        for name, unset in self.not_set.items():
            self.editors[name].setEnabled(not unset.isChecked())

        self.problems = []
        self.result: RuleSet | None = None
        try:
            self.result = self.preset.with_overrides(**changed)
        except Refused as refusal:
            found = refusal.params.get("problems")
            self.problems = found.problems if isinstance(found, ProblemList) else []
            if not self.problems:
                self.problems = [Problem(refusal.key, refusal.params)]
        self.problems_label.setText("\n".join("• " + self._problem_words(p) for p in self.problems))
        if self.problems:
            self.problems_heading.setText(
                self.tr("%n problem(s) to fix first:", "", len(self.problems))
            )
            self.problems_heading.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
            self.problems_label.show()
        else:
            self.problems_heading.setText(self.tr("No problems: these rules can be used."))
            self.problems_heading.setStyleSheet(f"color: {OK_COLOUR}; font-weight: bold;")
            self.problems_label.hide()
        shown = {k: v for k, v in changed.items() if k != "name"}
        if shown:
            self.changes_label.setText(
                self.tr("%n change(s) to %1: ", "", len(shown)).replace(
                    "%1", preset_label(self.preset_name)
                )
                + "; ".join(
                    f"{self.labels[k]}: {self._value_words(k, v)}"
                    for k, v in sorted(shown.items(), key=lambda kv: self._order(kv[0]))
                )
            )
        else:
            self.changes_label.setText(
                self.tr("%1 as published, no house changes.").replace(
                    "%1", preset_label(self.preset_name)
                )
            )
        self.reset_button.setEnabled(bool(changed))
        self.ok_button.setEnabled(not self.problems)
        self.ok_button.setToolTip("" if not self.problems else self.tr("Fix the problems first"))

    def _order(self, name: str) -> int:
        return [f.name for f in fields(RuleSet)].index(name)

    def _value_words(self, name: str, value: Any) -> str:
        if value is None:
            return self.tr("not set")
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        words = self._choices().get(name)
        if words is not None:
            return words.get(value, str(value))
        if isinstance(value, int):
            return f"{value}{self._suffix(name, value)}"
        return str(value)

    def _problem_words(self, problem: Problem) -> str:
        """The problem's message with the setting called as the form calls it."""
        params = dict(problem.params)
        for key in ("setting", "field"):
            if params.get(key) in self.labels:
                params[key] = self.labels[params[key]]
        return Problem(problem.key, params, problem.level, problem.break_after).message

    # --- slots --------------------------------------------------------------------------

    @Slot()
    def on_value_changed(self, *_args: object) -> None:
        self.refresh()

    @Slot(int)
    def on_preset_combo_activated(self, _index: int) -> None:
        """Start again from the chosen preset (asking first if changes would be lost)."""
        chosen = self.preset_combo.currentData()
        previous = self._preset_shown
        if chosen == previous:
            return
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(previous))
        changed = self.overrides()
        if changed and not prompts.confirm(
            self,
            self.tr("Start from another preset"),
            self.tr(
                "Start again from %1? The %n change(s) made here will be lost.", "", len(changed)
            ).replace("%1", preset_label(chosen)),
        ):
            return
        self._load(PRESETS[chosen], chosen)

    @Slot()
    def on_reset_button_clicked(self) -> None:
        self._load(self.preset, self.preset_name)

    @Slot()
    def on_buttons_accepted(self) -> None:
        self.refresh()
        if self.problems or self.result is None:
            return
        if self.result == self.current:
            self.accept()  # nothing changed: nothing to record
            return
        try:
            self._services.clock.choose_rule_set(
                self._current_operator(),
                self._tournament_id,
                self.preset_name,
                self.overrides(),
                self.reason_edit.text(),
            )
        except Refused as refusal:
            prompts.warn(self, self.tr("Rules not changed"), refusal.message)
            return
        self.accept()
