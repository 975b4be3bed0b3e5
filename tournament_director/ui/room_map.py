"""The map of the room: every table as a compact tile with its seats, players, button,
reserved seats, the short-table warning and the players not dealt in yet.

One custom-painted widget (inside a scroll area) rather than a widget per table: a
10,000-player event has 1,112 tables and only the tiles in view are painted. A player is
moved by dragging his seat onto an empty seat; the map emits ``move_requested`` and the tab
asks the reason and calls the service.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from tournament_director.domain.room import Room, SeatRef, positions

# A tile is at least this wide (a name of about 25 characters whole beside its seat, the
# button and the position) and takes its share of the map's width beyond it.
TILE_W = 236
HEADER_H = 22
ROW_H = 17
GAP = 8
NAME_TAG_W = 34  # the position (UTG+2, BTN) at the row's right
SELECTED = QColor("#1e5bc6")  # the chosen table: a frame and a tint the floor sees at once
SELECTED_TINT = QColor("#e8effc")
PENALTY_RED = QColor("#c62828")  # a player serving a penalty: the sign and the hands left


@dataclass(frozen=True)
class SeatInfo:
    name: str
    waiting: bool = False  # not dealt in until the button passes
    #: Serving a penalty (ADTP 68-C): the hands left (a mark beside the name) and the
    #: penalty in words (the seat's tooltip); None when not serving.
    penalty_left: int | None = None
    penalty: str = ""


class RoomMap(QWidget):
    """Emits move_requested(entry_id, table, seat) when a player is dropped on a seat, and
    table_selected(table) when a tile is clicked."""

    move_requested = Signal(int, int, int)
    table_selected = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)
        self._room: Room | None = None
        self._numbers: list[int] = []
        self._names: dict[int, SeatInfo] = {}
        self._stopped: set[int] = set()
        self._pending_from: set[SeatRef] = set()
        self._pending_to: set[SeatRef] = set()
        self._hand_done: set[int] = set()
        self._rows = 10
        self._columns = 1
        self._tile_w = TILE_W
        self._drag: tuple[int, SeatRef] | None = None
        self._hover: SeatRef | None = None
        self.selected: int | None = None
        self._show_closed = False

    # --- data -----------------------------------------------------------------------------

    def set_room(
        self,
        room: Room | None,
        names: dict[int, SeatInfo],
        stopped: set[int],
        pending_from: set[SeatRef],
        pending_to: set[SeatRef],
        hand_done: set[int],
        show_closed: bool = False,
    ) -> None:
        self._room = room
        self._names = names
        self._stopped = stopped
        self._pending_from, self._pending_to = pending_from, pending_to
        self._hand_done = hand_done
        self._show_closed = show_closed
        if room is None:
            self._numbers = []
        else:
            self._numbers = sorted(
                n for n, t in room.tables.items() if t.is_open or show_closed or t.count
            )
        self._rows = max((room.tables[n].size for n in self._numbers), default=10) if room else 10
        self._relayout()
        self.update()

    @property
    def tile_height(self) -> int:
        return HEADER_H + self._rows * ROW_H + 6

    def _relayout(self) -> None:
        width = max(self.width(), TILE_W + 2 * GAP)
        self._columns = max(1, (width - GAP) // (TILE_W + GAP))
        self._tile_w = (width - GAP) // self._columns - GAP
        rows = -(-len(self._numbers) // self._columns)
        self.setMinimumHeight(GAP + rows * (self.tile_height + GAP))

    def sizeHint(self) -> QSize:
        return QSize(4 * (TILE_W + GAP) + GAP, 2 * (self.tile_height + GAP))

    def resizeEvent(self, event) -> None:
        layout = (self._columns, self._tile_w)
        self._relayout()
        if layout != (self._columns, self._tile_w):
            self.update()
        super().resizeEvent(event)

    # --- geometry -------------------------------------------------------------------------

    def tile_rect(self, index: int) -> QRect:
        row, column = divmod(index, self._columns)
        return QRect(
            GAP + column * (self._tile_w + GAP),
            GAP + row * (self.tile_height + GAP),
            self._tile_w,
            self.tile_height,
        )

    def seat_rect(self, table: int, seat: int) -> QRect:
        tile = self.tile_rect(self._numbers.index(table))
        return QRect(
            tile.x() + 2, tile.y() + HEADER_H + (seat - 1) * ROW_H, self._tile_w - 4, ROW_H
        )

    def name_width(self) -> int:
        """The room a player's name has in a seat's row (the seat, the button and the
        position take the rest)."""
        return self._tile_w - 4 - 38 - 3 - NAME_TAG_W

    def hit(self, point: QPoint) -> tuple[int | None, int | None]:
        """(table, seat) under the point; seat None on the header."""
        column = (point.x() - GAP) // (self._tile_w + GAP)
        row = (point.y() - GAP) // (self.tile_height + GAP)
        if column < 0 or column >= self._columns or row < 0:
            return None, None
        index = row * self._columns + column
        if index >= len(self._numbers):
            return None, None
        tile = self.tile_rect(index)
        if not tile.contains(point):
            return None, None
        table = self._numbers[index]
        y = point.y() - tile.y() - HEADER_H
        if y < 0:
            return table, None
        seat = y // ROW_H + 1
        size = self._room.tables[table].size if self._room else 0
        return table, (seat if seat <= size else None)

    def ensure_table_visible(self, scroll) -> None:
        """Scroll ``scroll`` (the QScrollArea holding the map) to the selected table."""
        if self.selected in self._numbers:
            rect = self.tile_rect(self._numbers.index(self.selected))
            scroll.ensureVisible(rect.center().x(), rect.center().y(), 0, rect.height() // 2)

    # --- painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(event.rect(), palette.window())
        if self._room is None:
            painter.drawText(
                self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No tables set yet.")
            )
            return
        exposed = event.rect()
        first_row = max(0, (exposed.top() - GAP) // (self.tile_height + GAP))
        last_row = (exposed.bottom() - GAP) // (self.tile_height + GAP) + 1
        start = first_row * self._columns
        end = min(len(self._numbers), (last_row + 1) * self._columns)
        bold = QFont(self.font())
        bold.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, self.font().pointSizeF() * 0.85))
        for index in range(start, end):
            self._paint_tile(painter, index, bold, small)

    def _paint_tile(self, painter: QPainter, index: int, bold: QFont, small: QFont) -> None:
        assert self._room is not None
        number = self._numbers[index]
        table = self._room.tables[number]
        rect = self.tile_rect(index)
        palette = self.palette()
        stopped = number in self._stopped
        header = QColor("#b3261e") if stopped else QColor("#2f5d50")
        if not table.is_open:
            header = QColor("#8a8a8a")
        chosen = number == self.selected
        if chosen:  # a frame around the tile, in the gap, and a tinted tile
            painter.setPen(QPen(SELECTED, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(-3, -3, 2, 2))
        painter.setPen(QPen(header, 1))
        painter.setBrush(SELECTED_TINT if chosen else palette.base())
        painter.drawRect(rect.adjusted(0, 0, -1, -1))
        head = QRect(rect.x(), rect.y(), rect.width(), HEADER_H)
        painter.fillRect(head, header)
        painter.setPen(QColor("white"))
        painter.setFont(bold)
        title = ("▶ " if chosen else "") + self.tr("Table {n}").format(n=number)
        painter.drawText(head.adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, title)
        if not table.is_open:
            status = self.tr("closed")
        else:
            status = f"{table.count}/{table.size}"
            if stopped:
                status = self.tr("STOP") + "  " + status
            if number in self._hand_done:
                status = self.tr("hand done") + "  " + status
        painter.drawText(
            head.adjusted(0, 0, -6, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            status,
        )
        labels = positions(table)
        painter.setFont(small)
        for seat in range(1, table.size + 1):
            r = QRect(
                rect.x() + 2, rect.y() + HEADER_H + (seat - 1) * ROW_H, rect.width() - 4, ROW_H
            )
            where = SeatRef(number, seat)
            player = table.player_at(seat)
            if where in self._pending_from:
                painter.fillRect(r, QColor("#fde2b8"))
            elif where in self._pending_to:
                painter.fillRect(r, QColor("#cfe8d5"))
            elif self._drag is not None and self._hover == where and player is None:
                painter.fillRect(r, QColor("#bcd3f5"))
            elif seat % 2 == 0 and not chosen:
                painter.fillRect(r, palette.alternateBase())
            painter.setPen(palette.text().color())
            painter.drawText(r.adjusted(3, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, f"{seat:>2}")
            mark = "D" if table.button == seat else ""
            if mark:
                badge = QRect(r.x() + 22, r.y() + 2, 13, ROW_H - 4)
                painter.setBrush(QColor("white"))
                painter.setPen(QColor("#222222"))
                painter.drawEllipse(badge)
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "D")
            text_rect = r.adjusted(38, 0, -3, 0)
            if seat in table.reserved and player is None:
                painter.setPen(QColor("#7a5a00"))
                painter.drawText(
                    text_rect, Qt.AlignmentFlag.AlignVCenter, "▨ " + self.tr("reserved")
                )
                continue
            if player is None:
                continue
            info = self._names.get(player, SeatInfo(f"#{player}"))
            position = labels.get(seat, "")
            waiting = info.waiting or position == "WAIT"
            painter.setPen(QColor("#8a5300") if waiting else palette.text().color())
            metrics = painter.fontMetrics()
            mark_w = self._penalty_mark_width(info, metrics)
            name = metrics.elidedText(
                info.name, Qt.TextElideMode.ElideRight, text_rect.width() - NAME_TAG_W - mark_w
            )
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter, name)
            if mark_w:
                self._paint_penalty_mark(painter, info, text_rect, metrics)
            tag = self.tr("waits") if waiting else position
            if tag and tag != "WAIT":
                painter.setPen(QColor("#555555"))
            painter.drawText(
                text_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                tag,
            )

    @staticmethod
    def _penalty_mark_width(info: SeatInfo, metrics) -> int:
        """The room a penalty's mark takes at the end of the name: the sign, the hands left."""
        if info.penalty_left is None:
            return 0
        return ROW_H - 4 + 3 + metrics.horizontalAdvance(str(info.penalty_left)) + 6

    def _paint_penalty_mark(self, painter: QPainter, info: SeatInfo, text_rect: QRect, metrics):
        """ADTP 68-C: a red no-entry sign and the hands left ("⛔ 7"), drawn (not a font's
        glyph: every PC shows it), right after the name, before the position."""
        shown = metrics.horizontalAdvance(
            metrics.elidedText(
                info.name,
                Qt.TextElideMode.ElideRight,
                text_rect.width() - NAME_TAG_W - self._penalty_mark_width(info, metrics),
            )
        )
        side = ROW_H - 4
        sign = QRect(text_rect.x() + shown + 4, text_rect.y() + 2, side, side)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PENALTY_RED)
        painter.drawEllipse(sign)
        bar_h = max(2, side // 5)
        painter.setBrush(QColor("white"))
        painter.drawRect(sign.x() + 3, sign.center().y() - bar_h // 2, side - 6, bar_h)
        painter.setPen(PENALTY_RED)
        bold = QFont(painter.font())
        bold.setBold(True)
        painter.setFont(bold)
        number = QRect(sign.right() + 3, text_rect.y(), 40, text_rect.height())
        painter.drawText(number, Qt.AlignmentFlag.AlignVCenter, str(info.penalty_left))
        painter.restore()

    def event(self, event: QEvent) -> bool:
        """A seat's tooltip: the player's whole name (cut in the tile when very long), and
        the penalty he is serving."""
        if event.type() == QEvent.Type.ToolTip and self._room is not None:
            table, seat = self.hit(event.pos())
            player = self._room.tables[table].player_at(seat) if table and seat else None
            if player is not None:
                info = self._names.get(player, SeatInfo(f"#{player}"))
                text = f"{info.name}\n⛔ {info.penalty}" if info.penalty else info.name
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    # --- dragging a player to a seat ------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        table, seat = self.hit(event.position().toPoint())
        if table is None:
            return
        self.selected = table
        self.table_selected.emit(table)
        if seat is not None and self._room is not None:
            player = self._room.tables[table].player_at(seat)
            if player is not None and event.button() == Qt.MouseButton.LeftButton:
                self._drag = (player, SeatRef(table, seat))
                self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag is None:
            return
        table, seat = self.hit(event.position().toPoint())
        hover = SeatRef(table, seat) if table is not None and seat is not None else None
        if hover != self._hover:
            self._hover = hover
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        drag, self._drag, self._hover = self._drag, None, None
        self.unsetCursor()
        self.update()
        if drag is None:
            return
        table, seat = self.hit(event.position().toPoint())
        if table is None or seat is None or SeatRef(table, seat) == drag[1]:
            return
        self.move_requested.emit(drag[0], table, seat)


__all__ = ["RoomMap", "SeatInfo"]
