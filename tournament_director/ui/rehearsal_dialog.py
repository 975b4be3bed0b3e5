"""The structure editor's "Rehearse": the structure being edited played several times by the
rehearsal (services/rehearsal.py), with the same figures and chart as `tournament-director
simulate`.

The rehearsal runs on a worker thread (it plays whole tournaments through the services,
seconds to minutes): the console keeps painting and answering meanwhile, says which run is
being played, and Cancel stops it between hands. The worker touches no widget; it reports
through Qt signals, which reach the dialog on the GUI thread.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import Qt, QThread, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import Structure
from tournament_director.i18n import language
from tournament_director.printing import rehearsal_report as report
from tournament_director.services.rehearsal import (
    MILESTONES,
    PLAYERS_MAX,
    PLAYERS_MIN,
    RUNS_MAX,
    RUNS_MIN,
    SEED_MAX,
    Cancelled,
    Rehearsal,
    Request,
    check_request,
    rehearse,
)
from tournament_director.ui import prompts
from tournament_director.ui.screen_fit import fit_to_screen

log = logging.getLogger(__name__)

PLAYERS_DEFAULT = 100
RUNS_DEFAULT = 5


class RehearsalWorker(QThread):
    """Plays the rehearsal and draws its chart off the GUI thread."""

    progressed = Signal(int, int)  # runs done, runs asked
    done = Signal(object, bytes)  # the Rehearsal, the chart as PNG
    failed = Signal(str)  # a refusal or an error, in words
    stopped = Signal()  # cancelled

    def __init__(self, request: Request, words: str, parent=None) -> None:
        super().__init__(parent)
        self.request = request
        self.words = words  # the language of the chart
        self.cancel_event = threading.Event()

    def run(self) -> None:
        try:
            result = rehearse(
                self.request,
                progress=self.progressed.emit,
                cancelled=self.cancel_event.is_set,
            )
            chart = report.png(report.chart(result, self.words))
        except Cancelled:
            self.stopped.emit()
        except Refused as refusal:
            self.failed.emit(refusal.message)
        except Exception as exc:  # shown to the operator, never lost with the thread
            log.exception("rehearsal failed")
            self.failed.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.done.emit(result, chart)


class RehearsalDialog(QDialog):
    """Players, late entries, re-entries, runs and seed; then the milestones' figures and the
    chart of players left; the report saved as PDF."""

    def __init__(self, structure: Structure, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.structure = structure
        self.worker: RehearsalWorker | None = None
        self.rehearsal: Rehearsal | None = None
        self.setWindowTitle(self.tr("Rehearse “{name}”").format(name=structure.name))
        self.setSizeGripEnabled(True)
        self._build()
        self.rehearse_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.save_button.clicked.connect(self.save_report)
        self.close_button.clicked.connect(self.reject)

    def _build(self) -> None:
        late_allowed = self.structure.late_registration_until_level is not None
        self.players_spin = self._spin(PLAYERS_MIN, PLAYERS_MAX, PLAYERS_DEFAULT)
        self.late_spin = self._spin(0, PLAYERS_MAX, 0)
        self.late_spin.setEnabled(late_allowed)
        self.re_entries_spin = self._spin(0, PLAYERS_MAX, 0)
        self.re_entries_spin.setEnabled(late_allowed and self.structure.re_entry.allowed)
        self.runs_spin = self._spin(RUNS_MIN, RUNS_MAX, RUNS_DEFAULT)
        self.seed_spin = self._spin(0, SEED_MAX, 1)
        form = QFormLayout()
        form.addRow(self.tr("Players at the start:"), self.players_spin)
        form.addRow(self.tr("Late entries:"), self.late_spin)
        form.addRow(self.tr("Re-entries:"), self.re_entries_spin)
        form.addRow(self.tr("Tournaments to play:"), self.runs_spin)
        form.addRow(self.tr("Seed:"), self.seed_spin)

        self.rehearse_button = QPushButton(self.tr("Rehearse"))
        self.cancel_button = QPushButton(self.tr("Cancel rehearsal"))
        self.cancel_button.setEnabled(False)
        self.progress_bar = QProgressBar()
        self.progress_bar.setVisible(False)
        self.status_label = QLabel(
            self.tr(
                "Plays the tournament several times on a simulated clock, in throw-away "
                "records: nothing is written to this record."
            )
        )
        self.status_label.setWordWrap(True)
        run_row = QHBoxLayout()
        run_row.addWidget(self.rehearse_button)
        run_row.addWidget(self.cancel_button)
        run_row.addWidget(self.progress_bar, 1)

        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Milestone"),
                self.tr("Runs"),
                self.tr("Level: median (p10–p90)"),
                self.tr("Clock: median (p10–p90)"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # Room for every milestone, without a scroll bar.
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setFixedHeight(
            self.table.horizontalHeader().sizeHint().height()
            + len(MILESTONES) * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
        )
        self.chart_label = QLabel()
        self.chart_label.setMinimumSize(report.CHART_WIDTH, report.CHART_HEIGHT)

        self.save_button = QPushButton(self.tr("Save report (PDF)…"))
        self.save_button.setEnabled(False)
        self.close_button = QPushButton(self.tr("Close"))
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(run_row)
        layout.addWidget(self.status_label)
        layout.addWidget(self.table)
        layout.addWidget(self.chart_label, 1)
        layout.addLayout(bottom)
        fit_to_screen(self, (1000, 760))
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)

    @staticmethod
    def _spin(minimum: int, maximum: int, value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(minimum, maximum)
        spin.setValue(value)
        spin.setGroupSeparatorShown(True)
        return spin

    # --- the run --------------------------------------------------------------------------

    def request(self) -> Request:
        return Request(
            self.structure,
            self.players_spin.value(),
            self.late_spin.value() if self.late_spin.isEnabled() else 0,
            self.re_entries_spin.value() if self.re_entries_spin.isEnabled() else 0,
            self.runs_spin.value(),
            self.seed_spin.value(),
        )

    @property
    def running(self) -> bool:
        return self.worker is not None and self.worker.isRunning()

    def start(self) -> None:
        if self.running:
            return
        request = self.request()
        try:  # refused up front, in words, before any thread starts
            check_request(request)
        except Refused as refusal:
            prompts.warn(self, self.tr("Not rehearsed"), refusal.message)
            return
        self.worker = RehearsalWorker(request, language(), self)
        self.worker.progressed.connect(self._on_progress)
        self.worker.done.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        self.worker.stopped.connect(self._on_stopped)
        self.worker.finished.connect(self._on_finished)
        self._set_running(True)
        self.progress_bar.setRange(0, request.runs)
        self.progress_bar.setValue(0)
        self.status_label.setText(self.tr("Playing tournament 1 of {total}…").format(
            total=request.runs))  # fmt: skip
        self.worker.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel_event.set()
            self.status_label.setText(self.tr("Cancelling…"))

    def _set_running(self, running: bool) -> None:
        self.rehearse_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.progress_bar.setVisible(running)
        for spin in (self.players_spin, self.runs_spin, self.seed_spin):
            spin.setEnabled(not running)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress_bar.setValue(done)
        if done < total:
            self.status_label.setText(
                self.tr("Playing tournament {number} of {total}…").format(
                    number=done + 1, total=total
                )
            )

    def _on_done(self, rehearsal: Rehearsal, chart: bytes) -> None:
        self.rehearsal = rehearsal
        words = language()
        rows = report.figure_rows(rehearsal, words)[1:]
        self.table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        pixmap = QPixmap()
        pixmap.loadFromData(chart, "PNG")
        pixmap.setDevicePixelRatio(2.0)  # drawn at twice its size: sharp on any screen
        self.chart_label.setPixmap(pixmap)
        self.status_label.setText("\n".join(report.summary_lines(rehearsal, words)))
        self.save_button.setEnabled(True)

    def _on_failed(self, message: str) -> None:
        self.status_label.setText(message)
        prompts.warn(self, self.tr("Not rehearsed"), message)

    def _on_stopped(self) -> None:
        self.status_label.setText(self.tr("Rehearsal cancelled."))

    def _on_finished(self) -> None:
        self._set_running(False)
        self.late_spin.setEnabled(self.structure.late_registration_until_level is not None)
        self.re_entries_spin.setEnabled(
            self.structure.late_registration_until_level is not None
            and self.structure.re_entry.allowed
        )

    # --- the report -----------------------------------------------------------------------

    def save_report(self) -> None:
        if self.rehearsal is None:
            return
        suggested = self.tr("Rehearsal {name}").format(name=self.structure.name) + ".pdf"
        path = prompts.ask_save_path(self, self.tr("Save report (PDF)…"), suggested, "PDF (*.pdf)")
        if path is None:
            return
        path = Path(path)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            path.write_bytes(report.pdf(self.rehearsal, language()))
        except OSError as error:
            prompts.warn(self, self.tr("Not saved"), str(error))
            return
        self.status_label.setText(self.tr("Report saved to {file}").format(file=path.name))

    def reject(self) -> None:
        """Close: a rehearsal still playing is cancelled and waited for (between hands)."""
        if self.worker is not None and self.worker.isRunning():
            self.worker.cancel_event.set()
            self.worker.wait()
        super().reject()
