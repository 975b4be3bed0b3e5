"""The accreditation desk of a multi-flight event's final stage (Casino Club "Etapa Final",
"Acreditación al Evento", "Acreditación de Identidad", "Jugadores Ausentes").

The common case, at a busy desk: the qualifier hands over his chip-control slip; the floor
scans its QR (a barcode scanner types the code and Enter into the code field, which has the
focus) or types the printed code. The application checks the slip (services.stages.check):
a genuine one shows the player, his document, the flight, where he sat at its end and the
recorded count, large; the floor asks for the document and types (or scans) its number;
Enter accredits him: the seat drawn in the final is shown large and the seat ticket prints
as at the registration desk. A refused slip says why in red, large; nothing is written and
the code field is cleared and ready for the next.

A qualifier without his slip is found in the record ("Without a slip…": by name or
document among those still to come), his document checked, and accredited with the
recorded count; the house penalty for a missing slip is recorded and said. A qualifier who
does not come is seated absent ("Seat absent…"): the recorded count, no penalty, and the
absent-player rule takes his stack out at the end of the first level unless he comes
("Arrived").

On the right, every qualifier: those accredited (time, operator, with or without slip or
absent, the seat in the final) and those still to come (flight, entry, count), with the
count "Accredited 38 of 40".
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain import stages as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.identity import shown_document
from tournament_director.domain.money import format_count
from tournament_director.domain.operators import Operator
from tournament_director.domain.penalties import penalty_words
from tournament_director.domain.player_search import fold
from tournament_director.domain.registration import ABSENT_REMOVED, ACTIVE
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services, papers
from tournament_director.services import documents as docs
from tournament_director.services.stages import NO_SLIP_OFFENCE
from tournament_director.ui import prompts
from tournament_director.ui.column_fit import ColumnFit
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.penalty_dialog import print_notice
from tournament_director.ui.print_adapter import (
    DocumentKind,
    PrintAdapter,
    send,
    tournament_adapter,
)
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

log = logging.getLogger(__name__)

RED = "#b00020"
GREEN = "#1b5e20"
AMBER = "#8a5300"
GREY = "#5a5a5a"

Index = QModelIndex | QPersistentModelIndex

#: How a qualifier was accredited ("": still to come).
WITH_SLIP, WITHOUT_SLIP, ABSENT = "slip", "no_slip", "absent"


# --- the qualifiers, read from the record -----------------------------------------------------


@dataclass(frozen=True)
class QualifierRow:
    """One qualifier of the event: the qualification that counts for him (the one his
    accreditation used, or the one the event's stack rule would use), and his accreditation
    when he has one."""

    flight_id: int
    flight_label: str
    flight_entry_id: int
    slip: int
    name: str
    document_type: str
    document: str
    chips: int
    end_table: int | None
    end_seat: int | None
    #: His other qualifications ("Día 1B: 45.000"), forfeited or to be, and their
    #: (flight, slip).
    others: tuple[str, ...] = ()
    other_slips: tuple[tuple[int, int], ...] = ()
    entry_id: int | None = None  # his entry of the final stage
    how: str = ""  # WITH_SLIP, WITHOUT_SLIP, ABSENT; "" still to come
    at: str = ""  # local HH:MM of the accreditation
    operator: str = ""
    table: int | None = None  # his seat in the final stage now
    seat: int | None = None
    absent: bool = False  # seated absent and not come yet
    removed: bool = False  # his stack taken out by the absent-player rule

    @property
    def accredited(self) -> bool:
        return self.entry_id is not None

    @property
    def shown_document(self) -> str:
        return shown_document(self.document_type, self.document)


def qualifier_rows(
    event: TournamentState,
    flights: Mapping[int, TournamentState],
    canonical: Callable[[int], int],
    kept: dict[tuple, QualifierRow] | None = None,
) -> list[QualifierRow]:
    """Every qualifier of the event's closed flights, one row per player: those still to
    come first (in flight order, then by name), then those accredited (the latest first).
    A player who qualified in more than one flight is one row, with the slip the event's
    stack rule counts (house "Etapa Final"; the others are forfeited at his
    accreditation).

    ``kept``: the rows of the last call by what each was made of (`QualifierRows`): a row
    made of the same slips, accreditation and seat is that row again, not made anew (with
    thousands of qualifiers, making every row after each event took a fifth of a second);
    it then holds this call's rows."""
    made: dict[tuple, QualifierRow] = {}

    def row(key: tuple, slip: domain.Slip, **more: Any) -> QualifierRow:
        known = kept.get(key) if kept is not None else None
        if known is None:
            known = _row(slip, labels, **more)
        made[key] = known
        return known

    stages = event.stages
    labels = {fid: f.stages.label for fid, f in flights.items()}
    penalised = {p.entry_id for p in event.penalties.items.values() if p.offence == NO_SLIP_OFFENCE}

    def others(slips: list[domain.Slip]) -> dict:
        return {
            "others": tuple(
                f"{labels.get(s.flight_id, '')}: {format_count(s.chips)}" for s in slips
            ),
            "other_slips": tuple((s.flight_id, s.slip) for s in slips),
        }

    # Every (flight, entry) an accreditation used or forfeited, read once (a desk with
    # hundreds of qualifiers refills after each accreditation).
    done = {(a.flight_id, a.flight_entry_id) for a in stages.accredited.values()}
    done |= {(f["flight"], f["entry"]) for a in stages.accredited.values() for f in a.forfeited}
    waiting: dict[object, list[domain.Slip]] = {}
    for fid, flight in flights.items():
        closed = flight.stages.closed
        if closed is None:
            continue
        for q in closed["qualifiers"]:
            if (fid, q["entry"]) in done:
                continue
            slip = flight.stages.slips[q["slip"]]
            who = (
                ("house", canonical(slip.house_player_id))
                if slip.house_player_id is not None
                else ("slip", fid, slip.slip)
            )
            waiting.setdefault(who, []).append(slip)
    to_come = []
    for slips in waiting.values():
        counting = domain.counting_slip(slips, stages.settings.stack)
        rest = [s for s in slips if s is not counting]
        key = ("to come", *map(_slip_key, (counting, *rest)), *map(labels.get, labels))
        to_come.append(row(key, counting, **others(rest)))
    order = list(flights)
    to_come.sort(key=lambda r: (order.index(r.flight_id), fold(r.name)))

    accredited = []
    for acc in sorted(stages.accredited.values(), key=lambda a: a.at, reverse=True):
        flight = flights.get(acc.flight_id)
        if flight is None:
            continue
        number = acc.slip if acc.slip is not None else flight.stages.slip_of[acc.flight_entry_id]
        slip = flight.stages.slips[number]
        forfeited = [
            flights[f["flight"]].stages.slips[f["slip"]]
            for f in acc.forfeited
            if f["flight"] in flights
        ]
        entry = event.book.entries.get(acc.entry_id)
        if acc.with_slip:
            how = WITH_SLIP
        elif acc.entry_id in penalised:
            how = WITHOUT_SLIP
        else:
            how = ABSENT
        table = entry.table if entry is not None else None
        seat = entry.seat if entry is not None else None
        absent = bool(entry and entry.absent and entry.status == ACTIVE)
        removed = bool(entry and entry.status == ABSENT_REMOVED)
        key = (
            "accredited",
            acc.entry_id,
            acc.flight_id,
            acc.flight_entry_id,
            acc.chips,
            acc.at,
            acc.operator,
            how,
            table,
            seat,
            absent,
            removed,
            *map(_slip_key, (slip, *forfeited)),
            *map(labels.get, labels),
        )
        accredited.append(
            row(
                key,
                slip,
                **others(forfeited),
                chips=acc.chips,
                entry_id=acc.entry_id,
                how=how,
                at=domain.local_time(acc.at),
                operator=acc.operator,
                table=table,
                seat=seat,
                absent=absent,
                removed=removed,
            )
        )
    if kept is not None:
        kept.clear()
        kept.update(made)
    return to_come + accredited


class QualifierRows:
    """``qualifier_rows`` kept between refreshes: only the rows whose slips, accreditation
    or seat changed are made again."""

    def __init__(self) -> None:
        self._kept: dict[tuple, QualifierRow] = {}

    def rows(
        self,
        event: TournamentState,
        flights: Mapping[int, TournamentState],
        canonical: Callable[[int], int],
    ) -> list[QualifierRow]:
        return qualifier_rows(event, flights, canonical, self._kept)


def _slip_key(slip: domain.Slip) -> tuple:
    """What a row reads of a slip (a slip's figures never change; a recount is a new slip)."""
    return (
        slip.flight_id,
        slip.slip,
        slip.entry_id,
        slip.name,
        slip.document_type,
        slip.document,
        slip.chips,
        slip.table,
        slip.seat,
    )


def _row(slip: domain.Slip, labels: Mapping[int, str], **more: Any) -> QualifierRow:
    fields: dict[str, Any] = {
        "flight_id": slip.flight_id,
        "flight_label": labels.get(slip.flight_id, ""),
        "flight_entry_id": slip.entry_id,
        "slip": slip.slip,
        "name": slip.name,
        "document_type": slip.document_type,
        "document": slip.document,
        "chips": slip.chips,
        "end_table": slip.table,
        "end_seat": slip.seat,
    }
    return QualifierRow(**{**fields, **more})


def matches(row: QualifierRow, text: str) -> bool:
    """Every word typed is in the name (accents and case aside) or the document (digits
    and letters only, "12.345.678-5" found as "12345678")."""
    name = fold(row.name)
    document = "".join(ch for ch in row.document if ch.isalnum()).upper()
    for word in text.split():
        squashed = "".join(ch for ch in word if ch.isalnum()).upper()
        if fold(word) not in name and not (squashed and squashed in document):
            return False
    return True


def seat_words(table: int | None, seat: int | None) -> str:
    return "—" if table is None or seat is None else f"{table} - {seat}"


# --- the list of qualifiers -------------------------------------------------------------------


class QualifiersModel(QAbstractTableModel):
    PLAYER, DOCUMENT, FLIGHT, CHIPS, HOW, SEAT, WHEN = range(7)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[QualifierRow] = []

    def set_rows(self, rows: list[QualifierRow]) -> None:
        """Show ``rows``: the same qualifiers in the same order are repainted where their
        row changed (a row kept by `QualifierRows` is the same object), anything else
        resets the list."""
        old = self._rows
        if len(old) != len(rows) or any(
            a is not b and (a.flight_id, a.flight_entry_id) != (b.flight_id, b.flight_entry_id)
            for a, b in zip(old, rows, strict=True)
        ):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        changed = [
            i for i, (a, b) in enumerate(zip(old, rows, strict=True)) if a is not b and a != b
        ]
        self._rows = rows
        last_column = self.columnCount() - 1
        first = None
        for n, i in enumerate(changed):  # told in stretches of consecutive rows
            if first is None:
                first = i
            if n + 1 == len(changed) or changed[n + 1] != i + 1:
                self.dataChanged.emit(self.index(first, 0), self.index(i, last_column))
                first = None

    def rows(self) -> list[QualifierRow]:
        return list(self._rows)

    def row_at(self, row: int) -> QualifierRow:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt)
        return 0 if parent.isValid() else 7

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self.tr("Player"),
            self.tr("Document"),
            self.tr("Flight, entry"),
            self.tr("Chips"),
            self.tr("Accreditation"),
            self.tr("Seat"),
            self.tr("Accredited"),
        )[section]

    def how_words(self, row: QualifierRow) -> str:
        if row.how == WITH_SLIP:
            return self.tr("With slip")
        if row.how == WITHOUT_SLIP:
            return self.tr("Without slip (penalised)")
        if row.how == ABSENT:
            if row.removed:
                return self.tr("Absent: stack removed")
            return self.tr("Seated absent") if row.absent else self.tr("Seated absent, came")
        return self.tr("To come")

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                row.name,
                row.shown_document,
                f"{row.flight_label} · {row.flight_entry_id}",
                format_count(row.chips),
                self.how_words(row),
                seat_words(row.table, row.seat) if row.accredited else "",
                f"{row.at} · {row.operator}" if row.accredited else "",
            )[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [row.name, row.shown_document]
            if row.others:
                lines.append(self.tr("Also qualified: %1").replace("%1", "; ".join(row.others)))
            lines.append(
                self.tr("Slip no. %1 · at the flight's end: table-seat %2")
                .replace("%1", str(row.slip))
                .replace("%2", seat_words(row.end_table, row.end_seat))
            )
            return "\n".join(lines)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.CHIPS, self.SEAT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.HOW:
            if not row.accredited:
                return QColor(GREY)
            if row.how == WITHOUT_SLIP or row.absent or row.removed:
                return QColor(AMBER)
            return QColor(GREEN)
        if role == Qt.ItemDataRole.FontRole and column == self.CHIPS:
            font = QFont()
            font.setBold(True)
            return font
        return None


class QualifiersProxy(QSortFilterProxyModel):
    """Those to come, those accredited, or all; and the words typed."""

    TO_COME, ACCREDITED, ALL = range(3)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._show = self.ALL
        self._text = ""

    def set_filter(self, show: int, text: str) -> None:
        self.beginFilterChange()  # the Qt 6.9 way (invalidateFilter is deprecated)
        self._show = show
        self._text = text.strip()
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent) -> bool:
        model = self.sourceModel()
        assert isinstance(model, QualifiersModel)
        row = model.row_at(source_row)
        if self._show == self.TO_COME and row.accredited:
            return False
        if self._show == self.ACCREDITED and not row.accredited:
            return False
        return matches(row, self._text)


# --- a qualifier without his slip --------------------------------------------------------------


class NoSlipDialog(QDialog):
    """House "Etapa Final": "De no presentar el comprobante de control de fichas, será
    penalizado aunque no perderá derecho a participar". The floor finds the qualifier among
    those still to come (by name or document), checks his document, and accredits him with
    the recorded count; the house penalty for a missing slip is recorded with it."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        current_operator: Callable[[], Operator],
        rows: list[QualifierRow],
        chosen: QualifierRow | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._event_id = event_id
        self._current_operator = current_operator
        self._rows = [r for r in rows if not r.accredited]
        self.recorded: list[RecordedEvent] | None = None
        self.row: QualifierRow | None = None
        self.setWindowTitle(self.tr("Accredit without a slip"))

        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(self.tr("Name or document number…"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.installEventFilter(self)
        self.list = QListWidget()
        self.list.setAlternatingRowColors(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the search keeps the keys
        self.list.setMinimumHeight(self.fontMetrics().lineSpacing() * 10)
        self.name_label = QLabel()
        self.name_label.setFont(_font(self, 1.5, bold=True))
        self.name_label.setWordWrap(True)
        self.details_label = QLabel()
        self.details_label.setWordWrap(True)
        self.chips_label = QLabel()
        self.chips_label.setFont(_font(self, 2.6, bold=True))
        self.document_edit = QLineEdit()
        self.document_edit.setFont(_font(self, 1.3))
        self.document_edit.setPlaceholderText(self.tr("Type or scan the document shown"))
        self.rule_label = QLabel(
            self.tr(
                "House rule “Etapa Final”: a qualifier without his chip-control slip is "
                "penalised but keeps his right to play. Check the record and his document: he "
                "is seated with the recorded count and the house penalty for a missing slip "
                "is recorded."
            )
        )
        self.rule_label.setWordWrap(True)
        self.rule_label.setStyleSheet(f"color: {GREY};")
        self.refusal = error_label()
        self.refusal.setFont(_font(self, 1.2, bold=True))

        details = QGroupBox(self.tr("Recorded at the flight's end"))
        grid = QGridLayout(details)
        grid.addWidget(self.name_label, 0, 0, 1, 2)
        grid.addWidget(self.details_label, 1, 0, 1, 2)
        grid.addWidget(QLabel(self.tr("Chips:")), 2, 0)
        grid.addWidget(self.chips_label, 2, 1)
        grid.addWidget(QLabel(self.tr("Document shown:")), 3, 0, 1, 2)
        grid.addWidget(self.document_edit, 4, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.accredit_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.accredit_button.setText(self.tr("Accredit without slip"))
        self.accredit_button.setDefault(True)  # Enter in the document field
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accredit)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Qualifiers still to come:")))
        left.addWidget(self.search_edit)
        left.addWidget(self.list, 1)
        right = QVBoxLayout()
        right.addWidget(details)
        right.addWidget(self.rule_label)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)

        self.search_edit.textChanged.connect(lambda _text: self._fill())
        self.list.currentRowChanged.connect(lambda _row: self._show_chosen())
        self.document_edit.textChanged.connect(lambda _text: show_error(self.refusal, ""))
        self._fill()
        if chosen is not None:
            self.choose(chosen.flight_id, chosen.flight_entry_id)
        fit_to_screen(self, (900, 520))
        (self.document_edit if chosen is not None else self.search_edit).setFocus()

    def _shown(self) -> list[QualifierRow]:
        text = self.search_edit.text()
        return [r for r in self._rows if matches(r, text)]

    def _fill(self) -> None:
        self.list.clear()
        for row in self._shown():
            text = "{name}\n{document} · {flight} · {entry} · {chips}".format(
                name=row.name,
                document=row.shown_document,
                flight=row.flight_label,
                entry=self.tr("entry %1").replace("%1", str(row.flight_entry_id)),
                chips=self.tr("%1 chips").replace("%1", format_count(row.chips)),
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (row.flight_id, row.flight_entry_id))
            self.list.addItem(item)
        self.list.setCurrentRow(0 if self.list.count() else -1)
        self._show_chosen()

    def choose(self, flight_id: int, flight_entry_id: int) -> bool:
        for n in range(self.list.count()):
            if self.list.item(n).data(Qt.ItemDataRole.UserRole) == (flight_id, flight_entry_id):
                self.list.setCurrentRow(n)
                return True
        return False

    def chosen(self) -> QualifierRow | None:
        item = self.list.currentItem()
        if item is None:
            return None
        key = item.data(Qt.ItemDataRole.UserRole)
        return next((r for r in self._rows if (r.flight_id, r.flight_entry_id) == tuple(key)), None)

    def _show_chosen(self) -> None:
        row = self.chosen()
        show_error(self.refusal, "")
        self.accredit_button.setEnabled(row is not None)
        if row is None:
            self.name_label.setText(
                self.tr("Nobody found.") if self.search_edit.text().strip() else ""
            )
            self.details_label.clear()
            self.chips_label.clear()
            return
        self.name_label.setText(row.name)
        self.details_label.setText(
            self.tr("%1 · flight %2, entry %3 · slip no. %4 · at the end: table-seat %5")
            .replace("%1", row.shown_document)
            .replace("%2", row.flight_label)
            .replace("%3", str(row.flight_entry_id))
            .replace("%4", str(row.slip))
            .replace("%5", seat_words(row.end_table, row.end_seat))
        )
        self.chips_label.setText(format_count(row.chips))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.search_edit and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            count = self.list.count()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and count:
                step = 1 if key == Qt.Key.Key_Down else -1
                self.list.setCurrentRow(min(max(self.list.currentRow() + step, 0), count - 1))
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if self.chosen() is not None:
                    self.document_edit.setFocus()
                return True
        return super().eventFilter(watched, event)

    def accredit(self) -> list[RecordedEvent] | None:
        """Accredit the qualifier chosen; a refusal is said in red and nothing written."""
        row = self.chosen()
        if row is None:
            show_error(self.refusal, self.tr("Choose the qualifier."))
            return None
        if not self.document_edit.text().strip():
            show_error(self.refusal, self.tr("Ask for his document and type its number."))
            self.document_edit.setFocus()
            return None
        try:
            self.recorded = self._services.stages.accredit_without_slip(
                self._current_operator(),
                self._event_id,
                row.flight_id,
                row.flight_entry_id,
                self.document_edit.text(),
            )
        except Refused as refusal:
            show_error(self.refusal, refusal.message)
            self.document_edit.selectAll()
            self.document_edit.setFocus()
            return None
        self.row = row
        self.accept()
        return self.recorded


# --- the desk ---------------------------------------------------------------------------------


def _font(widget: QWidget, scale: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    return font


class AccreditationDesk(QWidget):
    """The final stage's accreditation: scan or type a slip's code, check the document,
    accredit; without a slip; seat absent; the list of qualifiers."""

    IDLE, SLIP, SEATED = range(3)

    def __init__(
        self,
        services: Services,
        event_id: int,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
        *,
        settings: ConsoleSettings | None = None,
        adapter: PrintAdapter | None = None,
    ) -> None:
        """``settings``: the station's (its printers and whether the seat ticket prints
        without asking); ``adapter``: the print adapter to use (else one for the event's
        papers when ``settings`` is given; none: nothing prints)."""
        super().__init__(parent)
        self._services = services
        self._event_id = event_id
        self._current_operator = current_operator
        self.settings = settings
        if adapter is None and settings is not None:
            adapter = tournament_adapter(settings.data_dir, services, event_id)
        self.adapter = adapter
        self._checked: domain.SlipCheck | None = None
        self._code = ""  # the code of the slip shown, as scanned or typed
        self._seated_entry: int | None = None
        self._penalty_id: int | None = None
        self._rows: list[QualifierRow] = []
        self._open = True
        self._build()
        self._connect()
        self._apply_filter()
        self.refresh()
        self.code_edit.setFocus()

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        # The counts and the desk's tools.
        self.counts_label = QLabel()
        self.counts_label.setFont(_font(self, 1.6, bold=True))
        self.waiting_label = QLabel()
        self.waiting_label.setStyleSheet(f"color: {GREY};")
        self.auto_print_box = QCheckBox(self.tr("Print the seat ticket automatically"))
        self.auto_print_box.setToolTip(
            self.tr("After each accreditation, print the seat ticket without asking.")
        )
        if self.settings is not None:
            # The desk's printing setting: the same as the registration desk's.
            self.auto_print_box.setChecked(self.settings.print_receipt_automatically)
        top = QHBoxLayout()
        top.addWidget(self.counts_label)
        top.addSpacing(16)
        top.addWidget(self.waiting_label, 1)
        top.addWidget(self.auto_print_box)

        # The code field: a barcode scanner types the QR's text and Enter.
        self.code_edit = QLineEdit()
        self.code_edit.setFont(_font(self, 1.5))
        self.code_edit.setPlaceholderText(self.tr("Scan the QR or type the code, Enter"))
        self.code_edit.setToolTip(
            self.tr(
                "The scanner types the QR's code and Enter. Typed: the code printed under the "
                "QR (e.g. 12-7-K3F9Q-7XW2M), then Enter."
            )
        )
        self.code_edit.setMaxLength(domain.CODE_LIMIT)

        # What the desk says: a refusal in red, large; an accreditation in green.
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setFont(_font(self, 1.45, bold=True))
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message_label.setMinimumHeight(self.message_label.fontMetrics().lineSpacing() * 3)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)

        self.pages = QStackedWidget()
        self.pages.addWidget(self._idle_page())
        self.pages.addWidget(self._slip_page())
        self.pages.addWidget(self._seated_page())

        card = QGroupBox(self.tr("Slip and document"))
        card_layout = QVBoxLayout(card)
        card_layout.addWidget(self.code_edit)
        card_layout.addWidget(self.message_label)
        card_layout.addWidget(self.pages, 1)

        # The qualifiers.
        self.model = QualifiersModel(self)
        self.qualifiers = QualifierRows()  # the rows, made again only where they changed
        self.proxy = QualifiersProxy(self)
        self.proxy.setSourceModel(self.model)
        self.to_come_radio = QRadioButton()
        self.accredited_radio = QRadioButton()
        self.all_radio = QRadioButton()
        self.show_group = QButtonGroup(self)
        for radio, n in (
            (self.to_come_radio, QualifiersProxy.TO_COME),
            (self.accredited_radio, QualifiersProxy.ACCREDITED),
            (self.all_radio, QualifiersProxy.ALL),
        ):
            self.show_group.addButton(radio, n)
        self.to_come_radio.setChecked(True)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter: name or document…"))
        self.filter_edit.setClearButtonEnabled(True)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setColumnHidden(QualifiersModel.DOCUMENT, True)  # in the name's tooltip
        self.column_fit = ColumnFit(
            self.table,
            QualifiersModel.PLAYER,
            squeeze=(QualifiersModel.WHEN, QualifiersModel.HOW, QualifiersModel.FLIGHT),
        )
        self.absent_button = QPushButton(self.tr("Seat absent…"))
        self.absent_button.setToolTip(
            self.tr(
                "House rule “Jugadores Ausentes”: the qualifier who has not come is seated "
                "with his recorded count and marked absent; his stack is removed at the end "
                "of the first level unless he comes."
            )
        )
        self.arrived_button = QPushButton(self.tr("Arrived"))
        self.arrived_button.setToolTip(
            self.tr("The qualifier seated absent has come: check his document, mark him here.")
        )
        self.without_slip_button = QPushButton(self.tr("Without a slip…"))
        self.without_slip_button.setToolTip(
            self.tr(
                "A qualifier who lost his slip: found in the record (the one chosen in the "
                "list, or by name or document), F6"
            )
        )
        show_row = QHBoxLayout()
        show_row.addWidget(self.to_come_radio)
        show_row.addWidget(self.accredited_radio)
        show_row.addWidget(self.all_radio)
        show_row.addStretch(1)
        actions = QHBoxLayout()
        actions.addWidget(self.without_slip_button)
        actions.addWidget(self.absent_button)
        actions.addWidget(self.arrived_button)
        actions.addStretch(1)
        qualifiers = QGroupBox(self.tr("Qualifiers"))
        q_layout = QVBoxLayout(qualifiers)
        q_layout.addLayout(show_row)
        q_layout.addWidget(self.filter_edit)
        q_layout.addWidget(self.table, 1)
        q_layout.addLayout(actions)

        body = QSplitter()
        body.addWidget(card)
        body.addWidget(qualifiers)
        # The list takes the width a narrow screen lacks: the card's figures fit in less.
        body.setStretchFactor(0, 1)
        body.setStretchFactor(1, 1)
        body.setSizes([620, 720])
        body.setChildrenCollapsible(False)
        self.closed_note = QLabel()
        self.closed_note.setStyleSheet(f"color: {GREY}; font-weight: bold;")
        self.closed_note.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.closed_note)
        layout.addWidget(body, 1)

    def _idle_page(self) -> QWidget:
        page = QWidget()
        self.idle_label = QLabel(
            self.tr(
                "The qualifier shows his chip-control slip and his document.\n\n"
                "Scan the slip's QR (the code field is ready) or type the code printed under "
                "it. A qualifier without his slip: “Without a slip…”. One who has not come: "
                "choose him in the list, “Seat absent…”."
            )
        )
        self.idle_label.setWordWrap(True)
        self.idle_label.setFont(_font(self, 1.15))
        self.idle_label.setStyleSheet(f"color: {GREY};")
        self.idle_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.idle_label)
        layout.addStretch(1)
        return page

    def _slip_page(self) -> QWidget:
        page = QWidget()
        self.name_label = QLabel()
        self.name_label.setFont(_font(self, 1.9, bold=True))
        self.name_label.setWordWrap(True)
        self.document_label = QLabel()
        self.document_label.setFont(_font(self, 1.3, bold=True))
        self.flight_label = QLabel()
        self.flight_label.setFont(_font(self, 1.15))
        self.flight_label.setWordWrap(True)
        self.chips_label = QLabel()
        self.chips_label.setFont(_font(self, 4.4, bold=True))
        self.chips_word = QLabel(self.tr("chips"))
        self.chips_word.setFont(_font(self, 1.6))
        self.others_label = QLabel()
        self.others_label.setWordWrap(True)
        self.others_label.setStyleSheet(f"color: {AMBER}; font-weight: bold;")
        self.document_edit = QLineEdit()
        self.document_edit.setFont(_font(self, 1.5))
        self.document_edit.setPlaceholderText(self.tr("Type or scan the document shown, Enter"))
        self.accredit_button = QPushButton(self.tr("Accredit (Enter)"))
        self.accredit_button.setFont(_font(self, 1.3, bold=True))
        self.accredit_button.setMinimumHeight(self.accredit_button.sizeHint().height() + 10)
        self.cancel_button = QPushButton(self.tr("Cancel (Esc)"))

        count_row = QHBoxLayout()
        count_row.addWidget(self.chips_label)
        count_row.addWidget(self.chips_word, 0, Qt.AlignmentFlag.AlignBottom)
        count_row.addStretch(1)
        # The recorded count, the figure the floor hands the chips by: large, alone, framed.
        count_box = QFrame()
        count_box.setObjectName("countBox")
        count_box.setStyleSheet(
            "#countBox { background: #ffffff; border: 2px solid #1b5e20; border-radius: 6px; }"
        )
        count_box.setLayout(count_row)
        document_row = QHBoxLayout()
        document_row.addWidget(QLabel(self.tr("Document shown:")))
        document_row.addWidget(self.document_edit, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.accredit_button, 1)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name_label)
        layout.addWidget(self.document_label)
        layout.addWidget(self.flight_label)
        layout.addWidget(count_box)
        layout.addWidget(self.others_label)
        layout.addSpacing(8)
        layout.addLayout(document_row)
        layout.addLayout(buttons)
        layout.addStretch(1)
        return page

    def _seated_page(self) -> QWidget:
        page = QWidget()
        self.seated_name_label = QLabel()
        self.seated_name_label.setFont(_font(self, 1.6, bold=True))
        self.seated_name_label.setWordWrap(True)
        # The seat drawn as on the seat ticket: a caption over each number, the numbers
        # large (two short columns fit the narrow half of the Stages tab).
        self.table_number_label = QLabel()
        self.seat_number_label = QLabel()
        seat_grid = QGridLayout()
        for column, (caption, number) in enumerate(
            ((self.tr("TABLE"), self.table_number_label), (self.tr("SEAT"), self.seat_number_label))
        ):
            title = QLabel(caption)
            title.setFont(_font(self, 1.3, bold=True))
            title.setStyleSheet(f"color: {GREY};")
            number.setFont(_font(self, 5.0, bold=True))
            number.setStyleSheet(f"color: {GREEN};")
            seat_grid.addWidget(title, 0, column)
            seat_grid.addWidget(number, 1, column)
        seat_grid.setColumnMinimumWidth(0, self.fontMetrics().averageCharWidth() * 18)
        seat_grid.setColumnStretch(2, 1)
        self.seated_chips_label = QLabel()
        self.seated_chips_label.setFont(_font(self, 2.0, bold=True))
        self.seated_note = QLabel()
        self.seated_note.setWordWrap(True)
        self.seated_note.setFont(_font(self, 1.1))
        self.print_button = QPushButton(self.tr("Print seat ticket"))
        self.notice_button = QPushButton(self.tr("Print the penalty notice"))
        self.next_button = QPushButton(self.tr("Next slip (Esc)"))
        # Two rows: the papers, then the next slip (one row needs more than the narrow half
        # of the Stages tab has in Spanish at 1280 px).
        buttons = QGridLayout()
        buttons.addWidget(self.print_button, 0, 0)
        buttons.addWidget(self.notice_button, 0, 1)
        buttons.addWidget(self.next_button, 1, 1)
        buttons.setColumnStretch(2, 1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.seated_name_label)
        layout.addLayout(seat_grid)
        layout.addWidget(self.seated_chips_label)
        layout.addWidget(self.seated_note)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        layout.addStretch(1)
        return page

    def _connect(self) -> None:
        self.code_edit.returnPressed.connect(self.check_code)
        self.code_edit.textEdited.connect(lambda _text: self._clear_refusal())
        self.document_edit.returnPressed.connect(self.accredit)
        self.document_edit.textEdited.connect(lambda _text: self._clear_refusal())
        self.accredit_button.clicked.connect(self.accredit)
        self.cancel_button.clicked.connect(self.next_slip)
        self.next_button.clicked.connect(self.next_slip)
        self.print_button.clicked.connect(self.print_seat_ticket)
        self.notice_button.clicked.connect(self.print_penalty_notice)
        self.without_slip_button.clicked.connect(lambda: self.without_slip(self.chosen_to_come()))
        self.absent_button.clicked.connect(self.seat_absent)
        self.arrived_button.clicked.connect(self.mark_arrived)
        self.show_group.idToggled.connect(lambda _id, _on: self._apply_filter())
        self.filter_edit.textChanged.connect(lambda _text: self._apply_filter())
        self.table.selectionModel().selectionChanged.connect(lambda *_args: self._update_buttons())
        self.table.doubleClicked.connect(lambda _index: self._open_selected())
        self.auto_print_box.toggled.connect(self.on_auto_print_toggled)
        # Only while the desk has the focus: Esc and F6 mean other things on other tabs.
        for key, slot in (
            ("Esc", self.next_slip),
            ("F6", lambda: self.without_slip(self.chosen_to_come())),
        ):
            shortcut = QShortcut(QKeySequence(key), self, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    # --- showing --------------------------------------------------------------------------

    def refresh(self) -> None:
        self.show_state(self._services.stages.event(self._event_id))

    def show_state(self, state: TournamentState, rows: list[QualifierRow] | None = None) -> None:
        """The event's record changed (or a flight's): the counts and the qualifiers read
        again (``rows``: read already, by the Stages tab); the slip on the card stays."""
        flights = self._services.stages.flights(self._event_id)
        selected = self.selected_row()
        if rows is None:
            canonical = self._services.house.known().directory.canonical
            rows = self.qualifiers.rows(state, flights, canonical)
        self._rows = rows
        self.model.set_rows(self._rows)
        accredited = sum(r.accredited for r in self._rows)
        total = len(self._rows)
        self.counts_label.setText(
            self.tr("Accredited %1 of %2")
            .replace("%1", format_count(accredited))
            .replace("%2", format_count(total))
        )
        open_flights = [f.stages.label for f in flights.values() if f.stages.closed is None]
        waiting = self.tr("%n still to come", "", total - accredited)
        if open_flights:
            waiting += " · " + self.tr("still playing: %1").replace("%1", ", ".join(open_flights))
        self.waiting_label.setText(waiting)
        self.to_come_radio.setText(self.tr("To come (%1)").replace("%1", str(total - accredited)))
        self.accredited_radio.setText(self.tr("Accredited (%1)").replace("%1", str(accredited)))
        self.all_radio.setText(self.tr("All (%1)").replace("%1", str(total)))
        # House "Etapa Final": the final stage over (or the event archived), nobody more.
        over = state.book.winner is not None
        self._open = not state.archived and not over
        if state.archived:
            self.closed_note.setText(self.tr("This event is archived: restore it to accredit."))
        elif over:
            self.closed_note.setText(self.tr("The final stage is over: nobody more is accredited."))
        self.closed_note.setVisible(not self._open)
        self.code_edit.setEnabled(self._open)
        if not self._open and self.pages.currentIndex() == self.SLIP:
            self._show_idle()
        if selected is not None:
            now = self.selected_row()  # kept by an update in place; lost by a reset
            if now is None or (now.flight_id, now.flight_entry_id) != (
                selected.flight_id,
                selected.flight_entry_id,
            ):
                self.select(selected.flight_id, selected.flight_entry_id)
        self._update_buttons()

    def _apply_filter(self) -> None:
        show = self.show_group.checkedId()
        self.proxy.set_filter(show, self.filter_edit.text())
        # Only the columns that say something for the rows shown: the list stays readable
        # in the narrow half of the Stages tab.
        hidden = {
            QualifiersProxy.TO_COME: (
                QualifiersModel.HOW,
                QualifiersModel.SEAT,
                QualifiersModel.WHEN,
            ),
            QualifiersProxy.ACCREDITED: (QualifiersModel.FLIGHT,),
        }.get(show, ())
        for column in range(self.model.columnCount()):
            shown = column != QualifiersModel.DOCUMENT and column not in hidden
            self.table.setColumnHidden(column, not shown)
        self.column_fit.schedule()
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.selected_row()
        to_come = row is not None and not row.accredited
        self.absent_button.setEnabled(self._open and to_come)
        self.without_slip_button.setEnabled(self._open)
        self.arrived_button.setEnabled(
            self._open and row is not None and row.how == ABSENT and row.absent
        )

    def chosen_to_come(self) -> QualifierRow | None:
        """The qualifier chosen in the list when he is still to come."""
        row = self.selected_row()
        return row if row is not None and not row.accredited else None

    def selected_row(self) -> QualifierRow | None:
        selection = self.table.selectionModel()
        indexes = selection.selectedRows() if selection is not None else []
        if not indexes:
            return None
        return self.model.row_at(self.proxy.mapToSource(indexes[0]).row())

    def select(self, flight_id: int, flight_entry_id: int, reveal: bool = False) -> bool:
        """Select a qualifier in the list; ``reveal``: shown even when the filter hides him
        (the filter and the words typed then cleared)."""
        for n in range(self.proxy.rowCount()):
            source = self.proxy.mapToSource(self.proxy.index(n, 0))
            row = self.model.row_at(source.row())
            if (row.flight_id, row.flight_entry_id) == (flight_id, flight_entry_id):
                self.table.selectRow(n)
                self.table.scrollTo(self.proxy.index(n, 0))
                return True
        if not reveal or (self.all_radio.isChecked() and not self.filter_edit.text()):
            return False
        self.filter_edit.clear()
        self.all_radio.setChecked(True)
        return self.select(flight_id, flight_entry_id)

    def _say(self, text: str, colour: str) -> None:
        self.message_label.setStyleSheet(f"color: {colour};")
        self.message_label.setText(text)

    def _clear_refusal(self) -> None:
        if self.message_label.styleSheet() == f"color: {RED};":
            self.message_label.clear()

    def _show_idle(self) -> None:
        self._checked = None
        self._code = ""
        self.document_edit.clear()
        self.pages.setCurrentIndex(self.IDLE)

    # --- the slip -------------------------------------------------------------------------

    def check_code(self) -> bool:
        """The slip behind the code scanned or typed: shown, or refused in words (house
        "Etapa Final": "Cada jugador clasificado deberá presentar el comprobante de control
        de fichas para acreditarse"). Reads only."""
        text = self.code_edit.text().strip()
        self.code_edit.clear()
        self.code_edit.setFocus()
        if not text or not self._open:
            return False
        try:
            checked = self._services.stages.check(self._event_id, text)
        except Refused as refusal:
            self._refuse(refusal, text)
            return False
        self._checked, self._code = checked, text
        self._show_slip(checked)
        return True

    def _refuse(self, refusal: Refused, text: str) -> None:
        """A refused slip: the reason in red, nothing written, the code field ready."""
        self._show_idle()
        message = refusal.message
        if isinstance(refusal, domain.SlipRefused) and refusal.reason == "presented_twice":
            row = self._row_of_code(text)
            if row is not None:
                self.select(row.flight_id, row.flight_entry_id, reveal=True)
                if row.how == ABSENT and row.absent:
                    message += "\n" + self.tr(
                        "He was seated absent: check his document and press “Arrived”."
                    )
        log.info("slip refused at accreditation: %s", refusal.key)
        self._say(message, RED)

    def _row_of_code(self, text: str) -> QualifierRow | None:
        """The qualifier of a genuine code (one refused as presented twice)."""
        try:
            code = domain.parse_code(text)
        except Refused:
            return None
        return next(
            (
                r
                for r in self._rows
                if r.accredited and (r.flight_id, r.slip) == (code.flight_id, code.slip)
            ),
            None,
        )

    def _show_slip(self, checked: domain.SlipCheck) -> None:
        slip = checked.slip
        self._say(self.tr("Genuine slip: ask for his document."), GREEN)
        self.name_label.setText(slip.name)
        self.document_label.setText(shown_document(slip.document_type, slip.document))
        self.flight_label.setText(
            self.tr("Flight %1 · entry %2 · slip no. %3 · at the end: table %4, seat %5")
            .replace("%1", checked.flight.stages.label)
            .replace("%2", str(slip.entry_id))
            .replace("%3", str(slip.slip))
            .replace("%4", "—" if slip.table is None else str(slip.table))
            .replace("%5", "—" if slip.seat is None else str(slip.seat))
        )
        self.chips_label.setText(format_count(slip.chips))
        key = (slip.flight_id, slip.slip)
        row = next(
            (
                r
                for r in self._rows
                if not r.accredited and ((r.flight_id, r.slip) == key or key in r.other_slips)
            ),
            None,
        )
        others: list[str] = []
        if row is not None and (row.flight_id, row.slip) != key:
            others.append(f"{row.flight_label}: {format_count(row.chips)}")
        if row is not None:
            others += [o for o, k in zip(row.others, row.other_slips, strict=True) if k != key]
        if others:
            self.others_label.setText(
                self.tr(
                    "He qualified in more than one flight (%1): the event's rule decides the "
                    "stack that counts; the other is forfeited."
                ).replace("%1", "; ".join(others))
            )
        self.others_label.setVisible(bool(others))
        if row is not None:
            self.select(row.flight_id, row.flight_entry_id)
        self.document_edit.clear()
        self.pages.setCurrentIndex(self.SLIP)
        self.document_edit.setFocus()

    def accredit(self) -> list[RecordedEvent] | None:
        """House "Etapa Final" and "Acreditación de Identidad": the slip shown and the
        document typed (or scanned); he is given his entry of the final stage, seated by
        draw. A document that is not the slip's is refused with the slip kept on the card;
        any other refusal clears it. A slip's code typed (or scanned) into the document
        field is taken as the next slip."""
        if self._checked is None:
            return None
        document = self.document_edit.text().strip()
        if self._looks_like_code(document):
            self.code_edit.setText(document)
            self.check_code()
            return None
        if not document:
            self._say(self.tr("Ask for his document and type or scan its number."), RED)
            self.document_edit.setFocus()
            return None
        try:
            recorded = self._services.stages.accredit(
                self._current_operator(), self._event_id, self._code, document
            )
        except Refused as refusal:
            if refusal.key == "stages.wrong_document":
                self._say(refusal.message, RED)
                self.document_edit.selectAll()
                self.document_edit.setFocus()
            else:
                self._refuse(refusal, self._code)
                self.code_edit.setFocus()
            return None
        self._seated(recorded, WITH_SLIP)
        return recorded

    @staticmethod
    def _looks_like_code(text: str) -> bool:
        try:
            domain.parse_code(text)
        except Refused:
            return False
        return True

    def next_slip(self) -> None:
        """Esc: the card cleared, the code field ready for the next slip."""
        self._show_idle()
        self.message_label.clear()
        self.code_edit.clear()
        self.code_edit.setFocus()

    # --- after an accreditation -----------------------------------------------------------

    def _seated(self, recorded: list[RecordedEvent], how: str) -> None:
        """The seat drawn in the final, large; the seat ticket offered (not to an absent
        player: nobody is there to take it)."""
        accredited = next(r for r in recorded if r.type == domain.QualifierAccredited.TYPE)
        entry_id = accredited.payload["entry_id"]
        chips = accredited.payload["chips"]
        purchase = next(r for r in recorded if r.type == "PurchaseMade").payload
        state = self._services.tournaments.state(self._event_id)
        entry = state.book.entries[entry_id]
        name = state.players[entry.player_id].name
        penalty = next((r for r in recorded if r.type == "PenaltyGiven"), None)
        self._seated_entry = entry_id
        self._penalty_id = penalty.seq if penalty is not None else None
        self._checked, self._code = None, ""
        self.document_edit.clear()
        self.seated_name_label.setText(name)
        self.table_number_label.setText(str(purchase["table"]))
        self.seat_number_label.setText(str(purchase["seat"]))
        # An absent player's seat in amber: the floor tells the dealer it plays absent.
        for label in (self.table_number_label, self.seat_number_label):
            label.setStyleSheet(f"color: {AMBER if how == ABSENT else GREEN};")
        self.seated_chips_label.setText(self.tr("%1 chips").replace("%1", format_count(chips)))
        if how == WITH_SLIP:
            self._say(
                self.tr("Accredited: %1, table %2, seat %3.")
                .replace("%1", name)
                .replace("%2", str(purchase["table"]))
                .replace("%3", str(purchase["seat"])),
                GREEN,
            )
            self.seated_note.setText(self.tr("Give him his seat ticket."))
            self.seated_note.setStyleSheet("")
        elif how == WITHOUT_SLIP:
            words = ""
            if penalty is not None:
                given = self._services.penalties.penalty(self._event_id, penalty.seq)
                words = penalty_words(given)
            self._say(self.tr("Accredited without slip: %1.").replace("%1", name), AMBER)
            self.seated_note.setText(
                self.tr("Penalty recorded (house rule “Etapa Final”): %1").replace("%1", words)
            )
            self.seated_note.setStyleSheet(f"color: {AMBER}; font-weight: bold;")
        else:
            self._say(self.tr("Seated absent: %1.").replace("%1", name), AMBER)
            self.seated_note.setText(
                self.tr(
                    "He plays absent: his blinds and antes are posted, and his stack is removed "
                    "at the end of the first level unless he comes (house rule “Jugadores "
                    "Ausentes”). When he comes, check his document and press “Arrived”."
                )
            )
            self.seated_note.setStyleSheet(f"color: {AMBER}; font-weight: bold;")
        self.notice_button.setVisible(self._penalty_id is not None)
        self.pages.setCurrentIndex(self.SEATED)
        self.refresh()
        row = next((r for r in self._rows if r.entry_id == entry_id), None)
        if row is not None:
            self.select(row.flight_id, row.flight_entry_id)
        self.code_edit.setFocus()
        if how != ABSENT:
            self._offer_seat_ticket(entry_id)

    def _offer_seat_ticket(self, entry_id: int) -> None:
        """As the registration desk after a sale: printed at once when the desk prints
        automatically, otherwise asked."""
        if not self.auto_print_box.isChecked() and not prompts.confirm(
            self, self.tr("Print"), self.tr("Print the seat ticket?")
        ):
            return
        self._print_seat_ticket(entry_id, quietly=True)

    def print_seat_ticket(self) -> bool:
        if self._seated_entry is None:
            return False
        return self._print_seat_ticket(self._seated_entry, quietly=False)

    def _print_seat_ticket(self, entry_id: int, quietly: bool) -> bool:
        language = i18n.language()
        try:
            pdf = docs.seat_ticket_for(self._services, self._event_id, entry_id, language)
        except Refused as refusal:
            self._say(refusal.message, RED)
            return False
        state = self._services.tournaments.state(self._event_id)
        player = state.players[state.book.entries[entry_id].player_id]
        paper = papers.paper_name(
            "seat_ticket",
            language,
            entry_id=entry_id,
            document_type=player.document_type,
            document=player.document,
        )
        return send(
            self.adapter,
            pdf,
            DocumentKind.SEAT_TICKET,
            self.tr("Seat ticket"),
            self,
            quietly=quietly,
            paper=paper,
        )

    def print_penalty_notice(self) -> bool:
        if self._penalty_id is None:
            return False
        return print_notice(self._services, self._event_id, self._penalty_id, self.adapter, self)

    def on_auto_print_toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.print_receipt_automatically = on

    # --- without a slip, absent, arrived ----------------------------------------------------

    def without_slip_dialog(self, chosen: QualifierRow | None = None) -> NoSlipDialog:
        return NoSlipDialog(
            self._services, self._event_id, self._current_operator, self._rows, chosen, self
        )

    def without_slip(self, chosen: QualifierRow | None = None) -> bool:
        """House "Etapa Final": a qualifier without his slip, found in the record, his
        document checked, accredited with the recorded count and penalised."""
        if not self._open:
            return False
        dialog = self.without_slip_dialog(chosen)
        if not dialog.exec() or dialog.recorded is None:
            self.code_edit.setFocus()
            return False
        self.accredited_without_slip(dialog.recorded)
        return True

    def accredited_without_slip(self, recorded: list[RecordedEvent]) -> None:
        """What the desk shows once the dialog accredited a qualifier without his slip."""
        self._seated(recorded, WITHOUT_SLIP)

    def _open_selected(self) -> None:
        row = self.selected_row()
        if row is not None and not row.accredited and self._open:
            self.without_slip(row)

    def seat_absent(self) -> list[RecordedEvent] | None:
        """House "Jugadores Ausentes": the selected qualifier has not come; seated with his
        recorded count and marked absent (no penalty: absence is not a missing slip)."""
        row = self.selected_row()
        if row is None or row.accredited or not self._open:
            return None
        question = (
            self.tr(
                "Seat %1 absent, with his recorded %2 chips (flight %3)?\n\nHis blinds and "
                "antes are posted and his stack is removed at the end of the first level "
                "unless he comes (house rule “Jugadores Ausentes”)."
            )
            .replace("%1", row.name)
            .replace("%2", format_count(row.chips))
            .replace("%3", row.flight_label)
        )
        if not prompts.confirm(self, self.tr("Seat absent"), question):
            return None
        try:
            recorded = self._services.stages.accredit_absent(
                self._current_operator(), self._event_id, row.flight_id, row.flight_entry_id
            )
        except Refused as refusal:
            self._show_idle()
            self._say(refusal.message, RED)
            return None
        self._seated(recorded, ABSENT)
        return recorded

    def mark_arrived(self) -> bool:
        """House "Jugadores Ausentes" and "Acreditación de Identidad": the qualifier seated
        absent has come (his stack stays); the floor checked his document."""
        row = self.selected_row()
        if row is None or row.entry_id is None or not row.absent:
            return False
        question = (
            self.tr("Has %1 come? Check his document (%2) before marking him.")
            .replace("%1", row.name)
            .replace("%2", row.shown_document)
        )
        if not prompts.confirm(self, self.tr("Arrived"), question):
            return False
        try:
            self._services.registration.mark_arrived(
                self._current_operator(), self._event_id, row.entry_id
            )
        except Refused as refusal:
            self._say(refusal.message, RED)
            return False
        self._say(
            self.tr("%1 has come: table %2, seat %3.")
            .replace("%1", row.name)
            .replace("%2", "—" if row.table is None else str(row.table))
            .replace("%3", "—" if row.seat is None else str(row.seat)),
            GREEN,
        )
        self.refresh()
        self.code_edit.setFocus()
        return True


__all__ = ["AccreditationDesk", "NoSlipDialog", "QualifierRow", "QualifierRows", "qualifier_rows"]
