"""The few blocking questions the console asks, in one place.

Windows call these through the module (``prompts.confirm(...)``) so tests can replace them
and never wait on a modal dialog.
"""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget


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
