"""A director moves or cancels one chip's colour-up for the tournament (ADTP 25 B: the
director changes the chips in play at discretion, announced), with the reason.

Opened from the Clock tab's structure (right-click a row): the chip, where it comes off
now and why (calculated from the blinds, set by hand in the structure, or moved or
cancelled before, by whom), the breaks still to come or under way and "stay in play", and
the reason. The services check it all again; a refusal is said in words and the dialog
stays open.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.clock import Status
from tournament_director.domain.colour_up import ColourUp, schedule
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.domain.text import REASON_LIMIT
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.ui import prompts
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.structure_table_model import chips_text

STAY = -1  # the combo's data for "stay in play"


def chip_label(c: ColourUp) -> str:
    return (
        f"{chips_text(c.denomination)} ({c.colour})"
        if c.colour.strip()
        else chips_text(c.denomination)
    )


def breaks_to_come(state: TournamentState, now: datetime) -> list[int]:
    """The levels whose break is still to come or under way (a colour-up may go there)."""
    reading = state.reading(now)
    out = []
    for index, period in enumerate(state.periods()):
        if period.kind != "break" or period.after_level is None:
            continue
        over = reading.status is Status.FINISHED or (
            reading.status is not Status.NOT_STARTED and reading.period > index
        )
        if not over:
            out.append(period.after_level)
    return out


class ColourUpDialog(QDialog):
    """Move or cancel the colour-up of ``denomination``; ``at_break`` preselects a break
    (the one right-clicked), else where it comes off now."""

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        denomination: int,
        at_break: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.denomination = denomination
        state = services.tournaments.state(tournament_id)
        chip = schedule(state).of(denomination)
        if chip is None:  # the largest chip, or one the structure lost meanwhile
            raise Refused("colour_up.unknown_chip", chip=chips_text(denomination))
        self.chip = chip
        self.setWindowTitle(self.tr("Colour-up"))
        heading = QLabel(self.tr("Colour-up of the {chip} chips").format(chip=chip_label(chip)))
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        self.now_label = QLabel(self._now_text(chip))
        self.now_label.setWordWrap(True)
        self.where_combo = QComboBox()
        for after in breaks_to_come(state, services.now()):
            self.where_combo.addItem(
                self.tr("At the break after level {level}").format(level=after), after
            )
        self.where_combo.addItem(self.tr("Do not take them off: they stay in play"), STAY)
        wanted = at_break if at_break is not None else chip.after_level
        index = self.where_combo.findData(STAY if wanted is None else wanted)
        self.where_combo.setCurrentIndex(max(index, 0))
        self.reason_edit = QLineEdit()
        self.reason_edit.setMaxLength(REASON_LIMIT)
        self.reason_edit.setPlaceholderText(self.tr("Why, for the record (required)"))
        form = QFormLayout()
        form.addRow(self.tr("Take them off:"), self.where_combo)
        form.addRow(self.tr("Reason:"), self.reason_edit)
        note = QLabel(
            self.tr(
                "Announce the change to the room. The screens and the structure show it at "
                "once; undo puts it back."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #5a5a5a;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Record"))
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.now_label)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.reason_edit.setFocus()
        fit_to_screen(self)

    def _now_text(self, chip: ColourUp) -> str:
        if chip.after_level is None:
            now = self.tr("Now: they stay in play.")
        else:
            now = self.tr("Now: they come off at the break after level {level}.").format(
                level=chip.after_level
            )
        if chip.change is not None and (chip.moved or chip.cancelled):
            how = (
                self.tr("Cancelled by {operator}: {reason}")
                if chip.cancelled
                else self.tr("Moved by {operator}: {reason}")
            ).format(operator=chip.change.operator, reason=chip.change.reason)
        elif chip.by_hand:
            how = self.tr("As the structure sets it by hand.")
        else:
            how = self.tr("Calculated from the blinds.")
        return f"{now} {how}"

    def choice(self) -> int | None:
        """The level whose break was chosen, or None for "stay in play"."""
        data = self.where_combo.currentData()
        return None if data == STAY else int(data)

    def record(self) -> None:
        after = self.choice()
        reason = self.reason_edit.text()
        try:
            if after is None:
                self._services.chips.cancel_colour_up(
                    self._current_operator(), self._tournament_id, self.denomination, reason
                )
            else:
                self._services.chips.move_colour_up(
                    self._current_operator(), self._tournament_id, self.denomination, after, reason
                )
        except Refused as refusal:
            prompts.warn(self, self.tr("Colour-up not changed"), refusal.message)
            return
        self.accept()
