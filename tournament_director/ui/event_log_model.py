"""A tournament's log as a table, newest first, fetched a page at a time.

A log may hold 100,000+ events; the view asks for more (canFetchMore/fetchMore) as the
operator scrolls, so only what is seen is read.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from tournament_director.domain.events import RecordedEvent
from tournament_director.services import Services
from tournament_director.storage.event_store import LogFilter
from tournament_director.ui.labels import Names, event_summary, event_type_label
from tournament_director.ui.time_format import local_text

_Index = QModelIndex | QPersistentModelIndex
_GREY = QColor("#8a8a8a")
PAGE_SIZE = 200


class EventLogTableModel(QAbstractTableModel):
    SEQ, TIME, OPERATOR, TYPE, DETAILS, STATUS = range(6)

    def __init__(self, services: Services, tournament_id: int, parent=None) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._filter = LogFilter()
        self._events: list[RecordedEvent] = []
        self._total = 0
        self._voided: set[int] = set()
        self._names = Names()
        self.page_size = PAGE_SIZE
        self.reload()

    @property
    def log_filter(self) -> LogFilter:
        return self._filter

    @property
    def total(self) -> int:
        """Events matching the filter, loaded or not."""
        return self._total

    def set_filter(self, log_filter: LogFilter) -> None:
        self._filter = log_filter
        self.reload()

    def reload(self) -> None:
        """Start again from the newest event (after a new event or a filter change)."""
        tournaments = self._services.tournaments
        self.beginResetModel()
        self._voided = tournaments.voided(self._tournament_id)
        # Players' names, the currency and the periods for the summaries, as they stand now.
        self._names = Names(tournaments.state(self._tournament_id))
        self._total = tournaments.log_count(self._tournament_id, self._filter)
        self._events = tournaments.log_page(self._tournament_id, self._filter, 0, self.page_size)
        self.endResetModel()

    def recorded(self, row: int) -> RecordedEvent:
        return self._events[row]

    def is_undone(self, row: int) -> bool:
        return self._events[row].seq in self._voided

    # --- lazy paging ------------------------------------------------------------------------

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self._events) < self._total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid():
            return
        page = self._services.tournaments.log_page(
            self._tournament_id, self._filter, len(self._events), self.page_size
        )
        if not page:
            self._total = len(self._events)  # the log shrank under the filter: stop asking
            return
        start = len(self._events)
        self.beginInsertRows(QModelIndex(), start, start + len(page) - 1)
        self._events.extend(page)
        self.endInsertRows()

    # --- the table ----------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._events)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            QCoreApplication.translate("EventLogTableModel", "#"),
            QCoreApplication.translate("EventLogTableModel", "Time"),
            QCoreApplication.translate("EventLogTableModel", "Operator"),
            QCoreApplication.translate("EventLogTableModel", "Event"),
            QCoreApplication.translate("EventLogTableModel", "Details"),
            QCoreApplication.translate("EventLogTableModel", "Status"),
        )[section]

    def has_status(self) -> bool:
        """Whether a row fetched so far has a status (undone, undoes, redoes)."""
        return any(self.status_text(event) for event in self._events)

    def status_text(self, event: RecordedEvent) -> str:
        seqs = ", ".join(f"#{s}" for s in event.payload.get("target_seqs", []))
        if event.type == "ActionUndone":
            return QCoreApplication.translate("EventLogTableModel", "undoes {seqs}").format(
                seqs=seqs
            )
        if event.type == "ActionRedone":
            return QCoreApplication.translate("EventLogTableModel", "redoes {seqs}").format(
                seqs=seqs
            )
        if event.seq in self._voided:
            return QCoreApplication.translate("EventLogTableModel", "undone")
        return ""

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        event = self._events[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.SEQ:
                return event.seq
            if column == self.TIME:
                return local_text(event.recorded_at)
            if column == self.OPERATOR:
                return event.operator_name
            if column == self.TYPE:
                return event_type_label(event.type)
            if column == self.DETAILS:
                return event_summary(event, self._names)
            return self.status_text(event)
        undone = event.seq in self._voided
        if role == Qt.ItemDataRole.ForegroundRole and undone:
            return QBrush(_GREY)
        if role == Qt.ItemDataRole.FontRole and undone:
            font = QFont()
            font.setStrikeOut(column in (self.TYPE, self.DETAILS))
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.SEQ:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
