"""Table models of a structure: the schedule the clock runs, and the levels being edited.

- :class:`ScheduleTableModel` (read only, the Clock tab): every level and break in the
  order played, with its start offset, the estimated time of day and the tournament's
  colour-ups (`domain/colour_up.py`: the plan with the director's moves and cancellations
  said at their breaks), the current period marked.
- :class:`LevelsTableModel` (the structure editor): one row per level; the blinds, ante,
  big-blind ante and minutes are edited in place, and each edit gives a new structure
  (``structure_edited``) through the domain's editing helpers.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from typing import ClassVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtCore import Signal as QtSignal
from PySide6.QtGui import QBrush, QColor, QFont

from tournament_director.domain.clock import Status
from tournament_director.domain.colour_up import ColourUp, Schedule, plan
from tournament_director.domain.money import format_count
from tournament_director.domain.structure import Level, Period, Structure, replace_level

_Index = QModelIndex | QPersistentModelIndex
CURRENT_BACKGROUND = QColor("#ffe08a")
BREAK_BACKGROUND = QColor("#e3f0fb")
PAST_FOREGROUND = QColor("#8a8a8a")
CHANGED_FOREGROUND = QColor("#a04000")  # a colour-up the director moved or cancelled


def chips_text(amount: int) -> str:
    """A chip amount as the room writes it: 1.000 in Spanish, 1,000 in English."""
    return format_count(amount)


def duration_text(seconds: int) -> str:
    """An offset from the start: 0:00, 1:20, 12:05 (hours and minutes)."""
    minutes = seconds // 60
    return f"{minutes // 60}:{minutes % 60:02d}"


def blinds_text(level: Level) -> str:
    return f"{chips_text(level.small_blind)} / {chips_text(level.big_blind)}"


def bb_ante_word() -> str:
    """The big-blind ante in one form everywhere: "Ante CG" in Spanish (the glossary)."""
    return QCoreApplication.translate("structure_table_model", "BB ante")


def ante_text(level: Level) -> str:
    if level.ante <= 0:
        return "—"
    if level.bb_ante:
        return QCoreApplication.translate("structure_table_model", "{ante} (BB ante)").format(
            ante=chips_text(level.ante)
        )
    return chips_text(level.ante)


def _chip(c: ColourUp) -> str:
    return (
        f"{chips_text(c.denomination)} ({c.colour})"
        if c.colour.strip()
        else chips_text(c.denomination)
    )


def break_colour_up_text(schedule: Schedule, after_level: int) -> str:
    """What happens to the chips at the break after ``after_level``, as the Clock tab's
    structure says it, short enough for its column: the chips that come off ("25 (blanco)"),
    one the director moved here ("25 (blanco) (moved)"), and those the plan took off here
    and the director moved ("100 (negro) → level 12": to the break after it) or cancelled
    ("500 (morado): cancelled"); who, why and where in the tooltip
    (`break_colour_up_tip`)."""
    parts = []
    for c in schedule.at_break(after_level):
        if c.moved:
            parts.append(
                QCoreApplication.translate("structure_table_model", "{chip} (moved)").format(
                    chip=_chip(c)
                )
            )
        else:
            parts.append(_chip(c))
    for c in schedule.changed_from(after_level):
        if c.after_level is None:
            text = QCoreApplication.translate("structure_table_model", "{chip}: cancelled")
        else:
            text = QCoreApplication.translate("structure_table_model", "{chip} → level {level}")
        parts.append(text.format(chip=_chip(c), level=c.after_level))
    return "; ".join(parts)


def break_colour_up_tip(schedule: Schedule, after_level: int) -> str:
    """Why the break's colour-ups are what they are: calculated from the blinds or set by
    hand in the structure, and each change of the director with who made it and why."""
    lines = []
    if schedule.at_break(after_level) or schedule.changed_from(after_level):
        lines.append(
            QCoreApplication.translate(
                "structure_table_model", "Colour-ups set by hand in the structure"
            )
            if schedule.by_hand
            else QCoreApplication.translate(
                "structure_table_model", "Colour-ups calculated from the blinds"
            )
        )
    for c in (*schedule.at_break(after_level), *schedule.changed_from(after_level)):
        change = c.change
        if change is None or not (c.moved or c.cancelled):
            continue
        if c.after_level is None:
            text = QCoreApplication.translate(
                "structure_table_model", "{chip}: cancelled by {operator}: {reason}"
            )
        else:
            text = QCoreApplication.translate(
                "structure_table_model",
                "{chip}: moved to the break after level {level} by {operator}: {reason}",
            )
        lines.append(
            text.format(
                chip=_chip(c), level=c.after_level, operator=change.operator, reason=change.reason
            )
        )
    return "\n".join(lines)


def period_title(structure: Structure, period: Period) -> str:
    """Level 5, or Break (after level 4)."""
    if period.kind == "break":
        return QCoreApplication.translate("structure_table_model", "Break")
    return QCoreApplication.translate("structure_table_model", "Level {number}").format(
        number=period.level_number
    )


class ScheduleTableModel(QAbstractTableModel):
    """The whole structure as the clock runs it, with the current period marked."""

    MARK, PERIOD, BLINDS, ANTE, MINUTES, STARTS, TIME, COLOUR_UP = range(8)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._structure: Structure | None = None
        self._schedule: Schedule = Schedule()
        self._periods: list[Period] = []
        self._current: int | None = None
        self._status = Status.NOT_STARTED
        # When the periods up to the current one began, as recorded (index -> time), and
        # when the period after the current one should begin at the clock's pace.
        self._started: dict[int, datetime] = {}
        self._next_start: datetime | None = None
        # What data() answered, by (row, column, role), until the content changes: the view
        # reads every cell in several roles at each repaint and each size measure.
        self._cache: dict[tuple[int, int, int], object] = {}
        self._times: list[str] | None = None

    # --- feeding ------------------------------------------------------------------------

    def set_structure(self, structure: Structure | None, schedule: Schedule | None = None) -> None:
        """The structure and the tournament's colour-up schedule (default: the
        structure's own plan)."""
        if schedule is None:
            schedule = plan(structure) if structure is not None else Schedule()
        if structure == self._structure:
            if schedule != self._schedule:
                self._schedule = schedule
                self._cache.clear()
                if self._periods:
                    last = len(self._periods) - 1
                    self.dataChanged.emit(
                        self.index(0, self.COLOUR_UP), self.index(last, self.COLOUR_UP)
                    )
            return
        self.beginResetModel()
        self._structure = structure
        self._schedule = schedule
        self._periods = structure.periods() if structure else []
        self._cache.clear()
        self._times = None
        self.endResetModel()

    @property
    def schedule(self) -> Schedule:
        return self._schedule

    def set_position(
        self,
        current: int | None,
        status: Status,
        started: dict[int, datetime],
        next_start: datetime | None,
    ) -> None:
        """The current period (None before the start); when the periods up to it began, as
        the clock's events recorded it (`ClockService.period_starts`); and when the next
        period should begin (before the start: the scheduled start of the first one)."""
        position = (current, status, started, next_start)
        if position == (self._current, self._status, self._started, self._next_start):
            return
        # Each second the next period's start moves by a few milliseconds (now + the time
        # left): only the times of day it estimates can change then, and only at a minute.
        same_place = (current, status, started) == (self._current, self._status, self._started)
        before = self._time_texts() if same_place else None
        self._times = None
        self._current, self._status = current, status
        self._started, self._next_start = dict(started), next_start
        if not self._periods:
            self._cache.clear()
            return
        if before is None:
            self._cache.clear()
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._periods) - 1, 7))
            return
        after = self._time_texts()
        for row, (old, new) in enumerate(zip(before, after, strict=True)):
            if old != new:  # the time of day shown and its tooltip, nothing else
                for key in [k for k in self._cache if k[0] == row and k[1] == self.TIME]:
                    del self._cache[key]
                index = self.index(row, self.TIME)
                self.dataChanged.emit(index, index)

    def _time_texts(self) -> list[str]:
        """The time of day each row shows (what the next start moves), kept until the
        position or the structure changes."""
        if self._times is None:
            self._times = [self._time_text(row) for row in range(len(self._periods))]
        return self._times

    def _time_text(self, row: int) -> str:
        at, _recorded = self.start_time(row)
        return at.astimezone().strftime("%H:%M") if at is not None else ""

    def start_time(self, row: int) -> tuple[datetime | None, bool]:
        """When the period of `row` began (recorded: True) or should begin (estimated:
        False). A period the clock passed over (a jump) has no time."""
        if row in self._started:
            return self._started[row], True
        if self._status is Status.NOT_STARTED:
            first = 0
        elif self._current is None or row <= self._current or self._status is Status.FINISHED:
            return None, False
        else:
            first = self._current + 1
        if self._next_start is None or first >= len(self._periods):
            return None, False
        offset = self._periods[row].start_s - self._periods[first].start_s
        return self._next_start + timedelta(seconds=offset), False

    @property
    def current_row(self) -> int | None:
        return self._current

    def period(self, row: int) -> Period:
        return self._periods[row]

    # --- the model ----------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._periods)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 8

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            "",
            QCoreApplication.translate("structure_table_model", "Period"),
            QCoreApplication.translate("structure_table_model", "Blinds"),
            QCoreApplication.translate("structure_table_model", "Ante"),
            QCoreApplication.translate("structure_table_model", "Minutes"),
            QCoreApplication.translate("structure_table_model", "From start"),
            QCoreApplication.translate("structure_table_model", "Time"),
            QCoreApplication.translate("structure_table_model", "Colour-up"),
        )[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or self._structure is None:
            return None
        key = (index.row(), index.column(), int(role))
        try:
            return self._cache[key]
        except KeyError:
            value = self._cache[key] = self._data(key[0], key[1], role)
            return value

    def _data(self, row: int, column: int, role: int) -> object:
        p = self._periods[row]
        is_current = row == self._current and self._status is not Status.NOT_STARTED
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column, is_current)
        if role == Qt.ItemDataRole.BackgroundRole:
            if is_current:
                return QBrush(CURRENT_BACKGROUND)
            if p.kind == "break":
                return QBrush(BREAK_BACKGROUND)
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if self._current is not None and row < self._current:
                return QBrush(PAST_FOREGROUND)
            if (
                column == self.COLOUR_UP
                and p.after_level is not None
                and any(c.moved or c.cancelled for c in self._changes_at(p.after_level))
            ):
                return QBrush(CHANGED_FOREGROUND)
            return None
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(is_current)
            # A time still to come is an estimate: in italics, beside the recorded ones.
            font.setItalic(column == self.TIME and not self.start_time(row)[1])
            return font if is_current or font.italic() else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.BLINDS,
            self.ANTE,
            self.MINUTES,
            self.STARTS,
            self.TIME,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            jump = QCoreApplication.translate(
                "structure_table_model", "Double-click to jump to this period"
            )
            if column == self.COLOUR_UP and p.kind == "break" and p.after_level is not None:
                tip = break_colour_up_tip(self._schedule, p.after_level)
                menu = QCoreApplication.translate(
                    "structure_table_model", "Right-click to move or cancel a colour-up"
                )
                return "\n".join(part for part in (tip, menu, jump) if part)
            if column != self.TIME:
                return jump
            at, recorded = self.start_time(row)
            if at is None:
                how = QCoreApplication.translate("structure_table_model", "Not played")
            elif recorded:
                how = QCoreApplication.translate("structure_table_model", "Began at {time}")
            else:
                how = QCoreApplication.translate(
                    "structure_table_model", "Estimated at the clock's pace: {time}"
                )
            time = at.astimezone().strftime("%H:%M") if at is not None else ""
            return how.format(time=time) + "\n" + jump
        return None

    def _changes_at(self, after_level: int) -> tuple[ColourUp, ...]:
        return (
            *self._schedule.at_break(after_level),
            *self._schedule.changed_from(after_level),
        )

    def _text(self, row: int, column: int, is_current: bool) -> str:
        s = self._structure
        assert s is not None
        p = self._periods[row]
        level = s.levels[p.index] if p.kind == "level" else None
        if column == self.MARK:
            return "▶" if is_current else ""
        if column == self.PERIOD:
            return period_title(s, p)
        if column == self.BLINDS:
            return blinds_text(level) if level else ""
        if column == self.ANTE:
            return ante_text(level) if level else ""
        if column == self.MINUTES:
            return str(p.duration_s // 60)
        if column == self.STARTS:
            return duration_text(p.start_s)
        if column == self.TIME:
            return self._time_text(row)
        if column == self.COLOUR_UP and p.kind == "break" and p.after_level is not None:
            return break_colour_up_text(self._schedule, p.after_level)
        return ""


class LevelsTableModel(QAbstractTableModel):
    """The levels of a structure being edited; each edit emits the new structure."""

    structure_edited = QtSignal(object)  # Structure

    NUMBER, SMALL, BIG, ANTE, BB_ANTE, MINUTES, BREAK = range(7)
    _FIELDS: ClassVar[dict[int, str]] = {
        SMALL: "small_blind",
        BIG: "big_blind",
        ANTE: "ante",
        MINUTES: "minutes",
    }

    def __init__(self, structure: Structure, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._structure = structure
        self._problem_levels: set[int] = set()

    @property
    def structure(self) -> Structure:
        return self._structure

    def set_structure(self, structure: Structure, problem_levels: set[int] | None = None) -> None:
        self.beginResetModel()
        self._structure = structure
        self._problem_levels = problem_levels or set()
        self.endResetModel()

    def update_structure(self, structure: Structure, problem_levels: set[int]) -> None:
        """The same levels with other settings (name, chips...): no reset, just repaint.

        Levels validate() complains about are shown in red.
        """
        assert len(structure.levels) == len(self._structure.levels)
        self._structure = structure
        self._problem_levels = problem_levels
        if structure.levels:
            last = len(structure.levels) - 1
            self.dataChanged.emit(self.index(0, 0), self.index(last, self.BREAK))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._structure.levels)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            QCoreApplication.translate("structure_table_model", "Level"),
            QCoreApplication.translate("structure_table_model", "Small blind"),
            QCoreApplication.translate("structure_table_model", "Big blind"),
            QCoreApplication.translate("structure_table_model", "Ante"),
            bb_ante_word(),
            QCoreApplication.translate("structure_table_model", "Minutes"),
            QCoreApplication.translate("structure_table_model", "Break after this level"),
        )[section]

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in self._FIELDS:
            return base | Qt.ItemFlag.ItemIsEditable
        if index.column() == self.BB_ANTE:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        level = self._structure.levels[row]
        number = row + 1
        if role == Qt.ItemDataRole.CheckStateRole and column == self.BB_ANTE:
            return Qt.CheckState.Checked if level.bb_ante else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.EditRole and column in self._FIELDS:
            return getattr(level, self._FIELDS[column])
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NUMBER:
                return str(number)
            if column in self._FIELDS:
                value = getattr(level, self._FIELDS[column])
                return str(value) if column == self.MINUTES else chips_text(value)
            if column == self.BREAK:
                return self._break_text(number)
            return None
        if role == Qt.ItemDataRole.ToolTipRole and column == self.BREAK:
            return self._break_tip(number)
        if role == Qt.ItemDataRole.BackgroundRole:
            if number in self._problem_levels:
                return QBrush(QColor("#f9d0d0"))
            if column == self.BREAK and self._structure.break_after(number):
                return QBrush(BREAK_BACKGROUND)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in self._FIELDS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _break_text(self, number: int) -> str:
        """ "15 min — race off 25 (blanco) (calculated)": the break after level ``number``
        and the chips its colour-up takes off, calculated from the blinds or set by hand
        (`colour_up.plan`)."""
        b = self._structure.break_after(number)
        if b is None:
            return ""
        text = QCoreApplication.translate("structure_table_model", "{minutes} min").format(
            minutes=b.minutes
        )
        schedule = plan(self._structure)
        chips = ", ".join(_chip(c) for c in schedule.at_break(number))
        if chips:
            how = (
                QCoreApplication.translate("structure_table_model", "race off {chips} (by hand)")
                if schedule.by_hand
                else QCoreApplication.translate(
                    "structure_table_model", "race off {chips} (calculated)"
                )
            )
            text += " — " + how.format(chips=chips)
        return text

    def _break_tip(self, number: int) -> str | None:
        """For a structure with hand-set colour-ups, what the blinds alone would take off
        at this break when it differs."""
        if self._structure.break_after(number) is None:
            return None
        schedule = plan(self._structure)
        if not schedule.by_hand:
            return QCoreApplication.translate(
                "structure_table_model",
                "Colour-ups calculated from the blinds: a chip comes off at the first break "
                "after which no later blind or ante needs it",
            )
        derived = [c for c in schedule.colour_ups if c.derived_after == number]
        written = [c for c in schedule.colour_ups if c.after_level == number]
        if [c.denomination for c in derived] == [c.denomination for c in written]:
            return QCoreApplication.translate(
                "structure_table_model", "Set by hand, as the blinds would have it"
            )
        chips = ", ".join(_chip(c) for c in derived) or QCoreApplication.translate(
            "structure_table_model", "none"
        )
        return QCoreApplication.translate(
            "structure_table_model", "Set by hand; calculated from the blinds: {chips}"
        ).format(chips=chips)

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        row, column = index.row(), index.column()
        level = self._structure.levels[row]
        if column == self.BB_ANTE and role == Qt.ItemDataRole.CheckStateRole:
            checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value, 2, True)
            new = replace(level, bb_ante=bool(checked))
        elif column in self._FIELDS and role == Qt.ItemDataRole.EditRole:
            try:
                amount = int(str(value).replace(".", "").replace(",", "").strip())
            except ValueError:
                return False
            new = replace(level, **{self._FIELDS[column]: amount})
        else:
            return False
        if new == level:
            return True
        self._structure = replace_level(self._structure, row + 1, new)
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.BREAK))
        self.structure_edited.emit(self._structure)
        return True
