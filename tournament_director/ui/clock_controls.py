"""The clock's controls: buttons and keyboard shortcuts, each one a clock service command.

The actions live on the Clock tab (shortcut context: the tab and its children), so the
shortcuts work while the tab is showing and the main window's Clock menu can list the same
actions. A refusal (floor asking for hand-for-hand, next level on the last one, ...) is
shown in the operator's language; nothing is written then.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QSizePolicy,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.clock import Reading, Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.ui import prompts

log = logging.getLogger(__name__)

SCHEDULE_ROUND_MINUTES = 15


def typing_in_a_field() -> bool:
    """True while the keyboard focus is in a place where Space or +/- are text."""
    focus = QApplication.focusWidget()
    if isinstance(focus, QLineEdit | QTextEdit | QPlainTextEdit | QAbstractSpinBox):
        return True
    return isinstance(focus, QComboBox) and focus.isEditable()


class ClockControls(QWidget):
    """Start/pause, levels, minutes, hand-for-hand and the scheduled start."""

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
        self._status = Status.NOT_STARTED
        self._build()

    # --- building -------------------------------------------------------------------------

    def _action(self, text: str, *shortcuts: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
            action.setToolTip(f"{text} ({QKeySequence(shortcuts[0]).toString()})")
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        return action

    def _build(self) -> None:
        self.start_pause_action = self._action(self.tr("Start"), "Space", slot=self.on_space)
        self.previous_action = self._action(
            self.tr("Previous level"), "Ctrl+Left", slot=self.previous_period
        )
        self.next_action = self._action(self.tr("Next level"), "Ctrl+Right", slot=self.next_period)
        self.restart_action = self._action(self.tr("Restart level"), "Ctrl+R", slot=self.restart)
        self.minus_action = self._action(
            self.tr("−1 minute"), "-", "Ctrl+Down", slot=lambda: self.adjust(-60)
        )
        self.plus_action = self._action(
            self.tr("+1 minute"), "+", "Ctrl+Up", slot=lambda: self.adjust(60)
        )
        self.hand_for_hand_action = self._action(
            self.tr("Hand-for-hand"), "Ctrl+H", slot=self.switch_hand_for_hand
        )
        self.hand_for_hand_action.setCheckable(True)
        self.hand_done_action = self._action(self.tr("Hand done"), "Ctrl+D", slot=self.hand_done)
        self.schedule_action = self._action(
            self.tr("Schedule start…"), "Ctrl+T", slot=self.schedule_start
        )
        self.cancel_schedule_action = self._action(
            self.tr("Cancel scheduled start"), slot=self.cancel_schedule
        )

        # Two rows of buttons of equal width each: a button's width never follows its text
        # (Start, Pause, Resume), so no button moves under the operator's hand.
        self.buttons: dict[QAction, QToolButton] = {}
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        rows = (
            (
                self.start_pause_action,
                self.previous_action,
                self.next_action,
                self.restart_action,
                self.minus_action,
                self.plus_action,
            ),
            (
                self.hand_for_hand_action,
                self.hand_done_action,
                self.schedule_action,
                self.cancel_schedule_action,
            ),
        )
        for number, actions in enumerate(rows):
            row = QHBoxLayout()
            row.setSpacing(6)
            for action in actions:
                button = QToolButton()
                button.setDefaultAction(action)
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                # The first row (Start, Pause, Resume change places) shares its width evenly;
                # the second, whose words never change, by the length of each, so that
                # "Cancel scheduled start" is not cut on a 1280-px screen.
                stretch = 1 if number == 0 else button.sizeHint().width()
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                button.setMinimumSize(60, 34)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space must never "click" one
                row.addWidget(button, stretch)
                self.buttons[action] = button
            column.addLayout(row)
        big = self.buttons[self.start_pause_action].font()
        big.setBold(True)
        self.buttons[self.start_pause_action].setFont(big)

    def actions_list(self) -> list[QAction]:
        """Every action, in menu order (None-free; the menu adds its own separators)."""
        return [
            self.start_pause_action,
            self.previous_action,
            self.next_action,
            self.restart_action,
            self.minus_action,
            self.plus_action,
            self.hand_for_hand_action,
            self.hand_done_action,
            self.schedule_action,
            self.cancel_schedule_action,
        ]

    # --- showing the state ----------------------------------------------------------------

    def show_reading(self, reading: Reading, state: TournamentState) -> None:
        self._status = reading.status
        has_structure = state.structure is not None and not state.archived
        started = reading.status is not Status.NOT_STARTED
        text = {
            Status.NOT_STARTED: self.tr("Start"),
            Status.RUNNING: self.tr("Pause"),
            Status.PAUSED: self.tr("Resume"),
            Status.FINISHED: self.tr("Finished"),
        }[reading.status]
        self.start_pause_action.setText(text)
        self.start_pause_action.setToolTip(f"{text} ({self.tr('Space')})")
        # A finished clock (the structure run out, or the tournament over: Casino Club
        # "Clasificación") takes no command; only undoing the finishing hand brings it back.
        finished = reading.status is Status.FINISHED
        self.start_pause_action.setEnabled(has_structure and not finished)
        for action in (
            self.previous_action,
            self.next_action,
            self.restart_action,
            self.minus_action,
            self.plus_action,
        ):
            action.setEnabled(has_structure and started and not finished)
        self.hand_for_hand_action.setEnabled(has_structure and started and not finished)
        self.hand_for_hand_action.setChecked(state.clock.hand_for_hand)
        self.hand_done_action.setEnabled(
            has_structure and state.clock.hand_for_hand and not finished
        )
        self.schedule_action.setEnabled(has_structure and not started)
        self.cancel_schedule_action.setEnabled(not started and state.scheduled_start is not None)

    # --- commands -------------------------------------------------------------------------

    def _run(self, title: str, command: Callable[[Operator, int], object]) -> bool:
        try:
            command(self._current_operator(), self._tournament_id)
        except Refused as refusal:
            prompts.warn(self.window(), title, refusal.message)
            return False
        return True

    def on_space(self) -> None:
        """Space: start, pause or resume; ignored while the operator types in a field."""
        if typing_in_a_field():
            return
        self.toggle()

    def toggle(self) -> None:
        """Start, pause or resume; the log names what was recorded (never a stale guess)."""
        try:
            recorded = self._services.clock.toggle(self._current_operator(), self._tournament_id)
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Clock not changed"), refusal.message)
            return
        done = {"ClockStarted": "started", "ClockPaused": "paused", "ClockResumed": "resumed"}
        log.info("clock %s", done.get(recorded[-1].type, recorded[-1].type) if recorded else "?")

    def next_period(self) -> None:
        self._run(self.tr("Level not changed"), self._services.clock.next_period)

    def previous_period(self) -> None:
        self._run(self.tr("Level not changed"), self._services.clock.previous_period)

    def restart(self) -> None:
        if prompts.confirm(
            self.window(),
            self.tr("Restart level"),
            self.tr("Start the current level again from its full time?"),
        ):
            self._run(self.tr("Level not restarted"), self._services.clock.restart_period)

    def jump(self, period: int, title: str) -> None:
        """Go to the start of a period (0-based), after the operator confirms."""
        if prompts.confirm(
            self.window(),
            self.tr("Jump to another level"),
            self.tr("Go to {period} now, from its full time?").format(period=title),
        ):
            self._run(
                self.tr("Level not changed"),
                lambda op, tid: self._services.clock.jump(op, tid, period),
            )

    def adjust(self, delta_s: int) -> None:
        if typing_in_a_field():
            return
        self._run(
            self.tr("Time not changed"),
            lambda op, tid: self._services.clock.adjust(op, tid, delta_s),
        )

    def switch_hand_for_hand(self) -> None:
        state = self._services.tournaments.state(self._tournament_id)
        on = not state.clock.hand_for_hand
        ok = self._run(
            self.tr("Hand-for-hand not changed"),
            lambda op, tid: self._services.clock.set_hand_for_hand(op, tid, on),
        )
        if not ok:  # the checkable action already flipped itself: put it back
            self.hand_for_hand_action.setChecked(state.clock.hand_for_hand)

    def hand_done(self) -> None:
        self._run(self.tr("Hand not recorded"), self._services.clock.hand_completed)

    def schedule_start(self) -> None:
        now = self._services.now()
        state = self._services.tournaments.state(self._tournament_id)
        if state.scheduled_start:
            initial = datetime.fromisoformat(state.scheduled_start)
        else:
            step = SCHEDULE_ROUND_MINUTES
            local = now.astimezone() + timedelta(minutes=step)
            initial = local.replace(minute=local.minute // step * step, second=0, microsecond=0)
        at = prompts.ask_datetime(
            self.window(),
            self.tr("Schedule start"),
            self.tr("The clock starts by itself at:"),
            initial,
        )
        if at is None:
            return
        self._run(
            self.tr("Start not scheduled"),
            lambda op, tid: self._services.clock.schedule_start(op, tid, at),
        )

    def cancel_schedule(self) -> None:
        if prompts.confirm(
            self.window(),
            self.tr("Cancel scheduled start"),
            self.tr("Cancel the scheduled start? The clock will wait for someone to start it."),
        ):
            self._run(
                self.tr("Scheduled start not cancelled"),
                lambda op, tid: self._services.clock.schedule_start(op, tid, None),
            )
