"""The list of tournaments: create, open, archive and restore."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.services import Services
from tournament_director.storage.event_store import HOUSE_STREAM, TournamentSummary
from tournament_director.ui import prompts
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.tournaments_model import TournamentsTableModel

log = logging.getLogger(__name__)


class TournamentsPanel(QWidget):
    open_requested = Signal(int)  # tournament id

    def __init__(
        self,
        services: Services,
        bridge: EventBridge,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self.model = TournamentsTableModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TournamentsTableModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.show_archived = QCheckBox(self.tr("Show archived"))
        self.new_button = QPushButton(self.tr("New…"))
        self.open_button = QPushButton(self.tr("Open"))
        self.archive_button = QPushButton(self.tr("Archive"))
        self.restore_button = QPushButton(self.tr("Restore"))
        title = QLabel(self.tr("Tournaments"))
        title.setStyleSheet("font-weight: bold;")

        buttons = QGridLayout()
        buttons.addWidget(self.new_button, 0, 0)
        buttons.addWidget(self.open_button, 0, 1)
        buttons.addWidget(self.archive_button, 1, 0)
        buttons.addWidget(self.restore_button, 1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 0, 6)
        layout.addWidget(title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.show_archived)
        layout.addLayout(buttons)

        self.show_archived.toggled.connect(self.refresh)
        self.new_button.clicked.connect(self.create_tournament)
        self.open_button.clicked.connect(self.open_selected)
        self.archive_button.clicked.connect(self.archive_selected)
        self.restore_button.clicked.connect(self.restore_selected)
        self.table.doubleClicked.connect(self.open_selected)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        bridge.events_committed.connect(self.on_bridge_events_committed)
        self.refresh()

    # --- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected()
        self.model.set_tournaments(
            self._services.tournaments.list(include_archived=self.show_archived.isChecked())
        )
        if chosen is not None:
            self.select(chosen.id)
        self._update_buttons()

    def on_bridge_events_committed(self, stream_id: int, _events: list) -> None:
        if stream_id != HOUSE_STREAM:
            self.refresh()

    def selected(self) -> TournamentSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.summary(rows[0].row()) if rows else None

    def select(self, tournament_id: int) -> None:
        row = self.model.row_of(tournament_id)
        if row >= 0:
            self.table.selectRow(row)

    def _update_buttons(self) -> None:
        chosen = self.selected()
        self.open_button.setEnabled(chosen is not None)
        self.archive_button.setEnabled(chosen is not None and not chosen.archived)
        self.restore_button.setEnabled(chosen is not None and chosen.archived)

    # --- commands -------------------------------------------------------------------------

    def create_tournament(self) -> int | None:
        name = prompts.ask_text(self, self.tr("New tournament"), self.tr("Tournament name:"))
        if name is None:
            return None
        try:
            tournament_id = self._services.tournaments.create(self._current_operator(), name)
        except Refused as refusal:
            prompts.warn(self, self.tr("Tournament not created"), refusal.message)
            return None
        self.refresh()
        self.select(tournament_id)
        self.open_requested.emit(tournament_id)
        return tournament_id

    def open_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self.open_requested.emit(chosen.id)

    def archive_selected(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        question = self.tr(
            "Archive “{name}”? It leaves the list and can no longer be changed until a "
            "director restores it. Nothing is deleted."
        ).format(name=chosen.name)
        if not prompts.confirm(self, self.tr("Archive tournament"), question):
            return
        self._run(self._services.tournaments.archive, chosen.id, self.tr("Not archived"))

    def restore_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self._run(self._services.tournaments.restore, chosen.id, self.tr("Not restored"))

    def _run(self, command, tournament_id: int, refused_title: str) -> None:
        try:
            command(self._current_operator(), tournament_id)
        except Refused as refusal:
            prompts.warn(self, refused_title, refusal.message)
