"""The Penalties tab: every penalty of the event, being served and past (ADTP 68; Casino Club
"Penalidades").

One row a penalty, newest first: when, the player, where he sat, the offence and its rule,
the penalty, the hands it made, the hands left while it is served, where it stands and who
gave it; the ones being served in bold, their hands left in red. "Being served" shows only
those (the floor's view while play goes on), "All" every penalty of the event, warnings,
served, ended and disqualifications included. Under the list the chosen penalty in words:
the proposal and why, the floor's reason when it chose otherwise, what happened, how it
ended.

Actions: a new penalty (Ctrl+P, the penalty dialog), mark the chosen penalty served with a
note (where hands are not counted at the table, or when the director says it is over), the
player's notice (80 mm), and the penalty report for the regulator and the house (A4 PDF
printed or saved, CSV saved; kept in the tournament's papers folder without a printer). A
refusal is said in red; nothing is written. Undo (Ctrl+Z) takes any of them back as a
recorded correction.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QRadioButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain import penalties as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.domain.penalties import Penalty
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing.documents import Paper
from tournament_director.services import Services
from tournament_director.services.papers import paper_name
from tournament_director.ui import prompts
from tournament_director.ui.column_fit import ColumnFit
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.penalty_dialog import PenaltyDialog, capitalised, print_notice
from tournament_director.ui.print_adapter import (
    DocumentKind,
    PrintAdapter,
    PrintError,
    send,
    tournament_adapter,
)
from tournament_director.ui.sign_in import error_label, show_error
from tournament_director.ui.time_format import day_and_time

SHORTCUT = "Ctrl+P"
RED = QColor("#b00020")
DETAIL_LINES = 4

_ALIGN_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_ROOT = QModelIndex()


def where_text(p: Penalty) -> str:
    if p.table is None:
        return "—"
    return f"{p.table}-{p.seat}" if p.seat is not None else str(p.table)


def offence_text(p: Penalty) -> str:
    """The offence as the house listed it; a disqualification recorded alone: its reason."""
    return p.offence_words() if p.offence else domain.say("penalty.no_offence")


def penalty_marks(state: TournamentState) -> dict[int, tuple[int, str]]:
    """entry -> (hands left, the penalty in words) for every player serving one (the oldest
    of his, ADTP 68-C: served one after the other): the Tables tab's seat marks."""
    marks: dict[int, tuple[int, str]] = {}
    for p in state.penalties.active():
        if p.entry_id not in marks:
            words = f"{domain.penalty_words(p)}\n{capitalised(domain.status_words(p))}"
            marks[p.entry_id] = (p.hands_left, words)
    return marks


class PenaltiesModel(QAbstractTableModel):
    NUMBER, TIME, PLAYER, WHERE, OFFENCE, KIND, HANDS, LEFT, STATUS, OPERATOR = range(10)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[Penalty] = []

    def headers(self) -> list[str]:
        return [
            self.tr("No."),
            self.tr("Time"),
            self.tr("Player"),
            self.tr("Table-seat"),
            self.tr("Offence"),
            self.tr("Penalty"),
            self.tr("Hands"),
            self.tr("Left"),
            self.tr("Status"),
            self.tr("Operator"),
        ]

    def set_rows(self, rows: list[Penalty]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, row: int) -> Penalty | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 10

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def status_text(self, p: Penalty) -> str:
        if p.status == domain.SERVING:
            return self.tr("serving")
        return domain.status_words(p)

    def _text(self, p: Penalty, column: int) -> str:
        if column == self.NUMBER:
            return str(p.penalty_id)
        if column == self.TIME:
            day, time = day_and_time(p.at)
            return f"{day} {time}" if day else time
        if column == self.PLAYER:
            return p.player_name
        if column == self.WHERE:
            return where_text(p)
        if column == self.OFFENCE:
            return offence_text(p)
        if column == self.KIND:
            return capitalised(p.step.words()) + (" *" if p.chosen_otherwise else "")
        if column == self.HANDS:
            return str(p.hands) if p.hands else "—"
        if column == self.LEFT:
            return str(p.hands_left) if p.status == domain.SERVING else "—"
        if column == self.STATUS:
            return self.status_text(p)
        return p.operator

    def _sort_key(self, p: Penalty, column: int):
        if column in (self.NUMBER, self.TIME):
            return p.penalty_id
        if column == self.HANDS:
            return p.hands
        if column == self.LEFT:
            return p.hands_left if p.status == domain.SERVING else -1
        if column == self.WHERE:
            return (p.table or 0, p.seat or 0)
        if column == self.KIND:
            return p.step.severity()
        return self._text(p, column).casefold()

    def tooltip(self, p: Penalty, column: int) -> str:
        if column == self.OFFENCE:
            lines = [self.tr("Falls under: %1").replace("%1", p.rule)]
            if p.details:
                lines.append(p.details)
            return "\n".join(lines)
        if column == self.KIND and p.chosen_otherwise:
            return (
                self.tr("* Chosen otherwise than the proposal (%1): %2")
                .replace("%1", p.proposed.words())
                .replace("%2", p.reason)
            )
        if column == self.STATUS:
            return domain.status_words(p)
        return ""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0):
        p = self.row_at(index.row()) if index.isValid() else None
        if p is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(p, column)
        if role == Qt.ItemDataRole.UserRole:
            return self._sort_key(p, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(p, column) or None
        if role == Qt.ItemDataRole.FontRole and p.status == domain.SERVING:
            font = QFont()
            font.setBold(True)
            return font
        serving = p.status == domain.SERVING
        if role == Qt.ItemDataRole.ForegroundRole and serving and column == self.LEFT:
            return RED
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.NUMBER,
            self.WHERE,
            self.HANDS,
            self.LEFT,
        ):
            return _ALIGN_CENTER
        return None


class PenaltiesFilter(QSortFilterProxyModel):
    """Only the penalties being served, or all."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.serving_only = False
        self.setSortRole(Qt.ItemDataRole.UserRole)

    def set_serving_only(self, on: bool) -> None:
        self.beginFilterChange()
        self.serving_only = on
        self.endFilterChange()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        if not self.serving_only:
            return True
        penalty = self.sourceModel().row_at(row)
        return penalty is not None and penalty.status == domain.SERVING


class PenaltiesTab(QWidget):
    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        settings: ConsoleSettings | None = None,
        parent: QWidget | None = None,
        adapter: PrintAdapter | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.adapter = adapter or (
            tournament_adapter(settings.data_dir, services, tournament_id) if settings else None
        )
        self.dialog: PenaltyDialog | None = None

        self.all_radio = QRadioButton()
        self.serving_radio = QRadioButton()
        self.all_radio.setChecked(True)
        self.filter_group = QButtonGroup(self)
        self.filter_group.addButton(self.all_radio, 0)
        self.filter_group.addButton(self.serving_radio, 1)
        self.filter_group.idToggled.connect(self.on_filter_toggled)
        self.new_button = QPushButton(self.tr("New penalty… (Ctrl+P)"))
        self.new_button.setToolTip(
            self.tr(
                "ADTP 68: the offence from the house's list, the proposal from the player's "
                "record in this event"
            )
        )
        self.new_button.clicked.connect(lambda: self.open_penalty())
        self.new_action = QAction(self.tr("New penalty…"), self)
        self.new_action.setShortcut(QKeySequence(SHORTCUT))
        self.new_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.new_action.triggered.connect(lambda: self.open_penalty())
        self.addAction(self.new_action)
        self.served_button = QPushButton(self.tr("Mark served…"))
        self.served_button.setToolTip(
            self.tr(
                "Casino Club “Suspensión de Manos”: the penalty ends when the director says "
                "so (where hands are not counted at the table)"
            )
        )
        self.served_button.clicked.connect(self.mark_served)
        self.notice_button = QToolButton()
        self.notice_button.setText(self.tr("Player's notice"))
        self.notice_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.notice_button.clicked.connect(lambda: self.print_notice())
        notice_menu = QMenu(self)
        notice_menu.addAction(self.tr("Print on the 80 mm roll…"), lambda: self.print_notice())
        notice_menu.addAction(self.tr("Print on A4…"), lambda: self.print_notice(Paper.A4))
        self.notice_button.setMenu(notice_menu)
        self.report_button = QToolButton()
        self.report_button.setText(self.tr("Penalty report"))
        self.report_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        report_menu = QMenu(self)
        report_menu.addAction(self.tr("Print…"), self.print_report)
        report_menu.addAction(self.tr("Save as PDF…"), lambda: self.save_report("pdf"))
        report_menu.addAction(self.tr("Save as CSV…"), lambda: self.save_report("csv"))
        report_menu.addSeparator()
        report_menu.addAction(self.tr("Open the papers folder"), self.open_papers_folder)
        self.report_button.setMenu(report_menu)

        top = QHBoxLayout()
        top.addWidget(self.all_radio)
        top.addWidget(self.serving_radio)
        top.addStretch(1)
        top.addWidget(self.new_button)
        top.addWidget(self.served_button)
        top.addWidget(self.notice_button)
        top.addWidget(self.report_button)

        self.model = PenaltiesModel(self)
        self.proxy = PenaltiesFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PenaltiesModel.NUMBER, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        # The offence gets the room first (and what is to spare); the status, the player and
        # the penalty give up theirs first (cut, read whole as a tooltip) on a narrow screen.
        self.column_fit = ColumnFit(
            self.table,
            PenaltiesModel.OFFENCE,
            squeeze=(PenaltiesModel.STATUS, PenaltiesModel.PLAYER, PenaltiesModel.KIND),
            most=360,
            least=160,
        )
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._show_chosen())
        self.table.doubleClicked.connect(lambda _index: self.print_notice())
        # The chosen penalty, a line a fact, in a place of fixed height (nothing moves).
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setFixedHeight(self.fontMetrics().lineSpacing() * DETAIL_LINES + 4)
        self.empty_label = QLabel()
        self.empty_label.setStyleSheet("color: #5a5a5a;")
        self.refusal = error_label()

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.refusal)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.details)
        self._counts = (0, 0)
        self._over = False

    # --- showing the state ----------------------------------------------------------------

    def show_state(self, state: TournamentState) -> None:
        chosen = self.chosen()
        rows = list(state.penalties.items.values())
        serving = sum(p.status == domain.SERVING for p in rows)
        self._counts = (len(rows), serving)
        self.all_radio.setText(self.tr("All (%1)").replace("%1", str(len(rows))))
        self.serving_radio.setText(self.tr("Being served (%1)").replace("%1", str(serving)))
        self.model.set_rows(rows)
        if (chosen is None or not self.select(chosen.penalty_id)) and self.proxy.rowCount():
            self.table.selectRow(0)  # the newest (the one chosen was undone, or none was)
        self._over = state.book.winner is not None or state.archived
        self.new_button.setEnabled(not self._over)
        self.new_action.setEnabled(not self._over)
        self._show_empty()
        self._show_chosen()

    def refresh(self) -> None:
        self.show_state(self._services.tournaments.state(self._tournament_id))

    def _show_empty(self) -> None:
        total = self._counts[0]
        shown = self.proxy.rowCount()
        if shown:
            self.empty_label.hide()
            return
        if total == 0 and self._over:
            self.empty_label.setText(self.tr("No penalties in this event."))
        elif total == 0:
            self.empty_label.setText(
                self.tr(
                    "No penalties in this event. New penalty: Ctrl+P, here or on the Tables tab."
                )
            )
        else:
            self.empty_label.setText(self.tr("Nobody is serving a penalty now."))
        self.empty_label.show()

    def on_filter_toggled(self, _id: int, on: bool) -> None:
        if not on:
            return
        self.proxy.set_serving_only(self.serving_radio.isChecked())
        if self.chosen() is None and self.proxy.rowCount():
            self.table.selectRow(0)
        self._show_empty()
        self._show_chosen()

    def chosen(self) -> Penalty | None:
        model = self.table.selectionModel()
        rows = model.selectedRows() if model is not None else []
        if not rows:
            return None
        return self.model.row_at(self.proxy.mapToSource(rows[0]).row())

    def select(self, penalty_id: int) -> bool:
        for row in range(self.proxy.rowCount()):
            source = self.proxy.mapToSource(self.proxy.index(row, 0))
            penalty = self.model.row_at(source.row())
            if penalty is not None and penalty.penalty_id == penalty_id:
                self.table.selectRow(row)
                return True
        return False

    def describe(self, p: Penalty) -> str:
        """The chosen penalty in words, for the line under the list."""
        number = self.tr("No. %1").replace("%1", str(p.penalty_id))
        lines = [f"{number} · {domain.penalty_words(p)}"]
        if p.source == "penalty":
            proposal = self.tr("Proposed: %1. %2").replace("%1", p.proposed.words())
            lines.append(proposal.replace("%2", p.proposal))
        if p.chosen_otherwise and p.reason:
            lines.append(self.tr("Chosen otherwise; the reason: %1").replace("%1", p.reason))
        if p.details:
            lines.append(self.tr("What happened: %1").replace("%1", p.details))
        status = capitalised(domain.status_words(p))
        if p.note:
            status += " — " + p.note
        lines.append(status)
        return "\n".join(lines)

    def _show_chosen(self) -> None:
        chosen = self.chosen()
        text = self.describe(chosen) if chosen is not None else ""
        self.details.setText(text)
        self.details.setToolTip(text)
        self.served_button.setEnabled(chosen is not None and chosen.status == domain.SERVING)
        self.notice_button.setEnabled(chosen is not None)
        show_error(self.refusal, "")

    # --- actions --------------------------------------------------------------------------

    def open_penalty(self, entry_id: int | None = None, table: int | None = None) -> PenaltyDialog:
        """The penalty dialog, for ``entry_id`` when given (the seat clicked), else showing
        ``table``'s players (the Tables tab's selected table)."""
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = PenaltyDialog(
            self._services,
            self._tournament_id,
            self._current_operator,
            entry_id,
            self.adapter,
            self,
            table=table,
        )
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.accepted.connect(self._after_penalty)
        self.dialog.show()
        return self.dialog

    def _after_penalty(self) -> None:
        dialog = self.dialog
        if dialog is not None and dialog.penalty_id is not None:
            self.refresh()
            self.select(dialog.penalty_id)

    def mark_served(self) -> list[RecordedEvent] | None:
        """The floor marks the chosen penalty served, with a note (may be empty)."""
        p = self.chosen()
        if p is None or p.status != domain.SERVING:
            return None
        note = prompts.ask_text(
            self,
            self.tr("Mark served"),
            self.tr("Penalty no. %1 of %2 (%3). Note, if any:")
            .replace("%1", str(p.penalty_id))
            .replace("%2", p.player_name)
            .replace("%3", domain.status_words(p)),
        )
        if note is None:
            return None
        try:
            recorded = self._services.penalties.mark_served(
                self._current_operator(), self._tournament_id, p.penalty_id, note
            )
        except Refused as refusal:
            show_error(self.refusal, refusal.message)
            return None
        self.refresh()
        self.select(p.penalty_id)
        return recorded

    def print_notice(self, paper: Paper | None = None) -> bool:
        p = self.chosen()
        if p is None:
            return False
        return print_notice(
            self._services, self._tournament_id, p.penalty_id, self.adapter, self, paper
        )

    def _report_title(self) -> str:
        name = self._services.tournaments.state(self._tournament_id).name
        return self.tr("Penalty report — %1").replace("%1", name)

    def print_report(self) -> bool:
        language = i18n.language()
        pdf = self._services.penalties.report_pdf(self._tournament_id, language)
        paper = paper_name("penalty_report", language)
        return send(self.adapter, pdf, DocumentKind.REPORT, self._report_title(), self, paper=paper)

    def save_report(self, fmt: str) -> Path | None:
        if self.adapter is None:
            return None
        language = i18n.language()
        penalties = self._services.penalties
        try:
            if fmt == "csv":
                text = penalties.report_csv(self._tournament_id, language)
                return self.adapter.save_csv(text, self._report_title(), self)
            pdf = penalties.report_pdf(self._tournament_id, language)
            return self.adapter.save_pdf(pdf, self._report_title(), self)
        except PrintError as problem:
            prompts.warn(self, self.tr("Not saved"), str(problem))
            return None

    def open_papers_folder(self) -> None:
        if self.adapter is not None:
            self.adapter.open_papers_folder()


__all__ = ["PenaltiesModel", "PenaltiesTab"]
