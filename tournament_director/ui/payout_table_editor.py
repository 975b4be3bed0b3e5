"""The payout table editor: bands of field sizes, the percentage of the pool for each place,
checked as you type, with the prizes previewed for a field and a pool.

The edited table is a list of drafts (a band's field sizes and its groups of places paid
alike, each a count and a share of the band's scale); every change rebuilds the bands and
:func:`payouts.table_problems` says what is wrong, in words. Saving stays disabled while any
problem remains; the service checks the same list again and any refusal is shown, never
raised. Shares are the domain's integers (basis points, or parts per million when a
percentage needs more than two decimals), so what is typed is kept exactly.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.money import (
    format_amount,
    format_count,
    format_figure,
    parse_amount,
)
from tournament_director.domain.operators import Operator
from tournament_director.domain.payouts import (
    BASIS_POINTS,
    FILE_LIMIT,
    SMALLEST_FIELD,
    Payout,
    PayoutTable,
    TableBand,
    TableProblem,
    band_label,
    parse_percent,
    percent_text,
    scale_for,
    share_for,
    table_from_csv,
    table_label,
    table_problems,
    table_to_csv,
)
from tournament_director.domain.prize_pool import payout
from tournament_director.domain.text import parse_count
from tournament_director.services import Services
from tournament_director.services.files import read_text_file
from tournament_director.ui import prompts
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

log = logging.getLogger(__name__)

RED = QColor("#b00020")
GREEN = "#1b5e20"
ENTRIES_MAX = 1_000_000
EXAMPLE_POOL = 1_000_000  # the preview's pool when none is given (a round number to read)
ALIGN_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter


@dataclass
class Draft:
    """One band as edited: field sizes, and groups of places paid alike [count, share]."""

    low: int
    high: int
    scale: int = BASIS_POINTS
    groups: list[list[int]] = field(default_factory=list)

    @classmethod
    def of(cls, band: TableBand) -> Draft:
        groups = [[last - first + 1, share] for first, last, share in band.runs()]
        return cls(band.min_entries, band.max_entries, band.scale, groups)

    def band(self) -> TableBand:
        shares: list[int] = []
        for count, share in self.groups:
            shares.extend([share] * count)
        return TableBand(self.low, self.high, tuple(shares), self.scale)

    def copy(self, low: int | None = None, high: int | None = None) -> Draft:
        return Draft(
            self.low if low is None else low,
            self.high if high is None else high,
            self.scale,
            [list(g) for g in self.groups],
        )

    def in_scale(self, scale: int) -> Draft:
        """The same percentages in a finer scale (a multiple of the band's own)."""
        factor = scale // self.scale
        return Draft(self.low, self.high, scale, [[c, s * factor] for c, s in self.groups])

    def first_places(self) -> list[int]:
        out, place = [], 1
        for count, _share in self.groups:
            out.append(place)
            place += count
        return out


def _put(
    table: QTableWidget,
    row: int,
    column: int,
    text: str,
    *,
    editable: bool = False,
    align: Qt.AlignmentFlag = ALIGN_RIGHT,
    red: bool = False,
) -> None:
    """A cell's text, reusing its item (a cell may be refreshed from its own itemChanged)."""
    item = table.item(row, column)
    if item is None:
        item = QTableWidgetItem()
        table.setItem(row, column, item)
    item.setText(text)
    item.setTextAlignment(align)
    flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    if editable:
        flags |= Qt.ItemFlag.ItemIsEditable
    item.setFlags(flags)
    item.setForeground(QBrush(RED) if red else QBrush())


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setDefaultSectionSize(24)  # a final table's places fit unscrolled
    return table


class PayoutTableEditor(QDialog):
    """Edit a payout table and save it to the house's library (a director's command).

    ``table``: the table to start from (None: a new one); ``shipped``: it comes with the
    program, so it is saved as a copy under another name. ``currency``, ``entries``, ``pool``
    and ``unit`` start the preview (the tournament's, when opened from the Payouts tab).
    """

    saved = Signal(str)  # the name the table was saved under

    def __init__(
        self,
        services: Services,
        current_operator: Callable[[], Operator],
        table: PayoutTable | None = None,
        *,
        shipped: bool = False,
        currency_code: str = "CLP",
        entries: int = 100,
        pool: int = 0,
        unit: int = 1,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self._currency = currency_code
        self._unit = max(1, unit)
        self._loading = False
        self._opening = False
        self._dirty = False
        self.problems: list[TableProblem] = []
        self._original_name = "" if table is None or shipped else table.name
        if table is None:
            self.drafts = [Draft(SMALLEST_FIELD, 10, BASIS_POINTS, [[1, BASIS_POINTS]])]
            title = self.tr("New payout table")
        else:
            self.drafts = [Draft.of(band) for band in table.bands]
            title = self.tr("Payout table — %1").replace("%1", table_label(table.name))
        self.setWindowTitle(title)
        self.setSizeGripEnabled(True)
        self._build(max(SMALLEST_FIELD, entries), pool)
        if table is not None:
            shown = table_label(table.name)  # the shipped table in the room's language
            name = self.tr("%1 (copy)").replace("%1", shown) if shipped else table.name
            self.name_edit.setText(name)
        self.hint_label.setVisible(shipped)
        self._connect()
        # The preview starts at the tournament's field, also when no band of the table
        # covers it yet (a new table: it says so), never moved to the first band's smallest.
        field_size = self.entries_spin.value()
        first = next((i for i, d in enumerate(self.drafts) if d.low <= field_size <= d.high), 0)
        self._opening = True
        self._show_bands(select=first)
        self._opening = False
        self._dirty = False

    # --- building -------------------------------------------------------------------------

    def _build(self, entries: int, pool: int) -> None:
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("For example: House 12 %"))
        self.hint_label = QLabel(
            self.tr(
                "The table that comes with the program is not changed: this is a copy, "
                "saved under its own name."
            )
        )
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet("color: #5a5a5a;")
        name_row = QHBoxLayout()
        name_row.addWidget(QLabel(self.tr("Name:")))
        name_row.addWidget(self.name_edit, 1)

        # the bands of field sizes
        self.bands_table = _table(
            [self.tr("Entries from"), self.tr("to"), self.tr("Places paid"), self.tr("Check")]
        )
        self.bands_table.setToolTip(
            self.tr("Double-click “Entries from” or “to” to change a band's field sizes.")
        )
        self.add_band_button = QPushButton(self.tr("Add band"))
        self.add_band_button.setToolTip(
            self.tr("A new band after the last one, with the last band's places.")
        )
        self.split_band_button = QPushButton(self.tr("Split band"))
        self.split_band_button.setToolTip(
            self.tr("Cut the selected band in two halves with the same places.")
        )
        self.remove_band_button = QPushButton(self.tr("Remove band"))
        band_buttons = QHBoxLayout()
        for button in (self.add_band_button, self.split_band_button, self.remove_band_button):
            band_buttons.addWidget(button)
        bands_box = QGroupBox(self.tr("Bands (field size)"))
        bands_layout = QVBoxLayout(bands_box)
        bands_layout.addWidget(self.bands_table, 1)
        bands_layout.addLayout(band_buttons)

        # the places of the selected band
        self.places_table = _table(
            [
                self.tr("Places"),
                self.tr("Number of places"),
                self.tr("% of pool each"),
                self.tr("% of pool in all"),
            ]
        )
        self.places_table.setToolTip(
            self.tr(
                "Double-click a percentage to change it (up to 4 decimals). Places paid "
                "alike share one row; change “Number of places” to widen or narrow it."
            )
        )
        self.add_place_button = QPushButton(self.tr("Add place"))
        self.remove_place_button = QPushButton(self.tr("Remove row"))
        self.band_total_label = QLabel()
        self.band_total_label.setWordWrap(True)
        place_buttons = QHBoxLayout()
        place_buttons.addWidget(self.add_place_button)
        place_buttons.addWidget(self.remove_place_button)
        place_buttons.addStretch(1)
        self.places_box = QGroupBox()
        places_layout = QVBoxLayout(self.places_box)
        places_layout.addWidget(self.places_table, 1)
        places_layout.addWidget(self.band_total_label)
        places_layout.addLayout(place_buttons)

        # the preview
        self.entries_spin = QSpinBox()
        self.entries_spin.setRange(SMALLEST_FIELD, ENTRIES_MAX)
        self.entries_spin.setGroupSeparatorShown(True)
        self.entries_spin.setValue(min(entries, ENTRIES_MAX))
        self.pool_edit = QLineEdit(self._typed(pool or EXAMPLE_POOL))
        self.pool_edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.unit_label = QLabel(
            self.tr("rounded to %1").replace("%1", format_amount(self._unit, self._currency))
        )
        preview_inputs = QHBoxLayout()
        preview_inputs.addWidget(QLabel(self.tr("Entries:")))
        preview_inputs.addWidget(self.entries_spin)
        preview_inputs.addWidget(QLabel(self.tr("Prize pool:")))
        preview_inputs.addWidget(self.pool_edit, 1)
        preview_inputs.addWidget(self.unit_label)
        self.preview_table = _table([self.tr("Places"), self.tr("Prize each"), self.tr("Total")])
        self.preview_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.preview_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        preview_box = QGroupBox(self.tr("Preview: the prizes for a field"))
        preview_layout = QVBoxLayout(preview_box)
        preview_layout.addLayout(preview_inputs)
        preview_layout.addWidget(self.preview_table, 1)
        preview_layout.addWidget(self.preview_label)

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.places_box)
        right.addWidget(preview_box)
        right.setSizes([400, 240])
        main = QSplitter()
        main.addWidget(bands_box)
        main.addWidget(right)
        main.setSizes([420, 640])

        # the problem, files and actions
        self.problem_label = error_label()
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.save_button = QPushButton(self.tr("Save to house tables"))
        self.close_button = QPushButton(self.tr("Close"))
        bottom = QHBoxLayout()
        bottom.addWidget(self.import_button)
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addLayout(name_row)
        layout.addWidget(self.hint_label)
        layout.addWidget(main, 1)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.status_label)
        layout.addLayout(bottom)
        fit_to_screen(self, (1100, 720))
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)  # Enter finishes a cell, it never presses a button

    def _connect(self) -> None:
        """Every connection of the dialog, in one place."""
        self.name_edit.textEdited.connect(self._changed)
        self.bands_table.itemChanged.connect(self.on_band_item_changed)
        self.bands_table.itemSelectionChanged.connect(self.on_band_selected)
        self.places_table.itemChanged.connect(self.on_place_item_changed)
        self.places_table.itemSelectionChanged.connect(self._update_buttons)
        self.add_band_button.clicked.connect(self.add_band)
        self.split_band_button.clicked.connect(self.split_band)
        self.remove_band_button.clicked.connect(self.remove_band)
        self.add_place_button.clicked.connect(self.add_place)
        self.remove_place_button.clicked.connect(self.remove_place)
        self.entries_spin.valueChanged.connect(self._show_preview)
        self.pool_edit.textEdited.connect(self._show_preview)
        self.import_button.clicked.connect(self.import_csv)
        self.export_button.clicked.connect(self.export_csv)
        self.save_button.clicked.connect(self.save)
        self.close_button.clicked.connect(self.reject)

    # --- helpers --------------------------------------------------------------------------

    def _typed(self, amount: int) -> str:
        return format_figure(amount, self._currency)

    def bands(self) -> list[TableBand]:
        return [d.band() for d in self.drafts]

    def selected_band(self) -> int | None:
        rows = self.bands_table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def selected_group(self) -> int | None:
        rows = self.places_table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def select_band(self, index: int) -> None:
        if 0 <= index < len(self.drafts):
            self.bands_table.selectRow(index)
        self._show_places()

    def _say(self, text: str, ok: bool = True) -> None:
        colour = GREEN if ok else RED.name()
        self.status_label.setStyleSheet(f"color: {colour};")
        self.status_label.setText(text)

    # --- showing --------------------------------------------------------------------------

    def _changed(self, *_args: object) -> None:
        self._dirty = True
        self._say("")
        self._show_bands()

    def _show_bands(self, select: int | None = None) -> None:
        """The one place the whole table is shown again: bands, problems, places, preview."""
        current = self.selected_band() if select is None else select
        self.problems = table_problems(self.name_edit.text(), self.bands())
        bad = {p.band for p in self.problems if p.band is not None}
        self._loading = True
        table = self.bands_table
        table.setRowCount(len(self.drafts))
        for row, draft in enumerate(self.drafts):
            places = sum(count for count, _ in draft.groups)
            ok = row + 1 not in bad
            red = not ok
            _put(table, row, 0, format_count(draft.low), editable=True, red=red)
            _put(table, row, 1, format_count(draft.high), editable=True, red=red)
            _put(table, row, 2, str(places), red=red)
            _put(table, row, 3, "✓" if ok else "✗", align=ALIGN_CENTER, red=red)
        self._loading = False
        if current is not None and self.drafts:
            table.selectRow(min(current, len(self.drafts) - 1))
        self._show_problems()
        self._show_places()

    def _show_problems(self) -> None:
        if self.problems:
            text = self.problems[0].message
            more = len(self.problems) - 1
            if more:
                text += " " + self.tr("(and %n more problem(s); the bands marked ✗)", "", more)
            show_error(self.problem_label, text)
        else:
            show_error(self.problem_label, "")
        self.save_button.setEnabled(not self.problems)
        self.save_button.setToolTip(
            self.tr("Fix the problem shown in red first") if self.problems else ""
        )
        self.export_button.setEnabled(bool(self.drafts))

    def _show_places(self) -> None:
        index = self.selected_band()
        self._loading = True
        table = self.places_table
        if index is None:
            table.setRowCount(0)
            self.places_box.setTitle(self.tr("Places paid"))
            self.band_total_label.setText("")
            self._loading = False
            self._update_buttons()
            self._show_preview()
            return
        draft = self.drafts[index]
        self.places_box.setTitle(
            self.tr("Places paid with %1 entries").replace("%1", band_label(draft.band()))
        )
        bad_places = {p.place for p in self.problems if p.band == index + 1 and p.place is not None}
        table.setRowCount(len(draft.groups))
        for row, ((count, share), first) in enumerate(
            zip(draft.groups, draft.first_places(), strict=True)
        ):
            last = first + count - 1
            red = any(first <= p <= last for p in bad_places)
            places = str(first) if count == 1 else f"{first}–{last}"
            _put(table, row, 0, places, align=ALIGN_CENTER, red=red)
            _put(table, row, 1, str(count), editable=True, red=red)
            _put(table, row, 2, percent_text(share, draft.scale), editable=True, red=red)
            _put(table, row, 3, percent_text(share * count, draft.scale), red=red)
        total = sum(count * share for count, share in draft.groups)
        text = self.tr("Total of the band: %1").replace("%1", percent_text(total, draft.scale))
        if total == draft.scale:
            self.band_total_label.setStyleSheet(f"color: {GREEN}; font-weight: bold;")
            text += " ✓"
        else:
            self.band_total_label.setStyleSheet(f"color: {RED.name()}; font-weight: bold;")
            gap = abs(draft.scale - total)
            text += " — " + (
                self.tr("%1 missing") if total < draft.scale else self.tr("%1 too much")
            ).replace("%1", percent_text(gap, draft.scale))
        self.band_total_label.setText(text)
        self._loading = False
        self._update_buttons()
        self._show_preview()

    def _update_buttons(self) -> None:
        band = self.selected_band()
        has_band = band is not None
        self.split_band_button.setEnabled(
            has_band and self.drafts[band].high > self.drafts[band].low
        )
        self.remove_band_button.setEnabled(has_band)
        self.add_place_button.setEnabled(has_band)
        self.remove_place_button.setEnabled(has_band and self.selected_group() is not None)

    def _show_preview(self, *_args: object) -> None:
        """The money for the typed field and pool (prize_pool.payout, as a tournament pays)."""
        self.preview_table.setRowCount(0)
        entries = self.entries_spin.value()
        try:
            pool = parse_amount(self.pool_edit.text() or "0", self._currency)
        except Refused as refusal:
            self.preview_label.setText(refusal.message)
            return
        number = next(
            (n for n, d in enumerate(self.drafts, start=1) if d.low <= entries <= d.high), None
        )
        if number is None:
            self.preview_label.setText(
                self.tr("No band covers %1 entries.").replace("%1", str(entries))
            )
            return
        band = self.drafts[number - 1].band()
        if any(p.band == number for p in self.problems):
            self.preview_label.setText(
                self.tr("Fix the band %1 first.").replace("%1", band_label(band))
            )
            return
        try:
            result = payout(pool, entries, table=PayoutTable("preview", (band,)), unit=self._unit)
        except Refused as refusal:
            self.preview_label.setText(refusal.message)
            return
        self._fill_preview(result, band)

    def _fill_preview(self, result: Payout, band: TableBand) -> None:
        for first, last, amount in result.runs():
            row = self.preview_table.rowCount()
            self.preview_table.insertRow(row)
            count = last - first + 1
            places = str(first) if count == 1 else f"{first}–{last}"
            _put(self.preview_table, row, 0, places, align=ALIGN_CENTER)
            _put(self.preview_table, row, 1, format_amount(amount, self._currency))
            _put(self.preview_table, row, 2, format_amount(amount * count, self._currency))
        self.preview_label.setText(
            self.tr("Band %1: %n place(s) paid; total %2 = the prize pool.", "", result.places)
            .replace("%1", band_label(band))
            .replace("%2", format_amount(sum(result.prizes), self._currency))
        )

    # --- editing --------------------------------------------------------------------------

    def on_band_selected(self) -> None:
        """The preview follows the band looked at: a field outside it moves to its smallest."""
        index = self.selected_band()
        if index is not None and not self._loading and not self._opening:
            draft = self.drafts[index]
            if not draft.low <= self.entries_spin.value() <= draft.high:
                self.entries_spin.blockSignals(True)
                self.entries_spin.setValue(max(SMALLEST_FIELD, min(draft.low, ENTRIES_MAX)))
                self.entries_spin.blockSignals(False)
        self._show_places()

    def on_band_item_changed(self, item: QTableWidgetItem) -> None:
        if self._loading or item.column() > 1:
            return
        draft = self.drafts[item.row()]
        entries = _count(item.text())
        if entries is None or entries > ENTRIES_MAX:
            self._say(self.tr("Type a whole number of entries."), ok=False)
            self._show_bands()
            return
        if item.column() == 0:
            draft.low = entries
        else:
            draft.high = entries
        self._changed()

    def on_place_item_changed(self, item: QTableWidgetItem) -> None:
        if self._loading:
            return
        index = self.selected_band()
        if index is None or item.column() not in (1, 2):
            return
        draft = self.drafts[index]
        group = draft.groups[item.row()]
        if item.column() == 1:
            count = _count(item.text())
            if count is None or not 1 <= count <= ENTRIES_MAX:
                self._say(self.tr("Type a number of places, 1 or more."), ok=False)
                self._show_places()
                return
            group[0] = count
            self._changed()
            return
        percent = parse_percent(item.text())
        scale = scale_for(percent, draft.scale) if percent is not None else None
        if percent is None or percent > 100 or scale is None:
            self._say(self.tr("Type a percentage from 0 to 100, with up to 4 decimals."), ok=False)
            self._show_places()
            return
        if scale != draft.scale:  # more decimals than the band held: finer scale, same values
            self.drafts[index] = draft = draft.in_scale(scale)
            group = draft.groups[item.row()]
        share = share_for(percent, draft.scale)
        assert share is not None
        group[1] = share
        self._changed()

    def add_band(self) -> None:
        if not self.drafts:
            self.drafts.append(Draft(SMALLEST_FIELD, 10, BASIS_POINTS, [[1, BASIS_POINTS]]))
        else:
            last = self.drafts[-1]
            size = last.high - last.low + 1
            self.drafts.append(last.copy(last.high + 1, last.high + size))
        self._changed()
        self.select_band(len(self.drafts) - 1)

    def split_band(self) -> None:
        index = self.selected_band()
        if index is None:
            return
        draft = self.drafts[index]
        if draft.high <= draft.low:
            return
        middle = (draft.low + draft.high) // 2
        self.drafts[index : index + 1] = [
            draft.copy(high=middle),
            draft.copy(low=middle + 1),
        ]
        self._changed()
        self.select_band(index + 1)

    def remove_band(self) -> None:
        index = self.selected_band()
        if index is None:
            return
        del self.drafts[index]
        self._show_bands(select=max(0, index - 1))
        self._dirty = True

    def add_place(self) -> None:
        index = self.selected_band()
        if index is None:
            return
        self.drafts[index].groups.append([1, 0])  # no share yet: the problem says so
        self._changed()
        row = len(self.drafts[index].groups) - 1
        self.places_table.setCurrentCell(row, 2)
        self.places_table.editItem(self.places_table.item(row, 2))

    def remove_place(self) -> None:
        index, row = self.selected_band(), self.selected_group()
        if index is None or row is None:
            return
        del self.drafts[index].groups[row]
        self._changed()

    # --- files ----------------------------------------------------------------------------

    def import_csv(self) -> None:
        path = prompts.ask_open_path(
            self, self.tr("Import a payout table"), self.tr("Payout tables") + " (*.csv)"
        )
        if path is None:
            return
        try:  # size, encoding, numbers and name checked in words (files, payouts)
            name, bands = table_from_csv(read_text_file(path, FILE_LIMIT))
        except Refused as refusal:
            prompts.warn(self, self.tr("Not imported"), refusal.message)
            return
        log.info("payout table imported from %s", path.name)
        self.drafts = [Draft.of(b) for b in bands]
        if name:
            self.name_edit.setText(name)
        self._changed()
        self.select_band(0)
        self._say(self.tr("Imported from %1").replace("%1", path.name))

    def export_csv(self) -> None:
        suggested = (" ".join(self.name_edit.text().split()) or self.tr("payout table")) + ".csv"
        path = prompts.ask_save_path(
            self, self.tr("Export the payout table"), suggested, "CSV (*.csv)"
        )
        if path is None:
            return
        if path.suffix.lower() != ".csv":
            path = path.with_name(path.name + ".csv")
        # Written as it stands, problems and all: a spreadsheet is a fine place to fix them.
        text = table_to_csv(" ".join(self.name_edit.text().split()), self.bands())
        try:
            path.write_text(text, "utf-8", newline="")
        except OSError as error:
            prompts.warn(self, self.tr("Not exported"), str(error))
            return
        log.info("payout table exported to %s", path.name)
        self._say(self.tr("Exported to %1").replace("%1", path.name))

    # --- saving ---------------------------------------------------------------------------

    def save(self) -> None:
        if self.problems:
            return
        name = " ".join(self.name_edit.text().split())
        house = {c.name for c in self._services.payouts.tables() if not c.shipped}
        if (
            name in house
            and name != self._original_name
            and not prompts.confirm(
                self,
                self.tr("Save to house tables"),
                self.tr("The house already has a table “%1”. Replace it?").replace("%1", name),
            )
        ):
            return
        try:
            table = PayoutTable(name, tuple(self.bands()))
            self._services.payouts.save_table(self._current_operator(), table)
        except Refused as refusal:
            show_error(self.problem_label, refusal.message)
            return
        log.info("payout table saved: %s", name)
        self._dirty = False
        self._original_name = name
        self._say(self.tr("Saved to the house tables as “%1”.").replace("%1", name))
        self.saved.emit(name)
        self.accept()

    def reject(self) -> None:
        """Close (Esc, the Close button, the window's X); unsaved changes are asked about."""
        if self._dirty and not prompts.confirm(
            self,
            self.windowTitle(),
            self.tr("Close without saving the changes to the table?"),
        ):
            return
        super().reject()


def _count(text: str) -> int | None:
    """A typed whole number, or None when it is empty or not one."""
    try:
        return parse_count(text)
    except ValueError:
        return None
