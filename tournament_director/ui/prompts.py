"""The few blocking questions the console asks, in one place.

Windows call these through the module (``prompts.confirm(...)``) so tests can replace them
and never wait on a modal dialog.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import (
    QCheckBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A refusal or a problem the operator must read; nothing was written."""
    QMessageBox.warning(parent, title, text)


def error(parent: QWidget | None, title: str, text: str, details: str = "") -> None:
    box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.exec()


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def ask_text(
    parent: QWidget | None, title: str, label: str, text: str = "", secret: bool = False
) -> str | None:
    """The typed text, or None when the operator cancelled."""
    mode = QLineEdit.EchoMode.Password if secret else QLineEdit.EchoMode.Normal
    value, ok = QInputDialog.getText(parent, title, label, mode, text)
    return value if ok else None


def ask_item(parent: QWidget | None, title: str, label: str, items: list[str], current: int = 0):
    """One of items, or None when the operator cancelled."""
    value, ok = QInputDialog.getItem(parent, title, label, items, current, False)
    return value if ok else None


def info(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.information(parent, title, text)


def ask_int(
    parent: QWidget | None,
    title: str,
    label: str,
    value: int,
    minimum: int,
    maximum: int,
) -> int | None:
    """A whole number in [minimum, maximum], or None when the operator cancelled."""
    number, ok = QInputDialog.getInt(parent, title, label, value, minimum, maximum)
    return number if ok else None


def ask_datetime(
    parent: QWidget | None, title: str, label: str, initial: datetime
) -> datetime | None:
    """A local date and time (timezone-aware), or None when the operator cancelled."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    edit = QDateTimeEdit(QDateTime(initial.astimezone().replace(tzinfo=None)))
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("dd/MM/yyyy HH:mm")
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel(label))
    layout.addWidget(edit)
    layout.addWidget(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return edit.dateTime().toPython().astimezone()


def ask_open_path(parent: QWidget | None, title: str, filters: str) -> Path | None:
    """A file to read, or None when the operator cancelled."""
    path, _chosen = QFileDialog.getOpenFileName(parent, title, "", filters)
    return Path(path) if path else None


def ask_directory(parent: QWidget | None, title: str, start: str = "") -> Path | None:
    """A folder, or None when the operator cancelled."""
    path = QFileDialog.getExistingDirectory(parent, title, start)
    return Path(path) if path else None


def ask_save_path(parent: QWidget | None, title: str, suggested: str, filters: str) -> Path | None:
    """Where to write a file, or None when the operator cancelled."""
    path, _chosen = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return Path(path) if path else None


def ask_checked(
    parent: QWidget | None, title: str, label: str, items: list[str], checked: list[bool]
) -> list[int] | None:
    """The indexes of the items the operator ticked, or None when they cancelled."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    text = QLabel(label)
    text.setWordWrap(True)
    layout.addWidget(text)
    boxes = []
    for item, on in zip(items, checked, strict=True):
        box = QCheckBox(item)
        box.setChecked(on)
        layout.addWidget(box)
        boxes.append(box)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return [i for i, box in enumerate(boxes) if box.isChecked()]
