"""Settings: the house's idle-lock minutes (directors) and this PC's language."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import LOCK_MINUTES_MAX, LOCK_MINUTES_MIN, Operator, Role
from tournament_director.services import Services
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.sign_in import error_label, show_error

# Each language named in itself, so anyone can find their own.
LANGUAGE_NAMES = {"es": "Español", "en": "English"}


class SettingsDialog(QDialog):
    language_chosen = Signal(str)

    def __init__(
        self, services: Services, operator: Operator, settings: ConsoleSettings, parent=None
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._operator = operator
        self._settings = settings
        self.setWindowTitle(self.tr("Settings"))

        self.lock_minutes = QSpinBox()
        self.lock_minutes.setRange(LOCK_MINUTES_MIN, LOCK_MINUTES_MAX)
        self.lock_minutes.setSuffix(self.tr(" min"))
        self.lock_minutes.setValue(services.house.lock_minutes)
        is_director = operator.role is Role.DIRECTOR
        self.lock_minutes.setEnabled(is_director)
        lock_hint = QLabel(
            self.tr("For every console of this house.")
            if is_director
            else self.tr("Only a director can change it.")
        )
        lock_hint.setStyleSheet("color: #5a5a5a;")

        self.language = QComboBox()
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        language_hint = QLabel(
            self.tr("Remembered on this PC. The console switches as soon as you press OK.")
        )
        language_hint.setStyleSheet("color: #5a5a5a;")
        language_hint.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Lock the console after (idle):"), self.lock_minutes)
        form.addRow("", lock_hint)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow("", language_hint)
        self.error = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.buttons.accepted.connect(self.on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)

    def on_buttons_accepted(self) -> None:
        minutes = self.lock_minutes.value()
        if minutes != self._services.house.lock_minutes:
            try:
                self._services.house.set_lock_minutes(self._operator, minutes)
            except Refused as refusal:
                show_error(self.error, refusal.message)
                return
        language = self.language.currentData()
        changed = language != self._settings.language
        self._settings.language = language
        self.accept()
        if changed:
            self.language_chosen.emit(language)
