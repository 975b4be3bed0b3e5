"""The record's care, from the console: where its key, anchors and backups are, a backup
now, a verification, and putting a backup back (a director's decision, after the backup
verifies)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
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
from tournament_director.storage.backups import BackupFile
from tournament_director.ui import prompts
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
            (self.tr("Database:"), db.path.resolve()),
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
                "it the record can be read but not proven unaltered, nor written. The folders "
                "are set in the station file station.json of the data folder; put the anchor "
                "journal and the backups on another disk or a share."
            )
        )
        advice.setWordWrap(True)
        form.addRow(advice)

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
        layout.addWidget(backups, 1)
        layout.addWidget(self.status)
        layout.addWidget(close)

        self.backup_button.clicked.connect(self.back_up)
        self.verify_button.clicked.connect(self.verify)
        self.restore_button.clicked.connect(self.restore_selected)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        close.rejected.connect(self.reject)
        self.resize(760, 560)
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

    def _update_buttons(self) -> None:
        director = self._current_operator().role is Role.DIRECTOR
        self.restore_button.setEnabled(director and self.selected() is not None)
        if not director:
            self.restore_button.setToolTip(self.tr("Restoring a backup is a director's decision."))

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
        self._say(report_text(self, report), not report.sound)
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


def report_text(widget: QWidget, report: VerifyReport) -> str:
    """A verification in a sentence or two, for the console."""
    tr = widget.tr
    if report.sound:
        return tr(
            "The record is sound: {events} events in {streams} streams, sealed and anchored; "
            "{snapshots} snapshots equal to the events."
        ).format(events=report.events, streams=report.streams, snapshots=report.snapshots)
    parts = []
    if report.error is not None or (report.integrity and report.integrity != ["ok"]):
        parts.append(tr("SQLite finds the file damaged."))
    if report.key_problem is not None:
        parts.append(tr("The record's key is missing or not this record's."))
    if report.journal_needed and not report.journal_found:
        parts.append(tr("The anchor journal was not found."))
    if report.journal_bad_lines:
        parts.append(tr("The anchor journal has altered lines."))
    for problem in report.problems[:5]:
        parts.append(
            tr("Stream {stream}, event {seq}: {what}").format(
                stream=problem.stream_id, seq=problem.seq, what=_message(problem.what)
            )
        )
    return tr("The record does NOT verify.") + " " + " ".join(parts)


def _message(key: str) -> str:
    return t(key)
