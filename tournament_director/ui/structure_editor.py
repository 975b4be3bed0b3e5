"""The structure editor: levels, breaks, chips, stacks and entries, checked as you type.

Every change builds a new :class:`Structure` (the domain's editing helpers do the levels and
breaks) and :func:`validate` lists what is wrong, in words, at once. Saving to the house
library and applying to the tournament stay disabled while any problem remains; the
services check again anyway and any refusal is shown, never raised.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.clock import Status
from tournament_director.domain.colour_up import is_by_hand, plan, with_colour_ups
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.domain.structure import (
    PROGRESSION_GROWTH,
    PROGRESSION_LEVELS,
    TABLE_SIZE_MAX,
    TABLE_SIZE_MIN,
    AddOnPolicy,
    Chip,
    Level,
    RebuyCondition,
    RebuyPolicy,
    ReEntryPolicy,
    Structure,
    add_level,
    from_progression,
    insert_break,
    move_level,
    remove_break,
    remove_level,
    validate,
)
from tournament_director.domain.structure_io import (
    FILE_LIMIT,
    export_csv,
    export_json,
    import_structure,
)
from tournament_director.services import Services
from tournament_director.services.files import read_text_file
from tournament_director.ui import prompts
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.structure_table_model import LevelsTableModel, chips_text

log = logging.getLogger(__name__)

AMOUNT_MAX = 2_000_000_000
DEFAULT_BREAK_MINUTES = 15
FILE_FILTERS_ANY = "JSON, CSV (*.json *.csv)"


def empty_structure() -> Structure:
    """Where a new structure starts: the usual chip set, a stack, one level."""
    return Structure(
        name="",
        chips=(Chip(25, "blanco"), Chip(100, "negro"), Chip(500, "morado"), Chip(1000, "amarillo")),
        levels=(Level(100, 200, 0, False, 20),),
        starting_stack=20000,
    )


def _amount_spin(maximum: int = AMOUNT_MAX, special: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setGroupSeparatorShown(True)
    spin.setAccelerated(True)
    if special:
        spin.setSpecialValueText(special)
    return spin


def _optional(value: int) -> int | None:
    """Spin boxes show 0 as "none" / "no limit"."""
    return value or None


class StructureEditorDialog(QDialog):
    """Edit a structure; save it to the library or apply it to a tournament."""

    applied = Signal()  # the structure was set on the tournament
    saved = Signal(str)  # saved to the house library under this name

    def __init__(
        self,
        services: Services,
        current_operator: Callable[[], Operator],
        structure: Structure | None = None,
        tournament_id: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self._tournament_id = tournament_id
        self._loading = False
        self._dirty = False
        self.structure = structure or empty_structure()
        self.problems: list = []
        self.setWindowTitle(self.tr("Structure editor"))
        self.setSizeGripEnabled(True)
        self._build()
        self._connect()
        self._load(self.structure)
        self.select_level(1)
        self._dirty = False

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("For example: Regular 20 minutes"))
        name_row = QHBoxLayout()
        name_row.addWidget(QLabel(self.tr("Name:")))
        name_row.addWidget(self.name_edit, 1)

        # levels
        self.levels_model = LevelsTableModel(self.structure, self)
        self.levels_view = QTableView()
        self.levels_view.setModel(self.levels_model)
        self.levels_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.levels_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.levels_view.setAlternatingRowColors(True)
        self.levels_view.verticalHeader().hide()
        self.levels_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.levels_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LevelsTableModel.BREAK, QHeaderView.ResizeMode.Stretch)
        self.add_level_button = QPushButton(self.tr("Add level"))
        self.add_level_button.setToolTip(self.tr("Adds a level after the selected one"))
        self.remove_level_button = QPushButton(self.tr("Remove level"))
        self.move_up_button = QPushButton(self.tr("Move up"))
        self.move_down_button = QPushButton(self.tr("Move down"))
        self.insert_break_button = QPushButton(self.tr("Break after level…"))
        self.insert_break_button.setToolTip(
            self.tr("Inserts a break after the selected level, with the chips raced off there")
        )
        self.remove_break_button = QPushButton(self.tr("Remove break"))
        self.colour_up_button = QPushButton(self.tr("Colour-up…"))
        self.colour_up_button.setToolTip(
            self.tr("Set by hand the chips taken off at the break after the selected level")
        )
        # The levels' buttons, then the breaks' (one row each: whole at 1280 px in Spanish).
        level_buttons = QVBoxLayout()
        for row_buttons in (
            (
                self.add_level_button,
                self.remove_level_button,
                self.move_up_button,
                self.move_down_button,
            ),
            (self.insert_break_button, self.remove_break_button, self.colour_up_button),
        ):
            row = QHBoxLayout()
            for button in row_buttons:
                row.addWidget(button)
            row.addStretch(1)
            level_buttons.addLayout(row)

        # progression
        self.start_bb_spin = _amount_spin()
        self.start_bb_spin.setValue(200)
        self.growth_spin = QDoubleSpinBox()
        self.growth_spin.setRange(*PROGRESSION_GROWTH)
        self.growth_spin.setSingleStep(0.05)
        self.growth_spin.setValue(1.25)
        self.growth_spin.setToolTip(self.tr("1.25 means each big blind about 25% above the last"))
        self.progression_levels_spin = QSpinBox()
        self.progression_levels_spin.setRange(*PROGRESSION_LEVELS)
        self.progression_levels_spin.setValue(20)
        self.progression_minutes_spin = QSpinBox()
        self.progression_minutes_spin.setRange(1, 240)
        self.progression_minutes_spin.setValue(20)
        self.bb_ante_from_spin = QSpinBox()
        self.bb_ante_from_spin.setRange(0, PROGRESSION_LEVELS[1])
        self.bb_ante_from_spin.setSpecialValueText(self.tr("none"))
        self.recalculate_button = QPushButton(self.tr("Recalculate levels"))
        progression = QGroupBox(self.tr("Recalculate from a progression"))
        pgrid = QGridLayout(progression)  # two rows: the dialog must fit a 1366-wide screen
        for i, (label, widget) in enumerate(
            (
                (self.tr("Starting big blind:"), self.start_bb_spin),
                (self.tr("Growth:"), self.growth_spin),
                (self.tr("Levels:"), self.progression_levels_spin),
                (self.tr("Minutes:"), self.progression_minutes_spin),
                (self.tr("BB ante from level:"), self.bb_ante_from_spin),
            )
        ):
            row, column = divmod(i, 3)
            pgrid.addWidget(QLabel(label), row, 2 * column, Qt.AlignmentFlag.AlignRight)
            pgrid.addWidget(widget, row, 2 * column + 1)
        pgrid.addWidget(self.recalculate_button, 1, 4, 1, 2)

        levels_box = QGroupBox(self.tr("Levels and breaks"))
        levels_layout = QVBoxLayout(levels_box)
        hint = QLabel(
            self.tr(
                "Double-click a number to change it; tick “BB ante” when the big blind "
                "posts the table's ante."
            )
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #5a5a5a;")
        levels_layout.addWidget(hint)
        levels_layout.addWidget(self.levels_view, 1)
        levels_layout.addLayout(level_buttons)
        levels_layout.addWidget(progression)

        # general
        self.starting_stack_spin = _amount_spin()
        self.reduced_stack_spin = _amount_spin(special=self.tr("none"))
        self.late_level_spin = QSpinBox()
        self.late_level_spin.setRange(0, 999)
        self.late_level_spin.setSpecialValueText(self.tr("no late registration"))
        self.table_size_spin = QSpinBox()
        self.table_size_spin.setRange(TABLE_SIZE_MIN, TABLE_SIZE_MAX)
        self.table_size_spin.setSuffix(self.tr(" players"))
        general = QWidget()
        form = QFormLayout(general)
        form.addRow(self.tr("Starting stack:"), self.starting_stack_spin)
        form.addRow(self.tr("Late registration until the end of level:"), self.late_level_spin)
        form.addRow(self.tr("Reduced stack for late entries:"), self.reduced_stack_spin)
        form.addRow(self.tr("Players per table:"), self.table_size_spin)

        # entries
        self.reentry_check = QCheckBox(
            self.tr("Re-entries allowed (while late registration is open)")
        )
        self.reentry_max_spin = QSpinBox()
        self.reentry_max_spin.setRange(0, 99)
        self.reentry_max_spin.setSpecialValueText(self.tr("no limit"))
        self.rebuy_check = QCheckBox(self.tr("Rebuys allowed"))
        self.rebuy_until_spin = QSpinBox()
        self.rebuy_until_spin.setRange(0, 999)
        self.rebuy_until_spin.setSpecialValueText(self.tr("not set"))
        self.rebuy_condition_combo = QComboBox()
        for condition, text in (
            (RebuyCondition.ANY_STACK, self.tr("with any stack")),
            (RebuyCondition.AT_MOST_STARTING_STACK, self.tr("with the starting stack or less")),
            (RebuyCondition.BELOW_STARTING_STACK, self.tr("below the starting stack")),
            (RebuyCondition.NO_CHIPS, self.tr("only with no chips left")),
        ):
            self.rebuy_condition_combo.addItem(text, condition.value)
        self.rebuy_max_spin = QSpinBox()
        self.rebuy_max_spin.setRange(0, 99)
        self.rebuy_max_spin.setSpecialValueText(self.tr("no limit"))
        self.rebuy_chips_spin = _amount_spin()
        self.rebuy_price_spin = _amount_spin()
        self.addon_check = QCheckBox(self.tr("Add-on allowed"))
        self.addon_break_spin = QSpinBox()
        self.addon_break_spin.setRange(0, 999)
        self.addon_break_spin.setSpecialValueText(self.tr("not set"))
        self.addon_chips_spin = _amount_spin()
        self.addon_price_spin = _amount_spin()
        entries = QWidget()
        eform = QFormLayout(entries)
        eform.addRow(self.reentry_check)
        eform.addRow(self.tr("Re-entries per player:"), self.reentry_max_spin)
        eform.addRow(self.rebuy_check)
        eform.addRow(self.tr("Rebuys until the end of level:"), self.rebuy_until_spin)
        eform.addRow(self.tr("A player may rebuy:"), self.rebuy_condition_combo)
        eform.addRow(self.tr("Rebuys per player:"), self.rebuy_max_spin)
        eform.addRow(self.tr("Rebuy chips:"), self.rebuy_chips_spin)
        eform.addRow(self.tr("Rebuy price:"), self.rebuy_price_spin)
        eform.addRow(self.addon_check)
        eform.addRow(self.tr("Add-on at the break after level:"), self.addon_break_spin)
        eform.addRow(self.tr("Add-on chips:"), self.addon_chips_spin)
        eform.addRow(self.tr("Add-on price:"), self.addon_price_spin)

        # chips
        self.chips_table = QTableWidget(0, 2)
        self.chips_table.setHorizontalHeaderLabels([self.tr("Value"), self.tr("Colour")])
        self.chips_table.verticalHeader().hide()
        self.chips_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.add_chip_button = QPushButton(self.tr("Add chip"))
        self.remove_chip_button = QPushButton(self.tr("Remove chip"))
        # The colour-ups: calculated from the blinds (the default) or set by hand
        # (domain/colour_up.py).
        self.derived_check = QCheckBox(self.tr("Calculate the colour-ups from the blinds"))
        self.derived_check.setToolTip(
            self.tr(
                "A chip comes off at the first break after which no later blind or ante "
                "needs it. Untick to set each break's colour-up by hand."
            )
        )
        self.colour_ups_label = QLabel()
        self.colour_ups_label.setWordWrap(True)
        self.colour_ups_label.setStyleSheet("color: #5a5a5a;")
        chips = QWidget()
        chips_layout = QVBoxLayout(chips)
        chips_layout.addWidget(self.chips_table, 1)
        chip_buttons = QHBoxLayout()
        chip_buttons.addWidget(self.add_chip_button)
        chip_buttons.addWidget(self.remove_chip_button)
        chip_buttons.addStretch(1)
        chips_layout.addLayout(chip_buttons)
        chips_layout.addWidget(self.derived_check)
        chips_layout.addWidget(self.colour_ups_label)

        self.settings_tabs = QTabWidget()
        self.settings_tabs.addTab(general, self.tr("Stacks and tables"))
        self.settings_tabs.addTab(entries, self.tr("Re-entry, rebuy, add-on"))
        self.settings_tabs.addTab(chips, self.tr("Chips"))

        # problems
        self.problems_heading = QLabel()
        self.problems_heading.setWordWrap(True)
        self.problems_list = QListWidget()
        self.problems_list.setWordWrap(True)
        self.problems_list.setStyleSheet("color: #b00020;")
        problems_box = QWidget()
        problems_layout = QVBoxLayout(problems_box)
        problems_layout.setContentsMargins(0, 0, 0, 0)
        problems_layout.addWidget(self.problems_heading)
        problems_layout.addWidget(self.problems_list, 1)

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.settings_tabs)
        right.addWidget(problems_box)
        right.setSizes([380, 220])
        main = QSplitter()
        main.addWidget(levels_box)
        main.addWidget(right)
        main.setStretchFactor(0, 3)
        main.setStretchFactor(1, 2)
        main.setSizes([760, 440])

        # files and actions
        self.import_button = QPushButton(self.tr("Import…"))
        self.export_json_button = QPushButton(self.tr("Export JSON…"))
        self.export_csv_button = QPushButton(self.tr("Export CSV…"))
        self.rehearse_button = QPushButton(self.tr("Rehearse…"))
        self.rehearse_button.setToolTip(
            self.tr("Play this structure several times on a simulated clock: when the money, "
                    "the final table and the end come")
        )  # fmt: skip
        self.save_button = QPushButton(self.tr("Save to house library"))
        self.apply_button = QPushButton(self.tr("Apply to tournament"))
        self.apply_button.setVisible(self._tournament_id is not None)
        self.close_button = QPushButton(self.tr("Close"))
        self.status_label = QLabel()
        self.status_label.setStyleSheet("color: #1b5e20; font-weight: bold;")
        bottom = QHBoxLayout()
        for button in (self.import_button, self.export_json_button, self.export_csv_button):
            bottom.addWidget(button)
        bottom.addWidget(self.status_label, 1)
        for button in (
            self.rehearse_button,
            self.save_button,
            self.apply_button,
            self.close_button,
        ):
            bottom.addWidget(button)

        layout = QVBoxLayout(self)
        layout.addLayout(name_row)
        layout.addWidget(main, 1)
        layout.addLayout(bottom)
        fit_to_screen(self, (1280, 720))
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)  # Enter finishes a cell, it never presses a button

    def _connect(self) -> None:
        """Every connection of the dialog, in one place."""
        self.levels_model.structure_edited.connect(self.on_levels_model_structure_edited)
        self.add_level_button.clicked.connect(self.add_level)
        self.remove_level_button.clicked.connect(self.remove_level)
        self.move_up_button.clicked.connect(lambda: self.move_level(-1))
        self.move_down_button.clicked.connect(lambda: self.move_level(+1))
        self.insert_break_button.clicked.connect(self.insert_break)
        self.remove_break_button.clicked.connect(self.remove_break)
        self.colour_up_button.clicked.connect(self.set_colour_up)
        self.derived_check.toggled.connect(self.on_derived_check_toggled)
        self.recalculate_button.clicked.connect(self.recalculate)
        self.levels_view.selectionModel().currentRowChanged.connect(self._update_buttons)
        for spin in (
            self.starting_stack_spin,
            self.reduced_stack_spin,
            self.late_level_spin,
            self.table_size_spin,
            self.reentry_max_spin,
            self.rebuy_until_spin,
            self.rebuy_max_spin,
            self.rebuy_chips_spin,
            self.rebuy_price_spin,
            self.addon_break_spin,
            self.addon_chips_spin,
            self.addon_price_spin,
        ):
            spin.valueChanged.connect(self._on_form_changed)
        for check in (self.reentry_check, self.rebuy_check, self.addon_check):
            check.toggled.connect(self._on_form_changed)
        self.rebuy_condition_combo.currentIndexChanged.connect(self._on_form_changed)
        self.name_edit.textChanged.connect(self._on_form_changed)
        self.chips_table.itemChanged.connect(self._on_form_changed)
        self.add_chip_button.clicked.connect(self.add_chip)
        self.remove_chip_button.clicked.connect(self.remove_chip)
        self.import_button.clicked.connect(self.import_file)
        self.export_json_button.clicked.connect(lambda: self.export_file("json"))
        self.export_csv_button.clicked.connect(lambda: self.export_file("csv"))
        self.rehearse_button.clicked.connect(self.rehearse)
        self.save_button.clicked.connect(self.save_to_library)
        self.apply_button.clicked.connect(self.apply_to_tournament)
        self.close_button.clicked.connect(self.reject)

    # --- the structure <-> the widgets ----------------------------------------------------

    def _load(self, structure: Structure) -> None:
        """Show a whole structure (opened, imported or recalculated)."""
        self._loading = True
        try:
            s = structure
            self.name_edit.setText(s.name)
            self.starting_stack_spin.setValue(s.starting_stack)
            self.reduced_stack_spin.setValue(s.reduced_stack or 0)
            self.late_level_spin.setValue(s.late_registration_until_level or 0)
            self.table_size_spin.setValue(s.table_size)
            self.reentry_check.setChecked(s.re_entry.allowed)
            self.reentry_max_spin.setValue(s.re_entry.max_per_player or 0)
            self.rebuy_check.setChecked(s.rebuy.allowed)
            self.rebuy_until_spin.setValue(s.rebuy.until_level or 0)
            self.rebuy_condition_combo.setCurrentIndex(
                self.rebuy_condition_combo.findData(s.rebuy.condition.value)
            )
            self.rebuy_max_spin.setValue(s.rebuy.max_per_player or 0)
            self.rebuy_chips_spin.setValue(s.rebuy.chips)
            self.rebuy_price_spin.setValue(s.rebuy.price)
            self.addon_check.setChecked(s.add_on.allowed)
            self.addon_break_spin.setValue(s.add_on.at_break or 0)
            self.addon_chips_spin.setValue(s.add_on.chips)
            self.addon_price_spin.setValue(s.add_on.price)
            self.chips_table.setRowCount(0)
            for chip in s.chips:
                self._append_chip_row(chip.denomination, chip.colour)
        finally:
            self._loading = False
        self._set_structure(structure)

    def _append_chip_row(self, denomination: int | None, colour: str) -> None:
        row = self.chips_table.rowCount()
        self.chips_table.insertRow(row)
        value = QTableWidgetItem("" if denomination is None else str(denomination))
        value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.chips_table.setItem(row, 0, value)
        self.chips_table.setItem(row, 1, QTableWidgetItem(colour))

    def _chips_from_table(self) -> tuple[Chip, ...]:
        chips = []
        for row in range(self.chips_table.rowCount()):
            value_item = self.chips_table.item(row, 0)
            colour_item = self.chips_table.item(row, 1)
            text = (value_item.text() if value_item else "").replace(".", "").replace(",", "")
            try:
                denomination = int(text.strip())
            except ValueError:
                denomination = 0  # validate() says a chip's value must be above zero
            chips.append(Chip(denomination, colour_item.text().strip() if colour_item else ""))
        return tuple(chips)

    def _on_form_changed(self, *_args: object) -> None:
        if self._loading:
            return
        s = self.structure
        structure = replace(
            s,
            name=self.name_edit.text().strip(),
            chips=self._chips_from_table(),
            starting_stack=self.starting_stack_spin.value(),
            reduced_stack=_optional(self.reduced_stack_spin.value()),
            late_registration_until_level=_optional(self.late_level_spin.value()),
            table_size=self.table_size_spin.value(),
            re_entry=ReEntryPolicy(
                self.reentry_check.isChecked(), _optional(self.reentry_max_spin.value())
            ),
            rebuy=RebuyPolicy(
                allowed=self.rebuy_check.isChecked(),
                until_level=_optional(self.rebuy_until_spin.value()),
                condition=RebuyCondition(self.rebuy_condition_combo.currentData()),
                max_per_player=_optional(self.rebuy_max_spin.value()),
                chips=self.rebuy_chips_spin.value(),
                price=self.rebuy_price_spin.value(),
            ),
            add_on=AddOnPolicy(
                allowed=self.addon_check.isChecked(),
                at_break=_optional(self.addon_break_spin.value()),
                chips=self.addon_chips_spin.value(),
                price=self.addon_price_spin.value(),
            ),
        )
        self._set_structure(structure, reload_levels=False)

    def on_levels_model_structure_edited(self, structure: Structure) -> None:
        self._set_structure(structure, reload_levels=False)

    def _set_structure(self, structure: Structure, reload_levels: bool = True) -> None:
        """The one place the edited structure changes: validate and show the problems."""
        self.structure = structure
        self._dirty = True
        self.status_label.clear()
        self.problems = validate(structure)
        problem_levels = {p.level for p in self.problems if p.level is not None}
        if reload_levels:
            current = self.selected_level()
            self.levels_model.set_structure(structure, problem_levels)
            if current is not None:
                self.select_level(min(current, len(structure.levels)))
        else:
            self.levels_model.update_structure(structure, problem_levels)
        self.problems_list.clear()
        for problem in self.problems:
            self.problems_list.addItem(problem.message)
        if self.problems:
            self.problems_heading.setText(
                self.tr("%n problem(s) to fix before saving or applying:", "", len(self.problems))
            )
            self.problems_heading.setStyleSheet("color: #b00020; font-weight: bold;")
        else:
            self.problems_heading.setText(self.tr("No problems: the structure can be played."))
            self.problems_heading.setStyleSheet("color: #1b5e20; font-weight: bold;")
        self._show_colour_ups(structure)
        ok = not self.problems
        self.save_button.setEnabled(ok)
        self.rehearse_button.setEnabled(ok)
        self.apply_button.setEnabled(ok)
        tip = "" if ok else self.tr("Fix the problems listed first")
        self.save_button.setToolTip(tip)
        self.apply_button.setToolTip(tip)
        self._update_buttons()

    # --- levels and breaks ----------------------------------------------------------------

    def selected_level(self) -> int | None:
        """The number (from 1) of the selected level, if any."""
        index = self.levels_view.currentIndex()
        return index.row() + 1 if index.isValid() else None

    def select_level(self, number: int) -> None:
        if 1 <= number <= self.levels_model.rowCount():
            self.levels_view.setCurrentIndex(self.levels_model.index(number - 1, 1))

    def _update_buttons(self, *_args: object) -> None:
        number = self.selected_level()
        count = len(self.structure.levels)
        has = number is not None
        self.remove_level_button.setEnabled(has)
        self.move_up_button.setEnabled(has and number > 1)
        self.move_down_button.setEnabled(has and number < count)
        self.insert_break_button.setEnabled(has)
        has_break = has and self.structure.break_after(number or 0) is not None
        self.remove_break_button.setEnabled(has_break)
        self.colour_up_button.setEnabled(has_break)

    def _edit(self, make: Callable[[], Structure], select: int | None = None) -> None:
        try:
            structure = make()
        except Refused as refusal:
            prompts.warn(self, self.tr("Not changed"), refusal.message)
            return
        self._set_structure(structure)
        if select is not None:
            self.select_level(select)

    def add_level(self) -> None:
        """A copy of the selected level (or the last) after it: edit its blinds in place."""
        s = self.structure
        number = self.selected_level() or len(s.levels)
        template = s.levels[number - 1] if s.levels else Level(100, 200, 0, False, 20)
        self._edit(lambda: add_level(s, template, number + 1), select=number + 1)

    def remove_level(self) -> None:
        number = self.selected_level()
        if number is not None:
            self._edit(lambda: remove_level(self.structure, number), select=number)

    def move_level(self, step: int) -> None:
        number = self.selected_level()
        if number is None:
            return
        to = number + step
        self._edit(lambda: move_level(self.structure, number, to), select=to)

    def insert_break(self) -> None:
        number = self.selected_level()
        if number is None:
            return
        s = self.structure
        if s.break_after(number) is not None:
            prompts.warn(
                self,
                self.tr("No break added"),
                self.tr("There is already a break after level {number}.").format(number=number),
            )
            return
        minutes = prompts.ask_int(
            self,
            self.tr("Break"),
            self.tr("Minutes of the break after level {number}:").format(number=number),
            DEFAULT_BREAK_MINUTES,
            1,
            240,
        )
        if minutes is None:
            return
        if not is_by_hand(s):
            # Calculated from the blinds: the new break takes what they allow (shown in
            # the break's column); "Colour-up…" sets it by hand.
            self._edit(lambda: insert_break(s, number, minutes), select=number)
            return
        in_play = s.chips_in_play(number + 1)
        colours = {c.denomination: c.colour for c in s.chips}
        items = [f"{chips_text(d)} ({colours[d]})" for d in in_play]
        chosen = prompts.ask_checked(
            self,
            self.tr("Colour-up"),
            self.tr("Chips raced off at this break (none: leave all unticked):"),
            items,
            [False] * len(items),
        )
        if chosen is None:
            return
        colour_up = [in_play[i] for i in chosen]
        self._edit(lambda: insert_break(s, number, minutes, colour_up), select=number)

    def set_colour_up(self) -> None:
        """Set by hand the chips taken off at the selected level's break. A structure whose
        colour-ups were calculated keeps them, now written by hand, with this break's
        changed (domain/colour_up.py: a structure that lists any colour-up is hand-set)."""
        number = self.selected_level()
        s = self.structure
        if number is None or s.break_after(number) is None:
            return
        current = plan(s)
        chosen_now = {c.denomination: c.after_level for c in current.colour_ups if c.after_level}
        # the chips still in play at this break: none taken off at an earlier one
        candidates = [
            c for c in current.colour_ups if c.after_level is None or c.after_level >= number
        ]
        items = [f"{chips_text(c.denomination)} ({c.colour})" for c in candidates]
        ticked = [c.after_level == number for c in candidates]
        picked = prompts.ask_checked(
            self,
            self.tr("Colour-up"),
            self.tr(
                "Chips taken off at the break after level {number} (set by hand: the "
                "structure's colour-ups are no longer calculated):"
            ).format(number=number),
            items,
            ticked,
        )
        if picked is None:
            return
        for i, c in enumerate(candidates):
            if i in picked:
                chosen_now[c.denomination] = number
            elif chosen_now.get(c.denomination) == number:
                del chosen_now[c.denomination]
        if (
            chosen_now
            == {c.denomination: c.after_level for c in current.colour_ups if c.after_level}
            and not current.by_hand
        ):
            return  # nothing changed: it stays calculated
        self._edit(lambda: with_colour_ups(s, chosen_now), select=number)

    def on_derived_check_toggled(self, checked: bool) -> None:
        """Ticked: the colour-ups are calculated from the blinds (the hand-set lists are
        cleared). Unticked: the calculated ones are written into the breaks, to be set by
        hand from there."""
        if self._loading or checked == (not is_by_hand(self.structure)):
            return
        s = self.structure
        if checked:
            self._edit(lambda: with_colour_ups(s, {}), select=self.selected_level())
            return
        derived = {c.denomination: c.after_level for c in plan(s).colour_ups if c.after_level}
        if not derived:  # nothing to write: no colour-up is possible with these breaks
            self._show_colour_ups(s)
            return
        self._edit(lambda: with_colour_ups(s, derived), select=self.selected_level())

    def _show_colour_ups(self, structure: Structure) -> None:
        """The schedule in words under the chips: which chips come off where."""
        schedule = plan(structure)
        self._loading, loading = True, self._loading
        try:
            self.derived_check.setChecked(not schedule.by_hand)
        finally:
            self._loading = loading
        parts = [
            self.tr("{chip} after level {level}").format(
                chip=f"{chips_text(c.denomination)} ({c.colour})", level=c.after_level
            )
            for c in schedule.colour_ups
            if c.after_level is not None
        ]
        if not parts:
            text = self.tr("No chip comes off at these breaks.")
        elif schedule.by_hand:
            text = self.tr("Set by hand: {list}.").format(list="; ".join(parts))
        else:
            text = self.tr("Calculated: {list}.").format(list="; ".join(parts))
        self.colour_ups_label.setText(text)

    def remove_break(self) -> None:
        number = self.selected_level()
        if number is not None:
            self._edit(lambda: remove_break(self.structure, number), select=number)

    def recalculate(self) -> None:
        """Replace the levels with a blind progression (the chips, stacks and breaks stay)."""
        s = self.structure
        if s.levels and not prompts.confirm(
            self,
            self.tr("Recalculate levels"),
            self.tr("Replace the %n level(s) with the calculated ones?", "", len(s.levels)),
        ):
            return
        ante_from = self.bb_ante_from_spin.value() or None
        self._edit(
            lambda: from_progression(
                s,
                levels=self.progression_levels_spin.value(),
                starting_big_blind=self.start_bb_spin.value(),
                growth=round(self.growth_spin.value(), 2),
                minutes=self.progression_minutes_spin.value(),
                bb_ante_from_level=ante_from,
            )
        )

    # --- chips ----------------------------------------------------------------------------

    def add_chip(self) -> None:
        self._append_chip_row(None, "")
        row = self.chips_table.rowCount() - 1
        self.chips_table.setCurrentCell(row, 0)
        self.chips_table.editItem(self.chips_table.item(row, 0))
        self._on_form_changed()

    def remove_chip(self) -> None:
        row = self.chips_table.currentRow()
        if row >= 0:
            self.chips_table.removeRow(row)
            self._on_form_changed()

    # --- files ----------------------------------------------------------------------------

    def import_file(self) -> None:
        path = prompts.ask_open_path(
            self, self.tr("Import a structure"), self.tr("Structures") + f" ({FILE_FILTERS_ANY})"
        )
        if path is None:
            return
        try:  # size, encoding, depth, numbers and names checked in words (files, structure_io)
            structure = import_structure(read_text_file(path, FILE_LIMIT))
        except Refused as refusal:
            prompts.warn(self, self.tr("Not imported"), refusal.message)
            return
        log.info("structure imported from %s", path.name)
        self._load(structure)
        self.status_label.setText(self.tr("Imported from {file}").format(file=path.name))

    def export_file(self, kind: str) -> None:
        suffix = ".json" if kind == "json" else ".csv"
        suggested = (self.structure.name or self.tr("structure")) + suffix
        path = prompts.ask_save_path(
            self,
            self.tr("Export the structure"),
            suggested,
            f"{kind.upper()} (*{suffix})",
        )
        if path is None:
            return
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        text = export_json(self.structure) if kind == "json" else export_csv(self.structure)
        try:
            path.write_text(text, "utf-8", newline="")
        except OSError as error:
            prompts.warn(self, self.tr("Not exported"), str(error))
            return
        log.info("structure exported to %s", path.name)
        self.status_label.setText(self.tr("Exported to {file}").format(file=path.name))

    # --- the rehearsal --------------------------------------------------------------------

    def rehearse(self) -> None:
        """The structure as edited, played by the rehearsal (ui/rehearsal_dialog.py)."""
        from tournament_director.ui.rehearsal_dialog import RehearsalDialog

        dialog = RehearsalDialog(self.structure, self)
        self.rehearsal_dialog = dialog  # kept for the tests and while it is open
        dialog.open()

    # --- saving and applying --------------------------------------------------------------

    def save_to_library(self) -> None:
        s = self.structure
        names = {t.name: t for t in self._services.structures.templates()}
        existing = names.get(s.name)
        if existing is not None and not prompts.confirm(
            self,
            self.tr("Save to house library"),
            (
                self.tr("“{name}” comes with the program; save the house's own version?")
                if existing.shipped
                else self.tr("The library already has “{name}”. Replace it?")
            ).format(name=s.name),
        ):
            return
        try:
            self._services.structures.save(self._current_operator(), s)
        except Refused as refusal:
            prompts.warn(self, self.tr("Not saved"), refusal.message)
            return
        self.status_label.setText(self.tr("Saved to the house library"))
        self.saved.emit(s.name)

    def apply_to_tournament(self) -> None:
        if self._tournament_id is None:
            return
        state = self._services.tournaments.state(self._tournament_id)
        if state.clock.status is not Status.NOT_STARTED and not prompts.confirm(
            self,
            self.tr("Apply to tournament"),
            self.tr(
                "The clock has started. Apply this structure now? The level being played "
                "keeps running; the screens change at once."
            ),
        ):
            return
        try:
            self._services.clock.set_structure(
                self._current_operator(), self._tournament_id, self.structure
            )
        except Refused as refusal:
            prompts.warn(self, self.tr("Not applied"), refusal.message)
            return
        self._dirty = False
        self.status_label.setText(self.tr("Applied to the tournament"))
        self.applied.emit()

    def reject(self) -> None:
        """Close (Esc, the Close button, the window's X); unapplied changes are asked about."""
        if (
            self._dirty
            and self._tournament_id is not None
            and not prompts.confirm(
                self,
                self.tr("Structure editor"),
                self.tr("Close without applying the changes to the tournament?"),
            )
        ):
            return
        super().reject()
