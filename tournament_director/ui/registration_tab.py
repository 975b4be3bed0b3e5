"""Registration: the players table with search, and the form that registers a player."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.domain.tournament import DOCUMENT_TYPES
from tournament_director.services import Services
from tournament_director.ui.players_model import PlayersTableModel
from tournament_director.ui.sign_in import error_label, show_error

log = logging.getLogger(__name__)


class RegistrationTab(QWidget):
    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator

        # --- the form -------------------------------------------------------------------
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Full name"))
        self.document_type_combo = QComboBox()
        self.document_type_combo.addItems(DOCUMENT_TYPES)
        self.document_edit = QLineEdit()
        self.document_edit.setPlaceholderText(self.tr("Document number"))
        self.register_button = QPushButton(self.tr("Register player"))
        self.form_error = error_label()
        self.archived_note = QLabel(
            self.tr("This tournament is archived: restore it to register players.")
        )
        self.archived_note.hide()

        form_box = QGroupBox(self.tr("Register a player"))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Name:")))
        row.addWidget(self.name_edit, 3)
        row.addWidget(QLabel(self.tr("Document:")))
        row.addWidget(self.document_type_combo)
        row.addWidget(self.document_edit, 2)
        row.addWidget(self.register_button)
        form_layout = QVBoxLayout(form_box)
        form_layout.addLayout(row)
        form_layout.addWidget(self.form_error)
        form_layout.addWidget(self.archived_note)

        # --- the table ------------------------------------------------------------------
        self.model = PlayersTableModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)  # the search matches name, document or number
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(self.tr("Search by name or document…"))
        self.search_edit.setClearButtonEnabled(True)
        self.count_label = QLabel()
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayersTableModel.NUMBER, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayersTableModel.NAME, QHeaderView.ResizeMode.Stretch)

        search_row = QHBoxLayout()
        search_row.addWidget(QLabel(self.tr("Search:")))
        search_row.addWidget(self.search_edit, 1)
        search_row.addWidget(self.count_label)

        layout = QVBoxLayout(self)
        layout.addWidget(form_box)
        layout.addLayout(search_row)
        layout.addWidget(self.table, 1)

        self.register_button.clicked.connect(self.on_register_button_clicked)
        self.name_edit.returnPressed.connect(self.on_register_button_clicked)
        self.document_edit.returnPressed.connect(self.on_register_button_clicked)
        self.search_edit.textChanged.connect(self.on_search_edit_text_changed)
        self.refresh()

    def refresh(self) -> None:
        state = self._services.tournaments.state(self._tournament_id)
        self.model.set_players(sorted(state.players.values(), key=lambda p: p.player_id))
        for widget in (self.name_edit, self.document_type_combo, self.document_edit):
            widget.setEnabled(not state.archived)
        self.register_button.setEnabled(not state.archived)
        self.archived_note.setVisible(state.archived)
        self._update_count()

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        if shown == total:
            self.count_label.setText(self.tr("%n player(s)", "", total))
        else:
            self.count_label.setText(
                self.tr("{shown} of {total} players").format(shown=shown, total=total)
            )

    def on_search_edit_text_changed(self, text: str) -> None:
        self.proxy.setFilterFixedString(text.strip())
        self._update_count()

    def on_register_button_clicked(self) -> None:
        try:
            self._services.tournaments.register_player(
                self._current_operator(),
                self._tournament_id,
                self.name_edit.text(),
                self.document_type_combo.currentText(),
                self.document_edit.text(),
            )
        except Refused as refusal:
            show_error(self.form_error, refusal.message)
            return
        show_error(self.form_error, "")
        self.name_edit.clear()
        self.document_edit.clear()
        self.name_edit.setFocus()  # ready for the next player in the queue
        # The table refreshes from the committed event (see TournamentWorkspace).
