"""Staff accounts: directors add operators, change roles, reset PINs, (de)activate them and
unlock those locked after wrong PINs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor
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
from tournament_director.domain.lockout import Lock
from tournament_director.domain.operators import Operator, Role
from tournament_director.services import Services
from tournament_director.ui import prompts
from tournament_director.ui.labels import role_label
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import ask_new_pin, error_label, pin_edit, show_error
from tournament_director.ui.time_format import local_text

_LOCKED = QColor("#b00020")


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
        self.unlock_button = QPushButton(self.tr("Unlock"))
        self.own_pin_button = QPushButton(self.tr("Change my PIN…"))
        row_buttons = QHBoxLayout()
        for button in (self.role_button, self.pin_button, self.active_button, self.unlock_button):
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
        self.unlock_button.clicked.connect(self.on_unlock_button_clicked)
        self.own_pin_button.clicked.connect(
            lambda: self.change_own_pin(self, self._services, self._current_operator())
        )
        self.add_button.clicked.connect(self.on_add_button_clicked)
        self.new_pin_again.returnPressed.connect(self.on_add_button_clicked)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.refresh()
        fit_to_screen(self)

    # --- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected()
        self._operators = self._services.house.operators()
        self._locks = {o.id: self._services.house.lock_of(o.id) for o in self._operators}
        self.table.setRowCount(len(self._operators))
        for row, operator in enumerate(self._operators):
            lock = self._locks[operator.id]
            status = self.status_text(operator, lock)
            for column, text in enumerate((operator.name, role_label(operator.role), status)):
                item = QTableWidgetItem(text)
                if lock is not None:
                    item.setForeground(QBrush(_LOCKED))
                self.table.setItem(row, column, item)
        if chosen is not None:
            self.select(chosen.id)
        is_director = self._current_operator().role is Role.DIRECTOR
        self.add_box.setEnabled(is_director)
        self.director_note.setVisible(not is_director)
        self._update_buttons()

    def status_text(self, operator: Operator, lock: Lock | None) -> str:
        """Active or deactivated; a lock after wrong PINs, and until when, comes first."""
        if lock is not None and lock.until is None:
            return self.tr("Locked: a director must unlock")
        if lock is not None:
            return self.tr("Locked until {time}").format(time=local_text(lock.until, short=True))
        return self.tr("Active") if operator.active else self.tr("Deactivated")

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
        locked = chosen is not None and self._locks.get(chosen.id) is not None
        self.unlock_button.setEnabled(locked and is_director)
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
        # House rule (services/house.py change_role): a role whose shortest PIN is longer
        # comes with a new PIN, asked for here.
        state = self._services.house.state()
        pin = None
        if state.pin_minimum(role) > state.pin_minimum(chosen.role):
            minimum = state.pin_minimum(role)
            intro = self.tr(
                "The role {role} needs a PIN of at least {min} digits: give {name} a new one."
            ).format(role=role_label(role), min=minimum, name=chosen.name)
            title = self.tr("New PIN for {name}").format(name=chosen.name)
            pin = ask_new_pin(self, title, minimum, intro)
            if pin is None:
                return
        self._run(
            self.tr("Role not changed"), self._services.house.change_role, chosen.id, role, pin
        )

    def on_pin_button_clicked(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        minimum = self._services.house.state().pin_minimum(chosen.role)
        pin = ask_new_pin(self, self.tr("New PIN for {name}").format(name=chosen.name), minimum)
        if pin is not None:
            self._run(self.tr("PIN not changed"), self._services.house.change_pin, chosen.id, pin)

    def on_unlock_button_clicked(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        self._run(self.tr("Operator not unlocked"), self._services.house.unlock, chosen.id)

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
        minimum = services.house.state().pin_minimum(operator.role)
        title = QCoreApplication.translate("OperatorsDialog", "Change my PIN")
        pin = ask_new_pin(parent, title, minimum)
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
