"""Qt's messages into logging, and unhandled exceptions logged and shown, not fatal."""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType

from tournament_director.domain.errors import Refused
from tournament_director.ui import prompts

qt_log = logging.getLogger("qt")
log = logging.getLogger(__name__)

_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message_handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """For qInstallMessageHandler: Qt's warnings land in the log file with everything else."""
    where = f" ({context.file}:{context.line})" if context.file else ""
    qt_log.log(_LEVELS.get(mode, logging.WARNING), "%s%s", message, where)


class ExceptionHook:
    """sys.excepthook for the console: log the exception, tell the operator, keep running.

    PySide6 hands an exception escaping a slot to sys.excepthook and returns to the event
    loop, so the console stays usable. A Refused that escaped is only a refusal: it is shown
    as one.
    """

    def __init__(self) -> None:
        self._showing = False
        self.previous = sys.excepthook

    def install(self) -> ExceptionHook:
        sys.excepthook = self
        return self

    def uninstall(self) -> None:
        if sys.excepthook is self:
            sys.excepthook = self.previous

    def __call__(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self.previous(exc_type, exc, tb)
            return
        if isinstance(exc, Refused):
            log.warning("refusal not handled by its window: %s", exc.key)
            self._show(
                prompts.warn, QCoreApplication.translate("ExceptionHook", "Not done"), exc.message
            )
            return
        log.critical("unhandled exception", exc_info=(exc_type, exc, tb))
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        text = QCoreApplication.translate(
            "ExceptionHook",
            "Something went wrong inside Tournament Director: {error}\n\n"
            "What was already saved is safe. The problem was written to the log file; "
            "tell the director. You can keep working.",
        ).format(error=f"{exc_type.__name__}: {exc}")
        self._show(
            prompts.error,
            QCoreApplication.translate("ExceptionHook", "Unexpected error"),
            text,
            details,
        )

    def _show(self, show, *args) -> None:
        if self._showing:  # an error while showing an error: the log has it already
            return
        self._showing = True
        try:
            show(None, *args)
        except Exception:
            log.exception("could not show the error dialog")
        finally:
            self._showing = False
