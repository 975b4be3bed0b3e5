"""The record's care, from the console: where its key, anchors and backups are, a backup
now, a verification, and putting a backup back (a director's decision, after the backup
verifies)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator, Role
from tournament_director.i18n import t
from tournament_director.services import Services
from tournament_director.services.verification import VerifyReport
from tournament_director.station import BACKUPS_KEPT_MAX, BACKUPS_KEPT_MIN
from tournament_director.storage.backups import BackupFile
from tournament_director.ui import prompts
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.time_format import local_text

log = logging.getLogger(__name__)


class RecordDialog(QDialog):
    """Backups of the open record and where its companions live on this station."""

    restored = Signal()  # the record was put back to a backup: the console rebuilds

    def __init__(
        self,
        services: Services,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self.setWindowTitle(self.tr("Record and backups"))
        db = services.db
        station = db.station

        where = QGroupBox(self.tr("Where this station keeps the record"))
        form = QFormLayout(where)
        for label, value in (
            (self.tr("Database:"), db.location if db.shared else db.path.resolve()),
            (self.tr("Record's key:"), db.expected_key_path or self.tr("(none)")),
            (self.tr("Anchor journal:"), db.journal.path if db.journal else self.tr("(none)")),
            (self.tr("Backups:"), station.backup_dir),
        ):
            text = QLabel(str(value))
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setWordWrap(True)
            form.addRow(label, text)
        advice = QLabel(
            self.tr(
                "Keep a copy of the key away from this PC (a USB stick in the safe): without "
                "it the record can be read but not proven unaltered, nor written. Put the "
                "anchor journal and the backups on another disk or a share."
            )
        )
        advice.setWordWrap(True)
        form.addRow(advice)

        folders = QGroupBox(self.tr("This station's settings (directors; from the next start)"))
        settings = QFormLayout(folders)
        self.backup_dir = QLineEdit(str(station.backup_dir))
        self.anchor_dir = QLineEdit(str(station.anchor_dir))
        for edit in (self.backup_dir, self.anchor_dir):
            edit.setMaxLength(4096)
        self.kept = QSpinBox()
        self.kept.setRange(BACKUPS_KEPT_MIN, BACKUPS_KEPT_MAX)
        self.kept.setValue(station.backups_kept)
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 240)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setValue(station.backup_minutes)
        settings.addRow(self.tr("Backup folder:"), self._with_browse(self.backup_dir))
        settings.addRow(self.tr("Backups kept:"), self.kept)
        settings.addRow(self.tr("A backup at least every:"), self.minutes)
        settings.addRow(self.tr("Anchor journal folder:"), self._with_browse(self.anchor_dir))
        # Several stations on one record: the server the console opens (README).
        self.server = QLineEdit(station.server or "")
        self.server.setMaxLength(2048)
        self.server.setPlaceholderText(self.tr("postgresql://td_station@server/td_event"))
        self.server.setToolTip(
            self.tr(
                "Empty: this PC's own file. The password goes in this user's pgpass file, "
                "never here."
            )
        )
        settings.addRow(self.tr("Record on a server:"), self.server)
        self.save_button = QPushButton(self.tr("Save the settings"))
        self.key_button = QPushButton(self.tr("Save a copy of the key…"))
        actions = QHBoxLayout()
        actions.addWidget(self.save_button)
        actions.addWidget(self.key_button)
        actions.addStretch(1)
        settings.addRow(actions)

        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([self.tr("Taken"), self.tr("Size")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)

        self.backup_button = QPushButton(self.tr("Back up now"))
        self.verify_button = QPushButton(self.tr("Verify the record"))
        self.restore_button = QPushButton(self.tr("Restore the selected backup…"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QHBoxLayout()
        for button in (self.backup_button, self.verify_button, self.restore_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)

        backups = QGroupBox(self.tr("Backups (newest first)"))
        inner = QVBoxLayout(backups)
        inner.addWidget(self.table)
        inner.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(where)
        layout.addWidget(folders)
        layout.addWidget(backups, 1)
        layout.addWidget(self.status)
        layout.addWidget(close)

        self.backup_button.clicked.connect(self.back_up)
        self.verify_button.clicked.connect(self.verify)
        self.restore_button.clicked.connect(self.restore_selected)
        self.save_button.clicked.connect(self.save_settings)
        self.key_button.clicked.connect(self.copy_key)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        close.rejected.connect(self.reject)
        fit_to_screen(self, (820, 680))
        self.refresh()

    # --- the list -----------------------------------------------------------------------------

    def refresh(self) -> None:
        self._backups: list[BackupFile] = self._services.records.backups()
        self.table.setRowCount(len(self._backups))
        for row, backup in enumerate(self._backups):
            taken = QTableWidgetItem(local_text(backup.taken_at))
            taken.setToolTip(str(backup.path))
            size = QTableWidgetItem(f"{backup.size / 1_048_576:.1f} MB")
            size.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, 0, taken)
            self.table.setItem(row, 1, size)
        if self._backups:
            self.table.selectRow(0)
        self._update_buttons()

    def _with_browse(self, edit: QLineEdit) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(lambda: self._browse(edit))
        layout.addWidget(edit, 1)
        layout.addWidget(browse)
        return row

    def _browse(self, edit: QLineEdit) -> None:
        chosen = prompts.ask_directory(self, self.tr("Choose a folder"), edit.text())
        if chosen is not None:
            edit.setText(str(chosen))

    def _update_buttons(self) -> None:
        director = self._current_operator().role is Role.DIRECTOR
        self.restore_button.setEnabled(director and self.selected() is not None)
        for widget in (
            self.save_button,
            self.key_button,
            self.backup_dir,
            self.anchor_dir,
            self.kept,
            self.minutes,
            self.server,
        ):
            widget.setEnabled(director)
        if not director:
            tip = self.tr("Backups, the key and these folders are a director's decision.")
            self.restore_button.setToolTip(tip)
            self.save_button.setToolTip(tip)

    def save_settings(self) -> bool:
        backup, anchors = self.backup_dir.text().strip(), self.anchor_dir.text().strip()
        if not backup or not anchors:
            self._say(self.tr("Give both folders."), True)
            return False
        changed = replace(
            self._services.records.station,
            backup_dir=Path(backup).expanduser(),
            anchor_dir=Path(anchors).expanduser(),
            backups_kept=self.kept.value(),
            backup_minutes=self.minutes.value(),
            server=self.server.text().strip() or None,
        )
        try:
            self._services.records.save_station(self._current_operator(), changed)
        except Refused as refusal:
            self._say(refusal.message, True)
            return False
        self._say(self.tr("Saved. The console uses them from its next start."))
        return True

    def copy_key(self) -> Path | None:
        db = self._services.db
        suggested = db.expected_key_path.name if db.expected_key_path else "record.key"
        target = prompts.ask_save_path(
            self, self.tr("Save a copy of the key"), suggested, self.tr("Key (*.key)")
        )
        if target is None:
            return None
        try:
            self._services.records.copy_key(self._current_operator(), target)
        except Refused as refusal:
            self._say(refusal.message, True)
            return None
        self._say(
            self.tr("A copy of the key was saved to {path}. Keep it apart.").format(path=target)
        )
        return target

    def selected(self) -> BackupFile | None:
        rows = self.table.selectionModel().selectedRows()
        return self._backups[rows[0].row()] if rows else None

    def _say(self, text: str, problem: bool = False) -> None:
        self.status.setStyleSheet("color: #b00020;" if problem else "")
        self.status.setText(text)

    # --- actions --------------------------------------------------------------------------------

    def back_up(self) -> Path | None:
        try:
            path = self._services.records.take_backup()
        except (Refused, OSError) as exc:
            message = exc.message if isinstance(exc, Refused) else str(exc)
            self._say(self.tr("No backup was made: {problem}").format(problem=message), True)
            return None
        self._say(self.tr("Backup made and checked: {path}").format(path=path))
        self.refresh()
        return path

    def verify(self) -> VerifyReport:
        report = self._services.records.verify()
        self._say(report_text(report), not report.sound)
        return report

    def restore_selected(self) -> bool:
        backup = self.selected()
        if backup is None:
            return False
        question = self.tr(
            "Put the record back as it was at {taken}?\n\nThe backup is verified first. What "
            "the record holds now is kept aside in the backup folder, and the restore is "
            "recorded with the events it gives up."
        ).format(taken=local_text(backup.taken_at))
        if not prompts.confirm(self, self.tr("Restore a backup"), question):
            return False
        try:
            result = self._services.records.restore(self._current_operator(), backup.path)
        except Refused as refusal:
            self._say(refusal.message, True)
            return False
        lost = ", ".join(f"{s}: {a}-{b}" for s, (a, b) in sorted(result.lost.items()))
        text = self.tr("Record restored from the backup of {taken}.").format(
            taken=local_text(backup.taken_at)
        )
        if lost:
            text += " " + self.tr("Events given up (stream: events): {lost}.").format(lost=lost)
        prompts.info(self, self.tr("Record restored"), text)
        log.warning("record restored from %s by %s", backup.path, self._current_operator().name)
        self.restored.emit()
        self.accept()
        return True


def report_text(report: VerifyReport) -> str:
    """A verification in a sentence or two, for the console."""
    if report.sound:

        def counted(text: str, n: int) -> str:
            return QCoreApplication.translate("RecordDialog", text, "", n)

        return QCoreApplication.translate(
            "RecordDialog",
            "The record is sound: {events} in {streams}, all sealed and anchored; {snapshots}.",
        ).format(
            events=counted("%n event(s)", report.events),
            streams=counted("%n stream(s)", report.streams),
            snapshots=counted("%n snapshot(s) equal to the events", report.snapshots),
        )
    parts = []
    if report.error is not None or (report.integrity and report.integrity != ["ok"]):
        parts.append(QCoreApplication.translate("RecordDialog", "SQLite finds the file damaged."))
    if report.key_problem is not None:
        parts.append(
            QCoreApplication.translate(
                "RecordDialog", "The record's key is missing or not this record's."
            )
        )
    if report.journal_needed and not report.journal_found:
        parts.append(
            QCoreApplication.translate("RecordDialog", "The anchor journal was not found.")
        )
    if report.journal_bad_lines:
        parts.append(
            QCoreApplication.translate("RecordDialog", "The anchor journal has altered lines.")
        )
    for problem in report.problems[:5]:
        parts.append(
            QCoreApplication.translate(
                "RecordDialog", "Stream {stream}, event {seq}: {what}"
            ).format(stream=problem.stream_id, seq=problem.seq, what=_message(problem.what))
        )
    return (
        QCoreApplication.translate("RecordDialog", "The record does NOT verify.")
        + " "
        + " ".join(parts)
    )


def _message(key: str) -> str:
    return t(key)
