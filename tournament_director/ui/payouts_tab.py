"""The Payouts tab. Prize pool and payouts arrive with their own capability."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from tournament_director.domain.tournament import TournamentState
from tournament_director.ui.facts_panel import FactsPanel


class PayoutsTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = FactsPanel(
            self.tr("Payouts"),
            self.tr(
                "Buy-ins, the prize pool, the payout table and payout receipts arrive in a "
                "later version. No money is recorded yet."
            ),
        )
        QVBoxLayout(self).addWidget(self.panel)

    def show_state(self, state: TournamentState) -> None:
        self.panel.set_fact("players", self.tr("Players registered:"), str(len(state.players)))
