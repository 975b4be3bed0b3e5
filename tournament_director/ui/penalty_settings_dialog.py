"""The house's penalties, from Settings (directors): the offence list and the escalation
ladder (ADTP 68-A, 68-B; Casino Club "Penalidades").

Left, the offences the floor chooses from in the penalty dialog, in that order: each with
its name (a shipped offence keeps the shipped words, said in each console's language, until
the house writes its own), the rule it falls under, the least penalty its rule prescribes (a
penalty is never proposed lighter) and whether the floor must say what happened ("other").
Add, remove, move up and down; the chosen row is edited in the fields under the list.

Right, the ladder: the step a player gets at each offence in one event, the first for a
first offence, the next one after the heaviest he already has, the last once climbed; a
step is never lighter than the one before it (one may repeat), a disqualification only
last.

Save checks both lists in words before writing either (`domain.check_offences`,
`domain.check_ladder`) and records what changed, each a house event (undone like any
action); penalties already given keep the offence and the step as they were. Anyone sees
the lists; only a director changes them.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain import penalties as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import PERMISSIONS, Operator
from tournament_director.domain.penalties import Offence, Step
from tournament_director.domain.player_search import fold
from tournament_director.services import Services
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

GREY = "#5a5a5a"
NO_STEP = ""


def kind_words(kind: str) -> str:
    """advertencia verbal, pérdida de manos, … in the console's language."""
    return domain.say(f"penalty.kind.{kind}")


def step_text(step: Step | None) -> str:
    return "—" if step is None else step.words()


def new_key(name: str, taken: set[str]) -> str:
    """A key for an offence the house adds, from its name: lower-case letters without
    accents, digits and _ (``domain.check_offences``), unique in the list."""
    base = re.sub(r"[^a-z0-9]+", "_", fold(name)).strip("_")[:34] or "offence"
    key, n = base, 2
    while key in taken:
        key, n = f"{base}_{n}", n + 1
    return key


class _StepEdit(QWidget):
    """A kind and, for missed hands or orbits, how many; ``allow_none``: "—" first."""

    def __init__(self, allow_none: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        if allow_none:
            self.kind.addItem("—", NO_STEP)
        for kind in domain.KINDS:
            self.kind.addItem(kind_words(kind), kind)
        self.count = QSpinBox()
        self.count.setRange(1, domain.HANDS_MAX)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.kind, 1)
        layout.addWidget(self.count)
        self.kind.currentIndexChanged.connect(lambda _i: self._limit())
        self._limit()

    def _limit(self) -> None:
        kind = self.kind.currentData()
        counted = kind in (domain.HANDS, domain.ORBITS)
        self.count.setEnabled(counted)
        self.count.setMaximum(domain.ORBITS_MAX if kind == domain.ORBITS else domain.HANDS_MAX)

    def step(self) -> Step | None:
        kind = self.kind.currentData()
        if not kind:
            return None
        return Step(kind, self.count.value() if kind in (domain.HANDS, domain.ORBITS) else 0)

    def set_step(self, step: Step | None) -> None:
        self.blockSignals(True)
        self.kind.setCurrentIndex(max(self.kind.findData(step.kind if step else NO_STEP), 0))
        self._limit()
        if step is not None and step.count:
            self.count.setValue(step.count)
        self.blockSignals(False)


class PenaltySettingsDialog(QDialog):
    OFFENCE, RULE, LEAST, DETAILS = range(4)

    def __init__(self, services: Services, operator: Operator, parent=None) -> None:
        super().__init__(parent)
        self._services = services
        self._operator = operator
        self.editable = operator.role in PERMISSIONS["change_house_settings"]
        self.setWindowTitle(self.tr("Penalties: offences and ladder"))
        self.offences: list[Offence] = list(services.penalties.offences())
        self.ladder: list[Step] = list(services.penalties.ladder())
        #: Offences added here: their key follows their name until saved.
        self._added: set[str] = set()
        self._filling = False

        # --- the offences ---------------------------------------------------------------
        self.offence_table = QTableWidget(0, 4)
        self.offence_table.setHorizontalHeaderLabels(
            [
                self.tr("Offence"),
                self.tr("Rule"),
                self.tr("Least penalty"),
                self.tr("Details"),
            ]
        )
        self.offence_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.offence_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.offence_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.offence_table.setAlternatingRowColors(True)
        self.offence_table.setWordWrap(False)
        self.offence_table.verticalHeader().hide()
        self.offence_table.verticalHeader().setDefaultSectionSize(24)
        header = self.offence_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.OFFENCE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.RULE, QHeaderView.ResizeMode.Interactive)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(domain.OFFENCE_NAME_LIMIT)
        self.rule_edit = QLineEdit()
        self.rule_edit.setMaxLength(domain.RULE_LIMIT)
        self.rule_edit.setPlaceholderText(self.tr("e.g. ADTP 68-A, 75"))
        self.least_edit = _StepEdit(allow_none=True)
        self.details_box = QCheckBox(self.tr("The floor must say what happened"))
        self.add_button = QPushButton(self.tr("Add"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.up_button = QPushButton(self.tr("Up"))
        self.down_button = QPushButton(self.tr("Down"))
        row = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            row.addWidget(button)
        row.addStretch(1)
        form = QGridLayout()
        form.addWidget(QLabel(self.tr("Name:")), 0, 0)
        form.addWidget(self.name_edit, 0, 1)
        form.addWidget(QLabel(self.tr("Falls under:")), 1, 0)
        form.addWidget(self.rule_edit, 1, 1)
        form.addWidget(QLabel(self.tr("Least penalty:")), 2, 0)
        form.addWidget(self.least_edit, 2, 1)
        form.addWidget(self.details_box, 3, 1)
        form.setColumnStretch(1, 1)
        offences_box = QGroupBox(self.tr("The house's offences (the penalty dialog's list)"))
        offences_layout = QVBoxLayout(offences_box)
        offences_layout.addWidget(self.offence_table, 1)
        offences_layout.addLayout(row)
        offences_layout.addLayout(form)

        # --- the ladder -----------------------------------------------------------------
        self.ladder_list = QListWidget()
        self.step_edit = _StepEdit(allow_none=False)
        self.add_step_button = QPushButton(self.tr("Add step"))
        self.remove_step_button = QPushButton(self.tr("Remove"))
        self.step_up_button = QPushButton(self.tr("Up"))
        self.step_down_button = QPushButton(self.tr("Down"))
        ladder_hint = QLabel(
            self.tr(
                "ADTP 68-B: a player's first offence in an event gets the first step; each "
                "later one the step after the heaviest penalty he already has. A step is "
                "never lighter than the one before it; a disqualification only last."
            )
        )
        ladder_hint.setWordWrap(True)
        ladder_hint.setStyleSheet(f"color: {GREY};")
        step_buttons = QGridLayout()
        step_buttons.addWidget(self.add_step_button, 0, 0)
        step_buttons.addWidget(self.remove_step_button, 0, 1)
        step_buttons.addWidget(self.step_up_button, 1, 0)
        step_buttons.addWidget(self.step_down_button, 1, 1)
        ladder_box = QGroupBox(self.tr("Escalation ladder"))
        ladder_layout = QVBoxLayout(ladder_box)
        ladder_layout.addWidget(self.ladder_list, 1)
        step_row = QHBoxLayout()
        step_row.addWidget(QLabel(self.tr("Step:")))
        step_row.addWidget(self.step_edit, 1)
        ladder_layout.addLayout(step_row)
        ladder_layout.addLayout(step_buttons)
        ladder_layout.addWidget(ladder_hint)

        self.error = error_label()
        if self.editable:
            self.buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
            )
            self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
            self.save_button.setText(self.tr("Save"))
            self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
            self.buttons.accepted.connect(self.save)
        else:
            self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
            self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
            self.save_button = None
        self.buttons.rejected.connect(self.reject)
        view_only = QLabel(self.tr("Only a director can change them."))
        view_only.setStyleSheet(f"color: {GREY};")
        view_only.setVisible(not self.editable)

        columns = QHBoxLayout()
        columns.addWidget(offences_box, 3)
        columns.addWidget(ladder_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(view_only)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        for widget in (
            self.name_edit,
            self.rule_edit,
            self.least_edit,
            self.details_box,
            self.add_button,
            self.remove_button,
            self.up_button,
            self.down_button,
            self.step_edit,
            self.add_step_button,
            self.remove_step_button,
            self.step_up_button,
            self.step_down_button,
        ):
            widget.setEnabled(self.editable)
        self.offence_table.currentCellChanged.connect(lambda *_: self._show_offence())
        self.name_edit.textEdited.connect(lambda _t: self._edit_offence())
        self.rule_edit.textEdited.connect(lambda _t: self._edit_offence())
        self.least_edit.kind.currentIndexChanged.connect(lambda _i: self._edit_offence())
        self.least_edit.count.valueChanged.connect(lambda _n: self._edit_offence())
        self.details_box.toggled.connect(lambda _on: self._edit_offence())
        self.add_button.clicked.connect(self.add_offence)
        self.remove_button.clicked.connect(self.remove_offence)
        self.up_button.clicked.connect(lambda: self.move_offence(-1))
        self.down_button.clicked.connect(lambda: self.move_offence(1))
        self.ladder_list.currentRowChanged.connect(lambda _row: self._show_step())
        self.step_edit.kind.currentIndexChanged.connect(lambda _i: self._edit_step())
        self.step_edit.count.valueChanged.connect(lambda _n: self._edit_step())
        self.add_step_button.clicked.connect(self.add_step)
        self.remove_step_button.clicked.connect(self.remove_step)
        self.step_up_button.clicked.connect(lambda: self.move_step(-1))
        self.step_down_button.clicked.connect(lambda: self.move_step(1))

        self._fill_offences(0)
        self._fill_ladder(0)
        fit_to_screen(self, (1100, 560))

    # --- the offences ---------------------------------------------------------------------

    def _fill_offences(self, current: int) -> None:
        self._filling = True
        self.offence_table.setRowCount(len(self.offences))
        for row, offence in enumerate(self.offences):
            cells = (
                offence.label(),
                offence.rule,
                step_text(offence.minimum),
                self.tr("required") if offence.needs_details else "",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.offence_table.setItem(row, column, item)
        self.offence_table.resizeColumnToContents(self.RULE)
        header = self.offence_table.horizontalHeader()
        header.resizeSection(self.RULE, min(header.sectionSize(self.RULE), 240))
        self._filling = False
        if self.offences:
            self.offence_table.setCurrentCell(min(max(current, 0), len(self.offences) - 1), 0)
        self._show_offence()

    def current_offence(self) -> int:
        return self.offence_table.currentRow()

    def _show_offence(self) -> None:
        if self._filling:
            return
        row = self.current_offence()
        offence = self.offences[row] if 0 <= row < len(self.offences) else None
        self._filling = True
        self.name_edit.setText(offence.label() if offence else "")
        self.rule_edit.setText(offence.rule if offence else "")
        self.least_edit.set_step(offence.minimum if offence else None)
        self.details_box.setChecked(bool(offence and offence.needs_details))
        self._filling = False
        for widget in (self.name_edit, self.rule_edit, self.least_edit, self.details_box):
            widget.setEnabled(self.editable and offence is not None)
        self.remove_button.setEnabled(self.editable and offence is not None)
        self.up_button.setEnabled(self.editable and row > 0)
        self.down_button.setEnabled(self.editable and 0 <= row < len(self.offences) - 1)

    def _edit_offence(self) -> None:
        """The fields under the list change the chosen offence as they are typed."""
        if self._filling:
            return
        row = self.current_offence()
        if not 0 <= row < len(self.offences):
            return
        old = self.offences[row]
        typed = " ".join(self.name_edit.text().split())
        shipped = domain.offence_label(old.key)
        # A shipped offence keeps the shipped words (each console's language) unless changed.
        name = "" if typed == shipped and shipped != old.key else typed
        key = old.key
        if key in self._added:  # a new offence: its key from its name
            self._added.discard(key)
            key = new_key(typed, {o.key for o in self.offences if o.key != old.key})
            self._added.add(key)
        self.offences[row] = Offence(
            key,
            " ".join(self.rule_edit.text().split()),
            name,
            self.least_edit.step(),
            self.details_box.isChecked(),
        )
        offence = self.offences[row]
        cells = (
            offence.label(),
            offence.rule,
            step_text(offence.minimum),
            self.tr("required") if offence.needs_details else "",
        )
        for column, text in enumerate(cells):
            self.offence_table.item(row, column).setText(text)
        show_error(self.error, "")

    def add_offence(self) -> None:
        name = self.tr("New offence")
        key = new_key(name, {o.key for o in self.offences})
        self.offences.append(Offence(key, "ADTP 68-A", name))
        self._added.add(key)
        self._fill_offences(len(self.offences) - 1)
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def remove_offence(self) -> None:
        row = self.current_offence()
        if 0 <= row < len(self.offences):
            del self.offences[row]
            self._fill_offences(row)

    def move_offence(self, by: int) -> None:
        row = self.current_offence()
        to = row + by
        if 0 <= row < len(self.offences) and 0 <= to < len(self.offences):
            self.offences[row], self.offences[to] = self.offences[to], self.offences[row]
            self._fill_offences(to)

    # --- the ladder -----------------------------------------------------------------------

    def _fill_ladder(self, current: int) -> None:
        self._filling = True
        self.ladder_list.clear()
        for n, step in enumerate(self.ladder, start=1):
            self.ladder_list.addItem(f"{n}. {step.words()}")
        self._filling = False
        if self.ladder:
            self.ladder_list.setCurrentRow(min(max(current, 0), len(self.ladder) - 1))
        self._show_step()

    def _show_step(self) -> None:
        if self._filling:
            return
        row = self.ladder_list.currentRow()
        step = self.ladder[row] if 0 <= row < len(self.ladder) else None
        self._filling = True
        self.step_edit.set_step(step or Step(domain.WARNING))
        self._filling = False
        self.step_edit.setEnabled(self.editable and step is not None)
        self.remove_step_button.setEnabled(self.editable and step is not None)
        self.step_up_button.setEnabled(self.editable and row > 0)
        self.step_down_button.setEnabled(self.editable and 0 <= row < len(self.ladder) - 1)
        self.add_step_button.setEnabled(self.editable and len(self.ladder) < domain.LADDER_MAX)

    def _edit_step(self) -> None:
        if self._filling:
            return
        row = self.ladder_list.currentRow()
        step = self.step_edit.step()
        if 0 <= row < len(self.ladder) and step is not None:
            self.ladder[row] = step
            self.ladder_list.item(row).setText(f"{row + 1}. {step.words()}")
            show_error(self.error, "")

    def add_step(self) -> None:
        """A step after the chosen one, as heavy as it (the floor makes it heavier)."""
        row = self.ladder_list.currentRow()
        at = row + 1 if 0 <= row < len(self.ladder) else len(self.ladder)
        base = self.ladder[at - 1] if at > 0 else Step(domain.WARNING)
        if base.kind == domain.DISQUALIFICATION and at > 0:
            at -= 1  # a disqualification stays last
            base = self.ladder[at - 1] if at > 0 else Step(domain.WARNING)
        self.ladder.insert(at, base)
        self._fill_ladder(at)

    def remove_step(self) -> None:
        row = self.ladder_list.currentRow()
        if 0 <= row < len(self.ladder):
            del self.ladder[row]
            self._fill_ladder(row)

    def move_step(self, by: int) -> None:
        row = self.ladder_list.currentRow()
        to = row + by
        if 0 <= row < len(self.ladder) and 0 <= to < len(self.ladder):
            self.ladder[row], self.ladder[to] = self.ladder[to], self.ladder[row]
            self._fill_ladder(to)

    # --- saving ---------------------------------------------------------------------------

    def save(self) -> bool:
        """Both lists checked in words first; then what changed recorded."""
        try:
            offences = domain.check_offences(self.offences)
            ladder = domain.check_ladder(self.ladder)
        except Refused as refusal:
            show_error(self.error, refusal.message)
            return False
        penalties = self._services.penalties
        try:
            if offences != penalties.offences():
                penalties.set_offences(self._operator, offences)
            if ladder != penalties.ladder():
                penalties.set_ladder(self._operator, ladder)
        except Refused as refusal:
            show_error(self.error, refusal.message)
            return False
        self.accept()
        return True


class PenaltiesSettingsBox(QGroupBox):
    """Settings' box: the house's offences and ladder in one line, and the button that opens
    them (a director changes them; anyone sees them)."""

    def __init__(self, services: Services, operator: Operator, parent=None) -> None:
        super().__init__(parent)
        self._services = services
        self._operator = operator
        self.dialog: PenaltySettingsDialog | None = None
        self.setTitle(self.tr("Penalties (every console of this house)"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(f"color: {GREY};")
        editable = operator.role in PERMISSIONS["change_house_settings"]
        self.open_button = QPushButton(
            self.tr("Offences and ladder…") if editable else self.tr("Offences and ladder (view)…")
        )
        self.open_button.clicked.connect(self.open_dialog)
        layout = QHBoxLayout(self)
        layout.addWidget(self.summary, 1)
        layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignTop)
        self._show()

    def _show(self) -> None:
        self.summary.setText(self.summary_text())

    def summary_text(self) -> str:
        """8 infracciones; escala: advertencia verbal → pérdida de 1 órbita → …"""
        offences = self._services.penalties.offences()
        ladder = " → ".join(step.words() for step in self._services.penalties.ladder())
        text = self.tr("%n offence(s); ladder: %1", "", len(offences))
        return text.replace("%1", ladder)

    def open_dialog(self) -> PenaltySettingsDialog:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = PenaltySettingsDialog(self._services, self._operator, self)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.finished.connect(lambda _result: self._show())
        self.dialog.show()
        return self.dialog


__all__ = ["PenaltiesSettingsBox", "PenaltySettingsDialog", "new_key"]
