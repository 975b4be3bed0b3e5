"""Signing in: the first director on a new database, then operator + PIN.

The house's rules on wrong PINs live in the service (services/house.py sign_in): the form
says what it answers, a lock and until when included, as soon as a locked operator is
chosen. An operator whose PIN is shorter than the house now asks for their role chooses a new
one before going on.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import PIN_MAX, Operator, Role
from tournament_director.services import Services
from tournament_director.services.house import SignIn
from tournament_director.ui import prompts
from tournament_director.ui.labels import role_label
from tournament_director.ui.screen_fit import fit_to_screen

log = logging.getLogger(__name__)


def pin_edit(parent: QWidget | None = None) -> QLineEdit:
    """A masked field that accepts digits only (PINs are numeric)."""
    edit = QLineEdit(parent)
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setMaxLength(PIN_MAX)
    edit.setValidator(QRegularExpressionValidator(r"\d*", edit))
    return edit


def error_label(parent: QWidget | None = None) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020; font-weight: bold;")
    label.hide()
    return label


def show_error(label: QLabel, text: str) -> None:
    label.setText(text)
    label.setVisible(bool(text))


def ask_new_pin(parent: QWidget, title: str, minimum: int, intro: str = "") -> str | None:
    """A new PIN typed twice; None if cancelled or the two differ (the operator is told).
    ``minimum``: the house's shortest PIN for the operator's role, said in the question."""
    label = QCoreApplication.translate("OperatorsDialog", "New PIN ({min} to {max} digits):")
    label = label.format(min=minimum, max=PIN_MAX)
    pin = prompts.ask_text(parent, title, f"{intro}\n\n{label}" if intro else label, secret=True)
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


class SignInForm(QWidget):
    """Operator picker and PIN; emits signed_in with the authenticated operator."""

    signed_in = Signal(object)  # Operator

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self.operator_combo = QComboBox()
        self.pin = pin_edit()
        self.error = error_label()
        self.sign_in_button = QPushButton(self.tr("Sign in"))
        self.sign_in_button.setDefault(True)

        form = QFormLayout()
        form.addRow(self.tr("Operator:"), self.operator_combo)
        form.addRow(self.tr("PIN:"), self.pin)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.sign_in_button, alignment=Qt.AlignmentFlag.AlignRight)

        self.sign_in_button.clicked.connect(self.on_sign_in_clicked)
        self.pin.returnPressed.connect(self.on_sign_in_clicked)
        self.operator_combo.currentIndexChanged.connect(self.on_operator_combo_changed)
        self.reload()

    def reload(self, preferred: str = "") -> None:
        """Active operators, with preferred (e.g. whoever was signed in) chosen; when nobody
        signed in here before, or that operator is not in this database (the demo's), the
        first director: who opens a console for the first time sets it up."""
        self.operator_combo.clear()
        directors = []
        for operator in self._services.house.operators():
            if operator.active:
                text = f"{operator.name} — {role_label(operator.role)}"
                self.operator_combo.addItem(text, operator.name)
                if operator.role is Role.DIRECTOR:
                    directors.append(operator.name)
        index = self.operator_combo.findData(preferred)
        if index < 0 and directors:
            index = self.operator_combo.findData(directors[0])
        if index >= 0:
            self.operator_combo.setCurrentIndex(index)
        self.pin.clear()
        self.show_lock()

    def select(self, name: str) -> None:
        index = self.operator_combo.findData(name)
        if index >= 0:
            self.operator_combo.setCurrentIndex(index)

    def show_lock(self) -> None:
        """Say at once that the chosen operator is locked, and until when (or by whom)."""
        name = self.operator_combo.currentData() or ""
        refusal = self._services.house.locked_refusal(name) if name else None
        show_error(self.error, refusal.message if refusal else "")

    def on_operator_combo_changed(self, _index: int) -> None:
        self.show_lock()

    def on_sign_in_clicked(self) -> None:
        name = self.operator_combo.currentData() or ""
        try:
            signed = self._services.house.sign_in(name, self.pin.text())
        except Refused as refusal:
            self.pin.clear()
            show_error(self.error, refusal.message)
            self.pin.setFocus()
            return
        self.pin.clear()
        operator = signed.operator
        if signed.pin_change_needed and not self._choose_new_pin(signed):
            show_error(
                self.error,
                self.tr("{name} needs a new PIN of at least {min} digits to go on.").format(
                    name=operator.name, min=signed.pin_minimum
                ),
            )
            self.pin.setFocus()
            return
        log.info("operator %s signed in", operator.name)
        show_error(self.error, "")
        self.signed_in.emit(self._services.house.state().operators.get(operator.id, operator))

    def _choose_new_pin(self, signed: SignIn) -> bool:
        """The house asks for a longer PIN for this role than the one typed: a new one now,
        or no signing in."""
        operator = signed.operator
        title = self.tr("Choose a new PIN")
        intro = self.tr(
            "The house now asks for PINs of at least {min} digits for the role {role}; "
            "yours is shorter. Choose a new one to go on."
        ).format(min=signed.pin_minimum, role=role_label(operator.role))
        pin = ask_new_pin(self, title, signed.pin_minimum, intro)
        if pin is None:
            return False
        try:
            self._services.house.change_pin(operator, operator.id, pin)
        except Refused as refusal:
            prompts.warn(self, self.tr("PIN not changed"), refusal.message)
            return False
        log.info("operator %s chose a longer PIN at sign-in", operator.name)
        return True


class SignInDialog(QDialog):
    """The start of a shift: who is at the console."""

    def __init__(self, services: Services, preferred: str = "", parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tournament Director — Sign in"))
        self.operator: Operator | None = None
        title = QLabel(self.tr("Who is at the console?"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        self.form = SignInForm(services)
        self.form.reload(preferred)
        quit_button = QPushButton(self.tr("Quit"))
        quit_button.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.form)
        layout.addWidget(quit_button, alignment=Qt.AlignmentFlag.AlignLeft)
        self.setMinimumWidth(420)
        self.form.signed_in.connect(self.on_form_signed_in)
        quit_button.clicked.connect(self.reject)
        self.form.pin.setFocus()
        fit_to_screen(self)

    def on_form_signed_in(self, operator: Operator) -> None:
        self.operator = operator
        self.accept()


class FirstDirectorDialog(QDialog):
    """A new database has no operators: whoever sets it up becomes its first director."""

    def __init__(self, services: Services, parent=None) -> None:
        super().__init__(parent)
        self._services = services
        self.operator: Operator | None = None
        self.setWindowTitle(self.tr("Tournament Director — First start"))
        intro = QLabel(
            self.tr(
                "This database has no operators yet. Create the first tournament director: "
                "they can then add the rest of the staff."
            )
        )
        intro.setWordWrap(True)
        self.name = QLineEdit()
        self.pin = pin_edit()
        self.pin_again = pin_edit()
        self.error = error_label()
        minimum = services.house.state().pin_minimum(Role.DIRECTOR)
        form = QFormLayout()
        form.addRow(self.tr("Director's name:"), self.name)
        form.addRow(
            self.tr("PIN ({min} to {max} digits):").format(min=minimum, max=PIN_MAX), self.pin
        )
        form.addRow(self.tr("PIN again:"), self.pin_again)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create director"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Quit"))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.buttons.accepted.connect(self.on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        fit_to_screen(self)

    def on_buttons_accepted(self) -> None:
        if self.pin.text() != self.pin_again.text():
            show_error(self.error, self.tr("The two PINs are different. Type them again."))
            self.pin.clear()
            self.pin_again.clear()
            self.pin.setFocus()
            return
        try:
            self.operator = self._services.house.create_first_director(
                self.name.text(), self.pin.text()
            )
        except Refused as refusal:
            show_error(self.error, refusal.message)
            return
        log.info("first director %s created", self.operator.name)
        self.accept()
