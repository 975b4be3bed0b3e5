"""A house player record, new or corrected: a compact form, refusals said under it,
nothing written. A correction asks why (the reason stays in the house's log).

The document type follows the nationality (Chile RUT, Argentina DNI, Uruguay CI, Perú DNI,
Brasil CPF, anyone else a passport: `identity.default_document_type`) until the desk picks
a type by hand. A stored number is shown as it is written (12.345.678-5); a record whose
number breaks its document's rule (recorded before the checks) says so above the form."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.identity import (
    default_document_type,
    document_problem,
    document_text,
)
from tournament_director.domain.operators import Operator
from tournament_director.domain.players import DOCUMENT_TYPES, PlayerRecord
from tournament_director.services import Services
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

NATIONALITIES = (
    "Chile",
    "Argentina",
    "Perú",
    "Bolivia",
    "Brasil",
    "Colombia",
    "Uruguay",
    "Paraguay",
    "Venezuela",
    "Ecuador",
    "México",
    "España",
    "Estados Unidos",
)


def split_typed(typed: str) -> tuple[str, str]:
    """What the search box held, as (name, document) for a new record: mostly digits is a
    document; only letters, spaces, apostrophes, hyphens and dots is a name; anything else
    (a mix) is neither, and the form starts empty."""
    typed = " ".join(typed.split())
    compact = typed.replace(" ", "")
    if not compact:
        return "", ""
    if sum(ch.isdigit() for ch in compact) >= len(compact) / 2:
        return "", typed
    if all(ch.isalpha() or ch in " '’-." for ch in typed) and sum(map(str.isalpha, typed)) >= 2:
        return typed, ""
    return "", ""


class PlayerDialog(QDialog):
    def __init__(
        self,
        services: Services,
        current_operator: Callable[[], Operator],
        typed: str = "",
        parent: QWidget | None = None,
        correcting: PlayerRecord | None = None,
    ) -> None:
        """typed: what the desk had typed in the search box (a name or a document);
        correcting: an existing record to correct instead of a new one."""
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self._correcting = correcting
        self.record: PlayerRecord | None = None
        self.setWindowTitle(
            self.tr("New player") if correcting is None else self.tr("Correct player record")
        )
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("First and last names, as on the document"))
        self.document_type_combo = QComboBox()
        self.document_type_combo.addItems(DOCUMENT_TYPES)
        # True once the desk picks a type by hand: the nationality no longer changes it.
        self._type_chosen = False
        self.document_edit = QLineEdit()
        self.document_edit.setPlaceholderText(self.tr("Number"))
        self.nationality_combo = QComboBox()
        self.nationality_combo.setEditable(True)
        self.nationality_combo.addItems(NATIONALITIES)
        self.birth_edit = QLineEdit()
        self.birth_edit.setPlaceholderText(self.tr("dd/mm/yyyy"))
        self.birth_edit.setInputMask("00/00/0000;_")
        self.phone_edit = QLineEdit()
        self.email_edit = QLineEdit()
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setFixedHeight(48)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText(self.tr("e.g. name misspelt"))
        self.error = error_label()
        # A stored document that breaks its rule (recorded before the checks): said, in
        # the catalogue's words, until it is corrected.
        self.document_warning = QLabel()
        self.document_warning.setWordWrap(True)
        self.document_warning.setStyleSheet("color: #9a5b00;")
        self.document_warning.hide()

        document_row = QHBoxLayout()
        document_row.addWidget(self.document_type_combo)
        document_row.addWidget(self.document_edit, 1)
        form = QFormLayout()
        form.addRow(self.tr("Full name:"), self.name_edit)
        form.addRow(self.tr("Document:"), document_row)
        form.addRow(self.tr("Nationality:"), self.nationality_combo)
        form.addRow(self.tr("Date of birth:"), self.birth_edit)
        form.addRow(self.tr("Phone (optional):"), self.phone_edit)
        form.addRow(self.tr("E-mail (optional):"), self.email_edit)
        form.addRow(self.tr("Notes (optional):"), self.notes_edit)
        if correcting is not None:
            form.addRow(self.tr("Reason for the correction:"), self.reason_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("Create player"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.document_warning)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        self.document_type_combo.activated.connect(self.on_document_type_activated)
        self.nationality_combo.currentTextChanged.connect(self.on_nationality_changed)
        self.setMinimumWidth(460)
        fit_to_screen(self)

        if correcting is not None:
            self._fill(correcting)
            return
        self.on_nationality_changed(self.nationality_combo.currentText())
        name, document = split_typed(typed)
        self.document_edit.setText(document)
        # What was searched is a start, often a fragment ("maría jo"): it is selected, so
        # the first key typed replaces it and nothing is added to its end by mistake.
        self.name_edit.setText(name)
        self.name_edit.selectAll()
        self.name_edit.setFocus()

    def _fill(self, record: PlayerRecord) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(
            self.tr("Save correction")
        )
        self.name_edit.setText(record.name)
        self.nationality_combo.setCurrentText(record.nationality)
        self.document_type_combo.setCurrentText(record.document_type)
        self._type_chosen = True  # the record's own type stays unless the desk changes it
        self.document_edit.setText(document_text(record.document_type, record.document))
        problem = document_problem(record.document_type, record.document)
        if problem is not None:
            self.document_warning.setText(
                self.tr("This record's document is not valid: %1 Correct it here.").replace(
                    "%1", problem.message
                )
            )
            self.document_warning.show()
        self.birth_edit.setText("/".join(reversed(record.birth_date.split("-"))))
        self.phone_edit.setText(record.phone)
        self.email_edit.setText(record.email)
        self.notes_edit.setPlainText(record.notes)
        self.reason_edit.setFocus()

    def on_document_type_activated(self, _index: int) -> None:
        self._type_chosen = True

    def on_nationality_changed(self, nationality: str) -> None:
        """The document a player of this nationality shows, unless a type was picked."""
        if not self._type_chosen:
            self.document_type_combo.setCurrentText(default_document_type(nationality))

    def birth_text(self) -> str:
        text = self.birth_edit.text()
        return "" if text.replace("/", "").strip() == "" else text

    def on_buttons_accepted(self) -> None:
        values = (
            self.name_edit.text(),
            self.document_type_combo.currentText(),
            self.document_edit.text(),
            self.nationality_combo.currentText(),
            self.birth_text(),
            self.phone_edit.text(),
            self.email_edit.text(),
            self.notes_edit.toPlainText(),
        )
        players = self._services.players
        try:
            if self._correcting is None:
                self.record = players.create(self._current_operator(), *values)
            else:
                reason = " ".join(self.reason_edit.text().split())
                if not reason:
                    show_error(self.error, self.tr("Say why the record is corrected."))
                    self.reason_edit.setFocus()
                    return
                self.record = players.correct(
                    self._current_operator(),
                    self._correcting.player_id,
                    *values,
                    reason=reason,
                )
        except Refused as refusal:
            show_error(self.error, refusal.message)
            return
        self.accept()
