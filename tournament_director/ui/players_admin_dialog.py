"""The house's side of registration: player records, duplicates, the exclusion and
self-exclusion lists, and the house staff who may not play.

Four pages in one dialog (House menu). Every command goes through services.players; a role
that may not do something is told so in words before any question is asked, and the
service checks again, so nothing is written on a refusal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.identity import document_problem, shown_document
from tournament_director.domain.operators import Operator, require
from tournament_director.domain.players import LIST_FILE_LIMIT, Listed, PlayerRecord
from tournament_director.services import Services
from tournament_director.services.files import read_text_file
from tournament_director.storage.event_store import HOUSE_STREAM
from tournament_director.ui import prompts
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.player_dialog import PlayerDialog
from tournament_director.ui.player_search_box import PlayerSearchBox
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

_Index = QModelIndex | QPersistentModelIndex
HINT_STYLE = "color: #5a5a5a;"
NOTE_STYLE = "color: #8a4b00; font-weight: bold;"
CSV_FILTERS = "CSV (*.csv *.txt);;*"


def kind_label(kind: str) -> str:
    if kind == "self_exclusion":
        return QCoreApplication.translate("PlayersAdminDialog", "Self-exclusion")
    if kind == "staff":
        return QCoreApplication.translate("PlayersAdminDialog", "House staff")
    return QCoreApplication.translate("PlayersAdminDialog", "Exclusion")


def day_text(iso: str) -> str:
    return "/".join(reversed(iso.split("-")))


def read_list_file(path) -> str:
    """Lists arrive as UTF-8 (with or without a BOM) or from Excel on Windows (cp1252); a
    file over players.LIST_FILE_LIMIT, or unreadable, is refused in words."""
    return read_text_file(path, LIST_FILE_LIMIT, fallback="cp1252")


class ListedTableModel(QAbstractTableModel):
    """Documents on a house list (exclusion or staff), one row each."""

    DOCUMENT, NAME, DETAIL, SOURCE = range(4)

    def __init__(self, staff: bool, parent=None) -> None:
        super().__init__(parent)
        self._staff = staff
        self._rows: list[Listed] = []

    def set_rows(self, rows: list[Listed]) -> None:
        self.beginResetModel()
        self._rows = sorted(rows, key=lambda r: (r.name.casefold(), r.document))
        self.endResetModel()

    def row_entry(self, row: int) -> Listed:
        return self._rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else (3 if self._staff else 4)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if self._staff:
            detail = QCoreApplication.translate("ListedTableModel", "Post")
        else:
            detail = QCoreApplication.translate("ListedTableModel", "List")
        return (
            QCoreApplication.translate("ListedTableModel", "Document"),
            QCoreApplication.translate("ListedTableModel", "Name"),
            detail,
            QCoreApplication.translate("ListedTableModel", "Source"),
        )[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        entry = self._rows[index.row()]
        detail = entry.note if self._staff else kind_label(entry.kind)
        source = entry.source or QCoreApplication.translate("ListedTableModel", "typed by hand")
        return (entry.document, entry.name, detail, source)[index.column()]


class ListedTable(QWidget):
    """A house list with a filter box above it."""

    def __init__(self, staff: bool, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ListedTableModel(staff, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(placeholder)
        self.filter_edit.setClearButtonEnabled(True)
        self.count_label = QLabel()
        self.count_label.setStyleSheet(HINT_STYLE)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ListedTableModel.NAME, QHeaderView.ResizeMode.Stretch)
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.count_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.filter_edit.textChanged.connect(lambda _text: self._count())

    def set_rows(self, rows: list[Listed]) -> None:
        chosen = self.selected()
        self.model.set_rows(rows)
        self._count()
        if chosen is not None:
            self.select(chosen.document)

    def _count(self) -> None:
        self.count_label.setText(
            QCoreApplication.translate("ListedTable", "{shown} of {total}").format(
                shown=self.proxy.rowCount(), total=self.model.rowCount()
            )
        )

    def selected(self) -> Listed | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.row_entry(self.proxy.mapToSource(rows[0]).row())

    def select(self, document: str) -> None:
        for row in range(self.proxy.rowCount()):
            source = self.proxy.mapToSource(self.proxy.index(row, 0))
            if self.model.row_entry(source.row()).document == document:
                self.view.selectRow(row)
                return


class PlayersAdminDialog(QDialog):
    PLAYERS, DUPLICATES, EXCLUSIONS, STAFF = range(4)

    def __init__(
        self,
        services: Services,
        current_operator: Callable[[], Operator],
        bridge: EventBridge | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """bridge: house changes made elsewhere (another desk) refresh the pages."""
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self.setWindowTitle(self.tr("House: players and lists"))
        self.setMinimumSize(900, 560)

        self.tabs = QTabWidget()
        self.tabs.addTab(self._players_page(), self.tr("Players"))
        self.tabs.addTab(self._duplicates_page(), self.tr("Duplicates"))
        self.tabs.addTab(self._exclusions_page(), self.tr("Exclusions"))
        self.tabs.addTab(self._staff_page(), self.tr("House staff"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

        self._connect(bridge)
        self.refresh()
        fit_to_screen(self)

    # --- building -------------------------------------------------------------------------

    @staticmethod
    def _hint(text: str, style: str = HINT_STYLE) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setStyleSheet(style)
        return label

    def _players_page(self) -> QWidget:
        self.search = PlayerSearchBox(self._services)
        self.new_button = QPushButton(self.tr("New player…"))
        self.edit_button = QPushButton(self.tr("Correct this record…"))
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self._hint(self.tr("Type a name or a document number.")))
        left_layout.addWidget(self.search, 1)

        self.detail_labels: dict[str, QLabel] = {}
        form = QFormLayout()
        for key, text in (
            ("name", self.tr("Full name:")),
            ("document", self.tr("Document:")),
            ("nationality", self.tr("Nationality:")),
            ("born", self.tr("Date of birth:")),
            ("phone", self.tr("Phone:")),
            ("email", self.tr("E-mail:")),
            ("notes", self.tr("Notes:")),
            ("record", self.tr("Record:")),
        ):
            label = QLabel()
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(text, label)
            self.detail_labels[key] = label
        self.detail_labels["name"].setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.player_status = error_label()
        self.no_player_hint = self._hint(
            self.tr(
                "Choose a player in the list to see the record. If the player is not in the "
                "house yet, press New player."
            )
        )
        self.details_box = QGroupBox(self.tr("Player record"))
        box_layout = QVBoxLayout(self.details_box)
        box_layout.addWidget(self.no_player_hint)
        box_layout.addLayout(form)
        box_layout.addWidget(self.player_status)
        box_layout.addStretch(1)
        actions = QHBoxLayout()
        actions.addWidget(self.edit_button)
        actions.addStretch(1)
        actions.addWidget(self.new_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.details_box, 1)
        right_layout.addLayout(actions)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([480, 420])
        splitter.setChildrenCollapsible(False)
        page = QWidget()
        QVBoxLayout(page).addWidget(splitter)
        return page

    def _duplicates_page(self) -> QWidget:
        self.duplicates_tree = QTreeWidget()
        self.duplicates_tree.setColumnCount(5)
        self.duplicates_tree.setHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Document"),
                self.tr("Date of birth"),
                self.tr("Nationality"),
                self.tr("Record"),
            ]
        )
        self.duplicates_tree.setAlternatingRowColors(True)
        self.duplicates_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.duplicates_empty = self._hint(self.tr("No duplicate records: nothing to merge."))
        self.merge_note = self._hint(
            self.tr("Only a director can merge records. Ask a director to do it."), NOTE_STYLE
        )
        self.merge_button = QPushButton(self.tr("Keep the selected record and merge…"))
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.merge_button)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(
            self._hint(
                self.tr(
                    "Records that look like the same person: the same document number, or "
                    "the same name and date of birth. Select the record to keep (the one "
                    "with the right details) and press the button: the other record's "
                    "entries count as the kept one's in every tournament. A merge cannot "
                    "be undone."
                )
            )
        )
        layout.addWidget(self.merge_note)
        layout.addWidget(self.duplicates_empty)
        layout.addWidget(self.duplicates_tree, 1)
        layout.addLayout(actions)
        return page

    def _exclusions_page(self) -> QWidget:
        self.exclusions = ListedTable(False, self.tr("Filter by document or name…"))
        self.import_kind = QComboBox()
        self.import_kind.addItem(kind_label("exclusion"), "exclusion")
        self.import_kind.addItem(kind_label("self_exclusion"), "self_exclusion")
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.lift_button = QPushButton(self.tr("Lift the selected exclusion…"))
        self.import_report = QPlainTextEdit()
        self.import_report.setReadOnly(True)
        self.import_report.setMaximumHeight(110)
        self.import_report.hide()
        import_row = QHBoxLayout()
        import_row.addWidget(QLabel(self.tr("Import a list file as:")))
        import_row.addWidget(self.import_kind)
        import_row.addWidget(self.import_button)
        import_row.addWidget(self._hint(self.tr("One line per person: document number; name")), 1)
        lift_row = QHBoxLayout()
        lift_row.addStretch(1)
        lift_row.addWidget(self.lift_button)

        self.exclude_document = QLineEdit()
        self.exclude_document.setPlaceholderText(self.tr("Document number"))
        self.exclude_name = QLineEdit()
        self.exclude_name.setPlaceholderText(self.tr("Full name"))
        self.exclude_kind = QComboBox()
        self.exclude_kind.addItem(kind_label("exclusion"), "exclusion")
        self.exclude_kind.addItem(kind_label("self_exclusion"), "self_exclusion")
        self.exclude_button = QPushButton(self.tr("Add to the list"))
        self.exclude_error = error_label()
        self.exclude_box = QGroupBox(self.tr("Add one person by hand"))
        add_row = QHBoxLayout()
        add_row.addWidget(self.exclude_document, 1)
        add_row.addWidget(self.exclude_name, 2)
        add_row.addWidget(self.exclude_kind)
        add_row.addWidget(self.exclude_button)
        box_layout = QVBoxLayout(self.exclude_box)
        box_layout.addLayout(add_row)
        box_layout.addWidget(self.exclude_error)
        self.exclusions_note = self._hint(
            self.tr("Only a director can change the exclusion lists."), NOTE_STYLE
        )
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(
            self._hint(
                self.tr(
                    "People on the exclusion or self-exclusion list may not play: the desk "
                    "refuses these documents when a player registers."
                )
            )
        )
        layout.addWidget(self.exclusions_note)
        layout.addWidget(self.exclusions, 1)
        layout.addLayout(lift_row)
        layout.addLayout(import_row)
        layout.addWidget(self.import_report)
        layout.addWidget(self.exclude_box)
        return page

    def _staff_page(self) -> QWidget:
        self.staff = ListedTable(True, self.tr("Filter by document or name…"))
        self.staff_document = QLineEdit()
        self.staff_document.setPlaceholderText(self.tr("Document number"))
        self.staff_name = QLineEdit()
        self.staff_name.setPlaceholderText(self.tr("Full name"))
        self.staff_note = QLineEdit()
        self.staff_note.setPlaceholderText(self.tr("Post (optional): dealer, inspector…"))
        self.staff_add_button = QPushButton(self.tr("Add"))
        self.staff_remove_button = QPushButton(self.tr("Remove the selected person…"))
        self.staff_error = error_label()
        self.staff_box = QGroupBox(self.tr("Add a staff member or an inspector"))
        add_row = QHBoxLayout()
        add_row.addWidget(self.staff_document, 1)
        add_row.addWidget(self.staff_name, 2)
        add_row.addWidget(self.staff_note, 1)
        add_row.addWidget(self.staff_add_button)
        box_layout = QVBoxLayout(self.staff_box)
        box_layout.addLayout(add_row)
        box_layout.addWidget(self.staff_error)
        self.staff_note_label = self._hint(
            self.tr("Only a director can change the staff list."), NOTE_STYLE
        )
        remove_row = QHBoxLayout()
        remove_row.addStretch(1)
        remove_row.addWidget(self.staff_remove_button)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(
            self._hint(
                self.tr(
                    "The house's staff and the regulator's inspectors may not play: the desk "
                    "refuses these documents when a player registers."
                )
            )
        )
        layout.addWidget(self.staff_note_label)
        layout.addWidget(self.staff, 1)
        layout.addLayout(remove_row)
        layout.addWidget(self.staff_box)
        return page

    def _connect(self, bridge: EventBridge | None) -> None:
        """Every connection of the dialog, in one place."""
        self.search.current_changed.connect(self.on_search_current_changed)
        self.search.chosen.connect(lambda _player_id: self.edit_selected())
        self.new_button.clicked.connect(self.on_new_button_clicked)
        self.edit_button.clicked.connect(self.on_edit_button_clicked)
        self.duplicates_tree.itemSelectionChanged.connect(self._update_buttons)
        self.merge_button.clicked.connect(self.on_merge_button_clicked)
        self.import_button.clicked.connect(self.on_import_button_clicked)
        self.lift_button.clicked.connect(self.on_lift_button_clicked)
        self.exclude_button.clicked.connect(self.on_exclude_button_clicked)
        self.exclude_name.returnPressed.connect(self.on_exclude_button_clicked)
        self.exclusions.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.staff_add_button.clicked.connect(self.on_staff_add_button_clicked)
        self.staff_note.returnPressed.connect(self.on_staff_add_button_clicked)
        self.staff_remove_button.clicked.connect(self.on_staff_remove_button_clicked)
        self.staff.view.selectionModel().selectionChanged.connect(self._update_buttons)
        if bridge is not None:
            bridge.events_committed.connect(self.on_bridge_events_committed)

    # --- reading --------------------------------------------------------------------------

    def refresh(self) -> None:
        directory = self._services.players.directory()
        record = self.search.current_record()
        if record is not None:
            self._show_record(directory.records.get(record.player_id))
        else:
            self._show_record(None)
        self._fill_duplicates()
        self.exclusions.set_rows(list(directory.excluded.values()))
        self.staff.set_rows(list(directory.staff.values()))
        self._update_buttons()

    def _may(self, action: str) -> bool:
        try:
            require(self._current_operator(), action)
        except Refused:
            return False
        return True

    def _allowed(self, action: str, title: str) -> bool:
        """Tell the operator in words when their role may not do this; nothing is asked."""
        try:
            require(self._current_operator(), action)
        except Refused as refusal:
            prompts.warn(self, title, refusal.message)
            return False
        return True

    def _update_buttons(self) -> None:
        may_merge = self._may("merge_players")
        may_list = self._may("manage_exclusions")
        self.merge_note.setVisible(not may_merge)
        self.merge_button.setEnabled(may_merge and self._chosen_duplicate() is not None)
        self.exclusions_note.setVisible(not may_list)
        self.staff_note_label.setVisible(not may_list)
        for widget in (self.import_button, self.import_kind, self.exclude_box, self.staff_box):
            widget.setEnabled(may_list)
        self.lift_button.setEnabled(may_list and self.exclusions.selected() is not None)
        self.staff_remove_button.setEnabled(may_list and self.staff.selected() is not None)
        self.edit_button.setEnabled(self.search.current_record() is not None)

    def _show_record(self, record: PlayerRecord | None) -> None:
        labels = self.detail_labels
        self.no_player_hint.setVisible(record is None)
        if record is None:
            for label in labels.values():
                label.clear()
            show_error(self.player_status, "")
            return
        directory = self._services.players.directory()
        labels["name"].setText(record.name)
        labels["document"].setText(shown_document(record.document_type, record.document))
        labels["nationality"].setText(record.nationality)
        labels["born"].setText(day_text(record.birth_date))
        labels["phone"].setText(record.phone or "—")
        labels["email"].setText(record.email or "—")
        labels["notes"].setText(record.notes or "—")
        merged = directory.aliases(record.player_id)[1:]
        text = self.tr("#{id}").format(id=record.player_id)
        if merged:
            text += "  " + self.tr("(records merged into it: {ids})").format(
                ids=", ".join(self.tr("#{id}").format(id=i) for i in merged)
            )
        labels["record"].setText(text)
        warnings = []
        problem = document_problem(record.document_type, record.document)
        if problem is not None:  # recorded before the checks: shown, corrected by the desk
            warnings.append(problem.message)
        listed = directory.excluded.get(record.document)
        if listed is not None:
            warnings.append(
                self.tr("On the {list} list: may not play.").format(
                    list=kind_label(listed.kind).lower()
                )
            )
        if record.document in directory.staff:
            warnings.append(self.tr("On the house staff list: may not play."))
        show_error(self.player_status, "\n".join(warnings))

    def _fill_duplicates(self) -> None:
        tree = self.duplicates_tree
        chosen = self._chosen_duplicate()
        tree.clear()
        groups = self._services.players.duplicates()
        for group in groups:
            if len({r.document for r in group}) == 1:
                why = self.tr("Same document number {document}").format(document=group[0].document)
            else:
                why = self.tr("Same name and date of birth")
            top = QTreeWidgetItem([why])
            top.setFirstColumnSpanned(True)
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            tree.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)
            for record in group:
                child = QTreeWidgetItem(
                    [
                        record.name,
                        shown_document(record.document_type, record.document),
                        day_text(record.birth_date),
                        record.nationality,
                        self.tr("#{id}").format(id=record.player_id),
                    ]
                )
                child.setData(0, Qt.ItemDataRole.UserRole, record.player_id)
                top.addChild(child)
                if chosen is not None and chosen[0].player_id == record.player_id:
                    child.setSelected(True)
        tree.expandAll()
        for column in range(1, tree.columnCount()):
            tree.resizeColumnToContents(column)
        self.duplicates_empty.setVisible(not groups)
        self.tabs.setTabText(
            self.DUPLICATES,
            self.tr("Duplicates ({count})").format(count=len(groups))
            if groups
            else self.tr("Duplicates"),
        )

    def _chosen_duplicate(self) -> tuple[PlayerRecord, list[PlayerRecord]] | None:
        """The record chosen to keep and the others of its group."""
        items = self.duplicates_tree.selectedItems()
        if not items or items[0].parent() is None:
            return None
        item = items[0]
        group = item.parent()
        players = self._services.players
        kept = players.get(item.data(0, Qt.ItemDataRole.UserRole))
        others = [
            players.get(group.child(i).data(0, Qt.ItemDataRole.UserRole))
            for i in range(group.childCount())
            if group.child(i) is not item
        ]
        return kept, others

    def select_duplicate(self, player_id: int) -> None:
        tree = self.duplicates_tree
        for top in range(tree.topLevelItemCount()):
            group = tree.topLevelItem(top)
            for i in range(group.childCount()):
                if group.child(i).data(0, Qt.ItemDataRole.UserRole) == player_id:
                    tree.setCurrentItem(group.child(i))
                    return

    # --- players --------------------------------------------------------------------------

    def on_search_current_changed(self, record: PlayerRecord | None) -> None:
        self._show_record(record)
        self._update_buttons()

    def on_new_button_clicked(self) -> PlayerDialog:
        dialog = PlayerDialog(self._services, self._current_operator, self.search.text(), self)
        dialog.accepted.connect(lambda: self._after_player_saved(dialog))
        dialog.open()
        return dialog

    def on_edit_button_clicked(self) -> PlayerDialog | None:
        return self.edit_selected()

    def edit_selected(self) -> PlayerDialog | None:
        record = self.search.current_record()
        if record is None:
            return None
        dialog = PlayerDialog(
            self._services, self._current_operator, parent=self, correcting=record
        )
        dialog.accepted.connect(lambda: self._after_player_saved(dialog))
        dialog.open()
        return dialog

    def _after_player_saved(self, dialog: PlayerDialog) -> None:
        if dialog.record is not None:
            self.search.show_record(dialog.record)
        self.refresh()

    # --- duplicates -----------------------------------------------------------------------

    def on_merge_button_clicked(self) -> None:
        title = self.tr("Records not merged")
        chosen = self._chosen_duplicate()
        if chosen is None or not self._allowed("merge_players", title):
            return
        kept, others = chosen
        merged = others[0]
        if len(others) > 1:
            lines = [self._record_text(r) for r in others]
            picked = prompts.ask_item(
                self,
                self.tr("Merge records"),
                self.tr("Which record is merged into {kept}?").format(kept=self._record_text(kept)),
                lines,
            )
            if picked is None:
                return
            merged = others[lines.index(picked)]
        reason = prompts.ask_text(
            self,
            self.tr("Merge records"),
            self.tr("Why are these records the same person? (required)"),
        )
        if reason is None:
            return
        question = self.tr(
            "Keep {kept}\nand merge {merged} into it?\n\n"
            "Every entry of the merged record counts as the kept record's, in every "
            "tournament. A merge cannot be undone."
        ).format(kept=self._record_text(kept), merged=self._record_text(merged))
        if not prompts.confirm(self, self.tr("Merge records"), question):
            return
        try:
            self._services.players.merge(
                self._current_operator(), kept.player_id, merged.player_id, reason
            )
        except Refused as refusal:
            prompts.warn(self, title, refusal.message)
            return
        self.refresh()
        self.select_duplicate(kept.player_id)

    def _record_text(self, record: PlayerRecord) -> str:
        number = self.tr("#{id}").format(id=record.player_id)
        document = shown_document(record.document_type, record.document)
        return f"“{record.name}” ({document}, {number})"

    # --- exclusions -----------------------------------------------------------------------

    def on_import_button_clicked(self) -> None:
        title = self.tr("List not imported")
        if not self._allowed("manage_exclusions", title):
            return
        kind = self.import_kind.currentData()
        path = prompts.ask_open_path(
            self,
            self.tr("Import the {list} list").format(list=kind_label(kind).lower()),
            CSV_FILTERS,
        )
        if path is None:
            return
        try:
            text = read_list_file(path)
        except Refused as refusal:
            prompts.warn(self, title, refusal.message)
            return
        try:
            report = self._services.players.import_exclusions(
                self._current_operator(), text, path.name, kind
            )
        except Refused as refusal:
            self._show_import_report(path.name, refusal.message, [])
            prompts.warn(self, title, refusal.message)
            return
        summary = self.tr("%n person(s) listed from {file}.", "", report.listed).format(
            file=path.name
        )
        self._show_import_report(path.name, summary, report.problems)
        self.refresh()

    def _show_import_report(
        self, file_name: str, summary: str, problems: list[tuple[int, str]]
    ) -> None:
        lines = [summary]
        if problems:
            lines.append(
                self.tr(
                    "%n line(s) could not be read and were NOT listed. Correct them in "
                    "the file and import it again:",
                    "",
                    len(problems),
                )
            )
            lines += [
                self.tr("  line {number}: {text}").format(number=number, text=text)
                for number, text in problems
            ]
        else:
            lines.append(self.tr("Every line was read."))
        self.import_report.setPlainText("\n".join(lines))
        self.import_report.show()

    def on_exclude_button_clicked(self) -> None:
        if not self._allowed("manage_exclusions", self.tr("Not listed")):
            return
        document = self.exclude_document.text()
        try:
            self._services.players.exclude(
                self._current_operator(),
                document,
                self.exclude_name.text(),
                self.exclude_kind.currentData(),
            )
        except Refused as refusal:
            show_error(self.exclude_error, refusal.message)
            return
        show_error(self.exclude_error, "")
        self.exclude_document.clear()
        self.exclude_name.clear()
        self.exclude_document.setFocus()
        self.refresh()
        self.exclusions.filter_edit.clear()
        self.exclusions.select("".join(ch for ch in document.upper() if ch.isalnum()))

    def on_lift_button_clicked(self) -> None:
        title = self.tr("Exclusion not lifted")
        entry = self.exclusions.selected()
        if entry is None or not self._allowed("manage_exclusions", title):
            return
        reason = prompts.ask_text(
            self,
            self.tr("Lift exclusion"),
            self.tr(
                "Lift the {list} of {name} (document {document})? They will be able to "
                "register again.\n\nReason (required):"
            ).format(list=kind_label(entry.kind).lower(), name=entry.name, document=entry.document),
        )
        if reason is None:
            return
        try:
            self._services.players.lift_exclusion(self._current_operator(), entry.document, reason)
        except Refused as refusal:
            prompts.warn(self, title, refusal.message)
            return
        self.refresh()

    # --- staff ----------------------------------------------------------------------------

    def on_staff_add_button_clicked(self) -> None:
        if not self._allowed("manage_exclusions", self.tr("Not listed")):
            return
        document = self.staff_document.text()
        try:
            self._services.players.add_staff(
                self._current_operator(),
                document,
                self.staff_name.text(),
                self.staff_note.text(),
            )
        except Refused as refusal:
            show_error(self.staff_error, refusal.message)
            return
        show_error(self.staff_error, "")
        for edit in (self.staff_document, self.staff_name, self.staff_note):
            edit.clear()
        self.staff_document.setFocus()
        self.refresh()
        self.staff.filter_edit.clear()
        self.staff.select("".join(ch for ch in document.upper() if ch.isalnum()))

    def on_staff_remove_button_clicked(self) -> None:
        title = self.tr("Not removed")
        entry = self.staff.selected()
        if entry is None or not self._allowed("manage_exclusions", title):
            return
        reason = prompts.ask_text(
            self,
            self.tr("Remove from the staff list"),
            self.tr(
                "Remove {name} (document {document}) from the staff list? They will be able "
                "to play.\n\nReason (required):"
            ).format(name=entry.name, document=entry.document),
        )
        if reason is None:
            return
        if not reason.strip():
            prompts.warn(self, title, self.tr("Say why: nothing was removed."))
            return
        try:
            self._services.players.remove_staff(self._current_operator(), entry.document, reason)
        except Refused as refusal:
            prompts.warn(self, title, refusal.message)
            return
        self.refresh()

    # --- elsewhere ------------------------------------------------------------------------

    def on_bridge_events_committed(self, stream_id: int, _events: list) -> None:
        if stream_id == HOUSE_STREAM:
            self.refresh()
