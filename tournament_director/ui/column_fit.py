"""Column widths that give one column (a list's names) the room first.

Qt's ResizeToContents gives every column its whole content and leaves the stretched column
what is left: on a narrow screen a long word in one column ("Inscripción + 1 recompra") or a
header wider than its figures ("Mesa-asiento" over "3 - 4") cut the players' names to
"Ramón Pérez …". Here the first column gets its content (up to ``most``) before the others
are squeezed: the ``squeeze`` columns give up their width first, down to what most of their
rows need (their longest texts elided, read whole as a tooltip), never below their header;
then the first column gives up its own, down to ``least``. Figures and headers are never
cut. When there is room to spare the first column takes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView, QToolTip
from shiboken6 import isValid

#: What a section adds to its text: the cell's margins and the grid.
TEXT_MARGIN = 16

#: Rows read to find the width most rows of a squeezed column need.
SAMPLE_ROWS = 1000

#: A table of up to FULL_ROWS rows is measured whole at each fit. In a longer one, when at
#: most FEW_ROWS rows changed or came in since the last fit (a sale, a bust-out), only they
#: are measured (Qt's measure of a column reads up to SAMPLE_ROWS rows in every role: a
#: fifth of a second for a few hundred rows).
FULL_ROWS = 50
FEW_ROWS = 32


class ColumnFit(QObject):
    def __init__(
        self,
        table: QTableView,
        first: int,
        squeeze: Sequence[int],
        most: int = 240,
        least: int = 120,
    ) -> None:
        super().__init__(table)
        self.table = table
        self.first = first
        self.squeeze = tuple(squeeze)
        self.most = most
        self.least = least
        self._pending = False
        # What the last whole measure found (the columns' natural widths and the squeezed
        # columns' floors), and the rows changed or added since (None: measure them all).
        self._natural: dict[int, int] | None = None
        self._floors: dict[int, int] = {}
        self._rows: set[int] | None = None
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._viewport = table.viewport()
        self._viewport.installEventFilter(self)
        header.sortIndicatorChanged.connect(self.schedule)
        model = table.model()
        for signal in (model.modelReset, model.layoutChanged):
            signal.connect(self.schedule)
        model.rowsInserted.connect(self.on_model_rows_inserted)
        model.rowsRemoved.connect(self.on_model_rows_removed)
        model.dataChanged.connect(self.on_model_data_changed)
        self.schedule()

    def schedule(self, *_args: object) -> None:
        """Fit once the current changes are done (a sale changes several rows at once),
        measuring every column again."""
        self._rows = None
        self._schedule()

    def _rows_changed(self, first: int, last: int) -> None:
        """Rows changed or came in: in a long table only they are measured (`fit`)."""
        if self._rows is not None:
            if last - first < FEW_ROWS:
                self._rows.update(range(first, last + 1))
            else:
                self._rows = None
        self._schedule()

    def on_model_rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        if self._rows is not None:  # the rows noted below the new ones moved down
            count = last - first + 1
            self._rows = {r + count if r >= first else r for r in self._rows}
        self._rows_changed(first, last)

    def on_model_rows_removed(self, _parent: QModelIndex, first: int, last: int) -> None:
        """A few rows gone (a player out): nothing new to measure in a long table; a column
        keeps its width until the next whole measure, as when a text shrinks. Many rows
        gone (a filter typed) measure the rest whole."""
        if self._rows is not None:
            count = last - first + 1
            if count > FEW_ROWS:
                self._rows = None
            else:
                self._rows = {
                    r - count if r > last else r for r in self._rows if not first <= r <= last
                }
        self._schedule()

    def on_model_data_changed(
        self, top: QModelIndex, bottom: QModelIndex, _roles: object = None
    ) -> None:
        self._rows_changed(top.row(), bottom.row())

    def _schedule(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self.fit)

    def _header_width(self, column: int) -> int:
        header = self.table.horizontalHeader()
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == column:
            return header.sectionSizeHint(column)  # room for the sort arrow
        text = str(self.table.model().headerData(column, Qt.Orientation.Horizontal) or "")
        return header.fontMetrics().horizontalAdvance(text) + TEXT_MARGIN

    def _most_rows_width(self, column: int) -> int:
        """The width that shows most rows' text whole (4 in 5): a squeezed column cuts only
        its longest texts."""
        model = self.table.model()
        metrics = self.table.fontMetrics()
        rows = min(model.rowCount(), SAMPLE_ROWS)
        widths = sorted(
            metrics.horizontalAdvance(str(model.index(r, column).data() or "")) for r in range(rows)
        )
        return (widths[((len(widths) - 1) * 4) // 5] if widths else 0) + TEXT_MARGIN

    def _measure(self, columns: list[int]) -> tuple[dict[int, int], dict[int, int]]:
        """Each column's natural width (Qt's measure of its rows) and each squeezed
        column's floor (what most of its rows need), measured again only where rows changed
        in a table longer than FULL_ROWS: a row's cells widen a column that needs more;
        whatever no longer needs its width keeps it until the next whole measure (a reset,
        a sort, a filter, a resize). A shorter table is measured whole each time."""
        table = self.table
        rows, self._rows = self._rows, set()
        known = self._natural
        if (
            rows is None
            or known is None
            or table.model().rowCount() <= FULL_ROWS
            or len(rows) > FEW_ROWS
            or any(c not in known for c in columns)
        ):
            natural = {c: table.sizeHintForColumn(c) for c in columns}
            floors = {c: self._most_rows_width(c) for c in self.squeeze if c in natural}
        else:
            natural, floors = dict(known), dict(self._floors)
            model = table.model()
            grid = 1 if table.showGrid() else 0  # as QTableView.sizeHintForColumn counts
            for row in rows:
                if row >= model.rowCount():
                    continue
                for c in columns:
                    width = table.sizeHintForIndex(model.index(row, c)).width() + grid
                    natural[c] = max(natural[c], width)
        self._natural, self._floors = natural, floors
        return natural, floors

    def widths(self, available: int) -> dict[int, int]:
        """Each shown column's width for a table ``available`` px wide."""
        table = self.table
        columns = [c for c in range(table.model().columnCount()) if not table.isColumnHidden(c)]
        header = {c: self._header_width(c) for c in columns}
        measured, most_rows = self._measure(columns)
        natural = {c: max(measured[c], header[c]) for c in columns}
        out = dict(natural)
        if self.first not in out:
            return out
        out[self.first] = min(natural[self.first], self.most)
        excess = sum(out.values()) - available
        # the squeezed columns first, each down to what most of its rows need, sharing the
        # cut by what each can give; then the first column, down to its least
        squeezed = [c for c in self.squeeze if c in out]
        floors = {c: min(natural[c], max(header[c], most_rows[c])) for c in squeezed}
        room = {c: natural[c] - floors[c] for c in squeezed}
        can_give = sum(room.values())
        if excess > 0 and can_give > 0:
            share = min(excess, can_give)
            for column in squeezed:
                give = -(-share * room[column] // can_give)  # rounded up
                give = min(give, room[column], excess)
                out[column] -= give
                excess -= give
        if excess > 0:
            least = max(header[self.first], self.least)
            give = min(excess, max(0, out[self.first] - least))
            out[self.first] -= give
            excess -= give
        if excess < 0:
            out[self.first] -= excess  # the room to spare
        return out

    def fit(self) -> None:
        self._pending = False
        if not isValid(self.table):  # closed meanwhile
            return
        header = self.table.horizontalHeader()
        for column, width in self.widths(self.table.viewport().width()).items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._viewport and isValid(self.table):
            if event.type() == QEvent.Type.Resize:
                self.schedule()
            elif event.type() == QEvent.Type.ToolTip:
                return self._cut_text_tooltip(event)
        return False

    def _cut_text_tooltip(self, event: QEvent) -> bool:
        """A squeezed cell whose text is cut shows it whole as its tooltip."""
        index: QModelIndex = self.table.indexAt(event.pos())
        if not index.isValid() or index.column() not in self.squeeze:
            return False
        text = str(index.data() or "")
        width = self.table.columnWidth(index.column()) - TEXT_MARGIN
        if self.table.fontMetrics().horizontalAdvance(text) <= width:
            return False
        QToolTip.showText(event.globalPos(), text, self.table.viewport())
        return True
