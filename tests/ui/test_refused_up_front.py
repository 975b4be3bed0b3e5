"""What cannot be done is said before anything is typed: a cancellation once play started is
refused before its reason is asked (as undo is), and the buy-in opens read-only with the
reason once it can no longer change."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from tournament_director.domain.errors import Refused
from tournament_director.domain.structure_io import import_json
from tournament_director.i18n import t
from tournament_director.paths import resources_dir
from tournament_director.ui.buy_in_dialog import BuyInDialog

PRICE = 100_000


@pytest.fixture
def tid(services, director):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(director, tid)
    record = services.players.create(director, "Ana Uno", "DNI", "30000001", "Chile", "1990-04-01")
    services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    return tid


def _registration_tab(make_window, operator, tid):
    workspace = make_window(operator).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    return workspace.registration_tab


def test_a_cancellation_once_play_started_is_refused_before_the_reason(
    make_window, services, director, tid, answers
):
    services.clock.start(director, tid)
    tab = _registration_tab(make_window, director, tid)
    tab.table.selectRow(0)
    before = len(services.tournaments.events(tid))
    tab.cancel_entry()
    ((_title, text),) = answers.warnings
    assert text == t("entry.cancel_after_start", id=1)  # the refusal, at once
    assert answers.questions == []  # no reason asked
    assert tab.form_error.isVisible()
    assert len(services.tournaments.events(tid)) == before


def test_before_play_the_reason_is_asked_and_the_entry_cancelled(
    make_window, services, director, tid, answers
):
    tab = _registration_tab(make_window, director, tid)
    tab.auto_print_box.setChecked(False)  # no refund receipt to a printer
    tab.table.selectRow(0)
    answers.texts = ["Se equivocó de torneo"]
    tab.cancel_entry()
    assert answers.warnings == [] and len(answers.questions) == 1
    assert services.registration.book(tid).entries[1].status == "cancelled"


def test_the_check_writes_nothing_and_refuses_as_the_command(services, director, floor, tid):
    before = len(services.tournaments.events(tid))
    services.registration.check_cancel(director, tid, 1)  # possible: no refusal
    with pytest.raises(Refused) as refused:
        services.registration.check_cancel(floor, tid, 1)
    assert refused.value.key == "operator.not_allowed"
    with pytest.raises(Refused) as refused:
        services.registration.cancel_entry(floor, tid, 1, "motivo")
    assert refused.value.key == "operator.not_allowed"
    assert len(services.tournaments.events(tid)) == before


def _buy_in(qtbot, services, tid, operator) -> BuyInDialog:
    dialog = BuyInDialog(services, tid, lambda: operator)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_buy_in_opens_editable_before_play(qtbot, services, director, tid):
    dialog = _buy_in(qtbot, services, tid, director)
    assert not dialog.notice.isVisible()
    assert not any(edit.isReadOnly() for edit in dialog.edits.values())
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Save) is not None


def test_once_play_started_the_buy_in_says_why_and_is_read_only(qtbot, services, director, tid):
    services.clock.start(director, tid)
    dialog = _buy_in(qtbot, services, tid, director)
    assert dialog.notice.isVisible() and dialog.notice.text() == t("buy_in.started")
    assert all(edit.isReadOnly() for edit in dialog.edits.values())
    assert not dialog.currency_combo.isEnabled()
    # the tables can still change: Save stays, for them alone
    assert not dialog.tables_spin.isReadOnly()
    before = len(services.tournaments.events(tid))
    dialog.tables_spin.setValue(2)
    dialog.on_buttons_accepted()
    assert not dialog.error.isVisible()
    events = services.tournaments.events(tid)[before:]
    assert [e.type for e in events] == ["TablesSet"]


def test_a_floor_operator_sees_the_buy_in_read_only(qtbot, services, floor, tid):
    dialog = _buy_in(qtbot, services, tid, floor)
    assert dialog.notice.isVisible() and floor.name in dialog.notice.text()
    assert all(edit.isReadOnly() for edit in dialog.edits.values())
    assert not dialog.tables_spin.isReadOnly()  # the floor sets the tables
