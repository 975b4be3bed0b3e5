"""Staff accounts: directors add operators, change roles, reset PINs, (de)activate them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
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

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator, Role
from tournament_director.services import Services
from tournament_director.ui import prompts
from tournament_director.ui.labels import role_label
from tournament_director.ui.sign_in import error_label, pin_edit, show_error


def role_choices() -> list[tuple[str, Role]]:
    return [(role_label(role), role) for role in (Role.DIRECTOR, Role.FLOOR, Role.CASHIER)]


class OperatorsDialog(QDialog):
    def __init__(
        self, services: Services, current_operator: Callable[[], Operator], parent=None
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self.setWindowTitle(self.tr("Operators"))
        self.setMinimumSize(620, 460)

        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Role"), self.tr("Status")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

        self.role_button = QPushButton(self.tr("Change role…"))
        self.pin_button = QPushButton(self.tr("Reset PIN…"))
        self.active_button = QPushButton(self.tr("Deactivate"))
        self.own_pin_button = QPushButton(self.tr("Change my PIN…"))
        row_buttons = QHBoxLayout()
        for button in (self.role_button, self.pin_button, self.active_button):
            row_buttons.addWidget(button)
        row_buttons.addStretch(1)
        row_buttons.addWidget(self.own_pin_button)

        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("Full name"))
        self.new_role = QComboBox()
        for text, role in role_choices():
            self.new_role.addItem(text, role.value)
        self.new_role.setCurrentIndex(1)  # most new staff are floor
        self.new_pin = pin_edit()
        self.new_pin.setPlaceholderText(self.tr("PIN"))
        self.new_pin_again = pin_edit()
        self.new_pin_again.setPlaceholderText(self.tr("PIN again"))
        self.add_button = QPushButton(self.tr("Add operator"))
        self.add_error = error_label()
        add_box = QGroupBox(self.tr("New operator"))
        add_row = QHBoxLayout()
        add_row.addWidget(self.new_name, 2)
        add_row.addWidget(self.new_role)
        add_row.addWidget(self.new_pin, 1)
        add_row.addWidget(self.new_pin_again, 1)
        add_row.addWidget(self.add_button)
        add_layout = QVBoxLayout(add_box)
        add_layout.addLayout(add_row)
        add_layout.addWidget(self.add_error)
        self.add_box = add_box
        self.director_note = QLabel(
            self.tr(
                "Only a director can add operators or change them. You can change your own PIN."
            )
        )
        self.director_note.setWordWrap(True)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(add_box)
        layout.addWidget(self.director_note)
        layout.addWidget(buttons)

        self.role_button.clicked.connect(self.on_role_button_clicked)
        self.pin_button.clicked.connect(self.on_pin_button_clicked)
        self.active_button.clicked.connect(self.on_active_button_clicked)
        self.own_pin_button.clicked.connect(
            lambda: self.change_own_pin(self, self._services, self._current_operator())
        )
        self.add_button.clicked.connect(self.on_add_button_clicked)
        self.new_pin_again.returnPressed.connect(self.on_add_button_clicked)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.refresh()

    # --- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected()
        self._operators = self._services.house.operators()
        self.table.setRowCount(len(self._operators))
        for row, operator in enumerate(self._operators):
            status = self.tr("Active") if operator.active else self.tr("Deactivated")
            for column, text in enumerate((operator.name, role_label(operator.role), status)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        if chosen is not None:
            self.select(chosen.id)
        is_director = self._current_operator().role is Role.DIRECTOR
        self.add_box.setEnabled(is_director)
        self.director_note.setVisible(not is_director)
        self._update_buttons()

    def selected(self) -> Operator | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self._operators[rows[0].row()] if rows else None

    def select(self, operator_id: int) -> None:
        for row, operator in enumerate(self._operators):
            if operator.id == operator_id:
                self.table.selectRow(row)

    def _update_buttons(self) -> None:
        chosen = self.selected()
        is_director = self._current_operator().role is Role.DIRECTOR
        for button in (self.role_button, self.pin_button, self.active_button):
            button.setEnabled(chosen is not None and is_director)
        if chosen is not None and not chosen.active:
            self.active_button.setText(self.tr("Reactivate"))
        else:
            self.active_button.setText(self.tr("Deactivate"))

    def _run(self, title: str, command, *args) -> bool:
        try:
            command(self._current_operator(), *args)
        except Refused as refusal:
            prompts.warn(self, title, refusal.message)
            return False
        self.refresh()
        return True

    # --- commands -------------------------------------------------------------------------

    def on_add_button_clicked(self) -> None:
        if self.new_pin.text() != self.new_pin_again.text():
            show_error(self.add_error, self.tr("The two PINs are different. Type them again."))
            return
        try:
            operator = self._services.house.create_operator(
                self._current_operator(),
                self.new_name.text(),
                self.new_role.currentData(),
                self.new_pin.text(),
            )
        except Refused as refusal:
            show_error(self.add_error, refusal.message)
            return
        show_error(self.add_error, "")
        for edit in (self.new_name, self.new_pin, self.new_pin_again):
            edit.clear()
        self.refresh()
        self.select(operator.id)

    def on_role_button_clicked(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        choices = role_choices()
        texts = [text for text, _ in choices]
        current = [role for _, role in choices].index(chosen.role)
        picked = prompts.ask_item(
            self,
            self.tr("Change role"),
            self.tr("New role for {name}:").format(name=chosen.name),
            texts,
            current,
        )
        if picked is None:
            return
        role = choices[texts.index(picked)][1]
        self._run(self.tr("Role not changed"), self._services.house.change_role, chosen.id, role)

    def on_pin_button_clicked(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        pin = ask_new_pin(self, self.tr("New PIN for {name}").format(name=chosen.name))
        if pin is not None:
            self._run(self.tr("PIN not changed"), self._services.house.change_pin, chosen.id, pin)

    def on_active_button_clicked(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        self._run(
            self.tr("Operator not changed"),
            self._services.house.set_active,
            chosen.id,
            not chosen.active,
        )

    @staticmethod
    def change_own_pin(parent: QWidget, services: Services, operator: Operator) -> bool:
        pin = ask_new_pin(parent, QCoreApplication.translate("OperatorsDialog", "Change my PIN"))
        if pin is None:
            return False
        try:
            services.house.change_pin(operator, operator.id, pin)
        except Refused as refusal:
            prompts.warn(
                parent,
                QCoreApplication.translate("OperatorsDialog", "PIN not changed"),
                refusal.message,
            )
            return False
        prompts.info(
            parent,
            QCoreApplication.translate("OperatorsDialog", "Change my PIN"),
            QCoreApplication.translate("OperatorsDialog", "Your PIN was changed."),
        )
        return True


def ask_new_pin(parent: QWidget, title: str) -> str | None:
    """A new PIN typed twice; None if cancelled or the two differ (the operator is told)."""
    label = QCoreApplication.translate("OperatorsDialog", "New PIN (4 to 12 digits):")
    pin = prompts.ask_text(parent, title, label, secret=True)
    if pin is None:
        return None
    again = prompts.ask_text(
        parent,
        title,
        QCoreApplication.translate("OperatorsDialog", "The new PIN again:"),
        secret=True,
    )
    if again is None:
        return None
    if pin != again:
        prompts.warn(
            parent,
            title,
            QCoreApplication.translate(
                "OperatorsDialog", "The two PINs are different. Nothing was changed."
            ),
        )
        return None
    return pin
