"""The tournament's entries as a table: who, what kind, where seated, what was paid and how.

EntriesTableModel holds rows built from the registration book; EntriesFilterProxy narrows
them by kind, payment method, operator and text (name, document, table).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from tournament_director import i18n
from tournament_director.domain import registration as reg
from tournament_director.domain.identity import shown_document
from tournament_director.domain.money import format_amount, format_count
from tournament_director.domain.player_search import fold
from tournament_director.domain.tournament import Player, TournamentState

Index = QModelIndex | QPersistentModelIndex


def kind_label(kind: str) -> str:
    return {
        "registration": QCoreApplication.translate("EntriesTableModel", "Registration"),
        "late_registration": QCoreApplication.translate("EntriesTableModel", "Late registration"),
        "re_entry": QCoreApplication.translate("EntriesTableModel", "Re-entry"),
        "rebuy": QCoreApplication.translate("EntriesTableModel", "Rebuy"),
        "add_on": QCoreApplication.translate("EntriesTableModel", "Add-on"),
    }.get(kind, kind)


def method_label(method: str) -> str:
    return {
        "cash": QCoreApplication.translate("EntriesTableModel", "Cash"),
        "card": QCoreApplication.translate("EntriesTableModel", "Card"),
        "voucher": QCoreApplication.translate("EntriesTableModel", "Voucher"),
        "satellite": QCoreApplication.translate("EntriesTableModel", "Satellite ticket"),
    }.get(method, method)


def status_label(row: EntryRow) -> str:
    if row.status == reg.ACTIVE:
        if row.absent:
            return (
                QCoreApplication.translate("EntriesTableModel", "Absent, keeps stack")
                if row.keep_stack
                else QCoreApplication.translate("EntriesTableModel", "Absent")
            )
        return QCoreApplication.translate("EntriesTableModel", "Playing")
    return {
        reg.ELIMINATED: QCoreApplication.translate("EntriesTableModel", "Eliminated"),
        reg.CANCELLED: QCoreApplication.translate("EntriesTableModel", "Cancelled, refunded"),
        reg.ABSENT_REMOVED: QCoreApplication.translate(
            "EntriesTableModel", "Stack removed (absent)"
        ),
    }.get(row.status, row.status)


@dataclass(frozen=True)
class EntryRow:
    entry_id: int
    house_player_id: int | None
    name: str
    document: str
    kind: str
    table: int | None
    seat: int | None
    chips: int
    paid: int
    methods: tuple[str, ...]
    operators: tuple[str, ...]
    time: str
    status: str
    absent: bool
    keep_stack: bool
    rebuys: int
    add_on: bool
    last_purchase_id: int

    @property
    def seat_text(self) -> str:
        return "—" if self.table is None else f"{self.table} - {self.seat}"

    @cached_property
    def search_text(self) -> str:
        # The written document (12.345.678-5) and its bare number (123456785), so either
        # form typed finds the entry.
        number = "".join(ch for ch in self.document if ch.isalnum())
        return fold(f"{self.name} {self.document} {number} {self.seat_text}")


def entry_row(book: reg.RegistrationBook, entry: reg.Entry, player: Player | None) -> EntryRow:
    purchases = [book.purchases[p] for p in entry.purchases]
    return EntryRow(
        entry_id=entry.entry_id,
        house_player_id=entry.house_player_id,
        name=player.name if player else "?",
        document=shown_document(player.document_type, player.document) if player else "",
        kind=entry.kind,
        table=entry.table,
        seat=entry.seat,
        chips=entry.chips - entry.chips_removed,
        paid=sum(p.amount for p in purchases),
        methods=tuple(dict.fromkeys(p.method for p in purchases)),
        operators=tuple(dict.fromkeys(p.operator for p in purchases)),
        time=purchases[0].at if purchases else "",
        status=entry.status,
        absent=entry.absent,
        keep_stack=entry.keep_stack,
        rebuys=entry.rebuys,
        add_on=entry.add_on,
        last_purchase_id=purchases[-1].purchase_id if purchases else 0,
    )


def entry_rows(state: TournamentState) -> list[EntryRow]:
    book = state.book
    return [
        entry_row(book, entry, state.players.get(entry.player_id))
        for entry in book.entries.values()
    ]


class EntryRows:
    """``entry_rows(state)`` kept between refreshes: a row is made again only when its
    entry or its player changed since it was made, so a sale or a bust-out among 10,000
    entries makes one or two rows, not 10,000 (each made row writes the player's document,
    which checks it).

    The state is folded in place event after event, and its book lists the entries it
    changes as it folds (``touched``): within one state, with the players as they were,
    only the rows of the entries listed since the last refresh are made again (a new entry
    comes last, as in the book). Otherwise each entry's fields are compared with those its
    row was made from: within one state an entry's purchases are only ever added to, and a
    purchase's figures never change (a refund marks it, and no row reads the mark); a
    rebuilt state (an undo, a restore) or another language starts again."""

    def __init__(self) -> None:
        self._state: TournamentState | None = None
        self._language = ""
        self._players = -1  # the state's players_seq the rows were made with
        # entry id -> (the entry's fields, its number of purchases, the player's fields, row)
        self._made: dict[int, tuple[dict, int, dict | None, EntryRow]] = {}
        self._rows: list[EntryRow] = []
        self._index: dict[int, int] = {}  # entry id -> its row
        self._seen = 0  # the book's touched entries taken in

    def rows(self, state: TournamentState) -> list[EntryRow]:
        language = i18n.language()
        if state is not self._state or language != self._language:
            self._state, self._language, self._made = state, language, {}
        elif state.players_seq == self._players:
            return self._touched(state)
        self._players = state.players_seq
        book, players, made = state.book, state.players, self._made
        rows = []
        for entry_id, entry in book.entries.items():
            fields = vars(entry)
            player = players.get(entry.player_id)
            about = vars(player) if player is not None else None
            kept = made.get(entry_id)
            if (
                kept is not None
                and kept[1] == len(entry.purchases)
                and kept[0] == fields
                and kept[2] == about
            ):
                rows.append(kept[3])
                continue
            rows.append(self._make(book, entry, player))
        self._rows, self._seen = rows, len(book.touched)
        self._index = {row.entry_id: n for n, row in enumerate(rows)}
        return rows

    def _touched(self, state: TournamentState) -> list[EntryRow]:
        """The last rows with those of the entries the book changed since made again."""
        book = state.book
        touched = book.touched[self._seen :]
        self._seen = len(book.touched)
        if not touched:
            return self._rows
        rows, index = list(self._rows), self._index
        for entry_id in dict.fromkeys(touched):
            entry = book.entries[entry_id]
            row = self._make(book, entry, state.players.get(entry.player_id))
            at = index.get(entry_id)
            if at is None:  # a new entry: the book's last
                index[entry_id] = len(rows)
                rows.append(row)
            else:
                rows[at] = row
        self._rows = rows
        return rows

    def _make(self, book, entry, player) -> EntryRow:
        row = entry_row(book, entry, player)
        self._made[entry.entry_id] = (
            dict(vars(entry)),
            len(entry.purchases),
            dict(vars(player)) if player is not None else None,
            row,
        )
        return row


class EntriesTableModel(QAbstractTableModel):
    NUMBER, PLAYER, DOCUMENT, KIND, SEAT, CHIPS, PAID, METHOD, OPERATOR, STATUS = range(10)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[EntryRow] = []
        self._currency = "CLP"
        self._where: dict[int, int] | None = None  # entry id -> row, made when asked

    def set_rows(self, rows: list[EntryRow], currency: str) -> None:
        """Show ``rows``. Entries are only ever added at the end (an undo may take the last
        ones away): when the old rows are the start of the new ones, only the rows that
        changed are repainted and the new ones inserted, so a sale at a desk with thousands
        of entries does not refilter and resort them all. A row kept from the last refresh
        (`EntryRows`) is the same object: it is not compared field by field."""
        old = self._rows
        same_start = (
            currency == self._currency
            and len(rows) >= len(old)
            and all(a is b or a.entry_id == b.entry_id for a, b in zip(old, rows, strict=False))
        )
        self._where = None
        if not same_start:
            self.beginResetModel()
            self._rows = rows
            self._currency = currency
            self.endResetModel()
            return
        changed = [
            i for i, (a, b) in enumerate(zip(old, rows, strict=False)) if a is not b and a != b
        ]
        self._rows = rows[: len(old)]  # the new rows come in through beginInsertRows
        last_column = self.columnCount() - 1
        stretches: list[list[int]] = []  # consecutive rows changed, told at once
        for i in changed:
            if stretches and stretches[-1][1] == i - 1:
                stretches[-1][1] = i
            else:
                stretches.append([i, i])
        for first, last in stretches:
            self.dataChanged.emit(self.index(first, 0), self.index(last, last_column))
        if len(rows) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = rows
            self.endInsertRows()

    def row_of(self, entry_id: int) -> int | None:
        """The row of an entry (None: not shown)."""
        if self._where is None:
            self._where = {row.entry_id: i for i, row in enumerate(self._rows)}
        return self._where.get(entry_id)

    def row_at(self, row: int) -> EntryRow:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt)
        return 0 if parent.isValid() else 10

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            QCoreApplication.translate("EntriesTableModel", "No."),
            QCoreApplication.translate("EntriesTableModel", "Player"),
            QCoreApplication.translate("EntriesTableModel", "Document"),
            QCoreApplication.translate("EntriesTableModel", "Kind"),
            QCoreApplication.translate("EntriesTableModel", "Table - seat"),
            QCoreApplication.translate("EntriesTableModel", "Chips"),
            QCoreApplication.translate("EntriesTableModel", "Paid"),
            QCoreApplication.translate("EntriesTableModel", "Payment"),
            QCoreApplication.translate("EntriesTableModel", "Operator"),
            QCoreApplication.translate("EntriesTableModel", "Status"),
        )[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.PLAYER:
            return row.document
        if role == Qt.ItemDataRole.UserRole:  # sorting
            sort = {
                self.NUMBER: row.entry_id,
                self.SEAT: (row.table or 0) * 100 + (row.seat or 0),
                self.CHIPS: row.chips,
                self.PAID: row.paid,
            }
            return sort.get(column, self._display(row, column))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.NUMBER,
            self.SEAT,
            self.CHIPS,
            self.PAID,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and row.status != reg.ACTIVE:
            return QBrush(QColor("#8a8a8a"))
        if role == Qt.ItemDataRole.ForegroundRole and row.absent and column == self.STATUS:
            return QBrush(QColor("#b35900"))
        return None

    def _display(self, row: EntryRow, column: int):
        if column == self.NUMBER:
            return row.entry_id
        if column == self.PLAYER:
            return row.name
        if column == self.DOCUMENT:
            return row.document
        if column == self.KIND:
            extra = []
            if row.rebuys:
                extra.append(self.tr("%n rebuy(s)", "", row.rebuys))
            if row.add_on:
                extra.append(QCoreApplication.translate("EntriesTableModel", "add-on"))
            text = kind_label(row.kind)
            return f"{text} + {', '.join(extra)}" if extra else text
        if column == self.SEAT:
            return row.seat_text
        if column == self.CHIPS:
            return format_count(row.chips)
        if column == self.PAID:
            return format_amount(row.paid, self._currency)
        if column == self.METHOD:
            return ", ".join(method_label(m) for m in row.methods)
        if column == self.OPERATOR:
            return ", ".join(row.operators)
        return status_label(row)


class EntriesFilterProxy(QSortFilterProxyModel):
    """Kind, payment method, operator (None: any) and words typed (name, document, seat)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.kind: str | None = None
        self.method: str | None = None
        self.operator: str | None = None
        self.words: list[str] = []
        self.setSortRole(Qt.ItemDataRole.UserRole)

    def set_filter(self, kind=None, method=None, operator=None, text: str = "") -> None:
        self.beginFilterChange()
        self.kind, self.method, self.operator = kind, method, operator
        self.words = fold(text).split()
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, _parent: Index) -> bool:
        row = self.sourceModel().row_at(source_row)
        if self.kind is not None and row.kind != self.kind:
            return False
        if self.method is not None and self.method not in row.methods:
            return False
        if self.operator is not None and self.operator not in row.operators:
            return False
        haystack = row.search_text
        return all(word in haystack for word in self.words)
