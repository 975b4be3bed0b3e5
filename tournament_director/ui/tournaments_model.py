"""The tournaments in the database, as a table."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from tournament_director.storage.event_store import TournamentSummary
from tournament_director.ui.time_format import local_text

_Index = QModelIndex | QPersistentModelIndex
_GREY = QColor("#808080")


class TournamentsTableModel(QAbstractTableModel):
    NAME, STATUS, UPDATED = range(3)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[TournamentSummary] = []
        self._events: dict[int, list[int]] = {}  # an event's id -> its flights shown
        self._flight_titles: dict[int, str] = {}  # a flight shown under its event -> its line

    def set_tournaments(
        self,
        rows: list[TournamentSummary],
        events: dict[int, list[int]] | None = None,
        flight_titles: dict[int, str] | None = None,
    ) -> None:
        """``events``: each multi-flight event's flights (domain/stages.py), shown under it,
        indented, each said by ``flight_titles`` ("Día 1A · 27/11 18:00 · open")."""
        events = events or {}
        shown = {r.id for r in rows}
        # A flight is grouped under its event when the event is listed too.
        group = {
            fid: (event_id, position)
            for event_id, flights in events.items()
            if event_id in shown
            for position, fid in enumerate(flights, start=1)
        }

        # Newest first: the tournament being run is usually the latest created; an event's
        # flights follow it in their order.
        def order(r: TournamentSummary) -> tuple[int, int]:
            event_id, position = group.get(r.id, (r.id, 0))
            return -event_id, position

        self.beginResetModel()
        self._rows = sorted(rows, key=order)
        self._events = {e: [f for f in fl if f in shown] for e, fl in events.items() if e in shown}
        self._flight_titles = {fid: (flight_titles or {}).get(fid, "") for fid in group}
        self.endResetModel()

    def is_event(self, row: int) -> bool:
        return self._rows[row].id in self._events

    def is_flight(self, row: int) -> bool:
        """A flight shown under its event (indented)."""
        return self._rows[row].id in self._flight_titles

    def summary(self, row: int) -> TournamentSummary:
        return self._rows[row]

    def row_of(self, tournament_id: int) -> int:
        return next((i for i, r in enumerate(self._rows) if r.id == tournament_id), -1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            QCoreApplication.translate("TournamentsTableModel", "Tournament"),
            QCoreApplication.translate("TournamentsTableModel", "Status"),
            QCoreApplication.translate("TournamentsTableModel", "Last change"),
        )[section]

    def subtitle(self, row: int) -> str:
        """The line under a tournament's name in the list: its status and last change."""
        summary = self._rows[row]
        status = self.data(self.index(row, self.STATUS))
        if summary.id in self._events:
            count = len(self._events[summary.id])
            flights = self.tr("event, %n flight(s)", "", count)  # tr(): lupdate's plural
            return f"{status} · {flights}"
        return f"{status} · {local_text(summary.updated_at, short=True)}"

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == self.NAME:
                return self._flight_titles.get(row.id) or row.name
            if index.column() == self.STATUS:
                if row.archived:
                    return QCoreApplication.translate("TournamentsTableModel", "Archived")
                if row.finished:  # Casino Club "Clasificación": a winner, nothing more to play
                    return QCoreApplication.translate("TournamentsTableModel", "Finished")
                return QCoreApplication.translate("TournamentsTableModel", "Open")
            return local_text(row.updated_at, short=True)
        if role == Qt.ItemDataRole.ForegroundRole and row.archived:
            return QBrush(_GREY)
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.name
        return None
