"""Settings' switch for the room's web page (tournament_director/web) inside the console: on,
the page is served from this PC on a thread of its own with its own asyncio loop (it opens
its own read-only services on the record: nothing of the console's is shared with it); off,
it stops. The address to give the players is shown, with a QR code a phone can scan.

Where it listens is the house's choice, remembered on this PC: this PC alone (127.0.0.1,
to try it), this PC's address on the room's network, or every address. The server runs
until switched off or the console closes, whether Settings stays open or not;
``start_remembered`` starts it again with the console when it was on.
"""

from __future__ import annotations

import errno
import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Slot
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
)

from tournament_director.services import Services
from tournament_director.ui.console_settings import SETTINGS_FILE

log = logging.getLogger(__name__)

DEFAULT_PORT = 8080
QR_MODULE_PX = 4
LOCAL, LAN, EVERY = "127.0.0.1", "lan", "0.0.0.0"

#: The one page this console serves (a process serves one record), kept across dialogs.
_running: dict[str, object] = {}


def running_server():
    """The console's web server while it runs, else None."""
    server = _running.get("server")
    return server if server is not None and server.running else None


def stop_server() -> None:
    server = _running.pop("server", None)
    if server is not None:
        server.stop()


def qr_pixmap(text: str, module_px: int = QR_MODULE_PX) -> QPixmap:
    """A QR code of text (ReportLab's encoder, already used for the papers' codes), black on
    white with its quiet zone, for a phone to read off the screen."""
    from reportlab.graphics.barcode.qrencoder import QRCode, QRErrorCorrectLevel

    code = QRCode(None, QRErrorCorrectLevel.M)  # the smallest version that holds text
    code.addData(text)
    code.make()
    count = code.getModuleCount()
    quiet = 4
    side = (count + 2 * quiet) * module_px
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    black = QColor("black").rgb()
    for row in range(count):
        for col in range(count):
            if code.isDark(row, col):
                x0, y0 = (col + quiet) * module_px, (row + quiet) * module_px
                for dy in range(module_px):
                    for dx in range(module_px):
                        image.setPixel(x0 + dx, y0 + dy, black)
    return QPixmap.fromImage(image)


def _station_settings(data_dir: Path) -> QSettings:
    return QSettings(str(Path(data_dir) / SETTINGS_FILE), QSettings.Format.IniFormat)


def _start(services: Services, host: str, port: int):
    """The page on the console's record, listening (OSError when it cannot)."""
    from tournament_director.web.server import WebServer, read_only_services

    database = services.db
    record = getattr(database, "url", None) or database.path
    server = WebServer(read_only_services(record, database.station), host, port)
    server.start()
    stop_server()
    _running["server"] = server
    app = QCoreApplication.instance()
    if app is not None and not _running.get("hooked"):
        app.aboutToQuit.connect(stop_server)  # the console closes: the page stops
        _running["hooked"] = True
    return server


def start_remembered(services: Services, data_dir: Path):
    """At the console's start: the page again when it was on when the console last closed
    (this PC's choice), where it listened then; None when it was off or cannot start now
    (logged: Settings says why when switched on by hand)."""
    settings = _station_settings(data_dir)
    if str(settings.value("web/on", "false")).lower() not in ("true", "1"):
        return None
    host = str(settings.value("web/host", LOCAL))
    if host == LAN:
        from tournament_director.web.server import lan_address

        host = lan_address() or LOCAL
    try:
        return _start(services, host, int(settings.value("web/port", DEFAULT_PORT)))
    except (OSError, ValueError) as exc:
        log.warning("the room's web page did not start again: %s", exc)
        return None


class WebPageBox(QGroupBox):
    """On/off, where it listens, the port; the address and its QR once on."""

    def __init__(self, services: Services, data_dir: Path, parent=None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("The room's web page (this PC)"))
        self._services = services
        self._settings = _station_settings(data_dir)
        from tournament_director.web.server import lan_address

        self._lan = lan_address()
        self.on = QCheckBox(self.tr("Serve the clock and seat look-up to the room's phones"))
        self.on.setObjectName("web_on")
        self.host = QComboBox()
        self.host.setObjectName("web_host")
        self.host.addItem(self.tr("This PC only (127.0.0.1), to try it"), LOCAL)
        if self._lan:
            self.host.addItem(self.tr("The room's network (%1)").replace("%1", self._lan), LAN)
        self.host.addItem(self.tr("Every network of this PC (0.0.0.0)"), EVERY)
        remembered = str(self._settings.value("web/host", LOCAL))
        self.host.setCurrentIndex(max(self.host.findData(remembered), 0))
        self.port = QSpinBox()
        self.port.setObjectName("web_port")
        self.port.setRange(1024, 65535)
        self.port.setValue(int(self._settings.value("web/port", DEFAULT_PORT)))
        self.address = QLabel()
        self.address.setObjectName("web_address")
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel()
        self.qr.setObjectName("web_qr")
        self.problem = QLabel()
        self.problem.setObjectName("web_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a40000;")
        hint = QLabel(
            self.tr(
                "Read only: it shows the clock, a player's own seat (with his ticket's code), "
                "the waiting list by position and the results; no document, no command."
            )
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #5a5a5a;")
        grid = QGridLayout(self)
        grid.addWidget(self.on, 0, 0, 1, 2)
        grid.addWidget(QLabel(self.tr("Listen on:")), 1, 0)
        grid.addWidget(self.host, 1, 1)
        grid.addWidget(QLabel(self.tr("Port:")), 2, 0)
        grid.addWidget(self.port, 2, 1)
        grid.addWidget(hint, 3, 0, 1, 2)
        grid.addWidget(self.problem, 4, 0, 1, 2)
        grid.addWidget(self.address, 5, 0, 1, 2)
        grid.addWidget(self.qr, 6, 0, 1, 2, Qt.AlignmentFlag.AlignHCenter)
        self.on.setChecked(running_server() is not None)
        self.on.toggled.connect(self.on_on_toggled)
        self._show()

    def _listen_address(self) -> str:
        choice = self.host.currentData()
        return self._lan if choice == LAN and self._lan else choice

    @Slot(bool)
    def on_on_toggled(self, on: bool) -> None:
        self.problem.setText("")
        if not on:
            stop_server()
            self._remember(False)
            self._show()
            return
        host, port = self._listen_address(), self.port.value()
        try:
            _start(self._services, host, port)
        except OSError as exc:
            log.warning("the room's web page did not start: %s", exc)
            reason = {
                errno.EADDRINUSE: self.tr("the port is in use"),
                errno.EADDRNOTAVAIL: self.tr("that address is not this PC's"),
                errno.EACCES: self.tr("not permitted"),
            }.get(exc.errno, exc.strerror or str(exc))
            self.problem.setText(
                self.tr("The page could not start on %1:%2 (%3). Choose another port.")
                .replace("%1", host)
                .replace("%2", str(port))
                .replace("%3", reason)
            )
            self.on.blockSignals(True)
            self.on.setChecked(False)
            self.on.blockSignals(False)
            self._show()
            return
        self._remember(True)
        self._show()

    def _remember(self, on: bool) -> None:
        """This PC's choice, for the next start of the console (``start_remembered``)."""
        self._settings.setValue("web/on", "true" if on else "false")
        self._settings.setValue("web/host", self.host.currentData())
        self._settings.setValue("web/port", self.port.value())
        self._settings.sync()

    def _show(self) -> None:
        server = running_server()
        self.host.setEnabled(server is None)
        self.port.setEnabled(server is None)
        if server is None:
            self.address.setText(self.tr("Off."))
            self.qr.clear()
            self.qr.setVisible(False)
            return
        address = server.address
        if server.host.startswith("127."):
            words = self.tr(
                "On at %1, on this PC only: for the room's phones listen on the room's network."
            ).replace("%1", address)
        else:
            words = self.tr("On. Give the players this address: %1").replace("%1", address)
        self.address.setText(words)
        if self._services.db.key is None:  # the page finds the key where the console does
            self.problem.setText(
                self.tr(
                    "The record's key is missing on this PC: the page cannot check the seat "
                    "tickets' QR codes and refuses them; players look up their seat with their "
                    "entry number and the last 4 digits of their document."
                )
            )
        self.qr.setPixmap(qr_pixmap(address))
        self.qr.setVisible(True)
