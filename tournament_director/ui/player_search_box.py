"""Find a house player as you type: name or document words, instant, a short results list.

The arrow keys move through the results without leaving the text box, so a cashier types
a few letters, checks the name, and presses Enter (``chosen``) to sell the entry.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from tournament_director.domain.identity import shown_document
from tournament_director.domain.players import PlayerRecord
from tournament_director.services import Services

RESULTS_LIMIT = 30


def record_line(record: PlayerRecord) -> str:
    """A result on two lines: the name, then the document and the date of birth (on one
    line the date was cut off in the desk's narrow column)."""
    born = "/".join(reversed(record.birth_date.split("-")))
    return f"{record.name}\n{shown_document(record.document_type, record.document)}  ·  {born}"


class PlayerSearchBox(QWidget):
    chosen = Signal(int)  # Enter (or double-click) on a result: the house player id
    current_changed = Signal(object)  # PlayerRecord | None

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._records: list[PlayerRecord] = []
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(self.tr("Name or document number…"))
        self.edit.setClearButtonEnabled(True)
        self.results = QListWidget()
        self.results.setAlternatingRowColors(True)
        self.results.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the text box keeps the keys
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit)
        layout.addWidget(self.results, 1)
        self.edit.textChanged.connect(self.on_edit_text_changed)
        self.edit.installEventFilter(self)
        self.results.currentRowChanged.connect(self.on_results_current_row_changed)
        self.results.itemActivated.connect(lambda _item: self._choose())
        self.results.itemDoubleClicked.connect(lambda _item: self._choose())

    # --- reading --------------------------------------------------------------------------

    def current_record(self) -> PlayerRecord | None:
        row = self.results.currentRow()
        return self._records[row] if 0 <= row < len(self._records) else None

    def text(self) -> str:
        return self.edit.text()

    # --- acting ---------------------------------------------------------------------------

    def clear(self) -> None:
        self.edit.clear()
        self.edit.setFocus()

    def show_record(self, record: PlayerRecord) -> None:
        """A record just created: the only result, selected."""
        self.edit.blockSignals(True)
        self.edit.setText(record.name)
        self.edit.blockSignals(False)
        self._fill([record])

    def _fill(self, records: list[PlayerRecord]) -> None:
        self._records = records
        self.results.clear()
        for record in records:
            item = QListWidgetItem(record_line(record))
            item.setToolTip(record_line(record).replace("\n", "  ·  "))
            item.setData(Qt.ItemDataRole.UserRole, record.player_id)
            self.results.addItem(item)
        self.results.setCurrentRow(0 if records else -1)
        if not records:
            self.current_changed.emit(None)

    def _choose(self) -> None:
        record = self.current_record()
        if record is not None:
            self.chosen.emit(record.player_id)

    # --- slots ----------------------------------------------------------------------------

    def on_edit_text_changed(self, text: str) -> None:
        query = text.strip()
        self._fill(self._services.players.search(query, RESULTS_LIMIT) if query else [])

    def on_results_current_row_changed(self, _row: int) -> None:
        self.current_changed.emit(self.current_record())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.edit and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            count = self.results.count()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and count:
                step = 1 if key == Qt.Key.Key_Down else -1
                row = min(max(self.results.currentRow() + step, 0), count - 1)
                self.results.setCurrentRow(row)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._choose()
                return True
        return super().eventFilter(watched, event)
