"""The registered players of one tournament, as a table."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from tournament_director.domain.tournament import Player
from tournament_director.ui.time_format import local_text

_Index = QModelIndex | QPersistentModelIndex


class PlayersTableModel(QAbstractTableModel):
    NUMBER, NAME, DOCUMENT_TYPE, DOCUMENT, REGISTERED_AT = range(5)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._players: list[Player] = []

    def set_players(self, players: list[Player]) -> None:
        self.beginResetModel()
        self._players = list(players)
        self.endResetModel()

    def player(self, row: int) -> Player:
        return self._players[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            QCoreApplication.translate("PlayersTableModel", "#"),
            QCoreApplication.translate("PlayersTableModel", "Name"),
            QCoreApplication.translate("PlayersTableModel", "Document type"),
            QCoreApplication.translate("PlayersTableModel", "Document"),
            QCoreApplication.translate("PlayersTableModel", "Registered at"),
        )[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        player = self._players[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                player.player_id,
                player.name,
                player.document_type,
                player.document,
                local_text(player.registered_at),
            )[column]
        if role == Qt.ItemDataRole.UserRole:  # sort key: numbers as numbers
            return (
                player.player_id,
                player.name.casefold(),
                player.document_type,
                player.document,
                player.registered_seq,
            )[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.NUMBER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
