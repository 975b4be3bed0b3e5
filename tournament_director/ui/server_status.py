"""The console's word on the record's server (several stations on PostgreSQL): shown in the
status bar while the record is on a server; red, and saying that commands are refused, from
the moment the server cannot be reached until the station has reconnected by itself."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QWidget

from tournament_director.services import Services


class _Relay(QObject):
    """The watch's thread tells; the label hears it on the GUI thread."""

    changed = Signal(bool)


class ServerStatusLabel(QLabel):
    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._server = services.db.location
        self._relay = _Relay(self)
        self._relay.changed.connect(self.show_reachable)
        self.setVisible(services.db.shared)
        self._unsubscribe = None
        if services.db.shared:
            self._unsubscribe = services.live.on_connection(self._relay.changed.emit)
            self.destroyed.connect(self._forget)
        self.show_reachable(services.db.reachable)

    def show_reachable(self, reachable: bool) -> None:
        if reachable:
            self.setText(self.tr("Server: connected"))
            self.setToolTip(self._server)
            self.setStyleSheet("color: #1b5e20;")
        else:
            self.setText(
                self.tr("Server unreachable: commands are refused; reconnecting by itself…")
            )
            self.setToolTip(self._server)
            self.setStyleSheet("color: #b00020; font-weight: bold;")

    def _forget(self) -> None:
        if self._unsubscribe is not None:
            with contextlib.suppress(ValueError):  # already gone
                self._unsubscribe()
            self._unsubscribe = None
