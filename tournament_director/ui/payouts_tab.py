"""The Payouts tab: the prize pool (live or fixed), the payout table, choosing the structure,
the house's payout tables, deals, and the payout table and deal sheets printed.

Everything is read from services.payouts (domain/payout_state.py) and every change goes
through it; the tab refreshes from the state after each committed event (show_state).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import (
    format_amount,
    format_decimal,
    format_figure,
    parse_amount,
    separators,
)
from tournament_director.domain.operators import Operator
from tournament_director.domain.payout_state import PayoutFigures, PayoutStructure
from tournament_director.domain.payouts import PlacesRounding, table_label
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.services import payout_documents as docs
from tournament_director.services.payouts import generated_table
from tournament_director.ui import prompts
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.print_adapter import DocumentKind, PrintError, tournament_adapter
from tournament_director.ui.sign_in import error_label, show_error

KIND_ORDER = ("registration", "late_registration", "re_entry", "rebuy", "add_on")


class PayoutsTab(QWidget):
    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        settings: ConsoleSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.adapter = (
            tournament_adapter(settings.data_dir, services, tournament_id) if settings else None
        )
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self._figures: PayoutFigures | None = None
        self._loading = False
        self._kind_names = {
            "registration": self.tr("Registrations"),
            "late_registration": self.tr("Late registrations"),
            "re_entry": self.tr("Re-entries"),
            "rebuy": self.tr("Rebuys"),
            "add_on": self.tr("Add-ons"),
        }

        # --- the pool ------------------------------------------------------------------
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.contributions_label = QLabel()
        self.contributions_label.setTextFormat(Qt.TextFormat.RichText)
        self.added_edit = QLineEdit()
        self.guarantee_edit = QLineEdit()
        self.overlay_label = QLabel()
        self.total_label = QLabel()
        self.after_fixed_label = QLabel()
        self.after_fixed_label.setWordWrap(True)
        self.apply_money_button = QPushButton(self.tr("Save added money and guarantee"))
        self.fix_button = QPushButton(self.tr("Fix the pool now"))
        self.fix_button.setToolTip(
            self.tr(
                "House rule: the pool is fixed when registration closes. With late "
                "registration it is fixed by itself at the close; without it, fix it here."
            )
        )
        pool_form = QFormLayout()
        pool_form.addRow(self.status_label)
        pool_form.addRow(self.tr("Entries and purchases:"), self.contributions_label)
        pool_form.addRow(self.tr("Added money:"), self.added_edit)
        pool_form.addRow(self.tr("Guarantee:"), self.guarantee_edit)
        pool_form.addRow(self.tr("Overlay (house):"), self.overlay_label)
        pool_form.addRow(self.tr("Prize pool:"), self.total_label)
        pool_form.addRow(self.after_fixed_label)
        pool_buttons = QHBoxLayout()
        pool_buttons.addWidget(self.apply_money_button)
        pool_buttons.addWidget(self.fix_button)
        pool_form.addRow(pool_buttons)
        pool_box = QGroupBox(self.tr("Prize pool"))
        pool_box.setLayout(pool_form)

        # --- the structure -------------------------------------------------------------
        self.method_combo = QComboBox()
        self.method_combo.addItem(self.tr("Payout table"), ps.TABLE)
        self.method_combo.addItem(self.tr("Generator"), ps.GENERATOR)
        self.table_combo = QComboBox()
        self.places_spin = QSpinBox()
        self.places_spin.setRange(0, 10_000)
        self.places_spin.setSpecialValueText(self.tr("by share"))
        self.share_spin = QDoubleSpinBox()
        self.share_spin.setRange(0.1, 100)
        self.share_spin.setDecimals(1)
        self.share_spin.setSuffix(" %")
        self.rounding_combo = QComboBox()
        for rounding, words in self._rounding_words().items():
            self.rounding_combo.addItem(words, rounding.value)
        self.rounding_combo.setToolTip(
            self.tr(
                "How the share of the field is rounded to whole places: published payouts of "
                "large fields round up (15 % of 9,735 entries, 1,460.25, pays 1,461)."
            )
        )
        self.multiple_spin = QDoubleSpinBox()
        self.multiple_spin.setRange(0, 100)
        self.multiple_spin.setDecimals(2)
        self.multiple_spin.setSuffix(" × " + self.tr("buy-in"))
        self.unit_edit = QLineEdit()
        self.unit_edit.setToolTip(
            self.tr("Prizes are rounded to this amount; what rounding leaves goes to the top.")
        )
        table_page = QWidget()
        table_form = QFormLayout(table_page)
        table_form.setContentsMargins(0, 0, 0, 0)
        self.new_table_button = QPushButton(self.tr("New table…"))
        self.edit_table_button = QPushButton(self.tr("Edit table…"))
        self.edit_table_button.setToolTip(
            self.tr("The table that comes with the program is edited as a copy.")
        )
        table_row = QHBoxLayout()
        table_row.addWidget(self.table_combo, 1)
        table_row.addWidget(self.new_table_button)
        table_row.addWidget(self.edit_table_button)
        table_form.addRow(self.tr("Table:"), table_row)
        generator_page = QWidget()
        generator_form = QFormLayout(generator_page)
        generator_form.setContentsMargins(0, 0, 0, 0)
        generator_form.addRow(self.tr("Places paid:"), self.places_spin)
        generator_form.addRow(self.tr("Share of the field paid:"), self.share_spin)
        generator_form.addRow(self.tr("Places rounded:"), self.rounding_combo)
        generator_form.addRow(self.tr("Minimum cash:"), self.multiple_spin)
        # Only the chosen method's fields are shown (and take room).
        self.method_pages = (table_page, generator_page)
        self.use_button = QPushButton(self.tr("Use this structure"))
        self.revert_button = QPushButton(self.tr("Back to the one in use"))
        self.save_table_button = QPushButton(self.tr("Save as house table…"))
        self.delete_table_button = QPushButton(self.tr("Delete house table"))
        structure_form = QFormLayout()
        structure_form.addRow(self.tr("Method:"), self.method_combo)
        structure_form.addRow(table_page)
        structure_form.addRow(generator_page)
        structure_form.addRow(self.tr("Rounding unit:"), self.unit_edit)
        use_row = QHBoxLayout()
        use_row.addWidget(self.use_button)
        use_row.addWidget(self.revert_button)
        structure_form.addRow(use_row)
        house_row = QHBoxLayout()
        house_row.addWidget(self.save_table_button)
        house_row.addWidget(self.delete_table_button)
        structure_form.addRow(house_row)
        structure_box = QGroupBox(self.tr("Payout structure"))
        structure_box.setLayout(structure_form)

        self.error = error_label()
        left = QVBoxLayout()
        left.addWidget(pool_box)
        left.addWidget(structure_box)
        left.addWidget(self.error)
        left.addStretch(1)

        # --- the payout table ----------------------------------------------------------
        self.payout_caption = QLabel()
        self.payout_caption.setWordWrap(True)
        self.payout_table = QTableWidget(0, 4)
        self.payout_table.setHorizontalHeaderLabels(
            [self.tr("Places"), self.tr("Prize each"), self.tr("% of pool"), self.tr("Total")]
        )
        self.payout_table.verticalHeader().hide()
        self.payout_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.payout_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.payout_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.payout_total_label = QLabel()
        self.deal_label = QLabel()
        self.deal_label.setWordWrap(True)
        self.deal_button = QPushButton(self.tr("Deal…"))
        self.print_table_button = QPushButton(self.tr("Print payout table…"))
        self.print_deal_button = QPushButton(self.tr("Print deal sheet…"))
        actions = QHBoxLayout()
        actions.addWidget(self.deal_button)
        actions.addStretch(1)
        actions.addWidget(self.print_table_button)
        actions.addWidget(self.print_deal_button)
        right = QVBoxLayout()
        right.addWidget(self.payout_caption)
        right.addWidget(self.payout_table, 1)
        right.addWidget(self.payout_total_label)
        right.addWidget(self.deal_label)
        right.addLayout(actions)

        layout = QHBoxLayout(self)
        left_widget = QWidget()
        left_widget.setLayout(left)
        left_widget.setMaximumWidth(520)
        layout.addWidget(left_widget)
        layout.addLayout(right, 1)

        self.method_combo.currentIndexChanged.connect(self.on_structure_edited)
        self.table_combo.currentIndexChanged.connect(self.on_structure_edited)
        self.places_spin.valueChanged.connect(self.on_structure_edited)
        self.share_spin.valueChanged.connect(self.on_structure_edited)
        self.rounding_combo.currentIndexChanged.connect(self.on_structure_edited)
        self.multiple_spin.valueChanged.connect(self.on_structure_edited)
        self.unit_edit.textEdited.connect(self.on_structure_edited)
        self.apply_money_button.clicked.connect(self.on_apply_money_clicked)
        self.fix_button.clicked.connect(self.on_fix_clicked)
        self.use_button.clicked.connect(self.on_use_clicked)
        self.revert_button.clicked.connect(self.on_revert_clicked)
        self.save_table_button.clicked.connect(self.on_save_table_clicked)
        self.delete_table_button.clicked.connect(self.on_delete_table_clicked)
        self.new_table_button.clicked.connect(lambda: self.open_table_editor(new=True))
        self.edit_table_button.clicked.connect(lambda: self.open_table_editor(new=False))
        self.deal_button.clicked.connect(self.on_deal_clicked)
        self.print_table_button.clicked.connect(self.on_print_table_clicked)
        self.print_deal_button.clicked.connect(self.on_print_deal_clicked)
        self._load_structure()
        self.show_state(services.tournaments.state(tournament_id))

    # --- helpers ----------------------------------------------------------------------

    def _money(self, amount: int) -> str:
        code = self._figures.currency if self._figures else "CLP"
        return format_amount(amount, code)

    def _typed(self, amount: int) -> str:
        code = self._figures.currency if self._figures else "CLP"
        return format_figure(amount, code)

    def _show_refusal(self, text: str) -> None:
        show_error(self.error, text)

    def _run(self, command, *args) -> bool:
        try:
            command(self._current_operator(), self._tournament_id, *args)
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return False
        self._show_refusal("")
        return True

    # --- showing ----------------------------------------------------------------------

    def show_state(self, state: TournamentState) -> None:
        """Called by the workspace after each committed event of this tournament."""
        del state  # the service's figures read the same state
        self._figures = self._services.payouts.figures(self._tournament_id)
        self._show_pool(self._figures)
        self._fill_tables()
        self._show_payout()

    def _show_pool(self, figures: PayoutFigures) -> None:
        pool = figures.pool
        if pool.fixed:
            self.status_label.setText(
                "<b>"
                + self.tr("Fixed: registration has closed.")
                + "</b> "
                + self.tr("Later purchases are not in the pool.")
            )
        else:
            self.status_label.setText(
                "<b>"
                + self.tr("Live:")
                + "</b> "
                + self.tr("it grows with every entry until registration closes.")
            )
        lines = []
        for kind in KIND_ORDER:
            count = pool.counts.get(kind, 0)
            if count:
                lines.append(
                    f"{self._kind_names[kind]}: {count} → {self._money(pool.by_kind[kind])}"
                )
        if not lines:
            lines.append(self.tr("No entries yet"))
        self.contributions_label.setText("<br>".join(lines))
        if not self.added_edit.hasFocus():
            self.added_edit.setText(self._typed(pool.added))
        if not self.guarantee_edit.hasFocus():
            self.guarantee_edit.setText(self._typed(pool.guarantee))
        self.overlay_label.setText(self._money(pool.overlay) if pool.overlay else "—")
        self.total_label.setText(f"<b>{self._money(pool.total)}</b>")
        late = len(pool.after_fixed)
        self.after_fixed_label.setText(
            self.tr("%n purchase(s) after the pool was fixed: not in the pool.", "", late)
            if late
            else ""
        )
        self.after_fixed_label.setVisible(bool(late))
        for widget in (self.added_edit, self.guarantee_edit, self.apply_money_button):
            widget.setEnabled(not pool.fixed)
        self.fix_button.setVisible(not pool.fixed)

    def _fill_tables(self) -> None:
        current = self.table_combo.currentText()
        self._loading = True
        self.table_combo.clear()
        for choice in self._services.payouts.tables():
            shown = table_label(choice.name)  # the shipped table in the room's language
            label = shown if choice.shipped else shown + " " + self.tr("(house)")
            self.table_combo.addItem(label, choice.name)
        index = self.table_combo.findText(current)
        if index >= 0:
            self.table_combo.setCurrentIndex(index)
        self._loading = False

    def _load_structure(self) -> None:
        """The controls show the structure in use."""
        state = self._services.tournaments.state(self._tournament_id)
        chosen = state.payouts.chosen()
        self._fill_tables()
        self._loading = True
        self.method_combo.setCurrentIndex(0 if chosen.method == ps.TABLE else 1)
        self._show_method_page()
        if chosen.table is not None:
            index = self.table_combo.findData(chosen.table.name)
            if index >= 0:
                self.table_combo.setCurrentIndex(index)
        self.places_spin.setValue(chosen.places or 0)
        self.share_spin.setValue(float(chosen.paid_share))
        self.rounding_combo.setCurrentIndex(
            self.rounding_combo.findData(chosen.places_rounding.value)
        )
        self.multiple_spin.setValue(float(chosen.min_cash_multiple))
        code = state.book.buy_in.currency if state.book.buy_in else "CLP"
        self.unit_edit.setText(format_figure(chosen.unit, code))
        self._loading = False
        self._preview: PayoutStructure | None = None

    def _show_method_page(self) -> None:
        for index, page in enumerate(self.method_pages):
            page.setVisible(index == self.method_combo.currentIndex())

    def _edited_structure(self) -> PayoutStructure:
        code = self._figures.currency if self._figures else "CLP"
        if self.unit_edit.text().strip():
            unit = parse_amount(self.unit_edit.text(), code)
        else:  # nothing typed: the house's rounding for the currency (Settings)
            unit = self._services.payouts.house_unit(code)
        if self.method_combo.currentData() == ps.TABLE:
            choice = self._services.payouts.table(self.table_combo.currentData())
            return ps.structure_from_parts(ps.TABLE, table=choice.table, unit=unit)
        places = self.places_spin.value() or None
        return ps.structure_from_parts(
            ps.GENERATOR,
            places=places,
            paid_share=Fraction(str(round(self.share_spin.value(), 1))),
            min_cash_multiple=Fraction(str(round(self.multiple_spin.value(), 2))),
            unit=unit,
            places_rounding=self.rounding_combo.currentData(),
        )

    def on_structure_edited(self, *_args) -> None:
        if self._loading:
            return
        self._show_method_page()
        self.share_spin.setEnabled(self.places_spin.value() == 0)
        self.rounding_combo.setEnabled(self.places_spin.value() == 0)
        try:
            self._preview = self._edited_structure()
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return
        self._show_refusal("")
        self._show_payout()

    def _show_payout(self) -> None:
        preview = getattr(self, "_preview", None)
        figures = self._figures
        if figures is None:
            return
        if preview is not None:
            figures = self._services.payouts.figures(self._tournament_id, preview)
            self.payout_caption.setText(
                "<b>"
                + self.tr("Preview — not in use yet.")
                + "</b> "
                + self.tr("Press “Use this structure” to pay the pool this way.")
            )
        else:
            self.payout_caption.setText(
                "<b>" + self.tr("In use:") + "</b> " + self._structure_text(figures.structure)
            )
        self.use_button.setEnabled(preview is not None)
        self.revert_button.setEnabled(preview is not None)
        self.share_spin.setEnabled(self.places_spin.value() == 0)
        self.rounding_combo.setEnabled(self.places_spin.value() == 0)
        is_house = self.method_combo.currentData() == ps.TABLE and not any(
            c.shipped
            for c in self._services.payouts.tables()
            if c.name == self.table_combo.currentData()
        )
        self.delete_table_button.setEnabled(is_house)
        self.payout_table.setRowCount(0)
        payout = figures.payout
        if payout is None:
            self.payout_total_label.setText(
                figures.problem.message if figures.problem else self.tr("No payout yet.")
            )
        else:
            pool = payout.pool or 1
            for first, last, amount in payout.runs():
                row = self.payout_table.rowCount()
                self.payout_table.insertRow(row)
                places = str(first) if first == last else f"{first}–{last}"
                count = last - first + 1
                cells = [
                    places,
                    self._money(amount),
                    format_decimal(amount * count * 100 / pool) + " %",
                    self._money(amount * count),
                ]
                for column, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    align = Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignCenter
                    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                    self.payout_table.setItem(row, column, item)
            self.payout_total_label.setText(
                self.tr("%n place(s) paid; total %1 = the prize pool.", "", payout.places).replace(
                    "%1", self._money(sum(payout.prizes))
                )
            )
        state = self._services.tournaments.state(self._tournament_id)
        deals = state.payouts.deals
        self.print_deal_button.setEnabled(bool(deals))
        self.print_table_button.setEnabled(self._figures.payout is not None)
        if deals:
            deal = deals[-1]
            self.deal_label.setText(
                self.tr("Deal recorded by %1 among %2 players (not endorsed by the house).")
                .replace("%1", deal["operator"])
                .replace("%2", str(len(deal["agreed_by"])))
            )
        else:
            self.deal_label.setText("")
        self.deal_button.setEnabled(not deals and bool(self._figures and self._figures.payout))

    def _structure_text(self, structure: PayoutStructure) -> str:
        unit = self._money(structure.unit)
        if structure.method == ps.TABLE:
            assert structure.table is not None
            shown = table_label(structure.table.name)
            name = shown + " " + self.tr("(default)") if structure.default else shown
            if shown != structure.table.name:  # the shipped table: its name says "table"
                return self.tr("%1, rounded to %2").replace("%1", name).replace("%2", unit)
            return self.tr("table %1, rounded to %2").replace("%1", name).replace("%2", unit)
        paid = (
            self.tr("%n place(s)", "", structure.places)
            if structure.places
            else self.tr("%1 % of the field").replace(
                "%1", f"{float(structure.paid_share):g}".replace(".", separators()[1])
            )
            + " ("
            + self._rounded_words(structure.places_rounding)
            + ")"
        )
        multiple = f"{float(structure.min_cash_multiple):g}".replace(".", separators()[1])
        return (
            self.tr("generator: %1 paid, minimum cash %2 × buy-in, rounded to %3")
            .replace("%1", paid)
            .replace("%2", multiple)
            .replace("%3", unit)
        )

    def _rounding_words(self) -> dict[PlacesRounding, str]:
        """The house's choices for rounding a share of the field to whole places."""
        return {
            PlacesRounding.UP: self.tr("Up"),
            PlacesRounding.HALF_UP: self.tr("To the nearest"),
            PlacesRounding.DOWN: self.tr("Down"),
        }

    def _rounded_words(self, rounding: PlacesRounding) -> str:
        return {
            PlacesRounding.UP: self.tr("places rounded up"),
            PlacesRounding.HALF_UP: self.tr("places rounded to the nearest"),
            PlacesRounding.DOWN: self.tr("places rounded down"),
        }[rounding]

    # --- commands ---------------------------------------------------------------------

    def on_apply_money_clicked(self) -> None:
        code = self._figures.currency if self._figures else "CLP"
        try:
            added = parse_amount(self.added_edit.text() or "0", code)
            guarantee = parse_amount(self.guarantee_edit.text() or "0", code)
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return
        pool = self._figures.pool if self._figures else None
        changed = pool is None or added != pool.added
        if changed and not self._run(self._services.payouts.set_added_money, added):
            return
        if pool is None or guarantee != pool.guarantee:
            self._run(self._services.payouts.set_guarantee, guarantee)

    def on_fix_clicked(self) -> None:
        if prompts.confirm(
            self,
            self.tr("Fix the prize pool"),
            self.tr(
                "Fix the prize pool now? Purchases made after this are not in the pool. "
                "Do it when registration has closed."
            ),
        ):
            self._run(self._services.payouts.fix_prize_pool)

    def on_use_clicked(self) -> None:
        preview = getattr(self, "_preview", None)
        if preview is None:
            return
        if self._run(self._services.payouts.choose_structure, preview):
            self._load_structure()
            self._show_payout()

    def on_revert_clicked(self) -> None:
        self._load_structure()
        self._show_refusal("")
        self._show_payout()

    def on_save_table_clicked(self) -> None:
        name = prompts.ask_text(
            self, self.tr("Save as house table"), self.tr("Name of the house table:")
        )
        if not name:
            return
        try:
            table = generated_table(name, self._edited_structure())
            self._services.payouts.save_table(self._current_operator(), table)
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return
        self._show_refusal("")
        self._fill_tables()

    def on_delete_table_clicked(self) -> None:
        name = self.table_combo.currentData()
        if not name or not prompts.confirm(
            self,
            self.tr("Delete house table"),
            self.tr("Delete the house table “%1”? Tournaments that use it keep it.").replace(
                "%1", name
            ),
        ):
            return
        try:
            self._services.payouts.delete_table(self._current_operator(), name)
        except Refused as refusal:
            self._show_refusal(refusal.message)
            return
        self._load_structure()
        self._show_payout()

    def open_table_editor(self, new: bool) -> None:
        """The payout table editor, on a new table or the one in the combo."""
        from tournament_director.ui.payout_table_editor import PayoutTableEditor

        choice = None if new else self._services.payouts.table(self.table_combo.currentData())
        figures = self._figures
        pool = figures.pool if figures else None
        self.table_editor = PayoutTableEditor(
            self._services,
            self._current_operator,
            choice.table if choice else None,
            shipped=bool(choice and choice.shipped),
            currency_code=figures.currency if figures else "CLP",
            entries=pool.entries if pool and pool.entries >= 2 else 100,
            pool=pool.total if pool else 0,
            unit=figures.structure.unit if figures else 1,
            parent=self,
        )
        self.table_editor.saved.connect(self.on_table_saved)
        self.table_editor.open()

    def on_table_saved(self, name: str) -> None:
        """The saved table is chosen in the combo and previewed, ready for “Use this
        structure”."""
        self._fill_tables()
        self.method_combo.setCurrentIndex(0)
        index = self.table_combo.findData(name)
        if index >= 0:
            self.table_combo.setCurrentIndex(index)
        self.on_structure_edited()

    def on_deal_clicked(self) -> None:
        from tournament_director.ui.deal_dialog import DealDialog

        DealDialog(self._services, self._tournament_id, self._current_operator, self).exec()

    def on_print_table_clicked(self) -> None:
        self._print("table")

    def on_print_deal_clicked(self) -> None:
        self._print("deal")

    def _print(self, what: str) -> bool:
        """The payout table sheet or the deal sheet, in the console's language."""
        if self.adapter is None:
            return False
        language = i18n.language()
        name = self._services.tournaments.state(self._tournament_id).name
        try:
            if what == "table":
                pdf = docs.payout_table_pdf(self._services, self._tournament_id, language)
                title = self.tr("Payout table — {name}").format(name=name)
            else:
                pdf = docs.deal_pdf(self._services, self._tournament_id, language)
                title = self.tr("Deal — {name}").format(name=name)
            return self.adapter.print_document(pdf, DocumentKind.REPORT, title, self)
        except Refused as refusal:
            self._show_refusal(refusal.message)
        except PrintError as problem:
            prompts.warn(self, self.tr("Not printed"), str(problem))
        return False
