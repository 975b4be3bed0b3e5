"""A tournament's log as a table, newest first, fetched a page at a time.

A log may hold 100,000+ events; the view asks for more (canFetchMore/fetchMore) as the
operator scrolls, so only what is seen is read. After a new event (`follow`) only the new
events are read and put on top; the rows already there are written again and repainted
where their words changed (an undo greys a row, a corrected name changes a summary).
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

from tournament_director import i18n
from tournament_director.domain.events import RecordedEvent
from tournament_director.services import Services
from tournament_director.storage.event_store import LogFilter
from tournament_director.ui.labels import Names, event_summary, event_type_label
from tournament_director.ui.time_format import local_text

_Index = QModelIndex | QPersistentModelIndex
_GREY = QColor("#8a8a8a")
PAGE_SIZE = 200
#: Rows written again after a new event at most; with more fetched the log starts again
#: from the newest page.
FOLLOW_ROWS = 1000


class EventLogTableModel(QAbstractTableModel):
    SEQ, TIME, OPERATOR, TYPE, DETAILS, STATUS = range(6)

    def __init__(self, services: Services, tournament_id: int, parent=None) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._filter = LogFilter()
        self._events: list[RecordedEvent] = []
        # Each row's words (seq, time, operator, event, details, status, undone), written
        # when the row is read from the record or the log follows an event, in _language.
        self._texts: list[tuple] = []
        self._language = ""
        self._labels: dict[str, str] = {}  # event type -> label, in _labels_language
        self._labels_language = ""
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
        """Start again from the newest event (after a filter change)."""
        tournaments = self._services.tournaments
        self.beginResetModel()
        self._voided = tournaments.voided(self._tournament_id)
        # Players' names, the currency and the periods for the summaries, as they stand now.
        self._names = Names(tournaments.state(self._tournament_id))
        self._total = tournaments.log_count(self._tournament_id, self._filter)
        self._events = tournaments.log_page(self._tournament_id, self._filter, 0, self.page_size)
        self._language = i18n.language()
        self._texts = [self._words(event) for event in self._events]
        self.endResetModel()

    def follow(self) -> None:
        """After new events: those matching the filter read and put on top, the rows already
        fetched written again and repainted where their words changed. What a reload would
        show, row for row, without reading the log again; a reload when the log did not
        just grow (a restore), grew by more than a page, or many rows are fetched."""
        tournaments = self._services.tournaments
        tid = self._tournament_id
        total = tournaments.log_count(tid, self._filter)
        added = total - self._total
        if not 0 <= added <= self.page_size or len(self._events) > FOLLOW_ROWS:
            self.reload()
            return
        new = tournaments.log_page(tid, self._filter, 0, added) if added else []
        if len(new) != added or (new and self._events and new[-1].seq <= self._events[0].seq):
            self.reload()  # not the log grown at its end
            return
        self._voided = tournaments.voided(tid)
        self._names = Names(tournaments.state(tid))
        if self._language != i18n.language():
            self._language = i18n.language()
        texts = [self._words(event) for event in self._events]
        if new:
            self.beginInsertRows(QModelIndex(), 0, len(new) - 1)
            self._events[0:0] = new
            self._texts[0:0] = [self._words(event) for event in new]
            self._total = total
            self.endInsertRows()
        last_column = self.columnCount() - 1
        for row, words in enumerate(texts, start=len(new)):
            if words != self._texts[row]:
                self._texts[row] = words
                self.dataChanged.emit(self.index(row, 0), self.index(row, last_column))

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
        self._texts.extend(self._words(event) for event in page)
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

    def _type_label(self, event_type: str) -> str:
        """event_type_label, asked once per type and language (it makes every label)."""
        language = i18n.language()
        if language != self._labels_language:
            self._labels_language, self._labels = language, {}
        label = self._labels.get(event_type)
        if label is None:
            label = self._labels[event_type] = event_type_label(event_type)
        return label

    def _words(self, event: RecordedEvent) -> tuple:
        """A row's words, column by column, and whether it stands undone."""
        return (
            event.seq,
            local_text(event.recorded_at),
            event.operator_name,
            self._type_label(event.type),
            event_summary(event, self._names),
            self.status_text(event),
            event.seq in self._voided,
        )

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if self._language != i18n.language():  # another language: every row's words again
            self._language = i18n.language()
            self._texts = [self._words(event) for event in self._events]
        words = self._texts[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return words[column]
        undone = words[6]
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
