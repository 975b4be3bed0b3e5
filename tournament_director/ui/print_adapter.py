"""The Qt side of printing: a PDF from printing/ sent to any installed printer, or saved.

The renderers draw PDFs; a printer driver wants a QPainter. QtPdf (in PySide6-Addons) renders
each PDF page to an image at the printer's resolution (capped at 300 dpi: a thermal head is
203 dpi, and an A4 page at 1200 dpi would be half a gigabyte), which is painted on a QPrinter
page of the PDF page's size at its true physical size, shrunk only if the paper is smaller.

Each kind of document remembers its printer in the station's console.ini (receipts on
"Thermal 80", reports on "Office A4"...). "Save as PDF" is always offered, for when a printer
is missing or jammed. Dialog texts come from printing.labels in the console's language, so
this module adds nothing to the Qt translation files.

With no printer installed at all, nothing asks: every paper is saved as a PDF in the
tournament's folder (`services/papers.py`: papers/<id>-<name>/, a name that says what it is,
never over another), the status bar says where each went, and the first time the operator
is told where papers go, with a button that opens the folder.
"""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSettings, QSize, QSizeF, QUrl
from PySide6.QtGui import QDesktopServices, QPageLayout, QPageSize, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from tournament_director import i18n
from tournament_director.printing.labels import label
from tournament_director.printing.reports import CSV_ENCODING
from tournament_director.services import papers
from tournament_director.station import private_dir
from tournament_director.ui import prompts
from tournament_director.ui.console_settings import SETTINGS_FILE

log = logging.getLogger(__name__)

MAX_RENDER_DPI = 300


class DocumentKind(StrEnum):
    RECEIPT = "receipt"
    SEAT_TICKET = "seat_ticket"
    WAITING_TICKET = "waiting_ticket"
    REPORT = "report"
    MOVE_SLIP = "move_slip"
    TABLE_SHEET = "table_sheet"


class PrintError(Exception):
    """Printing failed; the message is for the floor person, in the console's language."""


class PrinterMemory:
    """Which printer each kind of document went to last, kept in the station's console.ini."""

    def __init__(self, data_dir: Path) -> None:
        self._qsettings = QSettings(str(Path(data_dir) / SETTINGS_FILE), QSettings.Format.IniFormat)

    def printer_for(self, kind: DocumentKind) -> str | None:
        value = self._qsettings.value(f"printers/{DocumentKind(kind).value}", "")
        return str(value) or None

    def remember(self, kind: DocumentKind, printer_name: str) -> None:
        self._qsettings.setValue(f"printers/{DocumentKind(kind).value}", printer_name)
        self._qsettings.sync()

    @property
    def last_folder(self) -> str:
        return str(self._qsettings.value("printers/last_folder", ""))

    @last_folder.setter
    def last_folder(self, folder: str) -> None:
        self._qsettings.setValue("printers/last_folder", folder)
        self._qsettings.sync()

    @property
    def papers_told(self) -> bool:
        """Whether this station was told where papers go without a printer."""
        return str(self._qsettings.value("printers/papers_told", "false")).lower() == "true"

    @papers_told.setter
    def papers_told(self, told: bool) -> None:
        self._qsettings.setValue("printers/papers_told", "true" if told else "false")
        self._qsettings.sync()


def print_pdf(pdf: bytes, printer: QPrinter) -> int:
    """Paint every page of the PDF on the printer; returns the number of pages printed.

    Works for a native printer and for a QPrinter in PDF output mode (no CUPS needed).
    Raises PrintError when the PDF cannot be read or the printer cannot be started.
    """
    language = i18n.language()
    handle, name = tempfile.mkstemp(suffix=".pdf", prefix="td-print-")
    # QPdfDocument.load(path) is synchronous; load(QIODevice) is not.
    with os.fdopen(handle, "wb") as file:
        file.write(pdf)
    document = QPdfDocument()
    try:
        error = document.load(name)
        if error != QPdfDocument.Error.None_ or document.pageCount() == 0:
            raise PrintError(label("adapter.unreadable", language, error=error.name))
        return _paint(document, printer, language)
    finally:
        document.close()
        Path(name).unlink(missing_ok=True)


def _page_size(document: QPdfDocument, page: int) -> QPageSize:
    size = document.pagePointSize(page)
    return QPageSize(
        QSizeF(size.width(), size.height()),
        QPageSize.Unit.Point,
        "",
        QPageSize.SizeMatchPolicy.FuzzyMatch,
    )


def _paint(document: QPdfDocument, printer: QPrinter, language: str) -> int:
    printer.setFullPage(True)  # the PDF carries its own margins (4 mm on the roll)
    printer.setPageLayout(
        QPageLayout(_page_size(document, 0), QPageLayout.Orientation.Portrait, QMarginsF())
    )
    painter = QPainter()
    if not painter.begin(printer):
        raise PrintError(label("adapter.print_failed", language, printer=printer.printerName()))
    try:
        for page in range(document.pageCount()):
            if page:
                # a roll receipt's next page has its own length
                printer.setPageSize(_page_size(document, page))
                printer.newPage()
            points = document.pagePointSize(page)
            device_dpi = printer.resolution()
            dpi = min(device_dpi, MAX_RENDER_DPI)
            image = document.render(
                page, QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72))
            )
            # true physical size in device pixels, shrunk to the paper if it is smaller
            width = points.width() * device_dpi / 72
            height = points.height() * device_dpi / 72
            paper = printer.pageLayout().fullRectPixels(device_dpi)
            shrink = min(1.0, paper.width() / width, paper.height() / height)
            painter.drawImage(QRectF(0, 0, width * shrink, height * shrink), image)
    finally:
        painter.end()
    return document.pageCount()


# dialogs (module functions so tests can answer them) -------------------------------------


def installed_printers() -> list[str]:
    """The printers this PC has (none: papers are saved as PDF files instead)."""
    return QPrinterInfo.availablePrinterNames()


def tell_papers_folder(parent: QWidget | None, folder: Path, example: str) -> bool:
    """The first paper saved without a printer: say where papers go; True when the operator
    asks to open the folder."""
    language = i18n.language()
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(label("adapter.no_printer_title", language))
    box.setText(label("adapter.no_printer", language, folder=str(folder), name=example))
    opener = box.addButton(
        label("adapter.open_folder", language), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(QMessageBox.StandardButton.Ok)
    box.exec()
    return box.clickedButton() is opener


def open_folder(folder: Path) -> bool:
    """Show the folder in the system's file manager."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def run_print_dialog(printer: QPrinter, parent: QWidget | None, title: str) -> bool:
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(title)
    return dialog.exec() == QPrintDialog.DialogCode.Accepted


def ask_save_path(parent: QWidget | None, title: str, suggested: str, file_filter: str) -> str:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, file_filter)
    return path


class PrintAdapter:
    """What the console calls to print or save a rendered document.

    tournament: (id, name) of the tournament whose papers these are, asked when a paper is
    saved without a printer (a renamed tournament's next papers go to its new folder);
    None: the papers folder itself."""

    def __init__(
        self, data_dir: Path, tournament: Callable[[], tuple[int, str]] | None = None
    ) -> None:
        self.memory = PrinterMemory(data_dir)
        self.data_dir = Path(data_dir)
        self._tournament = tournament
        self.last_paper: Path | None = None

    def papers_folder(self) -> Path:
        """Where papers saved without a printer go (services/papers.py)."""
        if self._tournament is None:
            return self.data_dir / papers.PAPERS_DIR
        return papers.tournament_folder(self.data_dir, *self._tournament())

    def open_papers_folder(self) -> Path:
        """Show the tournament's papers folder (made, private, if no paper went there yet)."""
        folder = private_dir(self.papers_folder())
        open_folder(folder)
        return folder

    def printer_for(self, kind: DocumentKind) -> QPrinter:
        """A printer set to the one remembered for this kind, if it is still installed;
        otherwise the system's default printer."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        remembered = self.memory.printer_for(kind)
        if remembered and remembered in installed_printers():
            printer.setPrinterName(remembered)
        return printer

    def keep_paper(
        self, pdf: bytes, title: str, paper: str | None, parent: QWidget | None = None
    ) -> Path:
        """No printer: save the paper as a PDF in the tournament's folder without asking,
        under ``paper`` (a name that says what it is, services/papers.paper_name) or the
        title; say where in the status bar, and the first time in a message that can open
        the folder. PrintError when it cannot be written."""
        language = i18n.language()
        folder = self.papers_folder()
        try:
            path = papers.save_paper(folder, paper or title, pdf)
        except OSError as error:
            raise PrintError(
                label("adapter.save_failed", language, path=str(folder), error=error.strerror)
            ) from error
        self.last_paper = path
        log.info("no printer: saved %s as %s", title, path)
        window = parent.window() if parent is not None else None
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(
                label("adapter.saved_status", language, name=path.name, folder=str(folder)),
                30_000,
            )
        if not self.memory.papers_told:
            self.memory.papers_told = True
            if tell_papers_folder(parent, folder, path.name):
                open_folder(folder)
        return path

    def print_document(
        self,
        pdf: bytes,
        kind: DocumentKind,
        title: str,
        parent: QWidget | None = None,
        paper: str | None = None,
    ) -> bool:
        """Ask which printer (the remembered one preselected), print, remember the choice.
        False when the person cancels; PrintError when the printer fails. With no printer
        installed, the paper is kept as a PDF instead (`keep_paper`), without a dialog."""
        if not installed_printers():
            self.keep_paper(pdf, title, paper, parent)
            return True
        printer = self.printer_for(kind)
        printer.setDocName(title)
        dialog_title = label("adapter.print_title", i18n.language(), title=title)
        if not run_print_dialog(printer, parent, dialog_title):
            return False
        if printer.outputFormat() == QPrinter.OutputFormat.NativeFormat and printer.printerName():
            self.memory.remember(kind, printer.printerName())
        pages = print_pdf(pdf, printer)
        log.info("printed %s (%s, %d pages) on %r", title, kind, pages, printer.printerName())
        return True

    def print_quietly(
        self,
        pdf: bytes,
        kind: DocumentKind,
        title: str,
        parent: QWidget | None = None,
        paper: str | None = None,
    ) -> bool:
        """The desk's automatic printing: straight to the printer remembered for this kind
        when it is still installed (no dialog between two sales); otherwise the dialog,
        which remembers the choice for the next time; with no printer at all, the paper
        kept as a PDF (`keep_paper`)."""
        remembered = self.memory.printer_for(kind)
        if not remembered or remembered not in installed_printers():
            return self.print_document(pdf, kind, title, parent, paper)
        printer = self.printer_for(kind)
        printer.setDocName(title)
        pages = print_pdf(pdf, printer)
        log.info("printed %s (%s, %d pages) on %r", title, kind, pages, remembered)
        return True

    def save_pdf(self, pdf: bytes, suggested_name: str, parent: QWidget | None = None):
        """Ask where and write the PDF; the path, or None when cancelled."""
        return self._save(
            pdf, suggested_name, ".pdf", "adapter.save_pdf", "adapter.pdf_filter", parent
        )

    def save_csv(self, text: str, suggested_name: str, parent: QWidget | None = None):
        """Write a CSV from printing.reports (UTF-8 with BOM, so spreadsheets read accents)."""
        return self._save(
            text.encode(CSV_ENCODING),
            suggested_name,
            ".csv",
            "adapter.save_csv",
            "adapter.csv_filter",
            parent,
        )

    def _save(
        self,
        data: bytes,
        suggested_name: str,
        suffix: str,
        title_key: str,
        filter_key: str,
        parent: QWidget | None,
    ) -> Path | None:
        language = i18n.language()
        folder = self.memory.last_folder or str(self.papers_folder())
        suggested = str(Path(folder) / _safe_file_name(suggested_name, suffix))
        chosen = ask_save_path(
            parent, label(title_key, language), suggested, label(filter_key, language)
        )
        if not chosen:
            return None
        path = Path(chosen)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        try:
            path.write_bytes(data)
        except OSError as error:
            raise PrintError(
                label("adapter.save_failed", language, path=str(path), error=error.strerror)
            ) from error
        self.memory.last_folder = str(path.parent)
        log.info("saved %s", path)
        return path


def _safe_file_name(name: str, suffix: str) -> str:
    """A file name any system accepts: no path separators or characters Windows refuses."""
    cleaned = "".join("_" if ch in '<>:"/\\|?*' or ord(ch) < 32 else ch for ch in name).strip()
    cleaned = cleaned.rstrip(". ") or "documento"
    return cleaned if cleaned.lower().endswith(suffix) else cleaned + suffix


def send(
    adapter: PrintAdapter | None,
    pdf: bytes,
    kind: DocumentKind,
    title: str,
    parent: QWidget,
    quietly: bool = False,
    paper: str | None = None,
) -> bool:
    """Print a document from a tab (quietly: to the printer remembered for its kind, without
    the dialog; with no printer, kept as a PDF named ``paper`` in the tournament's folder);
    a failure is said in a warning, never raised. False when nothing printed."""
    if adapter is None:
        return False
    try:
        named = {"paper": paper} if paper else {}
        if quietly:
            return adapter.print_quietly(pdf, kind, title, parent, **named)
        return adapter.print_document(pdf, kind, title, parent, **named)
    except PrintError as problem:
        title = QCoreApplication.translate("PrintAdapter", "Not printed")
        prompts.warn(parent, title, str(problem))
        return False


def tournament_adapter(data_dir: Path, services, tournament_id: int) -> PrintAdapter:
    """The print adapter of a tournament's tab: papers kept without a printer go to its
    folder (services/papers.py), named by its id and its name at the time."""

    def tournament() -> tuple[int, str]:
        return tournament_id, services.tournaments.state(tournament_id).name

    return PrintAdapter(data_dir, tournament)
