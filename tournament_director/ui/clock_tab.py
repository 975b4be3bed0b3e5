"""The Clock tab. The blind clock arrives with its own capability; for now: the basics."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from tournament_director.domain.tournament import TournamentState
from tournament_director.ui.facts_panel import FactsPanel
from tournament_director.ui.time_format import local_text


class ClockTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = FactsPanel(
            self.tr("Tournament"),
            self.tr(
                "The blind clock (levels, breaks and the big-screen display) "
                "arrives in a later version."
            ),
        )
        QVBoxLayout(self).addWidget(self.panel)

    def show_state(self, state: TournamentState) -> None:
        status = self.tr("Archived") if state.archived else self.tr("Open")
        self.panel.set_fact("name", self.tr("Name:"), state.name)
        self.panel.set_fact("status", self.tr("Status:"), status)
        created = local_text(state.created_at) if state.created_at else "—"
        self.panel.set_fact("created", self.tr("Created:"), created)
        self.panel.set_fact("players", self.tr("Players registered:"), str(len(state.players)))
        self.panel.set_fact("events", self.tr("Events recorded:"), str(state.last_seq))
