"""The Stages tab of a multi-flight event's final stage (house "Etapa Clasificatoria",
"Etapa Final", "Premios", "Acreditación al Evento").

On top, the event at a glance: its flights (when each starts, its entries, its players
left, its qualifiers, its registration open or closed, whether it is closed), the event's
prize pool (fixed or not; what each flight brought; a director may fix it before the last
flight's registration closes, with a reason), the qualifiers accredited and still to come,
and the level the final starts at with the button that sets the final's clock there.
Under it, the accreditation desk (ui/accreditation_desk.py), where the qualifiers present
their slips.

The flights are tournaments of their own: the tab follows their commits as well as the
event's. Refusals are said in red; nothing is written.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain import payout_state
from tournament_director.domain import stages as domain
from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import format_amount, format_count
from tournament_director.domain.operators import Operator
from tournament_director.domain.room_figures import figures
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.ui import prompts
from tournament_director.ui.accreditation_desk import AccreditationDesk, QualifierRow
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.elided_label import ElidedLabel, MessageArea
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.flight_words import flight_state_word, start_text
from tournament_director.ui.print_adapter import PrintAdapter
from tournament_director.ui.sign_in import error_label, show_error
from tournament_director.ui.time_format import local_text

GREEN = "#1b5e20"
GREY = "#5a5a5a"
OVERVIEW_WIDTH = 290
OVERVIEW_MIN_WIDTH = 250
_CENTRE = Qt.AlignmentFlag.AlignCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class EventStagesTab(QWidget):
    """The Stages tab of an event's final stage."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        current_operator: Callable[[], Operator],
        bridge: EventBridge | None = None,
        settings: ConsoleSettings | None = None,
        adapter: PrintAdapter | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._event_id = event_id
        self._current_operator = current_operator
        self._flight_ids: list[int] = []
        #: Each flight's two lines as shown (flight_lines), by id.
        self.flight_texts: dict[int, tuple[str, str]] = {}
        self._stale = False
        self._build(settings, adapter)
        if bridge is not None:
            bridge.events_committed.connect(self.on_bridge_events_committed)

    # --- building -------------------------------------------------------------------------

    def _build(self, settings: ConsoleSettings | None, adapter: PrintAdapter | None) -> None:
        self.heading = ElidedLabel()
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        self.settings_label = ElidedLabel()
        self.settings_label.setStyleSheet(f"color: {GREY};")

        # The flights, two lines each: a narrow column keeps the desk beside it whole.
        self.flights_label = QLabel()
        self.flights_label.setWordWrap(True)
        self.flights_label.setTextFormat(Qt.TextFormat.RichText)
        self.flights_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        flights_box = QGroupBox(self.tr("Flights"))
        QVBoxLayout(flights_box).addWidget(self.flights_label)

        # the event's pool
        self.pool_label = QLabel()
        self.pool_label.setWordWrap(True)
        self.pool_label.setTextFormat(Qt.TextFormat.PlainText)
        self.pool_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.fix_pool_button = QPushButton(self.tr("Fix the pool now…"))
        self.fix_pool_button.setToolTip(
            self.tr(
                "Casino Club “Premios”: the pool is fixed by itself when the last flight's "
                "registration closes; a director may fix it before, with a reason"
            )
        )
        self.fix_pool_button.clicked.connect(self.fix_pool)
        pool_box = QGroupBox(self.tr("The event's prize pool"))
        pool_layout = QVBoxLayout(pool_box)
        pool_layout.addWidget(self.pool_label)
        pool_layout.addWidget(self.fix_pool_button, 0, Qt.AlignmentFlag.AlignRight)

        # qualifiers and the final
        self.qualifiers_label = QLabel()
        bold = QFont(self.qualifiers_label.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.qualifiers_label.setFont(bold)
        self.qualifiers_label.setWordWrap(True)
        self.final_label = QLabel()
        self.final_label.setWordWrap(True)
        self.start_final_button = QPushButton()
        self.start_final_button.setToolTip(
            self.tr(
                "Casino Club “Etapa Final”: the final starts at the next level after the one "
                "the flights ended in"
            )
        )
        self.start_final_button.clicked.connect(self.start_final)
        final_box = QGroupBox(self.tr("Qualifiers and the final"))
        final_layout = QVBoxLayout(final_box)
        final_layout.addWidget(self.qualifiers_label)
        final_layout.addWidget(self.final_label)
        final_layout.addWidget(self.start_final_button, 0, Qt.AlignmentFlag.AlignRight)

        # What was done, or why not: one place of fixed height, one message at a time.
        self.messages = MessageArea(3)
        self.refusal = self.messages.add(error_label())
        self.done = self.messages.add(QLabel())
        self.done.setWordWrap(True)
        self.done.setStyleSheet(f"color: {GREEN}; font-weight: bold;")
        self.done.hide()

        overview = QWidget()
        column = QVBoxLayout(overview)
        column.setContentsMargins(0, 0, 4, 0)
        column.addWidget(flights_box)
        column.addWidget(pool_box)
        column.addWidget(final_box)
        column.addWidget(self.messages)
        column.addStretch(1)
        # The column scrolls rather than make the window taller than a 768-line screen.
        self.overview = QScrollArea()
        self.overview.setWidget(overview)
        self.overview.setWidgetResizable(True)
        self.overview.setFrameShape(QFrame.Shape.NoFrame)
        self.overview.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.overview.setMinimumWidth(OVERVIEW_MIN_WIDTH)

        self.desk = AccreditationDesk(
            self._services,
            self._event_id,
            self._current_operator,
            settings=settings,
            adapter=adapter,
        )
        self.splitter = QSplitter()
        self.splitter.addWidget(self.overview)
        self.splitter.addWidget(self.desk)  # its own title: the count accredited
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([OVERVIEW_WIDTH, 800])

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.heading)
        layout.addWidget(self.settings_label)
        layout.addWidget(self.splitter, 1)

    # --- showing the state ----------------------------------------------------------------

    def show_state(self, state: TournamentState) -> None:
        """The event and its flights as recorded (the workspace calls it after each of the
        event's commits; the flights' commits come through the bridge)."""
        self._stale = False
        flights = self._services.stages.flights(self._event_id)
        self._flight_ids = list(flights)
        stages = state.stages
        count = len(flights)
        self.heading.setText(
            self.tr("%1 — final stage, %n flight(s)", "", count).replace("%1", state.name)
        )
        self.settings_label.setText(self._settings_words(stages.settings))
        self._show_flights(flights)
        self._show_pool(state, flights)
        canonical = self._services.house.known().directory.canonical
        rows = self.desk.qualifiers.rows(state, flights, canonical)  # once, for both
        self._show_final(state, flights, rows)
        self.desk.show_state(state, rows)

    def refresh(self) -> None:
        self.show_state(self._services.stages.event(self._event_id))

    def on_bridge_events_committed(self, stream_id: int, _events: list) -> None:
        """A flight's commit changes its line, the pool and the qualifiers: read again now
        when the tab is on screen, else when it is next shown."""
        if stream_id not in self._flight_ids:
            return
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def _settings_words(self, settings: domain.StageSettings) -> str:
        assignment = {
            domain.CHOOSE: self.tr("the player chooses his flight"),
            domain.DRAW: self.tr("the house draws each player's flight"),
        }.get(settings.assignment, settings.assignment)
        entries = {
            domain.ONCE: self.tr("one purchase per event"),
            domain.LATER_FLIGHT: self.tr("a new entry only in a later flight"),
        }.get(settings.entries, settings.entries)
        stack = {
            domain.LARGEST: self.tr("qualified twice: his largest stack counts"),
            domain.FIRST: self.tr("qualified twice: his first flight's stack counts"),
            domain.LAST: self.tr("qualified twice: his last flight's stack counts"),
        }.get(settings.stack, settings.stack)
        return " · ".join((assignment, entries, stack))

    def flight_lines(self, flight: TournamentState, now: datetime) -> tuple[str, str]:
        """A flight in two lines: "Día 1A · 27/11 18:00 · bagging 3/6" and "10 entries · 6
        left · 6 qualify (announced) · registration open"."""
        progress = domain.flight_progress(flight, now)
        room = figures(flight, now)
        closed = flight.stages.closed
        state_word = flight_state_word(flight, progress)
        if closed is not None:
            state_word += " " + local_text(closed["at"], short=True)
        elif progress.over:
            state_word += f" {progress.bagged}/{progress.remaining}"
        elif progress.level and flight.clock.status is not Status.NOT_STARTED:
            state_word += " · " + self.tr("level %1").replace("%1", str(progress.level))
        first = " · ".join(
            p for p in (flight.stages.label, start_text(flight.stages.starts_at), state_word) if p
        )
        figures_line = [
            self.tr("%1 entries").replace("%1", format_count(room.entries)),
            self.tr("%1 left").replace("%1", format_count(room.players_left)),
        ]
        if closed is not None:
            count = format_count(len(closed["qualifiers"]))
            figures_line.append(self.tr("%1 qualified").replace("%1", count))
        elif progress.qualifiers is not None:
            count = format_count(progress.qualifiers)
            figures_line.append(self.tr("%1 qualify (announced)").replace("%1", count))
        figures_line.append(
            self.tr("registration closed")
            if domain.registration_closed(flight)
            else self.tr("registration open")
        )
        return first, " · ".join(figures_line)

    def _show_flights(self, flights: dict[int, TournamentState]) -> None:
        now = self._services.now()
        self.flight_texts = {fid: self.flight_lines(f, now) for fid, f in flights.items()}
        self.flights_label.setText(
            "".join(
                f"<p style='margin-bottom: 4px'><b>{html.escape(first)}</b><br>"
                f"{html.escape(second)}</p>"
                for first, second in self.flight_texts.values()
            )
        )

    def _show_pool(self, state: TournamentState, flights: dict[int, TournamentState]) -> None:
        """House "Premios": the event's pool is every flight's purchases, fixed when the last
        flight's registration closes (or by a director); until then, what each flight has
        brought so far."""
        pool = state.stages.pool
        currency = payout_state.current(state).currency
        labels = {fid: f.stages.label for fid, f in flights.items()}
        if pool is None:
            try:
                so_far = domain.decide_pool(state, list(flights.values()))
                per_flight = list(so_far.flights)
            except Refused:
                per_flight = []
            lines = [
                self.tr("Not fixed yet: it is fixed by itself when the last flight's "
                        "registration closes. So far:")
            ]  # fmt: skip
        else:
            per_flight = pool["flights"]
            when = local_text(datetime.fromisoformat(pool["at"]), short=True)
            fixed = self.tr("Fixed on %1.").replace("%1", when)
            if pool.get("reason"):
                fixed += " " + self.tr("Reason: %1").replace("%1", pool["reason"])
            lines = [fixed]
        for line in per_flight:
            lines.append(
                self.tr("%1: %2 entries, %3")
                .replace("%1", labels.get(line["flight"], str(line["flight"])))
                .replace("%2", format_count(line["entries"]))
                .replace("%3", format_amount(line["prize"], currency))
            )
        if pool is not None:
            total = payout_state.current(state).pool.total
        else:
            total = sum(line["prize"] for line in per_flight)
        lines.append(self.tr("Total: %1").replace("%1", format_amount(total, currency)))
        self.pool_label.setText("\n".join(lines))
        self.fix_pool_button.setEnabled(pool is None and not state.archived)

    def _show_final(
        self,
        state: TournamentState,
        flights: dict[int, TournamentState],
        rows: list[QualifierRow],
    ) -> None:
        """House "Etapa Final": the qualifiers accredited and to come, and the level the
        final starts at (the next after the flights' last). ``rows``: one a player, as the
        desk counts them (a player who qualified twice is one: the stack the event's rule
        counts)."""
        accredited = sum(1 for r in rows if r.accredited)
        to_come = len(rows) - accredited
        playing = [f.stages.label for f in flights.values() if f.stages.closed is None]
        self.qualifiers_label.setText(
            self.tr("Accredited: %1 · To accredit: %2")
            .replace("%1", format_count(accredited))
            .replace("%2", format_count(to_come))
        )
        level = self._services.stages.final_start_level(self._event_id)
        text = self.tr("The final starts at level %1.").replace("%1", str(level))
        if playing:
            text += " " + self.tr("Still to close: %1.").replace("%1", ", ".join(playing))
        self.final_label.setText(text)
        self.start_final_button.setText(
            self.tr("Set the final's clock to level %1").replace("%1", str(level))
        )
        self.start_final_button.setEnabled(
            state.structure is not None and not state.archived and state.book.winner is None
        )

    # --- actions --------------------------------------------------------------------------

    def fix_pool(self) -> bool:
        """House "Premios": a director fixes the event's pool before every flight's
        registration has closed, saying why."""
        reason = prompts.ask_text(
            self,
            self.tr("Fix the pool now"),
            self.tr(
                "The pool is fixed by itself when the last flight's registration closes. "
                "Fix it now with what the flights have brought so far?\n\nReason:"
            ),
        )
        if reason is None:
            return False
        try:
            self._services.stages.fix_pool(self._current_operator(), self._event_id, reason)
        except Refused as refusal:
            self._refuse(refusal.message)
            return False
        self.refresh()
        self._say(self.tr("The event's prize pool is fixed."))
        return True

    def start_final(self) -> bool:
        """House "Etapa Final": the final's clock to the start of its level (then started as
        any clock, from the Clock tab)."""
        level = self._services.stages.final_start_level(self._event_id)
        question = self.tr(
            "Set the final stage's clock to the start of level %1? It is then started from "
            "the Clock tab."
        ).replace("%1", str(level))
        if not prompts.confirm(self, self.tr("The final's clock"), question):
            return False
        try:
            self._services.stages.start_final(self._current_operator(), self._event_id)
        except Refused as refusal:
            self._refuse(refusal.message)
            return False
        self._say(
            self.tr("The final's clock is at the start of level %1.").replace("%1", str(level))
        )
        return True

    def _refuse(self, text: str) -> None:
        self.done.hide()
        show_error(self.refusal, text)

    def _say(self, text: str) -> None:
        show_error(self.refusal, "")
        self.done.setText(text)
        self.done.show()


__all__ = ["EventStagesTab"]
