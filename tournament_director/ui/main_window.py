"""The floor console's main window: tournaments, open workspaces, menus, the lock."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator, Role
from tournament_director.services import Services
from tournament_director.storage.event_store import HOUSE_STREAM
from tournament_director.ui import prompts
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.display import DisplayManager
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.idle_lock import IdleWatcher, LockScreen
from tournament_director.ui.labels import role_label
from tournament_director.ui.operators_dialog import OperatorsDialog
from tournament_director.ui.players_admin_dialog import PlayersAdminDialog
from tournament_director.ui.record_dialog import RecordDialog
from tournament_director.ui.server_status import ServerStatusLabel
from tournament_director.ui.settings_dialog import SettingsDialog
from tournament_director.ui.sounds import SoundPlayer, SoundSettings
from tournament_director.ui.tournaments_panel import TournamentsPanel
from tournament_director.ui.workspace import TournamentWorkspace

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    language_chosen = Signal(str)  # the operator picked another language in Settings
    record_restored = Signal()  # a director put the record back to a backup

    def __init__(
        self,
        services: Services,
        operator: Operator,
        settings: ConsoleSettings,
        idle_ms: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """idle_ms overrides the house's idle-lock minutes (tests use a few milliseconds)."""
        super().__init__(parent)
        self.services = services
        self.operator = operator
        self.settings = settings
        self._idle_override = idle_ms
        self.ask_before_closing = True  # False when the console rebuilds this window
        self.setWindowTitle(self.tr("Tournament Director — Floor console"))
        self.bridge = EventBridge(services, self)
        # The big screens of this console: one manager, shared by every open tournament.
        self.display_manager = DisplayManager(services, settings.data_dir, self.bridge, parent=self)
        self.sound_player = SoundPlayer(SoundSettings(settings.data_dir), parent=self)

        self.tournaments_panel = TournamentsPanel(services, self.bridge, self.current_operator)
        self.workspaces = QTabWidget()
        self.workspaces.setTabsClosable(True)
        self.workspaces.setContentsMargins(0, 6, 6, 6)
        self.workspaces.setMovable(True)
        # Open tournaments often differ only at the end of their names (Día 1A, Día 1B):
        # every tab stays in view and a long name loses its middle, never its end.
        self.workspaces.tabBar().setElideMode(Qt.TextElideMode.ElideMiddle)
        self.workspaces.tabBar().setUsesScrollButtons(False)
        self.empty_hint = QLabel(
            self.tr(
                "No tournament open.\nChoose one in the list and press Open, "
                "or create a new one (Ctrl+N)."
            )
        )
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setStyleSheet("color: #5a5a5a; font-size: 14pt;")
        self.work_area = QStackedWidget()
        self.work_area.addWidget(self.empty_hint)
        self.work_area.addWidget(self.workspaces)
        splitter = QSplitter()
        splitter.addWidget(self.tournaments_panel)
        splitter.addWidget(self.work_area)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        # The list wraps long names, so a narrow column is enough; the workspace's tables
        # (the desk's entries, the event log) need the width.
        splitter.setSizes([210, 1156])

        self.lock_screen = LockScreen(services)
        self.pages = QStackedWidget()
        self.pages.addWidget(splitter)
        self.pages.addWidget(self.lock_screen)
        self.setCentralWidget(self.pages)

        self.operator_label = QLabel()
        self.database_label = QLabel()
        self.database_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem_label = QLabel()
        self.problem_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.problem_label.setVisible(False)
        self.statusBar().addWidget(self.operator_label)
        self.statusBar().addWidget(self.problem_label)
        self.statusBar().addPermanentWidget(self.database_label)
        # A record on a server: whether it can be reached (hidden for a file).
        self.server_label = ServerStatusLabel(services, self)
        self.statusBar().addPermanentWidget(self.server_label)

        self._create_actions()
        self._create_menus()

        self.idle_watcher = IdleWatcher(self._idle_interval(), self)
        self._connect()
        self._show_operator()
        self.database_label.setText(
            self.tr("Database: {path}").format(
                path=services.db.location
                if services.db.shared
                else Path(services.db.path).resolve()
            )
        )
        self._update_actions()
        self._fill_clock_menu()
        self.idle_watcher.start()

    # --- building -------------------------------------------------------------------------

    def _action(self, text: str, shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _create_actions(self) -> None:
        self.new_action = self._action(self.tr("&New tournament…"), QKeySequence.StandardKey.New)
        self.new_event_action = self._action(self.tr("New &event with flights…"), "Ctrl+Shift+N")
        self.open_action = self._action(self.tr("&Open selected tournament"), "Ctrl+O")
        self.close_action = self._action(self.tr("&Close tournament tab"), "Ctrl+W")
        self.archive_action = self._action(self.tr("&Archive selected tournament…"))
        self.restore_action = self._action(self.tr("&Restore selected tournament"))
        self.switch_action = self._action(self.tr("S&witch operator…"), "Ctrl+Shift+O")
        self.lock_action = self._action(self.tr("&Lock console"), "Ctrl+L")
        self.quit_action = self._action(self.tr("&Quit"), "Ctrl+Q")
        self.undo_action = self._action(self.tr("&Undo last action…"), "Ctrl+Z")
        self.redo_action = self._action(self.tr("&Redo…"), "Ctrl+Shift+Z")
        self.clock_tab_action = self._action(self.tr("&Clock"), "F4")
        self.registration_action = self._action(self.tr("&Registration"), "F2")
        self.log_action = self._action(self.tr("Event &log"), "F3")
        self.tables_action = self._action(self.tr("&Tables"), "F5")
        self.payouts_action = self._action(self.tr("&Payouts"), "F6")
        self.results_action = self._action(self.tr("R&esults"), "F7")
        self.penalties_action = self._action(self.tr("Pe&nalties"), "F10")
        self.stages_action = self._action(self.tr("&Stages"), "F12")
        self.players_admin_action = self._action(self.tr("&Players and lists…"), "Ctrl+Shift+P")
        self.record_action = self._action(self.tr("&Record and backups…"))
        self.operators_action = self._action(self.tr("&Operators…"))
        self.my_pin_action = self._action(self.tr("Change my &PIN…"))
        self.settings_action = self._action(self.tr("&Settings…"))
        self.about_action = self._action(self.tr("&About Tournament Director"))

    def _create_menus(self) -> None:
        bar = self.menuBar()
        console = bar.addMenu(self.tr("&Console"))
        console.addActions(
            [self.new_action, self.new_event_action, self.open_action, self.close_action]
        )
        console.addSeparator()
        console.addActions([self.archive_action, self.restore_action])
        console.addSeparator()
        console.addActions([self.switch_action, self.lock_action])
        console.addSeparator()
        console.addAction(self.quit_action)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        view = bar.addMenu(self.tr("&Tournament"))
        view.addActions(
            [
                self.clock_tab_action,
                self.registration_action,
                self.tables_action,
                self.payouts_action,
                self.results_action,
                self.log_action,
                self.penalties_action,
                self.stages_action,
            ]
        )
        # The open tournament's clock controls (rebuilt when another tournament is shown).
        view.addSeparator()
        self.clock_menu = view.addMenu(self.tr("Clock c&ontrols"))
        house = bar.addMenu(self.tr("Ho&use"))
        house.addAction(self.players_admin_action)
        house.addAction(self.record_action)
        staff = bar.addMenu(self.tr("&Staff"))
        staff.addActions([self.operators_action, self.my_pin_action])
        staff.addSeparator()
        staff.addAction(self.settings_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.about_action)

    def _connect(self) -> None:
        """Every connection of the window, in one place."""
        panel = self.tournaments_panel
        self.new_action.triggered.connect(panel.create_tournament)
        self.new_event_action.triggered.connect(panel.create_event)
        self.open_action.triggered.connect(panel.open_selected)
        self.archive_action.triggered.connect(panel.archive_selected)
        self.restore_action.triggered.connect(panel.restore_selected)
        self.close_action.triggered.connect(self.close_current_workspace)
        self.switch_action.triggered.connect(lambda: self.lock(switching=True))
        self.lock_action.triggered.connect(lambda: self.lock(switching=False))
        self.quit_action.triggered.connect(self.close)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action.triggered.connect(self.redo)
        self.clock_tab_action.triggered.connect(lambda: self._show_tab(TournamentWorkspace.CLOCK))
        self.registration_action.triggered.connect(
            lambda: self._show_tab(TournamentWorkspace.REGISTRATION)
        )
        self.log_action.triggered.connect(lambda: self._show_tab(TournamentWorkspace.LOG))
        self.tables_action.triggered.connect(lambda: self._show_tab(TournamentWorkspace.TABLES))
        self.payouts_action.triggered.connect(lambda: self._show_tab(TournamentWorkspace.PAYOUTS))
        self.results_action.triggered.connect(lambda: self._show_tab(TournamentWorkspace.RESULTS))
        self.penalties_action.triggered.connect(
            lambda: self._show_tab(TournamentWorkspace.PENALTIES)
        )
        self.stages_action.triggered.connect(self._show_stages)
        self.players_admin_action.triggered.connect(self.show_players_admin)
        self.record_action.triggered.connect(self.show_record)
        self.operators_action.triggered.connect(self.show_operators)
        self.my_pin_action.triggered.connect(self.change_my_pin)
        self.settings_action.triggered.connect(self.show_settings)
        self.about_action.triggered.connect(self.show_about)
        panel.open_requested.connect(self.open_tournament)
        self.workspaces.tabCloseRequested.connect(self.close_workspace)
        self.workspaces.currentChanged.connect(self._update_actions)
        self.workspaces.currentChanged.connect(self._fill_clock_menu)
        self.lock_screen.unlocked.connect(self.on_lock_screen_unlocked)
        self.idle_watcher.idle.connect(self.on_idle_watcher_idle)
        self.bridge.events_committed.connect(self.on_bridge_events_committed)

    # --- the operator ---------------------------------------------------------------------

    def current_operator(self) -> Operator:
        return self.operator

    def _show_operator(self) -> None:
        self.operator_label.setText(
            self.tr("Operator: {name} ({role})").format(
                name=self.operator.name, role=role_label(self.operator.role)
            )
        )
        is_director = self.operator.role is Role.DIRECTOR
        self.operators_action.setText(
            self.tr("&Operators…") if is_director else self.tr("&Operators (view)…")
        )

    def _idle_interval(self) -> int:
        if self._idle_override is not None:
            return self._idle_override
        return self.services.house.lock_minutes * 60_000

    def on_bridge_events_committed(self, stream_id: int, _events: list) -> None:
        if stream_id != HOUSE_STREAM:
            return
        # A role, a PIN or the idle minutes may have changed: take the record's word.
        fresh = self.services.house.state().operators.get(self.operator.id)
        if fresh is not None:
            self.operator = fresh
        self._show_operator()
        self.idle_watcher.set_interval(self._idle_interval())
        if fresh is not None and not fresh.active and not self.is_locked():
            self.lock(switching=True)

    # --- locking --------------------------------------------------------------------------

    def is_locked(self) -> bool:
        return self.pages.currentWidget() is self.lock_screen

    def lock(self, switching: bool = False) -> None:
        """Hide the console behind the lock screen until someone signs in."""
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self:
            # An open dialog must not stay usable behind the lock, nor ask a question over
            # it ("close without saving?"): it is closed as cancelled, unsaved edits dropped.
            if isinstance(modal, QDialog):
                modal.done(QDialog.DialogCode.Rejected)
            else:
                modal.close()
        self.idle_watcher.stop()
        self.lock_screen.prepare(self.operator.name, switching)
        self.pages.setCurrentWidget(self.lock_screen)
        self.menuBar().setEnabled(False)
        for action in self._all_actions():
            action.setEnabled(False)
        log.info("console locked (%s) by %s", "switch" if switching else "lock", self.operator.name)

    def on_idle_watcher_idle(self) -> None:
        if not self.is_locked():
            self.lock(switching=False)

    def on_lock_screen_unlocked(self, operator: Operator) -> None:
        if operator.id != self.operator.id:
            log.info("operator %s takes over from %s", operator.name, self.operator.name)
        self.operator = operator
        self.settings.last_operator = operator.name
        self.pages.setCurrentIndex(0)
        self.menuBar().setEnabled(True)
        self._show_operator()
        self._update_actions()
        self.idle_watcher.start()

    def _all_actions(self) -> list[QAction]:
        return [a for a in self.findChildren(QAction) if a.parent() is self]

    # --- workspaces -----------------------------------------------------------------------

    def workspace(self, tournament_id: int) -> TournamentWorkspace | None:
        for index in range(self.workspaces.count()):
            widget = self.workspaces.widget(index)
            if isinstance(widget, TournamentWorkspace) and widget.tournament_id == tournament_id:
                return widget
        return None

    def current_workspace(self) -> TournamentWorkspace | None:
        widget = self.workspaces.currentWidget()
        return widget if isinstance(widget, TournamentWorkspace) else None

    def open_tournament(self, tournament_id: int) -> TournamentWorkspace | None:
        existing = self.workspace(tournament_id)
        if existing is not None:
            self.workspaces.setCurrentWidget(existing)
            return existing
        try:
            workspace = TournamentWorkspace(
                self.services,
                tournament_id,
                self.bridge,
                self.current_operator,
                display_manager=self.display_manager,
                settings=self.settings,
            )
        except Refused as refusal:
            prompts.warn(self, self.tr("Tournament not opened"), refusal.message)
            return None
        self.sound_player.attach(workspace.clock_driver)
        self.sound_player.attach_player_clocks(workspace.player_clock_driver)
        index = self.workspaces.addTab(workspace, workspace.name)
        self.workspaces.setTabToolTip(index, workspace.name)
        self.workspaces.setCurrentIndex(index)
        self.work_area.setCurrentWidget(self.workspaces)
        self.tournaments_panel.select(tournament_id)
        self._update_actions()
        return workspace

    def close_workspace(self, index: int) -> None:
        widget = self.workspaces.widget(index)
        self.workspaces.removeTab(index)
        if widget is not None:
            widget.deleteLater()
        if self.workspaces.count() == 0:
            self.work_area.setCurrentWidget(self.empty_hint)
        self._update_actions()

    def close_current_workspace(self) -> None:
        if self.workspaces.count():
            self.close_workspace(self.workspaces.currentIndex())

    def _show_tab(self, tab: int) -> None:
        workspace = self.current_workspace()
        if workspace is not None:
            workspace.tabs.setCurrentIndex(tab)
            if tab == TournamentWorkspace.CLOCK:
                workspace.clock_tab.setFocus()  # the clock's shortcuts work from here

    def _show_stages(self) -> None:
        """The Stages tab, where the tournament is an event's final stage or flight."""
        workspace = self.current_workspace()
        if workspace is not None and workspace.stages_tab is not None:
            workspace.tabs.setCurrentWidget(workspace.stages_tab)

    def _fill_clock_menu(self) -> None:
        """The Clock menu lists the current tournament's clock controls."""
        self.clock_menu.clear()
        workspace = self.current_workspace()
        self.clock_menu.setEnabled(workspace is not None)
        if workspace is None:
            return
        for action in workspace.clock_tab.clock_actions():
            if action is None:
                self.clock_menu.addSeparator()
            else:
                self.clock_menu.addAction(action)

    def _update_actions(self) -> None:
        if self.is_locked():
            return  # unlocking enables them again
        has_workspace = self.current_workspace() is not None
        for action in self._all_actions():
            action.setEnabled(True)
        for action in (
            self.close_action,
            self.undo_action,
            self.redo_action,
            self.clock_tab_action,
            self.registration_action,
            self.tables_action,
            self.payouts_action,
            self.results_action,
            self.log_action,
            self.penalties_action,
        ):
            action.setEnabled(has_workspace)
        workspace = self.current_workspace()
        self.stages_action.setEnabled(workspace is not None and workspace.stages_tab is not None)

    # --- undo and redo --------------------------------------------------------------------

    def undo(self) -> None:
        workspace = self.current_workspace()
        if workspace is None:
            return
        tournaments = self.services.tournaments
        try:
            # Refused here, before the reason is asked, as undo would refuse it (money).
            target = tournaments.undo_target(workspace.tournament_id)
        except Refused as refusal:
            prompts.warn(self, self.tr("Nothing undone"), refusal.message)
            return
        question = self.tr(
            "Undo the latest action in “{tournament}”?\n\n{what}\n\n"
            "It stays in the event log, marked as undone.\nReason (optional):"
        ).format(tournament=workspace.name, what=workspace.describe_action(target.seqs))
        reason = prompts.ask_text(self, self.tr("Undo"), question)
        if reason is None:
            return
        try:
            tournaments.undo(self.operator, workspace.tournament_id, reason)
        except Refused as refusal:
            prompts.warn(self, self.tr("Nothing undone"), refusal.message)

    def redo(self) -> None:
        workspace = self.current_workspace()
        if workspace is None:
            return
        tournaments = self.services.tournaments
        try:
            target = tournaments.redo_target(workspace.tournament_id)
        except Refused as refusal:
            prompts.warn(self, self.tr("Nothing redone"), refusal.message)
            return
        question = self.tr("Redo this action in “{tournament}”?\n\n{what}").format(
            tournament=workspace.name, what=workspace.describe_action(target.seqs)
        )
        if not prompts.confirm(self, self.tr("Redo"), question):
            return
        try:
            tournaments.redo(self.operator, workspace.tournament_id)
        except Refused as refusal:
            prompts.warn(self, self.tr("Nothing redone"), refusal.message)

    # --- dialogs --------------------------------------------------------------------------

    def show_operators(self) -> OperatorsDialog:
        dialog = OperatorsDialog(self.services, self.current_operator, self)
        dialog.open()
        return dialog

    def show_players_admin(self) -> PlayersAdminDialog:
        dialog = PlayersAdminDialog(self.services, self.current_operator, self.bridge, self)
        dialog.resize(1100, 640)
        dialog.open()
        return dialog

    def show_problem(self, text: str) -> None:
        """A problem of the station (a failed backup), kept in the status bar in red until
        the next one is said."""
        log.error("console told: %s", text)
        self.problem_label.setText(text)
        self.problem_label.setVisible(True)

    def show_record(self) -> RecordDialog:
        dialog = RecordDialog(self.services, self.current_operator, self)
        dialog.restored.connect(self.record_restored)
        dialog.open()
        return dialog

    def change_my_pin(self) -> None:
        OperatorsDialog.change_own_pin(self, self.services, self.operator)

    def show_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(
            self.services, self.operator, self.settings, self, sound_player=self.sound_player
        )
        dialog.language_chosen.connect(self.language_chosen)
        dialog.open()
        return dialog

    def show_about(self) -> None:
        prompts.info(
            self,
            self.tr("About Tournament Director"),
            self.tr("Tournament Director — floor console for live poker tournaments."),
        )

    def open_display(self, tournament_id: int, full_screen: bool = True) -> None:
        """Open a big-screen display of a tournament (the demo opens one in a window)."""
        self.display_manager.open(tournament_id, full_screen=full_screen)

    def running_work(self) -> str:
        """What closing the console would stop, in words ("" when nothing): the running
        clocks of the open tournaments and the big screens the room is reading."""
        running = []
        for index in range(self.workspaces.count()):
            workspace = self.workspaces.widget(index)
            if not isinstance(workspace, TournamentWorkspace):
                continue
            state = self.services.tournaments.state(workspace.tournament_id)
            if state.clock.status is Status.RUNNING:
                running.append(state.name)
        lines = []
        if running:
            lines.append(
                self.tr("The clock is running in: {names}.").format(names=", ".join(running))
            )
        screens = len(self.display_manager.displays())
        if screens:
            lines.append(self.tr("Big screens open: %n.", "", screens))
        return "\n".join(lines)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Ctrl+Q next to Ctrl+W, or a click on the window's X, must not stop the room's
        # clock and screens by mistake: ask first. (A rebuild in another language does not.)
        asking = self.ask_before_closing and self.isVisible()
        running = self.running_work() if asking else ""
        if running and not prompts.confirm(
            self,
            self.tr("Quit the console"),
            self.tr(
                "{running}\n\nQuit the console? The big screens close with it. The clocks "
                "keep running and show the right time when the console opens again."
            ).format(running=running),
        ):
            event.ignore()
            return
        self.ask_before_closing = False  # asked once: a second close goes through
        self.display_manager.close_all()
        self.idle_watcher.uninstall()
        self.bridge.close()
        super().closeEvent(event)
