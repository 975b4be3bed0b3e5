"""A house player's penalties across events, for the registration desk (ADTP 68; Casino Club
"Penalidades"): the house sees repeat offenders when they come back.

- :class:`PenaltyRecordNote`: beside the desk's search, for the player highlighted there:
  nothing when he has no penalty; "⚠ 3 penalties" otherwise (in how many tournaments and the
  latest in its tooltip), in amber, in red for a repeat offender (penalties in more than one
  tournament, or a disqualification); a click shows the whole record. It sits in the free
  room of the row above the results, so nothing moves as the desk goes through them.
- :class:`PlayerPenaltiesDialog`: every penalty of the player in every tournament of the
  record, newest first: when, the tournament, the penalty, the offence and its rule, the
  hands, whether the floor marked it served, who gave it.

Read through ``services.penalties.player_record`` (the event store's index by type, never
by replaying the tournaments); a merged record's penalties are his too. The desk is never
stopped: a penalty is not an exclusion.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain import penalties as domain
from tournament_director.services import Services
from tournament_director.services.penalties import PlayerPenalty
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.time_format import local_text

AMBER = "#8a5300"
RED = "#b00020"


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def repeat_offender(record: list[PlayerPenalty]) -> bool:
    """Penalties in more than one tournament, or a disqualification."""
    tournaments = {p.tournament_id for p in record}
    return len(tournaments) > 1 or any(p.kind == domain.DISQUALIFICATION for p in record)


class PenaltyRecordNote(QWidget):
    """The highlighted player's penalties across events: "⚠ 3 penalties" as a flat button
    (in how many tournaments and the latest in its tooltip) that opens the whole record;
    nothing when he has none. It takes the room left in the row it is put in, never a row of
    its own."""

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self.house_player_id: int | None = None
        self.record: list[PlayerPenalty] = []
        self.dialog: PlayerPenaltiesDialog | None = None
        self.button = QToolButton()
        self.button.setAutoRaise(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.button.clicked.connect(self.open_record)
        self.button.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button, 1)

    def text(self) -> str:
        """What the note says (the whole text: the button may show it cut)."""
        return self.button.property("whole") or ""

    def show_record(self, record) -> None:
        """The desk's highlighted record (a PlayerRecord, or None)."""
        self.show_player(record.player_id if record is not None else None)

    def show_player(self, house_player_id: int | None) -> None:
        self.house_player_id = house_player_id
        self.record = (
            self._services.penalties.player_record(house_player_id)
            if house_player_id is not None
            else []
        )
        if not self.record:
            self.button.setProperty("whole", "")
            self.button.hide()
            return
        text = self.summary(self.record)
        self.button.setProperty("whole", text)
        self._show_text()
        colour = RED if repeat_offender(self.record) else AMBER
        self.button.setStyleSheet(f"QToolButton {{ color: {colour}; font-weight: bold; }}")
        self.button.setToolTip(
            self.latest(self.record) + "\n" + self.tr("Click to see every penalty.")
        )
        self.button.show()

    def _show_text(self) -> None:
        whole = self.text()
        bold = self.button.font()
        bold.setBold(True)
        room = max(self.width() - 12, 40)
        self.button.setText(QFontMetrics(bold).elidedText(whole, Qt.TextElideMode.ElideRight, room))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.text():
            self._show_text()

    def summary(self, record: list[PlayerPenalty]) -> str:
        """⚠ 3 penalidades: short, for the row's room (the rest in the tooltip)."""
        return "⚠ " + self.tr("%n penalty(ies)", "", len(record))

    def latest(self, record: list[PlayerPenalty]) -> str:
        """3 penalidades en 2 torneos; la última: pérdida de 1 órbita, Soft play (Torneo del
        jueves, 12/03)."""
        p = record[-1]
        tournaments = len({p.tournament_id for p in record})
        counted = (
            self.tr("%1 in %2")
            .replace("%1", self.tr("%n penalty(ies)", "", len(record)))
            .replace("%2", self.tr("%n tournament(s)", "", tournaments))
        )
        last = self.tr("the latest: %1").replace(
            "%1",
            f"{p.step.words()}, {p.offence_words()} "
            f"({p.tournament_name}, {local_text(p.at, short=True).split()[0]})",
        )
        return f"{counted}; {last}"

    def open_record(self) -> PlayerPenaltiesDialog | None:
        if self.house_player_id is None:
            return None
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = PlayerPenaltiesDialog(self._services, self.house_player_id, self)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.show()
        return self.dialog


class PlayerPenaltiesDialog(QDialog):
    """Every penalty of a house player, in every tournament of the record."""

    DATE, TOURNAMENT, PENALTY, OFFENCE, HANDS, SERVED, OPERATOR = range(7)

    def __init__(
        self, services: Services, house_player_id: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        record = services.penalties.player_record(house_player_id)
        player = services.players.get(house_player_id)
        name = player.name if player is not None else (record[-1].player_name if record else "")
        self.setWindowTitle(self.tr("Penalties of %1").replace("%1", name))
        tournaments = len({p.tournament_id for p in record})
        self.summary = QLabel(
            self.tr("%1 in %2")
            .replace("%1", self.tr("%n penalty(ies)", "", len(record)))
            .replace("%2", self.tr("%n tournament(s)", "", tournaments))
            if record
            else self.tr("No penalties in any tournament.")
        )
        bold = self.summary.font()
        bold.setBold(True)
        self.summary.setFont(bold)
        if repeat_offender(record):
            self.summary.setStyleSheet(f"color: {RED};")
        self.table = QTableWidget(len(record), 7)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Tournament"),
                self.tr("Penalty"),
                self.tr("Offence"),
                self.tr("Hands"),
                self.tr("Marked served"),
                self.tr("Operator"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        for row, p in enumerate(reversed(record)):
            offence = f"{p.offence_words()} ({p.rule})"
            tip = "\n".join(
                t
                for t in (
                    offence,
                    p.details,
                    self.tr("Reason: %1").replace("%1", p.reason) if p.reason else "",
                )
                if t
            )
            cells = (
                local_text(p.at)[:16],  # the day, the year (other events) and the time
                p.tournament_name,
                capitalised(p.step.words()),
                offence,
                str(p.hands) if p.hands else "—",
                self.tr("yes") if p.marked_served else "",
                p.operator,
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (self.OFFENCE, self.PENALTY):
                    item.setToolTip(tip)
                elif column == self.TOURNAMENT:
                    item.setToolTip(text)
                if column in (self.HANDS, self.SERVED):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.OFFENCE, QHeaderView.ResizeMode.Stretch)
        self.table.resizeColumnsToContents()
        header.resizeSection(self.TOURNAMENT, min(header.sectionSize(self.TOURNAMENT), 220))
        header.setSectionResizeMode(self.TOURNAMENT, QHeaderView.ResizeMode.Interactive)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, (980, 420))


__all__ = ["PenaltyRecordNote", "PlayerPenaltiesDialog", "repeat_offender"]
