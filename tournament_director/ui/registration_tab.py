"""The registration desk: find or create a player, sell the entry in a keystroke, print the
receipt and the seat ticket; the entries with filters and their actions; the waiting list;
the cashier's drawer; the reports.

The common case: type a few letters of the name or the document, check the highlighted
player, press Enter. The entry is bought with the payment method shown (cash unless changed)
for the tournament's price, a seat is drawn, and the receipt and seat ticket print.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain import registration as reg
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import format_amount, parse_amount
from tournament_director.domain.operators import Operator
from tournament_director.domain.registration import RegistrationBook
from tournament_director.domain.results import field_open
from tournament_director.domain.room_figures import figures, seats
from tournament_director.domain.text import parse_count
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services, papers
from tournament_director.services import documents as docs
from tournament_director.ui import prompts
from tournament_director.ui.buy_in_dialog import BuyInDialog
from tournament_director.ui.cashier_panel import CashierPanel
from tournament_director.ui.column_fit import ColumnFit
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.elided_label import ElidedLabel, MessageArea
from tournament_director.ui.entries_model import (
    EntriesFilterProxy,
    EntriesTableModel,
    EntryRow,
    EntryRows,
    kind_label,
    method_label,
)
from tournament_director.ui.penalty_record import PenaltyRecordNote
from tournament_director.ui.player_dialog import PlayerDialog
from tournament_director.ui.player_search_box import PlayerSearchBox
from tournament_director.ui.print_adapter import DocumentKind, PrintError, send, tournament_adapter
from tournament_director.ui.sign_in import show_error
from tournament_director.ui.waiting_list_panel import WaitingListPanel

log = logging.getLogger(__name__)

MESSAGE_LINES = 3  # the room under the sale form for a refusal or the last sale


class FilterCombo(QComboBox):
    """A filter's list: as wide as its longest choice when there is room, narrower (the
    choice cut) when there is not, so the desk fits a 1280-px screen."""

    def minimumSizeHint(self) -> QSize:
        return QSize(
            self.fontMetrics().averageCharWidth() * 8 + 28, super().minimumSizeHint().height()
        )


class RegistrationTab(QWidget):
    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        settings: ConsoleSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.settings = settings
        self.adapter = (
            tournament_adapter(settings.data_dir, services, tournament_id) if settings else None
        )
        self._book = RegistrationBook()
        self._price = 0
        self._currency = "CLP"

        # --- the price line and the desk's tools ----------------------------------------
        self.price_label = QLabel()
        self.price_label.setTextFormat(Qt.TextFormat.RichText)
        self.seats_label = QLabel()
        self.buy_in_button = QPushButton(self.tr("Buy-in and tables…"))
        self.reports_button = QToolButton()
        self.reports_button.setText(self.tr("Reports"))
        self.reports_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.reports_button.setMenu(self._reports_menu())
        self.auto_print_box = QCheckBox(self.tr("Print automatically"))
        self.auto_print_box.setToolTip(
            self.tr("After each sale, print the receipt and the seat ticket without asking.")
        )
        self.two_copies_box = QCheckBox(self.tr("Two copies"))
        if settings is not None:
            self.auto_print_box.setChecked(settings.print_receipt_automatically)
            self.two_copies_box.setChecked(settings.receipt_copies == 2)
        top = QHBoxLayout()
        top.addWidget(self.price_label)
        top.addStretch(1)
        # How receipts print is a setting of the desk, not of one sale: up here, it leaves
        # the sale form room for the search results and a refusal.
        top.addWidget(self.auto_print_box)
        top.addWidget(self.two_copies_box)
        top.addSpacing(12)
        top.addWidget(self.buy_in_button)
        top.addWidget(self.reports_button)
        self.seats_label.setStyleSheet("font-weight: bold;")

        # --- the sale: search, method, amount -------------------------------------------
        self.search = PlayerSearchBox(services)
        self.new_player_button = QPushButton(self.tr("&New player…"))
        self.new_player_button.setToolTip(self.tr("F9"))
        self.method_combo = QComboBox()
        for method in reg.METHODS:
            self.method_combo.addItem(method_label(method), method)
        self.amount_edit = QLineEdit()
        self.amount_edit.setMaximumWidth(120)
        self.amount_edit.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.sell_button = QPushButton(self.tr("Sell entry (Enter)"))
        self.sell_button.setDefault(False)
        self.sell_button.setStyleSheet("font-weight: bold;")
        self.join_waiting_button = QPushButton(self.tr("To the waiting list"))
        # A refusal, the last sale and the archived note share a place of fixed height
        # under the form: saying one never makes the search results jump.
        self.message_area = MessageArea(MESSAGE_LINES)
        self.form_error = self.message_area.add(ElidedLabel(lines=MESSAGE_LINES))
        self.form_error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.form_error.hide()
        self.last_sale_label = self.message_area.add(ElidedLabel(lines=MESSAGE_LINES))
        self.last_sale_label.setStyleSheet("color: #1b5e20; font-weight: bold;")
        self.archived_note = self.message_area.add(
            ElidedLabel(
                self.tr("This tournament is archived: restore it to sell entries."),
                lines=MESSAGE_LINES,
            )
        )
        self.archived_note.hide()
        # Casino Club "Clasificación": once the tournament is over nothing is sold; the desk
        # still sees the entries and shifts, counts a shift and prints its reports.
        self.finished_note = self.message_area.add(
            ElidedLabel(
                self.tr(
                    "The tournament is over: no more entries are sold. Prizes are paid on the "
                    "Results tab (F7)."
                ),
                lines=MESSAGE_LINES,
            )
        )
        self.finished_note.setStyleSheet("color: #5a5a5a; font-weight: bold;")
        self.finished_note.hide()
        labels = (self.form_error, self.last_sale_label, self.archived_note, self.finished_note)
        for label in labels:
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        pay_row = QHBoxLayout()
        pay_row.addWidget(QLabel(self.tr("Payment:")))
        pay_row.addWidget(self.method_combo)
        pay_row.addWidget(self.amount_edit)
        pay_row.addStretch(1)
        sale_buttons = QHBoxLayout()
        sale_buttons.addWidget(self.sell_button, 1)
        sale_buttons.addWidget(self.join_waiting_button)
        sale_box = QGroupBox(self.tr("Sell an entry"))
        sale_layout = QVBoxLayout(sale_box)
        # The highlighted player's penalties in every tournament (repeat offenders), in the
        # row's free room: the results below keep their height.
        self.penalty_note = PenaltyRecordNote(services)
        search_row = QHBoxLayout()
        search_row.addWidget(QLabel(self.tr("Player:")))
        search_row.addWidget(self.penalty_note, 1)
        search_row.addWidget(self.new_player_button)
        sale_layout.addLayout(search_row)
        sale_layout.addWidget(self.search, 1)
        sale_layout.addLayout(pay_row)
        sale_layout.addLayout(sale_buttons)
        sale_layout.addWidget(self.message_area)

        self.cashier_panel = CashierPanel(services, tournament_id, current_operator)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(sale_box, 1)
        left_layout.addWidget(self.cashier_panel)

        # --- the entries ----------------------------------------------------------------
        self.model = EntriesTableModel(self)
        self._entry_rows = EntryRows()  # the rows, made again only where entries changed
        self._operators: list[str] | None = None  # those the operator filter lists
        self.proxy = EntriesFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter: name, document or table…"))
        self.filter_edit.setClearButtonEnabled(True)
        self.kind_filter = FilterCombo()
        self.kind_filter.addItem(self.tr("Any kind"), None)
        for kind in reg.ENTRY_KINDS:
            self.kind_filter.addItem(kind_label(kind), kind)
        self.method_filter = FilterCombo()
        self.method_filter.addItem(self.tr("Any payment"), None)
        for method in reg.METHODS:
            self.method_filter.addItem(method_label(method), method)
        self.operator_filter = FilterCombo()
        self.operator_filter.addItem(self.tr("Any operator"), None)
        self.count_label = QLabel()
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(EntriesTableModel.NUMBER, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        # At 1366 px the desk needs the names whole: the document shows as the name's
        # tooltip and the operator has its filter (both are in the reports).
        self.table.setColumnHidden(EntriesTableModel.DOCUMENT, True)
        self.table.setColumnHidden(EntriesTableModel.OPERATOR, True)
        # The names get their room first; kind, payment and status give up theirs (cut,
        # read whole as a tooltip) on a 1280-px screen.
        self.column_fit = ColumnFit(
            self.table,
            EntriesTableModel.PLAYER,
            squeeze=(EntriesTableModel.KIND, EntriesTableModel.METHOD, EntriesTableModel.STATUS),
        )
        self.filter_edit.setMinimumWidth(120)
        filters = QHBoxLayout()
        filters.addWidget(self.filter_edit, 2)
        filters.addWidget(self.kind_filter)
        filters.addWidget(self.method_filter)
        filters.addWidget(self.operator_filter)
        filters.addWidget(self.count_label)
        self.actions_button = QToolButton()
        self.actions_button.setText(self.tr("Entry actions"))
        self.actions_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        filters.addWidget(self.actions_button)
        entries_box = QGroupBox(self.tr("Entries"))
        entries_layout = QVBoxLayout(entries_box)
        entries_layout.addLayout(filters)
        entries_layout.addWidget(self.table, 1)

        self.waiting_panel = WaitingListPanel()
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(entries_box)
        right.addWidget(self.waiting_panel)
        right.setStretchFactor(0, 4)
        right.setStretchFactor(1, 1)
        right.setSizes([520, 110])

        body = QSplitter()
        body.addWidget(left)
        body.addWidget(right)
        body.setStretchFactor(0, 0)
        body.setStretchFactor(1, 1)
        body.setSizes([330, 1000])

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.seats_label)
        layout.addWidget(body, 1)

        self._entry_actions = self._make_entry_actions()
        menu = QMenu(self)
        menu.addActions(self._entry_actions)
        self.actions_button.setMenu(menu)
        self._connect()
        self.refresh()
        self.search.edit.setFocus()

    # --- building -------------------------------------------------------------------------

    def _reports_menu(self) -> QMenu:
        menu = QMenu(self)
        for title, report in (
            (self.tr("Registration register"), "register"),
            (self.tr("Waiting list"), "waiting"),
            (self.tr("Cashier shift"), "shift"),
        ):
            sub = menu.addMenu(title)
            sub.addAction(self.tr("Print…"), lambda r=report: self.print_report(r))
            sub.addAction(self.tr("Save as PDF…"), lambda r=report: self.save_report(r, "pdf"))
            sub.addAction(self.tr("Save as CSV…"), lambda r=report: self.save_report(r, "csv"))
        menu.addSeparator()
        # Without a printer every paper is kept as a PDF in the tournament's folder.
        menu.addAction(self.tr("Open the papers folder"), self.open_papers_folder)
        return menu

    def _make_entry_actions(self) -> list[QAction]:
        def action(text: str, slot, shortcut: str | None = None) -> QAction:
            made = QAction(text, self)
            made.triggered.connect(slot)
            if shortcut:
                made.setShortcut(QKeySequence(shortcut))
                made.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                self.table.addAction(made)
            return made

        self.reprint_action = action(self.tr("Reprint receipt (COPY)"), self.reprint_receipt)
        self.seat_ticket_action = action(self.tr("Print seat ticket"), self.print_seat_ticket)
        self.rebuy_action = action(self.tr("Rebuy…"), self.rebuy)
        self.add_on_action = action(self.tr("Add-on"), self.add_on)
        self.absent_action = action(self.tr("Mark absent"), self.mark_absent)
        self.arrived_action = action(self.tr("Mark arrived"), self.mark_arrived)
        self.keep_stack_action = action(self.tr("Keep the absent player's stack"), self.keep_stack)
        self.cancel_action = action(self.tr("Cancel and refund…"), self.cancel_entry)
        return [
            self.reprint_action,
            self.seat_ticket_action,
            self.rebuy_action,
            self.add_on_action,
            self.absent_action,
            self.arrived_action,
            self.keep_stack_action,
            self.cancel_action,
        ]

    def _connect(self) -> None:
        self.search.chosen.connect(self.on_search_chosen)
        self.search.current_changed.connect(lambda _record: self._update_sale_buttons())
        self.search.current_changed.connect(self.penalty_note.show_record)
        self.sell_button.clicked.connect(self.on_sell_button_clicked)
        self.join_waiting_button.clicked.connect(self.on_join_waiting_clicked)
        self.new_player_button.clicked.connect(self.on_new_player_button_clicked)
        self.buy_in_button.clicked.connect(self.on_buy_in_button_clicked)
        self.amount_edit.returnPressed.connect(self.on_sell_button_clicked)
        self.auto_print_box.toggled.connect(self.on_auto_print_box_toggled)
        self.two_copies_box.toggled.connect(self.on_two_copies_box_toggled)
        self.filter_edit.textChanged.connect(self._apply_filter)
        for combo in (self.kind_filter, self.method_filter, self.operator_filter):
            combo.currentIndexChanged.connect(self._apply_filter)
        self.table.customContextMenuRequested.connect(self.on_table_context_menu)
        self.table.doubleClicked.connect(lambda _index: self.reprint_receipt())
        self.cashier_panel.refused.connect(self._show_refusal)
        self.cashier_panel.report_requested.connect(
            lambda shift_id: self.print_report("shift", shift_id)
        )
        self.waiting_panel.join_requested.connect(self.on_join_waiting_clicked)
        self.waiting_panel.leave_requested.connect(self.on_waiting_leave_requested)
        self.waiting_panel.ticket_requested.connect(self.print_waiting_ticket)
        QShortcut(QKeySequence("Ctrl+F"), self, self.search.clear)
        QShortcut(QKeySequence("F9"), self, self.on_new_player_button_clicked)

    # --- showing --------------------------------------------------------------------------

    def _state(self) -> TournamentState:
        return self._services.tournaments.state(self._tournament_id)

    def refresh(self) -> None:
        state = self._state()
        book = self._book = state.book
        buy_in = book.buy_in
        self._currency = buy_in.currency if buy_in else "CLP"
        price = buy_in.price if buy_in else 0
        if price != self._price or not self.amount_edit.text():
            self._price = price
            self.amount_edit.setText(format_amount(price, self._currency) if buy_in else "")
        if buy_in is None:
            self.price_label.setText(
                "<b>" + self.tr("No buy-in set: set the price before selling.") + "</b>"
            )
        else:
            money = self._money
            self.price_label.setText(
                self.tr("Entry <b>{price}</b> (pool {pool} · fee {fee} · staff {staff})").format(
                    price=money(buy_in.price),
                    pool=money(buy_in.prize_pool),
                    fee=money(buy_in.fee),
                    staff=money(buy_in.staff_fee),
                )
            )
        now = self._services.now()
        room = figures(state, now)
        over = book.winner is not None
        if over:  # nobody to seat: no free seats to count
            self.seats_label.setText(
                self.tr("Entries {entries} · tournament over · prize pool {pool}").format(
                    entries=room.entries, pool=self._money(room.prize_pool or 0)
                )
            )
        else:
            free, total = seats(state, now)  # once registration closes, the open tables
            self.seats_label.setText(
                self.tr(
                    "Entries {entries} · playing {left} · seats free {free} of {seats}"
                    " · prize pool {pool}"
                ).format(
                    entries=room.entries,
                    left=room.players_left,
                    free=free,
                    seats=total,
                    pool=self._money(room.prize_pool or 0),
                )
            )
        rows = self._entry_rows.rows(state)
        selected = self.selected_row()
        self.model.set_rows(rows, self._currency)
        operators = sorted({name for row in rows for name in row.operators})
        if operators != self._operators:  # the filter's list made again only when it grew
            self._operators = operators
            current = self.operator_filter.currentData()
            self.operator_filter.blockSignals(True)
            self.operator_filter.clear()
            self.operator_filter.addItem(self.tr("Any operator"), None)
            for name in operators:
                self.operator_filter.addItem(name, name)
            index = self.operator_filter.findData(current)
            self.operator_filter.setCurrentIndex(max(index, 0))
            self.operator_filter.blockSignals(False)
        self._update_count()
        if selected is not None:
            now_selected = self.selected_row()  # kept by an update in place; lost by a reset
            if now_selected is None or now_selected.entry_id != selected.entry_id:
                self.select_entry(selected.entry_id)
        self.cashier_panel.show_book(book, state.archived, over)
        self.waiting_panel.show_book(book, self._waiting_closed(state, now))
        selling = not state.archived and not over
        for widget in (
            self.search,
            self.sell_button,
            self.new_player_button,
            self.amount_edit,
            self.method_combo,
        ):
            widget.setEnabled(selling)
        self.buy_in_button.setEnabled(not state.archived)
        self.archived_note.setVisible(state.archived)
        self.finished_note.setVisible(over and not state.archived)
        if over:
            self.form_error.hide()
            self.last_sale_label.clear()
        self._update_sale_buttons()

    def _waiting_closed(self, state: TournamentState, now) -> str:
        """Why nobody on the waiting list can be seated any more ("" while they can): the
        tournament is over (those left on it never played), or registration has closed."""
        if state.book.winner is not None:
            return self.tr("The list closed with the tournament: those left on it did not play.")
        if state.structure is not None and not field_open(state, now):
            return self.tr("Registration has closed: nobody on the list can be seated.")
        return ""

    def _money(self, amount: int) -> str:
        return format_amount(amount, self._currency)

    def _update_sale_buttons(self) -> None:
        chosen = self.search.current_record() is not None
        closed = not self.archived_note.isHidden() or not self.finished_note.isHidden()
        self.sell_button.setEnabled(chosen and not closed)
        joins = chosen and not closed and not self.waiting_panel.closed
        self.join_waiting_button.setEnabled(joins)
        self.waiting_panel.join_button.setEnabled(joins)

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        if shown == total:
            self.count_label.setText(self.tr("%n entry(ies)", "", total))
        else:
            self.count_label.setText(self.tr("{shown} of {total}").format(shown=shown, total=total))

    def _apply_filter(self) -> None:
        self.proxy.set_filter(
            self.kind_filter.currentData(),
            self.method_filter.currentData(),
            self.operator_filter.currentData(),
            self.filter_edit.text(),
        )
        self._update_count()

    def _show_refusal(self, text: str) -> None:
        show_error(self.form_error, text)
        if text:
            self.last_sale_label.clear()

    def selected_row(self) -> EntryRow | None:
        indexes = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not indexes:
            return None
        return self.model.row_at(self.proxy.mapToSource(indexes[0]).row())

    def select_entry(self, entry_id: int) -> None:
        source = self.model.row_of(entry_id)
        if source is None:
            return
        shown = self.proxy.mapFromSource(self.model.index(source, 0))
        if shown.isValid():  # not filtered out
            self.table.selectRow(shown.row())

    # --- selling --------------------------------------------------------------------------

    def on_search_chosen(self, house_player_id: int) -> None:
        self.sell(house_player_id)

    def on_sell_button_clicked(self) -> None:
        record = self.search.current_record()
        if record is not None:
            self.sell(record.player_id)

    def sell(self, house_player_id: int) -> bool:
        """Buy an entry for the player with the method and amount shown; print after."""
        method = self.method_combo.currentData()
        try:
            amount = parse_amount(self.amount_edit.text() or "0", self._currency)
            recorded = self._services.registration.buy_entry(
                self._current_operator(), self._tournament_id, house_player_id, method, amount
            )
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return False
        paid = recorded[-1].payload
        self._show_refusal("")
        name = self._state().players[paid["player_id"]].name
        self.last_sale_label.setText(
            self.tr("{name}: table {table}, seat {seat} — {amount} {method}").format(
                name=name,
                table=paid["table"],
                seat=paid["seat"],
                amount=self._money(paid["amount"]),
                method=method_label(method).lower(),
            )
        )
        self.method_combo.setCurrentIndex(0)  # cash again for the next player
        self.amount_edit.setText(self._money(self._price))
        self.search.clear()
        self.select_entry(paid["entry_id"])
        self._print_after_sale(paid["purchase_id"], paid["entry_id"])
        return True

    def _print_after_sale(self, purchase_id: int, entry_id: int | None) -> None:
        automatic = self.auto_print_box.isChecked()
        if not automatic and not prompts.confirm(
            self, self.tr("Print"), self.tr("Print the receipt and the seat ticket?")
        ):
            return
        language = i18n.language()
        copies = 2 if self.two_copies_box.isChecked() else 1
        receipt = docs.receipt_for(
            self._services, self._tournament_id, purchase_id, False, language, copies=copies
        )
        purchase = self._state().book.purchases[purchase_id]
        paper = self._paper_name("receipt", purchase.entry_id)
        if not self._print(
            receipt, DocumentKind.RECEIPT, self.tr("Receipt"), quietly=True, paper=paper
        ):
            return
        if entry_id is not None:
            ticket = docs.seat_ticket_for(self._services, self._tournament_id, entry_id, language)
            paper = self._paper_name("seat_ticket", entry_id)
            self._print(
                ticket, DocumentKind.SEAT_TICKET, self.tr("Seat ticket"), quietly=True, paper=paper
            )

    def _print(
        self,
        pdf: bytes,
        kind: DocumentKind,
        title: str,
        quietly: bool = False,
        paper: str | None = None,
    ) -> bool:
        return send(self.adapter, pdf, kind, title, self, quietly, paper)

    def _paper_name(self, what: str, entry_id: int, copy: bool = False) -> str:
        """The file name a paper gets when there is no printer: what it is, the entry and
        the player's document (services/papers.py)."""
        state = self._state()
        entry = state.book.entries.get(entry_id)
        player = state.players.get(entry.player_id) if entry is not None else None
        return papers.paper_name(
            what,
            i18n.language(),
            entry_id=entry_id,
            document_type=player.document_type if player else "",
            document=player.document if player else "",
            copy=copy,
        )

    def open_papers_folder(self) -> None:
        if self.adapter is not None:
            self.adapter.open_papers_folder()

    def on_new_player_button_clicked(self) -> None:
        dialog = self.new_player_dialog()
        if dialog.exec() and dialog.record is not None:
            self.search.show_record(dialog.record)
            self.search.edit.setFocus()

    def new_player_dialog(self) -> PlayerDialog:
        return PlayerDialog(self._services, self._current_operator, self.search.text(), self)

    def on_buy_in_button_clicked(self) -> None:
        BuyInDialog(self._services, self._tournament_id, self._current_operator, self).exec()

    def on_auto_print_box_toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.print_receipt_automatically = on

    def on_two_copies_box_toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.receipt_copies = 2 if on else 1

    # --- the waiting list -----------------------------------------------------------------

    def on_join_waiting_clicked(self) -> None:
        record = self.search.current_record()
        if record is None:
            return
        try:
            self._services.registration.join_waiting_list(
                self._current_operator(), self._tournament_id, record.player_id
            )
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return
        self._show_refusal("")
        self.last_sale_label.setText(
            self.tr("{name} is on the waiting list.").format(name=record.name)
        )
        self.search.clear()
        if self.auto_print_box.isChecked():
            self.print_waiting_ticket(record.player_id)

    def on_waiting_leave_requested(self, house_player_id: int) -> None:
        reason = prompts.ask_text(
            self, self.tr("Waiting list"), self.tr("Why does the player leave the list?")
        )
        if reason is None:
            return
        try:
            self._services.registration.leave_waiting_list(
                self._current_operator(), self._tournament_id, house_player_id, reason
            )
        except Refused as refusal:
            self._show_refusal(refusal.message)

    def print_waiting_ticket(self, house_player_id: int) -> None:
        try:
            pdf = docs.waiting_ticket_for(
                self._services, self._tournament_id, house_player_id, i18n.language()
            )
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return
        record = self._services.players.get(house_player_id)
        paper = papers.paper_name(
            "waiting_ticket",
            i18n.language(),
            document_type=record.document_type,
            document=record.document,
        )
        self._print(pdf, DocumentKind.WAITING_TICKET, self.tr("Waiting-list ticket"), paper=paper)

    # --- the selected entry ---------------------------------------------------------------

    def on_table_context_menu(self, position: QPoint) -> None:
        row = self.selected_row()
        if row is None:
            return
        # The winner of a finished tournament is active but plays no more: no rebuy, add-on,
        # absence, cancellation or seat ticket.
        active = row.status == reg.ACTIVE and self._book.winner is None
        self.seat_ticket_action.setEnabled(active)
        self.rebuy_action.setEnabled(active)
        self.add_on_action.setEnabled(active and not row.add_on)
        self.absent_action.setEnabled(active and (not row.absent or row.keep_stack))
        self.arrived_action.setEnabled(active and row.absent)
        self.keep_stack_action.setEnabled(active and row.absent and not row.keep_stack)
        self.cancel_action.setEnabled(active)
        menu = QMenu(self)
        menu.addActions(self._entry_actions)
        menu.popup(self.table.viewport().mapToGlobal(position))

    def _run(self, command, *args) -> bool:
        try:
            command(self._current_operator(), self._tournament_id, *args)
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return False
        self._show_refusal("")
        return True

    def reprint_receipt(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        language = i18n.language()
        if row.status == reg.CANCELLED:
            pdf = docs.refund_receipt_for(
                self._services, self._tournament_id, row.entry_id, True, language
            )
            paper = self._paper_name("refund_receipt", row.entry_id, copy=True)
        else:
            pdf = docs.receipt_for(
                self._services, self._tournament_id, row.last_purchase_id, True, language
            )
            paper = self._paper_name("receipt", row.entry_id, copy=True)
        self._print(pdf, DocumentKind.RECEIPT, self.tr("Receipt (copy)"), paper=paper)

    def print_seat_ticket(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        try:
            pdf = docs.seat_ticket_for(
                self._services, self._tournament_id, row.entry_id, i18n.language()
            )
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return
        paper = self._paper_name("seat_ticket", row.entry_id)
        self._print(pdf, DocumentKind.SEAT_TICKET, self.tr("Seat ticket"), paper=paper)

    def rebuy(self) -> None:
        row = self.selected_row()
        structure = self._state().structure
        if row is None or structure is None:
            return
        text = prompts.ask_text(
            self,
            self.tr("Rebuy"),
            self.tr("Chips in front of {name} (counted by the floor):").format(name=row.name),
        )
        if text is None:
            return
        try:
            stack = parse_count(text)
        except ValueError:
            stack = None
        if stack is None:
            self._show_refusal(self.tr("Type the chips as a whole number."))
            return
        method = self.method_combo.currentData()
        price = structure.rebuy.price or 0
        if self._run(self._services.registration.rebuy, row.entry_id, stack, method, price):
            self._print_after_sale(self._book_last_purchase(), None)

    def add_on(self) -> None:
        row = self.selected_row()
        structure = self._state().structure
        if row is None or structure is None:
            return
        method = self.method_combo.currentData()
        price = structure.add_on.price or 0
        if self._run(self._services.registration.add_on, row.entry_id, method, price):
            self._print_after_sale(self._book_last_purchase(), None)

    def _book_last_purchase(self) -> int:
        return max(self._services.registration.book(self._tournament_id).purchases)

    def cancel_entry(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        # Refused here, before the reason is asked, as the cancellation would refuse it.
        try:
            self._services.registration.check_cancel(
                self._current_operator(), self._tournament_id, row.entry_id
            )
        except Refused as refusal:
            self._show_refusal(refusal.message)
            prompts.warn(self, self.tr("Nothing cancelled"), refusal.message)
            return
        reason = prompts.ask_text(
            self,
            self.tr("Cancel and refund"),
            self.tr("Why is the entry of {name} cancelled? ({amount} go back)").format(
                name=row.name, amount=self._money(row.paid)
            ),
        )
        if reason is None:
            return
        if not self._run(self._services.registration.cancel_entry, row.entry_id, reason):
            return
        self.last_sale_label.setText(
            self.tr("Entry {n} cancelled: give back {amount}.").format(
                n=row.entry_id, amount=self._money(row.paid)
            )
        )
        if self.auto_print_box.isChecked():
            pdf = docs.refund_receipt_for(
                self._services, self._tournament_id, row.entry_id, False, i18n.language()
            )
            paper = self._paper_name("refund_receipt", row.entry_id)
            self._print(
                pdf, DocumentKind.RECEIPT, self.tr("Refund receipt"), quietly=True, paper=paper
            )

    def mark_absent(self) -> None:
        row = self.selected_row()
        if row is not None:
            self._run(self._services.registration.mark_absent, row.entry_id)

    def mark_arrived(self) -> None:
        row = self.selected_row()
        if row is not None:
            self._run(self._services.registration.mark_arrived, row.entry_id)

    def keep_stack(self) -> None:
        row = self.selected_row()
        if row is not None:
            self._run(self._services.registration.keep_absent_stack, row.entry_id)

    # --- reports --------------------------------------------------------------------------

    def _report_shift(self) -> int | None:
        panel = self.cashier_panel
        shift = panel.shift or panel.last_closed
        if shift is not None:
            return shift.shift_id
        shifts = self._services.registration.book(self._tournament_id).shifts
        return max(shifts) if shifts else None

    def report_document(self, report: str, fmt: str, shift_id: int | None = None):
        """(document, title) of a report, or None when there is nothing to report."""
        language = i18n.language()
        services, tid = self._services, self._tournament_id
        name = self._state().name
        if report == "register":
            return docs.register_document(services, tid, language, fmt), self.tr(
                "Registration register — {name}"
            ).format(name=name)
        if report == "waiting":
            return docs.waiting_list_document(services, tid, language, fmt), self.tr(
                "Waiting list — {name}"
            ).format(name=name)
        shift_id = shift_id or self._report_shift()
        if shift_id is None:
            self._show_refusal(self.tr("No cashier shift yet in this tournament."))
            return None
        return docs.cashier_shift_document(services, tid, shift_id, language, fmt), self.tr(
            "Cashier shift {n} — {name}"
        ).format(n=shift_id, name=name)

    def print_report(self, report: str, shift_id: int | None = None) -> None:
        made = self.report_document(report, "pdf", shift_id)
        if made is not None:
            self._print(made[0], DocumentKind.REPORT, made[1])

    def save_report(self, report: str, fmt: str) -> Path | None:
        made = self.report_document(report, fmt)
        if made is None or self.adapter is None:
            return None
        document, title = made
        try:
            if fmt == "csv":
                return self.adapter.save_csv(document, title, self)
            return self.adapter.save_pdf(document, title, self)
        except PrintError as problem:
            prompts.warn(self, self.tr("Not saved"), str(problem))
            return None
