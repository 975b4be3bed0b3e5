"""A new multi-flight event: its name, its flights ("Día 1A", date and time each), how players
are given a flight, what a second entry may be, which stack counts for a player who
qualifies twice, and the structure and buy-in every flight and the final stage share.

House "Etapa Clasificatoria" and "Etapa Final" (domain/stages.py): the event is the final
stage's tournament and each flight a tournament of its own. Everything typed is checked
before anything is written (the role, the buy-in's amounts, the structure, the flights'
names, the settings); a refusal is said in red under the form and nothing is created.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QDateTime, QTime
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain import registration as reg
from tournament_director.domain import stages
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import CURRENCIES, format_amount, parse_amount
from tournament_director.domain.operators import Operator, require
from tournament_director.domain.stages import StageSettings
from tournament_director.domain.structure import Structure, check
from tournament_director.services import Services
from tournament_director.services.stages import FlightPlan
from tournament_director.ui.screen_fit import ScrollBody, fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

#: The buy-in's parts, as the Buy-in dialog names them.
FIELDS = ("prize_pool", "fee", "staff_fee", "rebuy_fee", "add_on_fee")
DEFAULT_FLIGHTS = 2
DEFAULT_START = QTime(18, 0)
DATE_FORMAT = "ddd dd/MM/yyyy HH:mm"


def next_label(label: str) -> str:
    """The name of the flight after ``label``: "Día 1A" -> "Día 1B", "Serie 3" -> "Serie 4",
    anything else gets " 2" (the director corrects it if he names them otherwise)."""
    if m := re.fullmatch(r"(.*\d)([A-Ya-y])", label):
        return m.group(1) + chr(ord(m.group(2)) + 1)
    if m := re.fullmatch(r"(.*?)(\d+)", label):
        return m.group(1) + str(int(m.group(2)) + 1)
    return f"{label} 2" if label else ""


class NewEventDialog(QDialog):
    """Creates the event and its flights, then sets the same structure and buy-in on each."""

    LABEL, STARTS = range(2)

    def __init__(
        self,
        services: Services,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self.event_id: int | None = None
        self.setWindowTitle(self.tr("New event with flights"))

        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Gran Evento Aniversario"))

        # the flights
        self.flights_table = QTableWidget(0, 2)
        self.flights_table.setHorizontalHeaderLabels([self.tr("Flight"), self.tr("Starts")])
        self.flights_table.verticalHeader().hide()
        self.flights_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.flights_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.flights_table.horizontalHeader()
        header.setSectionResizeMode(self.LABEL, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.STARTS, QHeaderView.ResizeMode.ResizeToContents)
        self.add_button = QPushButton(self.tr("Add a flight"))
        self.remove_button = QPushButton(self.tr("Remove the flight chosen"))
        self.add_button.clicked.connect(lambda: self.add_flight())
        self.remove_button.clicked.connect(self.remove_flight)
        flights_box = QGroupBox(self.tr("Flights (qualifying stages)"))
        flights_layout = QVBoxLayout(flights_box)
        flights_layout.addWidget(self.flights_table, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        flights_layout.addLayout(row)

        # the settings
        self.assignment_combo = QComboBox()
        self.assignment_combo.addItem(self.tr("The player chooses his flight"), stages.CHOOSE)
        self.assignment_combo.addItem(self.tr("The house draws each player's flight"), stages.DRAW)
        self.entries_combo = QComboBox()
        self.entries_combo.addItem(self.tr("One purchase per event"), stages.ONCE)
        self.entries_combo.addItem(self.tr("A new entry in a later flight"), stages.LATER_FLIGHT)
        self.stack_combo = QComboBox()
        self.stack_combo.addItem(self.tr("His largest stack"), stages.LARGEST)
        self.stack_combo.addItem(self.tr("The stack of his first flight"), stages.FIRST)
        self.stack_combo.addItem(self.tr("The stack of his last flight"), stages.LAST)
        self.assignment_combo.setToolTip(
            self.tr("Casino Club “Etapa Clasificatoria”: the flights may be drawn")
        )
        self.entries_combo.setToolTip(
            self.tr("Casino Club “Derecho de Participación”: once in each event")
        )
        self.stack_combo.setToolTip(
            self.tr("The other qualifications of a player who qualifies twice are forfeited")
        )
        settings_box = QGroupBox(self.tr("Settings"))
        settings_form = QFormLayout(settings_box)
        settings_form.addRow(self.tr("Who plays which flight:"), self.assignment_combo)
        settings_form.addRow(self.tr("Buying in again:"), self.entries_combo)
        settings_form.addRow(self.tr("Qualified twice:"), self.stack_combo)

        # the structure and the buy-in, the same on every flight and the final stage
        self.template_combo = QComboBox()
        for template in services.structures.templates():
            label = (
                template.name
                if template.shipped
                else self.tr("{name} (house)").format(name=template.name)
            )
            self.template_combo.addItem(label, template.name)
        self.template_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.template_combo.setMinimumContentsLength(18)
        self.currency_combo = QComboBox()
        self.currency_combo.addItems(sorted(CURRENCIES))
        self.edits: dict[str, QLineEdit] = {}
        for name in FIELDS:
            edit = QLineEdit()
            edit.textChanged.connect(self._show_price)
            self.edits[name] = edit
        self.price_label = QLabel()
        play_box = QGroupBox(self.tr("Structure and buy-in (every flight and the final)"))
        play_form = QFormLayout(play_box)
        play_form.addRow(self.tr("Structure:"), self.template_combo)
        play_form.addRow(self.tr("Currency:"), self.currency_combo)
        play_form.addRow(self.tr("To the prize pool:"), self.edits["prize_pool"])
        play_form.addRow(self.tr("House fee:"), self.edits["fee"])
        play_form.addRow(self.tr("Staff fee:"), self.edits["staff_fee"])
        play_form.addRow(self.tr("Entry price:"), self.price_label)
        play_form.addRow(self.tr("Fee in a rebuy:"), self.edits["rebuy_fee"])
        play_form.addRow(self.tr("Fee in an add-on:"), self.edits["add_on_fee"])

        name_row = QFormLayout()
        name_row.addRow(self.tr("Event name:"), self.name_edit)
        left = QVBoxLayout()
        left.addLayout(name_row)
        left.addWidget(flights_box, 1)
        right = QVBoxLayout()
        right.addWidget(settings_box)
        right.addWidget(play_box)
        tables_note = QLabel(
            self.tr(
                "Each flight's tables are then set on its Registration tab (Buy-in and "
                "tables…), as for any tournament."
            )
        )
        tables_note.setWordWrap(True)
        tables_note.setStyleSheet("color: #5a5a5a;")
        right.addWidget(tables_note)
        right.addStretch(1)
        body = QWidget()
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)

        self.refusal = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.create_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText(self.tr("Create the event"))
        self.buttons.accepted.connect(self.create)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(ScrollBody(body), 1)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)

        self.template_combo.currentIndexChanged.connect(self._follow_template)
        self.flights_table.itemSelectionChanged.connect(self._update_buttons)
        first_day = QDateTime.currentDateTime().addDays(1)
        first_day.setTime(DEFAULT_START)
        for _ in range(DEFAULT_FLIGHTS):
            self.add_flight(first_day if self.flights_table.rowCount() == 0 else None)
        self._follow_template()
        self._show_price()
        self.name_edit.setFocus()
        fit_to_screen(self, (900, 600))

    # --- the flights ----------------------------------------------------------------------

    def add_flight(self, starts: QDateTime | None = None, label: str | None = None) -> int:
        """A row for one more flight: named after the last one ("Día 1A" -> "Día 1B"), a day
        after it at the same time."""
        rows = self.flights_table.rowCount()
        if label is None:
            previous = self.flights_table.item(rows - 1, self.LABEL) if rows else None
            label = next_label(previous.text()) if previous else self.tr("Day 1A")
        if starts is None:
            if rows:
                starts = self._starts_edit(rows - 1).dateTime().addDays(1)
            else:
                starts = QDateTime.currentDateTime().addDays(1)
                starts.setTime(DEFAULT_START)
        self.flights_table.insertRow(rows)
        self.flights_table.setItem(rows, self.LABEL, QTableWidgetItem(label))
        edit = QDateTimeEdit(starts)
        edit.setDisplayFormat(DATE_FORMAT)
        edit.setCalendarPopup(True)
        self.flights_table.setCellWidget(rows, self.STARTS, edit)
        self.flights_table.resizeRowsToContents()
        self._update_buttons()
        return rows

    def remove_flight(self) -> None:
        """The chosen flight out of the list; at least one stays (an event has 1 to
        stages.FLIGHTS_MAX flights)."""
        rows = self.flights_table.selectionModel().selectedRows()
        if not rows or self.flights_table.rowCount() <= 1:
            return
        self.flights_table.removeRow(rows[0].row())
        self._update_buttons()

    def _starts_edit(self, row: int) -> QDateTimeEdit:
        edit = self.flights_table.cellWidget(row, self.STARTS)
        assert isinstance(edit, QDateTimeEdit)
        return edit

    def _update_buttons(self) -> None:
        rows = self.flights_table.rowCount()
        chosen = bool(self.flights_table.selectionModel().selectedRows())
        self.remove_button.setEnabled(chosen and rows > 1)
        self.add_button.setEnabled(rows < stages.FLIGHTS_MAX)

    def plans(self) -> list[FlightPlan]:
        out = []
        for row in range(self.flights_table.rowCount()):
            item = self.flights_table.item(row, self.LABEL)
            starts = self._starts_edit(row).dateTime().toPython()
            assert isinstance(starts, datetime)
            out.append(FlightPlan(item.text() if item else "", starts.replace(second=0)))
        return out

    # --- the settings, structure and buy-in -----------------------------------------------

    def settings(self) -> StageSettings:
        return StageSettings(
            self.assignment_combo.currentData(),
            self.entries_combo.currentData(),
            self.stack_combo.currentData(),
        )

    def _follow_template(self) -> None:
        """The buy-in's currency follows the structure's (a buy-in in another currency is
        refused)."""
        structure = self._structure_or_none()
        if structure is not None and structure.currency:
            self.currency_combo.setCurrentText(structure.currency)

    def _structure_or_none(self) -> Structure | None:
        name = self.template_combo.currentData()
        if not name:
            return None
        try:
            return self._services.structures.get(name).structure
        except Refused:
            return None

    def amounts(self) -> dict[str, int]:
        code = self.currency_combo.currentText()
        return {
            name: parse_amount(edit.text(), code) if edit.text().strip() else 0
            for name, edit in self.edits.items()
        }

    def _show_price(self) -> None:
        try:
            amounts = self.amounts()
        except Refused:
            self.price_label.setText("—")
            return
        price = amounts["prize_pool"] + amounts["fee"] + amounts["staff_fee"]
        self.price_label.setText(
            f"<b>{format_amount(price, self.currency_combo.currentText())}</b>"
        )

    # --- creating -------------------------------------------------------------------------

    def check(self) -> tuple[Structure, dict[str, int], list[FlightPlan], StageSettings]:
        """Everything the event needs, checked before anything is written (the same checks
        the services make): the role, the structure, the buy-in, the flights and the
        settings (domain/stages.decide_stages: 1 to FLIGHTS_MAX flights, named, each name
        its own)."""
        operator = self._current_operator()
        require(operator, "create_tournament")
        require(operator, "set_buy_in")
        name = self.template_combo.currentData()
        if not name:
            raise Refused("structure.unknown_template", name="—")
        structure = check(self._services.structures.get(name).structure)
        amounts = self.amounts()
        reg.decide_buy_in(
            self.currency_combo.currentText(), structure_currency=structure.currency, **amounts
        )
        plans = self.plans()
        settings = self.settings()
        rows = [
            (n, plan.label, plan.starts_at.isoformat(timespec="minutes"))
            for n, plan in enumerate(plans)
        ]
        stages.decide_stages(rows, settings)
        return structure, amounts, plans, settings

    def create(self) -> int | None:
        """The event and its flights (one transaction), then the structure and the buy-in on
        each flight and on the final stage."""
        try:
            structure, amounts, plans, settings = self.check()
            event_id = self._services.stages.create_event(
                self._current_operator(), self.name_edit.text(), plans, settings
            )
        except Refused as refusal:
            show_error(self.refusal, refusal.message)
            return None
        self.event_id = event_id
        operator = self._current_operator()
        code = self.currency_combo.currentText()
        try:
            flights = list(self._services.stages.flights(event_id))
            for tid in [*flights, event_id]:
                self._services.clock.set_structure(operator, tid, structure)
                self._services.registration.set_buy_in(operator, tid, currency=code, **amounts)
            # Each flight's clock starts by itself at the flight's date and time.
            now = self._services.now()
            for tid, plan in zip(flights, plans, strict=True):
                at = plan.starts_at.astimezone()
                if at > now:
                    self._services.clock.schedule_start(operator, tid, at)
        except Refused as refusal:
            # Checked above, so only something changed meanwhile gets here: the event
            # exists; say what is left to set by hand.
            show_error(
                self.refusal,
                self.tr(
                    "The event was created, but its structure or buy-in was not set on every "
                    "stage: {reason} Set it on each flight's Clock and Registration tabs."
                ).format(reason=refusal.message),
            )
            self.create_button.setEnabled(False)
            return event_id
        self.accept()
        return event_id


__all__ = ["NewEventDialog", "next_label"]
