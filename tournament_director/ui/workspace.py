"""One open tournament: its Clock, Registration, Tables, Payouts, Results, Log and Penalties
tabs, and the Stages tab of a multi-flight event's final stage or flight."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.services import Services
from tournament_director.storage.event_store import LogFilter
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.clock_tab import ClockTab
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.display import DisplayManager, DisplayManagerPanel
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.event_stages import EventStagesTab
from tournament_director.ui.flight_stages import FlightStagesTab
from tournament_director.ui.labels import Names, event_summary, event_type_label
from tournament_director.ui.log_view import LogView
from tournament_director.ui.payouts_tab import PayoutsTab
from tournament_director.ui.penalties_tab import PenaltiesTab
from tournament_director.ui.player_clock_driver import PlayerClockDriver
from tournament_director.ui.player_clocks import PlayerClocksPanel
from tournament_director.ui.registration_tab import RegistrationTab
from tournament_director.ui.results_tab import ResultsTab
from tournament_director.ui.tables_tab import TablesTab
from tournament_director.ui.time_format import local_text


class TournamentWorkspace(QWidget):
    CLOCK, REGISTRATION, TABLES, PAYOUTS, RESULTS, LOG, PENALTIES = range(7)
    #: Only a multi-flight event's final stage or one of its flights has it.
    STAGES = 7

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        bridge: EventBridge,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
        display_manager: DisplayManager | None = None,
        settings: ConsoleSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.services = services
        self.tournament_id = tournament_id
        if display_manager is not None:
            # One driver per tournament for the tab and the big screens. The manager keeps
            # it, so closing this tab never stops a screen the room is reading.
            self.clock_driver = display_manager.driver(tournament_id)
            display_manager.set_driver(tournament_id, self.clock_driver)
        else:
            self.clock_driver = ClockDriver(services, tournament_id, bridge, parent=self)
        self.clock_tab = ClockTab(services, tournament_id, current_operator, self.clock_driver)
        if display_manager is not None:
            self.clock_tab.set_display_panel(DisplayManagerPanel(display_manager, tournament_id))
        self.registration_tab = RegistrationTab(services, tournament_id, current_operator, settings)
        self.tables_tab = TablesTab(services, tournament_id, current_operator, settings)
        self.clock_tab.print_adapter = self.tables_tab.adapter  # the chip race's papers
        self.payouts_tab = PayoutsTab(services, tournament_id, current_operator, settings)
        self.results_tab = ResultsTab(services, tournament_id, current_operator, settings)
        self.log_view = LogView(services, tournament_id)
        # Penalties (ADTP 68): the tab, and the Tables tab's seat marks, key and menu.
        self.penalties_tab = PenaltiesTab(
            services, tournament_id, current_operator, settings, adapter=self.tables_tab.adapter
        )
        self.tables_tab.set_penalties(self.penalties_tab)
        # The clocks on players (ADTP 29): one driver, a panel on the Clock and Tables tabs.
        self.player_clock_driver = PlayerClockDriver(self.clock_driver, parent=self)
        data_dir = settings.data_dir if settings is not None else None
        for tab in (self.clock_tab, self.tables_tab):
            tab.set_player_clocks(
                PlayerClocksPanel(
                    services, tournament_id, current_operator, self.player_clock_driver, data_dir
                )
            )
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.clock_tab, self.tr("Clock"))
        self.tabs.addTab(self.registration_tab, self.tr("Registration"))
        self.tabs.addTab(self.tables_tab, self.tr("Tables"))
        self.tabs.addTab(self.payouts_tab, self.tr("Payouts"))
        self.tabs.addTab(self.results_tab, self.tr("Results"))
        self.tabs.addTab(self.log_view, self.tr("Event log"))
        self.tabs.addTab(self.penalties_tab, self.tr("Penalties"))
        # Multi-flight events (domain/stages.py): a flight's end and bagging, or the event's
        # flights, pool, final and accreditation desk.
        self.stages_tab: FlightStagesTab | EventStagesTab | None = None
        stages = services.tournaments.state(tournament_id).stages
        if stages.is_flight:
            self.stages_tab = FlightStagesTab(
                services, tournament_id, current_operator, self.clock_driver, bridge,
                adapter=self.tables_tab.adapter,
            )  # fmt: skip
        elif stages.is_event:
            self.stages_tab = EventStagesTab(
                services, tournament_id, current_operator, bridge, settings,
                adapter=self.tables_tab.adapter,
            )  # fmt: skip
        if self.stages_tab is not None:
            self.tabs.addTab(self.stages_tab, self.tr("Stages"))
        has_structure = services.tournaments.state(tournament_id).structure is not None
        self.tabs.setCurrentIndex(self.CLOCK if has_structure else self.REGISTRATION)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        bridge.events_committed.connect(self.on_bridge_events_committed)
        self._stale: set[int] = set()
        self.tabs.currentChanged.connect(self.on_tabs_current_changed)
        # Each tab filled once as built; later, only the tab on screen follows the events.
        state = services.tournaments.state(tournament_id)
        for tab in (
            self.clock_tab,
            self.tables_tab,
            self.payouts_tab,
            self.results_tab,
            self.penalties_tab,
            *([self.stages_tab] if self.stages_tab is not None else []),
        ):
            tab.show_state(state)
        if self.clock_driver.active:
            self.clock_driver.refresh()  # the tab hears the state and the time at once
        else:
            self.clock_driver.start()
        self.player_clock_driver.start()

    @property
    def name(self) -> str:
        return self.services.tournaments.state(self.tournament_id).name

    def _show_state(self) -> None:
        """Every tab is out of date: the one on screen is brought up to date now, the others
        when they are shown (`on_tabs_current_changed`). With thousands of entries a tab
        takes a noticeable moment to refill; doing it for all of them after each sale or
        bust-out would stall the console."""
        self._stale = set(range(self.tabs.count()))
        self._refresh_current()

    def _refresh_current(self) -> None:
        index = self.tabs.currentIndex()
        if index not in self._stale:
            return
        self._stale.discard(index)
        tab = self.tabs.widget(index)
        if tab in (self.registration_tab, self.log_view):
            tab.refresh()
        else:
            tab.show_state(self.services.tournaments.state(self.tournament_id))

    def on_tabs_current_changed(self, _index: int) -> None:
        self._refresh_current()

    def on_bridge_events_committed(self, stream_id: int, _events: list) -> None:
        if stream_id != self.tournament_id:
            return
        self._show_state()

    # --- what undo and redo would do, in words --------------------------------------------

    def _event(self, seq: int) -> RecordedEvent:
        # Seqs run 1..last without gaps and the unfiltered log is newest first.
        last = self.services.tournaments.state(self.tournament_id).last_seq
        return self.services.tournaments.log_page(self.tournament_id, LogFilter(), last - seq, 1)[0]

    def describe_action(self, seqs: list[int]) -> str:
        """Lines like "#12 Player out: Ana Pérez (entry 36), table 4 — by Juan, 14/03 21:05":
        players named, as the event log names them (never "entry 36" alone)."""
        names = Names(self.services.tournaments.state(self.tournament_id))
        lines = []
        for seq in seqs:
            event = self._event(seq)
            summary = event_summary(event, names)
            line = f"#{event.seq} {event_type_label(event.type)}"
            if summary:
                line += f": {summary}"
            line += " — " + self.tr("by {operator}, {time}").format(
                operator=event.operator_name, time=local_text(event.recorded_at, short=True)
            )
            lines.append(line)
        return "\n".join(lines)
