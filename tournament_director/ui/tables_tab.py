"""The Tables tab. Seating arrives with its own capability; for now: how many tables."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from tournament_director.domain.tournament import TournamentState
from tournament_director.ui.facts_panel import FactsPanel

FULL_RING = 9  # until the structure sets the table size


class TablesTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = FactsPanel(
            self.tr("Tables"),
            self.tr(
                "The seat draw, balancing and breaking tables arrive in a later version. "
                "Until then, seat players by hand."
            ),
        )
        QVBoxLayout(self).addWidget(self.panel)

    def show_state(self, state: TournamentState) -> None:
        players = len(state.players)
        tables = -(-players // FULL_RING)
        self.panel.set_fact("players", self.tr("Players registered:"), str(players))
        self.panel.set_fact("tables", self.tr("Tables needed (9 per table):"), str(tables))
