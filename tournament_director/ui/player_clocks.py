"""The clocks on players ("tiempo") on the floor console: the panel of running clocks and
the dialog that calls one (ADTP 29; Casino Club "Tiempo para actuar").

The panel sits on the Clock tab (under the row of Bust-outs and Chip race, where its button
goes) and on the Tables tab (above the map; its button beside the selected table's Chip
race). The button (F8) calls the clock on a player; the panel holds one box per clock
without an outcome, oldest first, three in view and the rest scrolled: "Mesa 5 · Asiento 3 —
Ana Pérez", the time left in large digits (amber while it is counted down, red at zero), the
rule and who asked for it, and a button per outcome: acted in time (at any moment: in doubt,
in favour of the player), hand dead and checked (once the time is up; checked only where the
rule set has it), withdraw. The time is read from the record's anchor on every tick of a
:class:`PlayerClockDriver` (a single-shot timer re-armed to the next whole second), so it
never drifts and a restarted console shows the right time left. A refusal (another console
ended the clock first, say) is shown in red in the panel; nothing is written.

The dialog asks the table (the Tables tab's selected one first) and the seat among the
players seated there, who asked for it (the floor on its own, or a player of the table) and
whether the big screens show it (this PC remembers the choice). Enter calls the clock.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.domain.player_clock import (
    Outcome,
    PlayerClock,
    PlayerClockReading,
    clock_rule,
    time_text,
)
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.ui.console_settings import SETTINGS_FILE
from tournament_director.ui.elided_label import ElidedLabel
from tournament_director.ui.player_clock_driver import PlayerClockDriver
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

SHORTCUT = "F8"
TEXT = "#1b1b1b"
AMBER = "#a35200"
RED = "#b00020"
GREY = "#555555"
#: The box of a clock: plain while it runs, amber in the countdown, red at zero.
BOX = {
    "running": "background: #f4f6f8; border: 1px solid #c4cad2;",
    "countdown": "background: #fff3df; border: 2px solid #e0a030;",
    "expired": "background: #fde7e9; border: 2px solid #b00020;",
}
TIME_POINTS = 26


def entry_name(state: TournamentState, entry_id: int | None) -> str:
    """The player of an entry, as the floor knows them (the entry's number if unknown)."""
    if entry_id is None:
        return ""
    entry = state.book.entries.get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"#{entry_id}"


def phase(reading: PlayerClockReading) -> str:
    if reading.expired:
        return "expired"
    return "countdown" if reading.in_countdown else "running"


class PlayerClockRow(QFrame):
    """One clock without an outcome, on one band: the time left in large digits (and
    "Countdown", "Time!" under it), where and who, the outcome buttons in a row, the rule
    and who called it."""

    def __init__(self, panel: PlayerClocksPanel, clock: PlayerClock) -> None:
        super().__init__()
        self.panel = panel
        self.clock_id = clock.clock_id
        self.setObjectName("playerClockRow")
        self.title = ElidedLabel()
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.time_label = QLabel()
        font = QFont(self.time_label.font())
        font.setPointSize(TIME_POINTS)
        font.setBold(True)
        self.time_label.setFont(font)
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # As wide for 0:05 as for 10:00, so nothing beside it moves as the seconds go.
        self.time_label.setFixedWidth(QFontMetrics(font).horizontalAdvance("00:00") + 8)
        self.state_label = QLabel()
        self.state_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        small = self.state_label.font()
        small.setBold(True)
        self.state_label.setFont(small)
        self.state_label.setFixedHeight(QFontMetrics(small).lineSpacing())
        self.note = ElidedLabel()
        self.note.setStyleSheet(f"color: {GREY};")
        self.buttons: dict[Outcome, QPushButton] = {}
        texts = panel.outcome_texts()
        tips = panel.outcome_tips(clock)
        grid = QGridLayout()
        grid.setSpacing(4)
        for index, outcome in enumerate(
            (Outcome.ACTED, Outcome.HAND_DEAD, Outcome.CHECKED, Outcome.WITHDRAWN)
        ):
            button = QPushButton(texts[outcome])
            button.setToolTip(tips[outcome])
            button.clicked.connect(lambda _on=False, o=outcome: self.panel.record(self.clock_id, o))
            grid.addWidget(button, 0, index)
            self.buttons[outcome] = button
        # The house's rule without a check (Casino Club): the button is not offered.
        self.buttons[Outcome.CHECKED].setVisible(clock.check_when_no_bet)
        time_column = QVBoxLayout()
        time_column.setSpacing(0)
        time_column.addWidget(self.time_label)
        time_column.addWidget(self.state_label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(time_column)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addLayout(grid)
        words.addWidget(self.note)
        layout.addLayout(words, 1)
        self._phase = ""

    def show_reading(self, state: TournamentState, reading: PlayerClockReading) -> None:
        clock = reading.clock
        self.title.setText(
            self.panel.where_text(clock.table, clock.seat, entry_name(state, clock.entry_id))
        )
        self.note.setText(self.panel.note_text(state, clock))
        self.time_label.setText(time_text(reading.time_left_s))
        now = phase(reading)
        if now != self._phase:
            self._phase = now
            self.setStyleSheet(f"QFrame#playerClockRow {{ {BOX[now]} border-radius: 6px; }}")
            colour = {"running": TEXT, "countdown": AMBER, "expired": RED}[now]
            self.time_label.setStyleSheet(f"color: {colour};")
            self.state_label.setStyleSheet(f"color: {colour};")
            self.state_label.setText(self.panel.phase_text(now))
            up = reading.expired
            self.buttons[Outcome.HAND_DEAD].setEnabled(up)
            self.buttons[Outcome.CHECKED].setEnabled(up and clock.check_when_no_bet)

    @property
    def phase(self) -> str:
        return self._phase


class _Rows(QScrollArea):
    """The clocks' boxes: as tall as they are, up to ``most`` of them, then scrolled; never
    asking for more than one box, so a short screen keeps the rest of the tab."""

    def __init__(self, most: int) -> None:
        super().__init__()
        self.most = most
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.column = QVBoxLayout(self.body)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(4)
        self.setWidget(self.body)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def _heights(self) -> list[int]:
        return [
            item.widget().sizeHint().height()
            for i in range(self.column.count())
            if (item := self.column.itemAt(i)).widget() is not None
        ]

    def sizeHint(self) -> QSize:
        heights = self._heights()[: self.most]
        spacing = self.column.spacing() * max(len(heights) - 1, 0)
        return QSize(super().sizeHint().width(), sum(heights) + spacing)

    def minimumSizeHint(self) -> QSize:
        heights = self._heights()[:1]
        return QSize(super().minimumSizeHint().width(), sum(heights))


class PlayerClocksPanel(QFrame):
    """The running clocks on players of one tournament and the button that calls one (the
    tab puts the button where it fits: ``call_button``)."""

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        driver: PlayerClockDriver,
        data_dir: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``data_dir``: where this PC's console settings live (the big-screen choice)."""
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.driver = driver
        self._data_dir = data_dir
        #: The table a call starts at (the Tables tab sets its selected table).
        self.default_table: Callable[[], int | None] = lambda: None
        self.rows: dict[int, PlayerClockRow] = {}
        self.dialog: CallClockDialog | None = None
        self.call_button = QPushButton(self.tr("Call the clock… (F8)"))
        self.call_button.setToolTip(
            self.tr(
                "ADTP 29: the player has the rule set's time to act, the last seconds "
                "counted down; Casino Club “Tiempo para actuar”: 30 s, the last 10 counted."
            )
        )
        self.call_action = QAction(self.tr("Call the clock on a player…"), self)
        self.call_action.setShortcut(QKeySequence(SHORTCUT))
        self.call_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.call_action.triggered.connect(lambda: self.open_call())
        self.call_button.clicked.connect(lambda: self.open_call())
        self.refusal = error_label()
        self.rows_area = _Rows(3)
        self.rows_area.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.refusal)
        layout.addWidget(self.rows_area)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        driver.ticked.connect(self.on_driver_ticked)
        self.on_driver_ticked(driver.readings)

    # --- words --------------------------------------------------------------------------

    def where_text(self, table: int, seat: int, name: str) -> str:
        """Mesa 5 · Asiento 3 — Ana Pérez."""
        where = self.tr("Table %1 · Seat %2").replace("%1", str(table)).replace("%2", str(seat))
        return f"{where} — {name}" if name else where

    def outcome_texts(self) -> dict[Outcome, str]:
        return {
            Outcome.ACTED: self.tr("Acted in time"),
            Outcome.HAND_DEAD: self.tr("Hand dead"),
            Outcome.CHECKED: self.tr("Checked"),
            Outcome.WITHDRAWN: self.tr("Withdraw"),
        }

    def outcome_tips(self, clock: PlayerClock) -> dict[Outcome, str]:
        rule = clock.rule
        return {
            Outcome.ACTED: self.tr(
                "%1: the player acted before the time ran out (in doubt, in favour of the player)"
            ).replace("%1", rule),
            Outcome.HAND_DEAD: self.tr(
                "%1: the time ran out facing a bet: the hand is dead (once the time is up)"
            ).replace("%1", rule),
            Outcome.CHECKED: self.tr(
                "%1: the time ran out with no bet to face: the hand is checked (once the "
                "time is up)"
            ).replace("%1", rule),
            Outcome.WITHDRAWN: self.tr(
                "Take the clock off: called in error, or the hand ended otherwise"
            ),
        }

    def phase_text(self, phase_name: str) -> str:
        return {
            "running": "",
            "countdown": self.tr("Countdown"),
            "expired": self.tr("Time!"),
        }[phase_name]

    def note_text(self, state: TournamentState, clock: PlayerClock) -> str:
        """ADTP 29: 25 s + a 5 s countdown · asked by Luis Soto · called by Bruno."""
        silent = clock.total_seconds - clock.countdown_seconds
        rule = (
            self.tr("%1: %2 s + a %3 s countdown")
            .replace("%1", clock.rule)
            .replace("%2", str(silent))
            .replace("%3", str(clock.countdown_seconds))
        )
        if clock.requested_by_entry is not None:
            asked = self.tr("asked by %1").replace(
                "%1", entry_name(state, clock.requested_by_entry)
            )
        else:
            asked = self.tr("on the floor's judgement")
        called = self.tr("called by %1").replace("%1", clock.called_by)
        parts = [rule, asked, called]
        if clock.on_display:
            parts.append(self.tr("on the big screen"))
        return " · ".join(parts)

    # --- showing ------------------------------------------------------------------------

    def on_driver_ticked(self, readings: list[PlayerClockReading]) -> None:
        state = self._services.tournaments.state(self._tournament_id)
        ids = [r.clock.clock_id for r in readings]
        if ids != list(self.rows):
            for row in self.rows.values():
                self.rows_area.column.removeWidget(row)
                row.deleteLater()
            self.rows = {}
            for reading in readings:
                row = PlayerClockRow(self, reading.clock)
                self.rows[reading.clock.clock_id] = row
                self.rows_area.column.addWidget(row)
            self.rows_area.setVisible(bool(readings))
            self.rows_area.updateGeometry()
        for reading in readings:
            self.rows[reading.clock.clock_id].show_reading(state, reading)

    def shown_times(self) -> dict[int, str]:
        """clock id -> the time its box shows (for tests and the gallery)."""
        return {clock_id: row.time_label.text() for clock_id, row in self.rows.items()}

    # --- commands -----------------------------------------------------------------------

    def record(self, clock_id: int, outcome: Outcome) -> list[RecordedEvent] | None:
        """Record how a clock ended; a refusal is said in red and nothing is written."""
        try:
            recorded = self._services.player_clocks.record_outcome(
                self._current_operator(), self._tournament_id, clock_id, outcome
            )
        except Refused as refusal:
            show_error(self.refusal, refusal.message)
            return None
        show_error(self.refusal, "")
        return recorded

    def open_call(self, table: int | None = None, seat: int | None = None) -> CallClockDialog:
        """The dialog that calls the clock, at ``table`` and ``seat`` when given (else the
        Tables tab's selected table)."""
        if self.dialog is not None:
            self.dialog.close()
        if table is None:
            table = self.default_table()
        self.dialog = CallClockDialog(
            self._services,
            self._tournament_id,
            self._current_operator,
            table,
            seat,
            self,
            self._data_dir,
        )
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.show()
        return self.dialog


class CallClockSettings:
    """What this PC remembers of the calls (the console's INI file, ``player_clock/``):
    whether the big screens show the clock. Without a data folder: nothing, off."""

    def __init__(self, data_dir: Path | None) -> None:
        self._qsettings = (
            QSettings(str(data_dir / SETTINGS_FILE), QSettings.Format.IniFormat)
            if data_dir is not None
            else None
        )

    @property
    def on_display(self) -> bool:
        if self._qsettings is None:
            return False
        return str(self._qsettings.value("player_clock/on_display", "false")).lower() == "true"

    @on_display.setter
    def on_display(self, on: bool) -> None:
        if self._qsettings is not None:
            self._qsettings.setValue("player_clock/on_display", "true" if on else "false")
            self._qsettings.sync()


class CallClockDialog(QDialog):
    """Call the clock on a player: the table, the seat, who asked, the big screen."""

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        table: int | None = None,
        seat: int | None = None,
        parent: QWidget | None = None,
        data_dir: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self._settings = CallClockSettings(data_dir)
        self.recorded: list[RecordedEvent] | None = None
        self.setWindowTitle(self.tr("Call the clock on a player"))
        state = services.tournaments.state(tournament_id)
        room = state.seating.room
        numbers = sorted(n for n, t in room.tables.items() if t.is_open) if room else []
        self.table = QSpinBox()
        self.table.setRange(min(numbers, default=1), max(numbers, default=1))
        if table is not None and table in numbers:
            self.table.setValue(table)
        self.seat = QComboBox()
        self.requested_by = QComboBox()
        self.on_display = QCheckBox(self.tr("Show it on the big screens"))
        self.on_display.setChecked(self._settings.on_display)
        rules = state.rule_set
        self.rule_label = QLabel(
            self.tr("%1: the player has %2 s to act, the last %3 counted down.")
            .replace("%1", clock_rule(rules))
            .replace("%2", str(rules.clock_total_seconds))
            .replace("%3", str(rules.clock_countdown_seconds))
        )
        self.rule_label.setWordWrap(True)
        self.rule_label.setStyleSheet(f"color: {GREY};")
        self.refusal = error_label()
        form = QFormLayout()
        form.addRow(self.tr("Table:"), self.table)
        form.addRow(self.tr("Seat:"), self.seat)
        form.addRow(self.tr("Asked by:"), self.requested_by)
        form.addRow("", self.on_display)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.call_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.call_button.setText(self.tr("Start the clock"))
        self.call_button.setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.call)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rule_label)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)
        self.table.valueChanged.connect(lambda _n: self._fill_seats(None))
        self._fill_seats(seat)
        if not numbers:
            show_error(self.refusal, self.tr("There are no open tables yet."))
            self.call_button.setEnabled(False)
        fit_to_screen(self, (420, 0))
        (self.seat if table is not None else self.table).setFocus()
        if seat is not None:
            self.call_button.setFocus()

    def _fill_seats(self, seat: int | None) -> None:
        state = self._services.tournaments.state(self._tournament_id)
        room = state.seating.room
        players: dict[int, int] = {}
        if room is not None and self.table.value() in room.tables:
            players = room.tables[self.table.value()].players()
        current = seat if seat is not None else self.seat.currentData()
        self.seat.clear()
        self.requested_by.clear()
        self.requested_by.addItem(self.tr("The floor, on its own judgement"), None)
        for number, entry_id in players.items():
            name = entry_name(state, entry_id)
            self.seat.addItem(f"{number} — {name}", number)
            label = self.tr("Seat %1 — %2").replace("%1", str(number)).replace("%2", name)
            self.requested_by.addItem(label, entry_id)
        index = self.seat.findData(current)
        self.seat.setCurrentIndex(max(index, 0))
        self.call_button.setEnabled(bool(players))

    def call(self) -> list[RecordedEvent] | None:
        """Call the clock as chosen; a refusal is said in red and the dialog stays open."""
        seat = self.seat.currentData()
        if seat is None:
            show_error(self.refusal, self.tr("Nobody is seated at this table."))
            return None
        self._settings.on_display = self.on_display.isChecked()
        try:
            self.recorded = self._services.player_clocks.call(
                self._current_operator(),
                self._tournament_id,
                self.table.value(),
                seat,
                on_display=self.on_display.isChecked(),
                requested_by_entry=self.requested_by.currentData(),
            )
        except Refused as refusal:
            show_error(self.refusal, refusal.message)
            return None
        self.accept()
        return self.recorded
