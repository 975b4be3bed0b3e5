"""An exception escaping a slot is logged and shown, and the console carries on."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtCore import QObject, QtMsgType, Signal

from tournament_director.domain.errors import Refused
from tournament_director.ui.error_handling import ExceptionHook, qt_message_handler


class Emitter(QObject):
    fired = Signal()


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_is_logged_shown_and_survived(
    qtbot, make_window, director, answers, caplog
):
    window = make_window(director)
    hook = ExceptionHook().install()
    try:

        def broken_slot() -> None:
            raise RuntimeError("tabla rota")

        emitter = Emitter()
        emitter.fired.connect(broken_slot)
        with caplog.at_level(logging.CRITICAL):
            emitter.fired.emit()
    finally:
        hook.uninstall()

    assert sys.excepthook is not hook
    assert any(
        r.levelno == logging.CRITICAL and r.exc_info and "tabla rota" in str(r.exc_info[1])
        for r in caplog.records
    )
    assert len(answers.errors) == 1
    title, text = answers.errors[0]
    assert title == "Error inesperado"
    assert "RuntimeError: tabla rota" in text
    # Still usable: a command through the window works afterwards.
    answers.texts.append("Después del error")
    window.new_action.trigger()
    assert window.current_workspace().name == "Después del error"


def test_an_escaped_refusal_is_shown_as_a_refusal(answers):
    hook = ExceptionHook()
    refusal = Refused("undo.nothing")
    hook(Refused, refusal, None)
    assert answers.warnings == [("No se hizo", "No hay ninguna acción reciente para deshacer.")]
    assert answers.errors == []


def test_qt_messages_go_to_the_log(caplog):
    with caplog.at_level(logging.DEBUG, logger="qt"):
        qt_message_handler(QtMsgType.QtWarningMsg, _Context(), "algo de Qt")
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records] == [
        ("qt", logging.WARNING, "algo de Qt")
    ]


class _Context:
    file = None
    line = 0
