"""The Clock tab: the levels shown big, the controls, the whole structure, rules and screens.

Everything on it is repainted from the tournament's ClockDriver: ``ticked`` gives the time
left each displayed second, ``state_changed`` the structure, rule set and announcements
after each commit. The tab writes only through the clock and structure services.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain import chip_races
from tournament_director.domain.clock import Reading, Status
from tournament_director.domain.colour_up import Schedule, schedule
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import format_amount, format_count
from tournament_director.domain.operators import Operator, require
from tournament_director.domain.room_figures import figures
from tournament_director.domain.rule_set import PRESETS
from tournament_director.domain.stages import FlightProgress, flight_progress
from tournament_director.domain.structure import Level, Period, Structure
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.services.clock import ANNOUNCEMENT_MINUTES_MAX
from tournament_director.ui import prompts
from tournament_director.ui.bust_out_dialog import BustOutDialog
from tournament_director.ui.chip_race_dialog import ChipRaceDialog
from tournament_director.ui.clock_controls import ClockControls
from tournament_director.ui.colour_up_dialog import ColourUpDialog, chip_label
from tournament_director.ui.elided_label import ElidedLabel, QuietBox
from tournament_director.ui.facts_panel import FactsPanel
from tournament_director.ui.flight_words import bagged_line, closed_line, over_line, progress_line
from tournament_director.ui.rule_set_dialog import (
    RULE_SET_NAMES,
    RuleSetDialog,
    house_changes,
    preset_label,
)
from tournament_director.ui.structure_editor import StructureEditorDialog
from tournament_director.ui.structure_table_model import (
    ScheduleTableModel,
    bb_ante_word,
    blinds_text,
    chips_text,
)
from tournament_director.ui.time_format import day_and_time, local_text

log = logging.getLogger(__name__)

DEFAULT_ANNOUNCEMENT_MINUTES = 10
BLINDS_POINTS = 28  # the blinds on the level card (the winner's name once it is over)
FLIGHT_POINTS = 16  # a flight's qualifiers and players left on the level card
WINNER_MIN_POINTS = 16
EXPIRED_COLOUR = "#8a8a8a"


def clock_text(seconds: int) -> str:
    """Time left as the room reads it: 12:05, or 1:02:05 from an hour up."""
    seconds = max(seconds, 0)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def colour_up_chips(chips: Schedule, after_level: int | None) -> str:
    """ "25 (blanco), 100 (negro)": the chips the tournament's schedule takes off at the
    break after ``after_level`` (domain/colour_up.py: the plan and the director's changes)."""
    if after_level is None:
        return ""
    return ", ".join(chip_label(c) for c in chips.at_break(after_level))


def _style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it differs: Qt re-polishes the widget (and repaints and
    lays it out again) at every setStyleSheet, even with the same sheet, and the card's
    colours are set at every second of the clock."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def _font(label: QLabel, points: float, bold: bool = True) -> None:
    font = QFont(label.font())
    font.setPointSizeF(points)
    font.setBold(bold)
    label.setFont(font)


class LevelCard(QFrame):
    """The current period and the next one, big enough to read from the floor."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("levelCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#levelCard { background: #14213d; border-radius: 6px; } QLabel { color: #f5f5f5; }"
        )
        # Every line keeps its size whatever it says (ElidedLabel): a longer status or a
        # next level on two lines must never push the buttons under it.
        self.title_label = ElidedLabel()
        _font(self.title_label, 16)
        self.status_label = ElidedLabel()
        _font(self.status_label, 13)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.time_label = ElidedLabel("--:--")
        _font(self.time_label, 50)
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blinds_label = ElidedLabel()
        _font(self.blinds_label, BLINDS_POINTS)
        # Its height stays the blinds' when the winner's name takes a smaller font.
        self.blinds_label.setFixedHeight(self.blinds_label.sizeHint().height())
        self.ante_label = ElidedLabel()
        _font(self.ante_label, 16, bold=False)
        self.next_label = ElidedLabel(lines=2)
        _font(self.next_label, 13, bold=False)
        self.next_label.setStyleSheet("color: #ffd166;")
        self.blinds_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.ante_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.next_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # A qualifying flight (house "Etapa Clasificatoria"): how many qualify and remain,
        # or that it is over and the chips are bagged. Hidden for any other tournament.
        self.flight_label = ElidedLabel()
        _font(self.flight_label, FLIGHT_POINTS)
        self.flight_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.flight_label.hide()
        layout = QGridLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        layout.setHorizontalSpacing(24)
        layout.setVerticalSpacing(0)
        layout.addWidget(self.title_label, 0, 0)
        layout.addWidget(self.status_label, 0, 1)
        # The time changes every second: in its box it repaints alone (QuietBox).
        layout.addWidget(QuietBox(self.time_label), 1, 0, 3, 1)
        layout.addWidget(self.blinds_label, 1, 1)
        layout.addWidget(self.ante_label, 2, 1)
        layout.addWidget(self.next_label, 3, 1)
        layout.addWidget(self.flight_label, 4, 0, 1, 2)
        layout.setColumnStretch(0, 1)
        layout.setColumnStretch(1, 1)
        #: When the tournament ended (the tab reads it from the record after each commit).
        self.ended_at: datetime | None = None

    def show_flight(self, progress: FlightProgress | None) -> None:
        """House "Etapa Clasificatoria" on the card: "40 qualify · 55 left · ends at the end
        of level 12"; once over, "FLIGHT OVER: bag the chips" (None: not a flight)."""
        if progress is None:
            self.flight_label.hide()
            return
        if progress.over == "closed":
            text, colour = f"{closed_line()} · {bagged_line(progress)}", "#bbbbbb"
        elif progress.over:
            text, colour = f"{over_line()} · {bagged_line(progress)}", "#ff6b6b"
        else:
            text, colour = progress_line(progress), "#8ecae6"
        self.flight_label.setText(text)
        _style(self.flight_label, f"color: {colour};")
        self.flight_label.show()

    def show_reading(self, state: TournamentState, reading: Reading) -> None:
        structure = state.structure
        periods = state.periods()
        over = state.book.winner is not None and reading.status is Status.FINISHED
        _style(self.blinds_label, "color: #ffd166;" if over else "")
        if over and structure is not None and periods:
            self._show_over(state, reading)
            return
        self._winner_name = ""
        self._fit_blinds("")
        if structure is None or not periods:
            self.title_label.setText(self.tr("No structure"))
            self.status_label.setText("")
            self.time_label.setText("--:--")
            self.blinds_label.setText("")
            self.ante_label.setText(self.tr("Choose a template or build a structure on the right."))
            self.next_label.setText("")
            return
        p = periods[reading.period]
        seconds = p.duration_s if reading.status is Status.NOT_STARTED else reading.time_left_s
        self.time_label.setText(clock_text(seconds))
        status = {
            Status.NOT_STARTED: self.tr("NOT STARTED"),
            Status.RUNNING: self.tr("RUNNING"),
            Status.PAUSED: self.tr("PAUSED"),
            Status.FINISHED: self.tr("FINISHED"),
        }[reading.status]
        if state.clock.hand_for_hand and reading.status is not Status.FINISHED:
            status = self.tr("HAND-FOR-HAND") + " · " + status
        self.status_label.setText(status)
        colour = {
            Status.RUNNING: "#7bd88f",
            Status.PAUSED: "#ff6b6b",
            Status.FINISHED: "#bbbbbb",
            Status.NOT_STARTED: "#bbbbbb",
        }[reading.status]
        _style(self.status_label, f"color: {colour};")
        _style(
            self.time_label,
            "color: #ff6b6b;" if reading.status is Status.PAUSED else "color: #f5f5f5;",
        )
        if p.kind == "break":
            self.title_label.setText(
                self.tr("Break after level {number}").format(number=p.after_level)
            )
            chips = colour_up_chips(schedule(state), p.after_level)
            self.blinds_label.setText(self.tr("BREAK"))
            self.ante_label.setText(
                self.tr("Chips raced off: {chips}").format(chips=chips) if chips else ""
            )
        else:
            level = structure.levels[p.index]
            self.title_label.setText(
                self.tr("Level {number} of {count}").format(
                    number=p.level_number, count=len(structure.levels)
                )
            )
            self.blinds_label.setText(blinds_text(level))
            self.ante_label.setText(self._ante_line(level))
        self.next_label.setText(
            self._next_text(structure, periods, reading.period, schedule(state))
        )

    def _show_over(self, state: TournamentState, reading: Reading) -> None:
        """Casino Club "Clasificación": the tournament is over. The card says so: who won,
        when it ended and in which level; no time left and no next level (nothing comes
        next)."""
        structure = state.structure
        assert structure is not None
        period = state.periods()[reading.period]
        self.title_label.setText(self.tr("Tournament over"))
        self.status_label.setText(self.tr("FINISHED"))
        _style(self.status_label, "color: #bbbbbb;")
        ended = self.ended_at
        self.time_label.setText(ended.astimezone().strftime("%H:%M") if ended else "--:--")
        _style(self.time_label, "color: #bbbbbb;")
        entry = state.book.entries.get(state.book.winner)
        player = state.players.get(entry.player_id) if entry else None
        name = player.name if player else ""
        self._winner_name = name
        self._fit_blinds(name)
        self.blinds_label.setText(name)
        self.ante_label.setText(self.tr("won the tournament"))
        if period.kind == "break":
            where = self.tr("the break after level {number}").format(number=period.after_level)
        else:
            level = structure.levels[period.index]
            where = self.tr("level {number} ({blinds})").format(
                number=period.level_number, blinds=blinds_text(level)
            )
        if ended is None:
            text = self.tr("Ended in {where}.")
            day = time = ""
        else:
            day, time = day_and_time(ended)
            text = (
                self.tr("Ended on {date} at {time}, in {where}.")
                if day
                else self.tr("Ended at {time}, in {where}.")
            )
        self.next_label.setText(text.format(date=day, time=time, where=where))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The winner's name is fitted again to the card's new width (the window grew or
        shrank, or was laid out after the name was first shown)."""
        super().resizeEvent(event)
        if getattr(self, "_winner_name", ""):
            self._fit_blinds(self._winner_name)

    def _fit_blinds(self, name: str) -> None:
        """The winner's name in the blinds' line, in a smaller font when it would not fit
        whole (down to 16 pt, then cut); the line keeps its height, so nothing moves."""
        label = self.blinds_label
        points = BLINDS_POINTS
        if name:
            width = label.contentsRect().width()
            font = QFont(label.font())
            while points > WINNER_MIN_POINTS:
                font.setPointSizeF(points)
                if QFontMetrics(font).horizontalAdvance(name) <= width:
                    break
                points -= 1
        if label.font().pointSizeF() != points:
            _font(label, points)

    def _next_text(
        self, structure: Structure, periods: list[Period], current: int, chips: Schedule
    ) -> str:
        if current + 1 >= len(periods):
            return self.tr("Last level")
        n = periods[current + 1]
        if n.kind == "break":
            text = self.tr("Next: break of {minutes} min").format(minutes=n.duration_s // 60)
            raced = colour_up_chips(chips, n.after_level)
            if raced:
                text += " — " + self.tr("race off {chips}").format(chips=raced)
            return text
        level = structure.levels[n.index]
        text = self.tr("Next: level {number} — {blinds}").format(
            number=n.level_number, blinds=blinds_text(level)
        )
        if level.ante > 0 and level.bb_ante:
            text += " — " + self.tr("BB ante {ante}").format(ante=chips_text(level.ante))
        elif level.ante > 0:
            text += " — " + self.tr("ante {ante}").format(ante=chips_text(level.ante))
        return text

    def _ante_line(self, level: Level) -> str:
        """Ante: 800, or the big-blind ante in the one form the room reads (glossary: "Ante
        CG"), said once: "Ante CG: 800"."""
        if level.ante <= 0:
            return self.tr("No ante")
        if level.bb_ante:
            return f"{bb_ante_word()}: {chips_text(level.ante)}"
        return self.tr("Ante: {ante}").format(ante=chips_text(level.ante))


class ClockTab(QWidget):
    """The clock of one tournament, as the floor runs it."""

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        driver,  # ClockDriver: ticked(Reading), state_changed(TournamentState), ...
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.driver = driver
        self._state: TournamentState | None = None
        self._shown: Reading | None = None  # the reading the room last saw
        self._asking_about_jump = False
        self.editor: StructureEditorDialog | None = None
        self.colour_up_dialog: ColourUpDialog | None = None
        self.rules_dialog: RuleSetDialog | None = None
        self.bust_out_dialog: BustOutDialog | None = None
        self.chip_race_dialog: ChipRaceDialog | None = None
        #: Where the chip race's papers print (the workspace gives the Tables tab's).
        self.print_adapter = None
        self._chip_race_key: tuple | None = None  # what the chip race button was set for
        self._announcement_marks: tuple = ()  # (id, ended) of the list as shown
        self._starts_key: tuple | None = None  # what the periods' recorded starts were read at
        self._starts: dict[int, datetime] = {}
        self._finish_key: tuple | None = None  # the finish the card's end time was read for
        self._flight_key: tuple | None = None  # what a flight's progress was read at
        self._build()
        self._connect()

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.card = LevelCard()
        self.controls = ClockControls(self._services, self._tournament_id, self._current_operator)
        self.addActions(self.controls.actions_list())
        self.schedule_label = ElidedLabel()
        self.schedule_label.setStyleSheet("color: #1b5e20; font-weight: bold;")
        self.schedule_label.hide()
        self.bust_outs_button = QPushButton(self.tr("Bust-outs… (Ctrl+E)"))
        self.bust_outs_tip = self.tr("Record players out, a withdrawal or a disqualification")
        self.bust_outs_button.setToolTip(self.bust_outs_tip)
        # ADTP 24: the chip race of a colour-up break, table by table.
        self.chip_race_button = QPushButton(self.tr("Chip race…"))
        self.chip_race_tip = self.tr(
            "The colour-up's chip race, table by table, and the colour-up sheets"
        )
        self.chip_race_button.setToolTip(self.chip_race_tip)
        # Bold during a colour-up break: as wide bold or not, so nothing beside it moves.
        bold = self.chip_race_button.font()
        bold.setBold(True)
        width = QFontMetrics(bold).horizontalAdvance(self.chip_race_button.text())
        self.chip_race_button.setMinimumWidth(
            max(self.chip_race_button.sizeHint().width(), width + 24)
        )

        # the whole structure
        self.schedule_model = ScheduleTableModel(self)
        self.schedule_view = QTableView()
        self.schedule_view.setModel(self.schedule_model)
        self.schedule_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.schedule_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.schedule_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.schedule_view.verticalHeader().hide()
        self.schedule_view.setWordWrap(False)
        header = self.schedule_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ScheduleTableModel.COLOUR_UP, QHeaderView.ResizeMode.Stretch)
        # A director moves or cancels a colour-up from here (right-click a row).
        self.schedule_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        schedule_box = QGroupBox(self.tr("Structure (double-click a row to jump to it)"))
        QVBoxLayout(schedule_box).addWidget(self.schedule_view)

        # announcements
        self.announcement_edit = QLineEdit()
        self.announcement_edit.setPlaceholderText(
            self.tr("Text for the screens, e.g. Dinner at 22:00")
        )
        self.announcement_edit.setMaxLength(300)
        self.announcement_minutes = QSpinBox()
        self.announcement_minutes.setRange(1, ANNOUNCEMENT_MINUTES_MAX)
        self.announcement_minutes.setValue(DEFAULT_ANNOUNCEMENT_MINUTES)
        self.announcement_minutes.setSuffix(self.tr(" min"))
        self.announce_button = QPushButton(self.tr("Post"))
        self.announcements_list = QListWidget()
        self.announcements_list.setMaximumHeight(96)
        self.announcements_list.setWordWrap(True)
        self.announcements_list.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.withdraw_button = QPushButton(self.tr("Withdraw selected"))
        self.withdraw_button.setToolTip(
            self.tr("Take the selected announcement off the screens and out of this list")
        )
        self.withdraw_action = QAction(self.tr("Withdraw"), self.announcements_list)
        self.withdraw_action.setShortcut(Qt.Key.Key_Delete)
        self.withdraw_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.announcements_list.addAction(self.withdraw_action)
        announce_box = QGroupBox(self.tr("Announcement (Ctrl+M)"))
        arow = QHBoxLayout()
        arow.addWidget(QLabel(self.tr("On screen for")))
        arow.addWidget(self.announcement_minutes)
        arow.addStretch(1)
        arow.addWidget(self.announce_button)
        alayout = QVBoxLayout(announce_box)
        alayout.addWidget(self.announcement_edit)
        alayout.addLayout(arow)
        alayout.addWidget(self.announcements_list)
        alayout.addWidget(self.withdraw_button, 0, Qt.AlignmentFlag.AlignRight)

        # structure and rules
        self.structure_name_label = QLabel()
        self.structure_name_label.setWordWrap(True)
        _font(self.structure_name_label, self.structure_name_label.font().pointSizeF())
        self.template_combo = QComboBox()
        self.template_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.template_combo.setMinimumContentsLength(16)
        self.use_template_button = QPushButton(self.tr("Use"))
        self.edit_structure_button = QPushButton(self.tr("Edit structure…"))
        self.delete_template_button = QPushButton(self.tr("Delete from library…"))
        self.delete_template_button.setToolTip(
            self.tr("Only the house's own structures can be deleted; shipped ones stay")
        )
        self.rule_set_combo = QComboBox()
        for name in PRESETS:
            self.rule_set_combo.addItem(RULE_SET_NAMES.get(name, name), name)
        self.rule_set_combo.setToolTip(self.tr("Only a director can change the rules"))
        self.rules_button = QPushButton(self.tr("Rules…"))
        self.rules_button.setToolTip(self.tr("See every rule and change what the house changes"))
        self.rule_set_label = QLabel()
        self.rule_set_label.setWordWrap(True)
        structure_box = QGroupBox(self.tr("Structure and rules"))
        grid = QGridLayout(structure_box)
        grid.addWidget(QLabel(self.tr("In use:")), 0, 0)
        grid.addWidget(self.structure_name_label, 0, 1, 1, 2)
        grid.addWidget(QLabel(self.tr("Template:")), 1, 0)
        grid.addWidget(self.template_combo, 1, 1)
        grid.addWidget(self.use_template_button, 1, 2)
        structure_buttons = QHBoxLayout()
        structure_buttons.addWidget(self.edit_structure_button)
        structure_buttons.addWidget(self.delete_template_button)
        grid.addLayout(structure_buttons, 2, 1, 1, 2)
        grid.addWidget(QLabel(self.tr("Rules:")), 3, 0)
        grid.addWidget(self.rule_set_combo, 3, 1)
        grid.addWidget(self.rules_button, 3, 2)
        grid.addWidget(self.rule_set_label, 4, 1, 1, 2)
        grid.setColumnStretch(1, 1)

        # the tournament's facts (name, players): compact, under the rules
        self.panel = FactsPanel(self.tr("Tournament"), "")
        self.panel.note.hide()
        self.panel.layout().setContentsMargins(4, 4, 4, 4)

        self.display_box = QGroupBox(self.tr("Screens"))
        self.display_layout = QVBoxLayout(self.display_box)
        self.display_placeholder = QLabel(self.tr("Big-screen display not available."))
        self.display_layout.addWidget(self.display_placeholder)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(structure_box)
        # Announcements before the screens: used all night, they stay in view at 768 lines.
        side_layout.addWidget(announce_box)
        side_layout.addWidget(self.display_box)
        side_layout.addWidget(self.panel)
        side_layout.addStretch(1)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.card)
        left_layout.addWidget(self.controls)
        # The scheduled start is said beside the bust-outs button: showing it moves nothing.
        bust_outs_row = QHBoxLayout()
        bust_outs_row.addWidget(self.bust_outs_button)
        bust_outs_row.addWidget(self.chip_race_button)
        bust_outs_row.addWidget(self.schedule_label, 1)
        bust_outs_row.addStretch(0)
        self.bust_outs_row = bust_outs_row  # the clock on a player's button joins it
        left_layout.addLayout(bust_outs_row)
        left_layout.addWidget(schedule_box, 1)

        # The side column scrolls rather than make the window taller than a 768-line screen.
        side_scroll = QScrollArea()
        side_scroll.setWidget(side)
        side_scroll.setWidgetResizable(True)
        side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side_scroll.setMinimumWidth(380)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(side_scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([700, 340])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(splitter)

    def _connect(self) -> None:
        """Every connection of the tab, in one place."""
        self.driver.ticked.connect(self.on_driver_ticked)
        self.driver.state_changed.connect(self.on_driver_state_changed)
        self.driver.wall_clock_jumped.connect(self.on_driver_wall_clock_jumped)
        self.schedule_view.doubleClicked.connect(self.on_schedule_view_double_clicked)
        self.schedule_view.customContextMenuRequested.connect(
            self.on_schedule_view_custom_context_menu_requested
        )
        self.announce_button.clicked.connect(self.announce)
        self.announcement_edit.returnPressed.connect(self.announce)
        self.withdraw_button.clicked.connect(self.withdraw_announcement)
        self.withdraw_action.triggered.connect(self.withdraw_announcement)
        self.announcements_list.itemSelectionChanged.connect(
            self.on_announcements_list_item_selection_changed
        )
        self.template_combo.currentIndexChanged.connect(
            self.on_template_combo_current_index_changed
        )
        self.delete_template_button.clicked.connect(self.delete_template)
        self.rules_button.clicked.connect(self.edit_rules)
        self.use_template_button.clicked.connect(self.use_template)
        self.edit_structure_button.clicked.connect(self.edit_structure)
        self.rule_set_combo.activated.connect(self.on_rule_set_combo_activated)
        self.focus_announcement_action = self.controls._action(
            self.tr("Post an announcement…"), "Ctrl+M", slot=self.focus_announcement
        )
        self.addAction(self.focus_announcement_action)
        self.bust_outs_action = self.controls._action(
            self.tr("Bust-outs…"), "Ctrl+E", slot=self.open_bust_outs
        )
        self.addAction(self.bust_outs_action)
        self.bust_outs_button.clicked.connect(self.open_bust_outs)
        self.chip_race_button.clicked.connect(self.open_chip_race)

    def clock_actions(self) -> list:
        """The actions for the main window's Clock menu (None marks a separator)."""
        c = self.controls
        return [
            c.start_pause_action,
            None,
            c.previous_action,
            c.next_action,
            c.restart_action,
            None,
            c.minus_action,
            c.plus_action,
            None,
            c.hand_for_hand_action,
            c.hand_done_action,
            None,
            c.schedule_action,
            c.cancel_schedule_action,
            self.focus_announcement_action,
        ]

    def set_player_clocks(self, panel: QWidget) -> None:
        """The clocks on players (ADTP 29; ui/player_clocks.py): its button beside the
        chip race's, its clocks between that row and the structure, its key (F8) here."""
        self.bust_outs_row.insertWidget(2, panel.call_button)
        layout = self.card.parentWidget().layout()
        layout.insertWidget(layout.count() - 1, panel)  # the structure's box is the last
        self.addAction(panel.call_action)
        self.player_clocks = panel

    def set_display_panel(self, panel: QWidget) -> None:
        """Embed the display manager's panel (the big screens of this tournament)."""
        self.display_placeholder.hide()
        self.display_layout.addWidget(panel)
        self.display_panel = panel

    # --- showing --------------------------------------------------------------------------

    def show_state(self, state: TournamentState) -> None:
        """The tournament's facts (called by the workspace after each commit)."""
        if state.archived:
            status = self.tr("Archived")
        elif state.book.winner is not None:
            status = self.tr("Finished")
        else:
            status = self.tr("Open")
        self.panel.set_fact("name", self.tr("Name:"), state.name)
        self.panel.set_fact("status", self.tr("Status:"), status)
        created = local_text(state.created_at) if state.created_at else "—"
        self.panel.set_fact("created", self.tr("Created:"), created)
        room = figures(state, datetime.now(UTC))
        self.panel.set_fact(
            "players",
            self.tr("Players left / entries:"),
            f"{room.players_left} / {room.entries}",
        )
        pool = format_amount(room.prize_pool, room.currency) if room.prize_pool is not None else "—"
        self.panel.set_fact("prize_pool", self.tr("Prize pool:"), pool)
        # ADTP 25 B: the chips in play are always known; the average stack follows.
        self.panel.set_fact("chips", self.tr("Chips in play:"), format_count(room.chips_in_play))
        self.panel.set_tip("chips", self._chips_tip(state))
        average = format_count(room.average_stack) if room.average_stack else "—"
        self.panel.set_fact("average", self.tr("Average stack:"), average)
        self.panel.set_fact("events", self.tr("Events recorded:"), str(state.last_seq))
        for label in self.panel.findChildren(QLabel):
            label.setWordWrap(True)  # a long tournament name must not widen the column

    def _chips_tip(self, state: TournamentState) -> str:
        """Where the chips in play come from: issued by kind, removed by cause, raced."""
        totals = state.book.totals
        issued = {
            "registration": self.tr("Registrations"),
            "late_registration": self.tr("Late registrations"),
            "re_entry": self.tr("Re-entries"),
            "rebuy": self.tr("Rebuys"),
            "add_on": self.tr("Add-ons"),
        }
        removed = {
            "reduced_stack": self.tr("Reduced stacks of late registrations"),
            "cancelled": self.tr("Cancelled entries"),
            "absent": self.tr("Absent players' stacks"),
            "withdrew": self.tr("Withdrawals"),
            "disqualified": self.tr("Disqualifications"),
            "eliminated": self.tr("Removed at bust-outs"),
        }
        lines = [self.tr("Issued: {chips}").format(chips=format_count(totals.chips_issued))]
        for key, label in issued.items():
            if totals.chips_issued_by.get(key):
                lines.append(f"  {label}: {format_count(totals.chips_issued_by[key])}")
        lines.append(self.tr("Removed: {chips}").format(chips=format_count(totals.chips_removed)))
        for key, label in removed.items():
            if totals.chips_removed_by.get(key):
                lines.append(f"  {label}: -{format_count(totals.chips_removed_by[key])}")
        if totals.chip_races:
            lines.append(
                self.tr("Chip races: {chips}").format(chips=format_count(-totals.chips_raced))
            )
        lines.append(self.tr("In play: {chips}").format(chips=format_count(totals.chips_in_play)))
        return "\n".join(lines)

    def _show_over(self, state: TournamentState) -> None:
        """Once the tournament is over (Casino Club "Clasificación") nothing can be recorded
        on the clock: the bust-outs are off and say why; the card reads when it ended."""
        over = state.book.winner is not None
        key = (state.finish_seq, state.book.winner)
        if key != self._finish_key:
            self._finish_key = key
            self.card.ended_at = (
                self._services.tournaments.finished_at(self._tournament_id) if over else None
            )
        for control in (self.bust_outs_button, self.bust_outs_action, self.chip_race_button):
            control.setEnabled(not over)
        self.bust_outs_button.setToolTip(
            self.tr(
                "The tournament is over: there is nobody left to bust out. Undoing the hand "
                "that ended it (Edit menu) reopens it."
            )
            if over
            else self.bust_outs_tip
        )

    def on_driver_state_changed(self, state: TournamentState) -> None:
        self._state = state
        self._show_over(state)
        self.schedule_model.set_structure(state.structure, schedule(state))
        self.structure_name_label.setText(
            state.structure.name if state.structure else self.tr("none yet")
        )
        self._fill_templates(state)
        index = self.rule_set_combo.findData(state.rule_set.name)
        if index < 0:
            self.rule_set_combo.addItem(state.rule_set.name, state.rule_set.name)
            index = self.rule_set_combo.count() - 1
        self.rule_set_combo.setCurrentIndex(index)
        self._show_rule_set(state)
        self._fill_announcements(state)
        if state.scheduled_start and state.clock.status is Status.NOT_STARTED:
            day, time = day_and_time(state.scheduled_start)
            text = (
                self.tr("The clock starts by itself on {date} at {time}.")
                if day
                else self.tr("The clock starts by itself at {time}.")
            )
            self.schedule_label.setText(text.format(date=day, time=time))
            self.schedule_label.show()
        else:
            self.schedule_label.hide()
        self.show_state(state)

    def _fill_templates(self, state: TournamentState) -> None:
        chosen = self.template_combo.currentData()
        self.template_combo.clear()
        for template in self._services.structures.templates():
            label = (
                template.name
                if template.shipped
                else self.tr("{name} (house)").format(name=template.name)
            )
            self.template_combo.addItem(label, template.name)
        wanted = chosen or (state.structure.name if state.structure else None)
        index = self.template_combo.findData(wanted) if wanted else -1
        self.template_combo.setCurrentIndex(max(index, 0))

    def _show_rule_set(self, state: TournamentState) -> None:
        """Which rules are in use, and whether the house changed them from the preset."""
        rules = state.rule_set
        changed = house_changes(rules)
        name = preset_label(rules.name)
        if changed:
            text = self.tr("%1 with %n house change(s)", "", len(changed)).replace("%1", name)
        else:
            text = self.tr("%1 as published").replace("%1", name)
        self.rule_set_label.setText(text)
        _style(self.rule_set_label, "font-weight: bold;" if changed else "")

    def _announcement_ended(self, now: datetime) -> dict[int, bool]:
        """id -> whether its time on the screens is over."""
        state = self._state or self.driver.state
        return {
            a.announcement_id: now >= datetime.fromisoformat(a.at) + timedelta(minutes=a.minutes)
            for a in state.announcements.values()
        }

    def _fill_announcements(self, state: TournamentState) -> None:
        """Current and coming announcements first, then the ended ones greyed below a rule."""
        selected = self._selected_announcement()
        ended = self._announcement_ended(self.driver.now())
        items = sorted(state.announcements.values(), key=lambda a: a.at)
        live = [a for a in items if not ended[a.announcement_id]]
        over = [a for a in items if ended[a.announcement_id]]
        self.announcements_list.clear()
        for item in live:
            self._add_announcement(item, ended=False)
        if over:
            rule = QListWidgetItem(self.tr("— ended —"))
            rule.setFlags(Qt.ItemFlag.NoItemFlags)
            rule.setForeground(QBrush(QColor(EXPIRED_COLOUR)))
            rule.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.announcements_list.addItem(rule)
        for item in over:
            self._add_announcement(item, ended=True)
        self._announcement_marks = tuple(sorted(ended.items()))
        for row in range(self.announcements_list.count()):
            entry = self.announcements_list.item(row)
            if selected is not None and entry.data(Qt.ItemDataRole.UserRole) == selected:
                self.announcements_list.setCurrentItem(entry)
        self.on_announcements_list_item_selection_changed()

    def _add_announcement(self, item, ended: bool) -> None:
        text = self.tr("{time} · {minutes} min · {text}").format(
            time=local_text(item.at, short=True), minutes=item.minutes, text=item.text
        )
        entry = QListWidgetItem(text)
        entry.setData(Qt.ItemDataRole.UserRole, item.announcement_id)
        if ended:
            entry.setForeground(QBrush(QColor(EXPIRED_COLOUR)))
            font = QFont(self.announcements_list.font())
            font.setItalic(True)
            entry.setFont(font)
            entry.setToolTip(self.tr("No longer on the screens"))
        self.announcements_list.addItem(entry)

    def _selected_announcement(self) -> int | None:
        entry = self.announcements_list.currentItem()
        if entry is None or not entry.isSelected():
            return None
        return entry.data(Qt.ItemDataRole.UserRole)

    def on_announcements_list_item_selection_changed(self, *_args: object) -> None:
        chosen = self._selected_announcement() is not None
        self.withdraw_button.setEnabled(chosen)
        self.withdraw_action.setEnabled(chosen)

    def on_driver_ticked(self, reading: Reading) -> None:
        state = self._state or self.driver.state
        self._state = state
        self._shown = reading
        self.card.show_reading(state, reading)
        self._show_flight(state, reading)
        self.controls.show_reading(reading, state)
        if state.announcements:  # an announcement's time may have run out: grey it
            ended = self._announcement_ended(self.driver.now())
            if tuple(sorted(ended.items())) != self._announcement_marks:
                self._fill_announcements(state)
        self.schedule_model.set_position(
            reading.period,
            reading.status,
            self._period_starts(state, reading),
            self._next_start(state, reading),
        )
        self._show_chip_race(state, reading)

    def _show_flight(self, state: TournamentState, reading: Reading) -> None:
        """A flight's progress on the card, read again only when the record, the period or
        the clock's status changed (house "Etapa Clasificatoria": it may end with a level)."""
        key = (state.tournament_id, state.last_seq, reading.period, reading.status)
        if key == self._flight_key:
            return
        self._flight_key = key
        progress = None
        if state.stages.is_flight:
            progress = flight_progress(state, self.driver.now())
        self.card.show_flight(progress)

    def _show_chip_race(self, state: TournamentState, reading: Reading) -> None:
        """During a colour-up break (and the level after it, ADTP 24) the chip race button
        says so in bold; worked out again only when the period or the record changes."""
        key = (state.last_seq, reading.period, reading.status)
        if key == self._chip_race_key:
            return
        self._chip_race_key = key
        here = chip_races.current_break(state, self.driver.now())
        font = self.chip_race_button.font()
        font.setBold(here is not None)
        self.chip_race_button.setFont(font)
        if here is not None:
            chips = ", ".join(c.text for c in here.removed)
            self.chip_race_button.setToolTip(
                self.tr("Colour-up now: the {chips} chips come off. Run the chip race.").format(
                    chips=chips
                )
            )
        elif state.book.winner is None:
            self.chip_race_button.setToolTip(self.chip_race_tip)

    def _period_starts(self, state: TournamentState, reading: Reading) -> dict[int, datetime]:
        """When the periods up to the current one began, from the recorded clock events;
        read again only after a clock event (every one stores a new clock state; a hand
        done in hand-for-hand is counted), a change of structure or when a period runs out,
        not after every sale or bust-out (reading the clock events of a big record takes a
        while)."""
        if reading.status is Status.NOT_STARTED or not state.periods():
            return {}
        key = (
            state.tournament_id,
            state.clock,
            state.hands_completed,
            state.structure,
            reading.period,
            reading.status,
        )
        if self._starts_key != key:
            self._starts_key = key
            now = self.driver.now()
            self._starts = self._services.clock.period_starts(self._tournament_id, now)
        return self._starts

    def _next_start(self, state: TournamentState, reading: Reading) -> datetime | None:
        """When the period after the current one begins if the clock keeps its pace (before
        the start: the scheduled start of the first one)."""
        if reading.status in (Status.PAUSED, Status.RUNNING):
            return self.driver.now() + timedelta(milliseconds=reading.time_left_ms)
        if reading.status is Status.NOT_STARTED and state.scheduled_start:
            return datetime.fromisoformat(state.scheduled_start)
        return None

    # --- the structure list ---------------------------------------------------------------

    def on_schedule_view_double_clicked(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        title = self.schedule_model.data(
            self.schedule_model.index(index.row(), ScheduleTableModel.PERIOD)
        )
        self.controls.jump(index.row(), str(title))

    def on_schedule_view_custom_context_menu_requested(self, position: QPoint) -> None:
        """Right-click a row: each chip of the colour-up schedule, to move or cancel (a
        break's row preselects that break)."""
        menu = self.colour_up_menu(self.schedule_view.indexAt(position))
        if menu is not None:
            menu.exec(self.schedule_view.viewport().mapToGlobal(position))

    def colour_up_menu(self, index: QModelIndex) -> QMenu | None:
        """The menu for a row: "Colour-up of 25 (blanco)…" for each chip but the largest,
        those this break takes off first."""
        state = self._state or self.driver.state
        chips = schedule(state)
        if not chips.colour_ups:
            return None
        at_break = None
        if index.isValid():
            period = self.schedule_model.period(index.row())
            at_break = period.after_level if period.kind == "break" else None
        here = [c for c in chips.colour_ups if at_break is not None and c.after_level == at_break]
        others = [c for c in chips.colour_ups if c not in here]
        menu = QMenu(self)
        for group in (here, others):
            if group is others and here and others:
                menu.addSeparator()
            for chip in group:
                text = self.tr("Colour-up of {chip}…").format(chip=chip_label(chip))
                action = menu.addAction(text)
                action.setData(chip.denomination)
                action.triggered.connect(
                    lambda _checked=False, d=chip.denomination: self.change_colour_up(d, at_break)
                )
        return menu

    def change_colour_up(self, denomination: int, at_break: int | None = None) -> None:
        """ADTP 25 B: a director moves or cancels a colour-up (refused up front for anyone
        else, in words)."""
        try:
            require(self._current_operator(), "change_colour_up")
            dialog = ColourUpDialog(
                self._services,
                self._tournament_id,
                self._current_operator,
                denomination,
                at_break,
                self.window(),
            )
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Colour-up not changed"), refusal.message)
            return
        self.colour_up_dialog = dialog
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()

    # --- structure and rules --------------------------------------------------------------

    def use_template(self) -> None:
        name = self.template_combo.currentData()
        if not name:
            return
        try:
            template = self._services.structures.get(name)
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Structure not changed"), refusal.message)
            return
        state = self._services.tournaments.state(self._tournament_id)
        if state.structure is not None and not prompts.confirm(
            self.window(),
            self.tr("Use a template"),
            self.tr("Replace the structure “{old}” with “{new}”?").format(
                old=state.structure.name, new=template.name
            ),
        ):
            return
        try:
            self._services.clock.set_structure(
                self._current_operator(), self._tournament_id, template.structure
            )
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Structure not changed"), refusal.message)

    def edit_structure(self) -> StructureEditorDialog:
        """The editor on the tournament's structure (or the chosen template if none yet)."""
        state = self._services.tournaments.state(self._tournament_id)
        structure = state.structure
        if structure is None and self.template_combo.currentData():
            structure = self._services.structures.get(self.template_combo.currentData()).structure
        self.editor = StructureEditorDialog(
            self._services, self._current_operator, structure, self._tournament_id, self.window()
        )
        self.editor.setWindowModality(Qt.WindowModality.WindowModal)
        self.editor.saved.connect(lambda _name: self._fill_templates(self._state or state))
        self.editor.show()
        return self.editor

    def on_template_combo_current_index_changed(self, _index: int) -> None:
        name = self.template_combo.currentData()
        house = False
        if name:
            try:
                house = not self._services.structures.get(name).shipped
            except Refused:
                house = False
        self.delete_template_button.setEnabled(house)

    def delete_template(self) -> None:
        """Take a house structure out of the library (tournaments using it keep theirs)."""
        name = self.template_combo.currentData()
        if not name:
            return
        if not prompts.confirm(
            self.window(),
            self.tr("Delete a structure"),
            self.tr(
                "Delete “{name}” from the house's structures?\n\n"
                "Tournaments already using it keep their structure."
            ).format(name=name),
        ):
            return
        try:
            self._services.structures.delete(self._current_operator(), name)
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Structure not deleted"), refusal.message)
            return
        self._fill_templates(self._state or self._services.tournaments.state(self._tournament_id))

    def edit_rules(self) -> RuleSetDialog:
        """Every rule of the tournament, from a preset with the house's changes."""
        self.rules_dialog = RuleSetDialog(
            self._services, self._current_operator, self._tournament_id, self.window()
        )
        self.rules_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.rules_dialog.show()
        return self.rules_dialog

    def on_rule_set_combo_activated(self, index: int) -> None:
        name = self.rule_set_combo.itemData(index)
        state = self._services.tournaments.state(self._tournament_id)
        if name == state.rule_set.name:
            return
        try:
            self._services.clock.choose_rule_set(
                self._current_operator(), self._tournament_id, name
            )
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Rules not changed"), refusal.message)
            back = self.rule_set_combo.findData(state.rule_set.name)
            self.rule_set_combo.setCurrentIndex(back)

    def open_bust_outs(self) -> BustOutDialog:
        """The Bust-outs dialog over every table (the floor searches the player)."""
        if self.bust_out_dialog is not None:
            self.bust_out_dialog.close()
        self.bust_out_dialog = BustOutDialog(
            self._services, self._tournament_id, self._current_operator, parent=self.window()
        )
        self.bust_out_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.bust_out_dialog.show()
        return self.bust_out_dialog

    def open_chip_race(self) -> ChipRaceDialog:
        """The chip race assistant (ADTP 24) over the colour-up's tables."""
        if self.chip_race_dialog is not None:
            self.chip_race_dialog.close()
        self.chip_race_dialog = ChipRaceDialog(
            self._services, self._tournament_id, self._current_operator,
            adapter=self.print_adapter, parent=self.window(),
        )  # fmt: skip
        self.chip_race_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.chip_race_dialog.show()
        return self.chip_race_dialog

    # --- announcements --------------------------------------------------------------------

    def focus_announcement(self) -> None:
        self.announcement_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.announcement_edit.selectAll()

    def announce(self) -> None:
        text = self.announcement_edit.text()
        try:
            self._services.clock.announce(
                self._current_operator(),
                self._tournament_id,
                text,
                self.announcement_minutes.value(),
            )
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Announcement not posted"), refusal.message)
            return
        self.announcement_edit.clear()
        self.schedule_view.setFocus()  # back out of the field: Space pauses again

    def withdraw_announcement(self) -> None:
        announcement_id = self._selected_announcement()
        if announcement_id is None:
            return
        try:
            self._services.clock.withdraw_announcement(
                self._current_operator(), self._tournament_id, announcement_id
            )
        except Refused as refusal:
            prompts.warn(self.window(), self.tr("Announcement not withdrawn"), refusal.message)

    # --- a jump of the system clock -------------------------------------------------------

    def on_driver_wall_clock_jumped(self, seconds: float) -> None:
        """Ask, once the tick is over, which time to keep (never inside the driver's tick)."""
        shown = self._shown
        if shown is None or shown.status is not Status.RUNNING or self._asking_about_jump:
            log.info("system clock jumped %.1f s while the clock was not running", seconds)
            return
        seen_at = time.monotonic()
        # One question at a time: further jumps noticed before it is answered (the driver
        # ticks on while it waits) are not queued behind it as questions of their own.
        self._asking_about_jump = True
        # With the tab as the timer's context: a tab closed meanwhile never gets the call.
        QTimer.singleShot(0, self, lambda: self.ask_about_jump(seconds, shown, seen_at))

    def ask_about_jump(self, seconds: float, shown: Reading, seen_at: float) -> None:
        self._asking_about_jump = True
        try:
            direction = self.tr("forward") if seconds > 0 else self.tr("back")
            keep = prompts.confirm(
                self.window(),
                self.tr("The computer's clock changed"),
                self.tr(
                    "The computer's clock jumped {direction} by {amount}.\n\n"
                    "Yes: keep the time the room saw ({left} left) and carry on from there.\n"
                    "No: follow the computer's clock."
                ).format(
                    direction=direction,
                    amount=clock_text(round(abs(seconds))),
                    left=clock_text(shown.time_left_s),
                ),
            )
            if not keep:
                log.warning("clock jump of %.1f s: following the system clock", seconds)
                return
            waited_ms = round((time.monotonic() - seen_at) * 1000)
            left_ms = max(shown.time_left_ms - waited_ms, 0)
            try:
                self._services.clock.keep_room_time(
                    self._current_operator(), self._tournament_id, left_ms, seconds
                )
            except Refused as refusal:
                prompts.warn(self.window(), self.tr("Time not kept"), refusal.message)
                return
            log.warning("clock jump of %.1f s: kept the room's time (%d ms left)", seconds, left_ms)
        finally:
            self._asking_about_jump = False
