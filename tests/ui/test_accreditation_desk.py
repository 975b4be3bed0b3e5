"""The final stage's accreditation desk: a slip scanned (the scanner types its QR's code and
Enter) and the document typed, the seat drawn shown and its ticket printed; each refused
slip said in words with nothing written and the code field ready for the next; a qualifier
without his slip accredited with the house penalty; one who does not come seated absent;
the qualifiers and the counts."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_director.domain import stages as domain
from tournament_director.domain.money import format_count
from tournament_director.domain.stages import LATER_FLIGHT, StageSettings
from tournament_director.services.stages import NO_SLIP_OFFENCE
from tournament_director.ui import print_adapter
from tournament_director.ui.accreditation_desk import (
    ABSENT,
    WITH_SLIP,
    WITHOUT_SLIP,
    AccreditationDesk,
    NoSlipDialog,
    QualifiersModel,
    QualifiersProxy,
)

# stage_helpers imports its neighbours (registration_helpers) by their bare names.
INTEGRATION = str(Path(__file__).resolve().parents[1] / "integration")
if INTEGRATION not in sys.path:
    sys.path.insert(0, INTEGRATION)

from stage_helpers import make_event, play_down, players, sell  # noqa: E402


@pytest.fixture
def printed(monkeypatch) -> list[tuple[str, bytes]]:
    """Every document sent to a printer: (its title, the PDF)."""
    sent: list[tuple[str, bytes]] = []
    monkeypatch.setattr(print_adapter, "run_print_dialog", lambda printer, parent, title: True)

    def fake_print(pdf: bytes, printer) -> int:
        sent.append((printer.docName(), pdf))
        return 1

    monkeypatch.setattr(print_adapter, "print_pdf", fake_print)
    return sent


@pytest.fixture
def event(services, director):
    """An event of two closed flights, two qualifiers each (30,000 and 31,000 chips), by
    flight: {flight entry: slip number}."""
    event_id, flights = make_event(services, director)
    people = players(services, director, 1, 6)
    sell(services, director, flights[0], people[:3])
    sell(services, director, flights[1], people[3:])
    slips = {fid: play_down(services, director, fid, 2) for fid in flights}
    return event_id, flights, slips


@pytest.fixture
def desk(qtbot, services, floor, event, settings, printed):
    made = AccreditationDesk(services, event[0], lambda: floor, settings=settings)
    qtbot.addWidget(made)
    made.resize(1366, 768)
    made.show()
    return made


def first_slip(services, event, n: int = 0) -> tuple[int, int, domain.Slip, str]:
    """(flight, flight entry, slip, QR text) of the n-th qualifier of the first flight."""
    _event_id, flights, slips = event
    fid = flights[0]
    entry, number = sorted(slips[fid].items())[n]
    return fid, entry, services.stages.slip(fid, number), services.stages.slip_codes(fid, number)[0]


def scan(qtbot, desk: AccreditationDesk, text: str) -> None:
    """What a barcode scanner does: types the code and Enter into the focused field."""
    qtbot.keyClicks(desk.code_edit, text)
    qtbot.keyClick(desk.code_edit, Qt.Key.Key_Return)


def seqs(services, event) -> list[int]:
    event_id, flights, _slips = event
    return [services.tournaments.state(t).last_seq for t in (event_id, *flights)]


def shown_rows(desk: AccreditationDesk) -> list[list[str]]:
    proxy = desk.proxy
    return [
        [str(proxy.data(proxy.index(r, c)) or "") for c in range(proxy.columnCount())]
        for r in range(proxy.rowCount())
    ]


def test_a_scanned_slip_is_shown_then_accredited_with_the_document(
    qtbot, services, desk, event, printed
):
    event_id = event[0]
    fid, flight_entry, slip, qr = first_slip(services, event, 1)

    scan(qtbot, desk, qr)

    assert desk.pages.currentIndex() == desk.SLIP
    assert desk.name_label.text() == slip.name
    assert slip.document in desk.document_label.text()
    assert desk.chips_label.text() == format_count(slip.chips) == "31.000"
    assert desk.code_edit.text() == ""
    assert desk.focusWidget() is desk.document_edit  # next: the document
    assert not services.tournaments.state(event_id).book.entries  # nothing written yet

    qtbot.keyClicks(desk.document_edit, slip.document)
    qtbot.keyClick(desk.document_edit, Qt.Key.Key_Return)

    state = services.tournaments.state(event_id)
    (entry,) = state.book.entries.values()
    (purchase,) = state.book.purchases.values()
    assert (purchase.kind, purchase.amount, entry.chips) == ("qualifier", 0, slip.chips)
    (accredited,) = state.stages.accredited.values()
    assert (accredited.flight_id, accredited.flight_entry_id) == (fid, flight_entry)
    assert accredited.with_slip and accredited.slip == slip.slip
    assert desk.pages.currentIndex() == desk.SEATED
    seat = (desk.table_number_label.text(), desk.seat_number_label.text())
    assert seat == (str(entry.table), str(entry.seat))
    assert desk.focusWidget() is desk.code_edit  # ready for the next slip
    ((title, _pdf),) = printed  # the seat ticket, as at the registration desk
    assert title == desk.tr("Seat ticket")
    assert desk.counts_label.text() == desk.tr("Accredited %1 of %2").replace("%1", "1").replace(
        "%2", "4"
    )


def test_the_seat_ticket_asked_when_the_desk_does_not_print_by_itself(
    qtbot, services, desk, event, printed, answers
):
    desk.auto_print_box.setChecked(False)
    answers.confirm_answer = False
    _fid, _entry, slip, qr = first_slip(services, event)
    scan(qtbot, desk, qr)
    qtbot.keyClicks(desk.document_edit, slip.document)
    qtbot.keyClick(desk.document_edit, Qt.Key.Key_Return)

    assert answers.questions == [desk.tr("Print the seat ticket?")]
    assert printed == []
    desk.print_button.click()  # printed later, from the card
    assert len(printed) == 1


def _altered(qr: str, field: int, value: str) -> str:
    parts = qr.split("-")
    parts[field] = value
    return "-".join(parts)


@pytest.mark.parametrize(
    "case", ["count", "flight", "player", "made_up", "typed_made_up", "twice", "other_event"]
)
def test_each_refused_slip_says_why_and_writes_nothing(
    qtbot, services, director, floor, desk, event, case
):
    event_id, flights, _slips = event
    fid, flight_entry, slip, qr = first_slip(services, event)
    # QR fields: TDS1, record, event, flight, slip, entry, count, MAC
    if case == "count":
        code = _altered(qr, 6, str(slip.chips * 10))
        expected = domain.SlipRefused(
            "count_altered", chips=format_count(slip.chips * 10), recorded=format_count(slip.chips)
        )
    elif case == "flight":
        code = _altered(qr, 3, str(flights[1]))
        expected = domain.SlipRefused("flight_altered", label="Día 1A")
    elif case == "player":
        code = _altered(qr, 5, str(flight_entry + 1))
        expected = domain.SlipRefused("player_altered", name=slip.name)
    elif case == "made_up":
        code = _altered(qr, 7, "A" * 16)
        expected = domain.SlipRefused("made_up")
    elif case == "typed_made_up":
        code = f"{fid}-{slip.slip}-AAAAA-AAAAA"
        expected = domain.SlipRefused("made_up")
    elif case == "twice":
        services.stages.accredit(floor, event_id, qr, slip.document)
        desk.refresh()
        code = qr
        done = services.tournaments.state(event_id).stages.accreditation_of(fid, flight_entry)
        expected = domain.SlipRefused(
            "presented_twice",
            name=slip.name,
            at=domain.local_time(done.at),
            operator=floor.name,
        )
    else:
        other_id, other_flights = make_event(services, director, labels=("Día 2",))
        sell(services, director, other_flights[0], players(services, director, 20, 2))
        other_slips = play_down(services, director, other_flights[0], 1)
        code = services.stages.slip_codes(other_flights[0], next(iter(other_slips.values())))[0]
        name = services.tournaments.state(other_id).name
        expected = domain.SlipRefused("other_event", event=name)
    before = seqs(services, event)

    scan(qtbot, desk, code)

    assert desk.message_label.text() == expected.message
    if case == "count":  # the counts as the room writes them
        assert "dice 300.000 fichas y el conteo registrado es 30.000" in expected.message
    assert desk.message_label.text().startswith("Comprobante rechazado")  # the room's words
    assert "b00020" in desk.message_label.styleSheet()  # red
    assert desk.pages.currentIndex() == desk.IDLE
    assert desk.code_edit.text() == ""
    assert desk.focusWidget() is desk.code_edit
    assert seqs(services, event) == before


def test_a_wrong_document_is_refused_and_the_slip_kept(qtbot, services, desk, event):
    _fid, _entry, slip, qr = first_slip(services, event)
    scan(qtbot, desk, qr)
    before = seqs(services, event)

    qtbot.keyClicks(desk.document_edit, "99.999.999")
    qtbot.keyClick(desk.document_edit, Qt.Key.Key_Return)

    assert "99999999" in desk.message_label.text()
    assert slip.document in desk.message_label.text() and slip.name in desk.message_label.text()
    assert "b00020" in desk.message_label.styleSheet()
    assert seqs(services, event) == before
    assert desk.pages.currentIndex() == desk.SLIP  # the slip stays: the number again
    assert desk.focusWidget() is desk.document_edit

    desk.document_edit.setText(slip.document)
    assert desk.accredit() is not None
    assert desk.pages.currentIndex() == desk.SEATED


def test_no_document_typed_writes_nothing(qtbot, services, desk, event):
    _fid, _entry, _slip, qr = first_slip(services, event)
    scan(qtbot, desk, qr)
    before = seqs(services, event)
    qtbot.keyClick(desk.document_edit, Qt.Key.Key_Return)
    assert desk.message_label.text() == desk.tr("Ask for his document and type or scan its number.")
    assert seqs(services, event) == before


def test_the_next_slip_scanned_into_the_document_field_is_checked(qtbot, services, desk, event):
    _fid, _entry, _slip, qr = first_slip(services, event)
    _fid, _entry, other, other_qr = first_slip(services, event, 1)
    scan(qtbot, desk, qr)
    before = seqs(services, event)

    qtbot.keyClicks(desk.document_edit, other_qr)  # the scanner types where the focus is
    qtbot.keyClick(desk.document_edit, Qt.Key.Key_Return)

    assert desk.name_label.text() == other.name
    assert desk.chips_label.text() == format_count(other.chips)
    assert seqs(services, event) == before


def test_without_a_slip_the_house_penalty_is_recorded(qtbot, services, desk, event):
    event_id, flights, slips = event
    fid = flights[1]
    number = min(slips[fid].values())
    slip = services.stages.slip(fid, number)
    dialog = desk.without_slip_dialog()
    qtbot.addWidget(dialog)

    qtbot.keyClicks(dialog.search_edit, slip.document[-4:])  # found by his document
    assert dialog.list.count() == 1
    assert dialog.chosen().name == slip.name
    assert dialog.chips_label.text() == format_count(slip.chips)
    dialog.document_edit.setText("11.111.111")
    assert dialog.accredit() is None  # not his document: said, nothing written
    assert slip.name in dialog.refusal.text()
    assert not services.tournaments.state(event_id).book.entries

    dialog.document_edit.setText(slip.document)
    recorded = dialog.accredit()
    assert recorded is not None and dialog.result() == dialog.DialogCode.Accepted
    desk.accredited_without_slip(recorded)

    state = services.tournaments.state(event_id)
    (accredited,) = state.stages.accredited.values()
    assert not accredited.with_slip and accredited.slip is None
    assert state.book.entries[accredited.entry_id].chips == slip.chips
    (penalty,) = state.penalties.items.values()
    assert (penalty.offence, penalty.entry_id) == (NO_SLIP_OFFENCE, accredited.entry_id)
    assert "comprobante de control de fichas" in desk.seated_note.text()  # the penalty said
    assert desk.notice_button.isVisibleTo(desk)
    row = next(r for r in desk.model.rows() if r.accredited)
    assert row.how == WITHOUT_SLIP


def test_a_qualifier_who_does_not_come_is_seated_absent(
    qtbot, services, desk, event, answers, printed
):
    event_id = event[0]
    fid, flight_entry, slip, qr = first_slip(services, event)
    assert desk.select(fid, flight_entry)
    assert desk.absent_button.isEnabled() and not desk.arrived_button.isEnabled()

    desk.absent_button.click()

    assert slip.name in answers.questions[-1] and format_count(slip.chips) in answers.questions[-1]
    state = services.tournaments.state(event_id)
    (entry,) = state.book.entries.values()
    assert entry.absent and entry.chips == slip.chips
    assert not state.penalties.items  # no penalty for an absence
    assert printed == []  # nobody there to take a seat ticket
    assert desk.pages.currentIndex() == desk.SEATED
    desk.all_radio.setChecked(True)
    row = next(r for r in desk.model.rows() if r.accredited)
    assert (row.how, row.absent) == (ABSENT, True)
    assert desk.model.how_words(row) == desk.model.tr("Seated absent")

    # He comes later with his slip: refused as presented, and told to mark him arrived.
    scan(qtbot, desk, qr)
    hint = desk.tr("He was seated absent: check his document and press “Arrived”.")
    assert desk.message_label.text().endswith(hint)
    assert desk.selected_row().entry_id == entry.entry_id
    assert desk.arrived_button.isEnabled()
    desk.arrived_button.click()

    assert not services.tournaments.state(event_id).book.entries[entry.entry_id].absent
    row = next(r for r in desk.model.rows() if r.accredited)
    assert desk.model.how_words(row) == desk.model.tr("Seated absent, came")


def test_the_counts_and_the_list(qtbot, services, floor, desk, event):
    event_id = event[0]
    assert desk.counts_label.text() == desk.tr("Accredited %1 of %2").replace("%1", "0").replace(
        "%2", "4"
    )
    assert len(shown_rows(desk)) == 4  # those to come
    _fid, _entry, slip, qr = first_slip(services, event)
    services.stages.accredit(floor, event_id, qr, slip.document)

    desk.show_state(services.tournaments.state(event_id))  # the record changed

    assert desk.counts_label.text() == desk.tr("Accredited %1 of %2").replace("%1", "1").replace(
        "%2", "4"
    )
    assert desk.to_come_radio.text() == desk.tr("To come (%1)").replace("%1", "3")
    assert [r[QualifiersModel.PLAYER] for r in shown_rows(desk)].count(slip.name) == 0
    desk.accredited_radio.setChecked(True)
    (row,) = shown_rows(desk)
    assert row[QualifiersModel.PLAYER] == slip.name
    assert row[QualifiersModel.CHIPS] == "30.000"
    assert row[QualifiersModel.HOW] == desk.model.tr("With slip")
    entry = next(iter(services.tournaments.state(event_id).book.entries.values()))
    assert row[QualifiersModel.SEAT] == f"{entry.table} - {entry.seat}"
    assert row[QualifiersModel.WHEN].endswith(floor.name)
    assert next(r for r in desk.model.rows() if r.accredited).how == WITH_SLIP
    desk.all_radio.setChecked(True)
    assert len(shown_rows(desk)) == 4
    assert desk.all_radio.text() == desk.tr("All (%1)").replace("%1", "4")


def test_a_player_who_qualified_twice_is_one_qualifier(qtbot, services, director, floor, settings):
    event_id, flights = make_event(services, director, settings=StageSettings(entries=LATER_FLIGHT))
    people = players(services, director, 1, 4)
    sell(services, director, flights[0], people[:2])
    twice = people[1]
    sell(services, director, flights[1], [people[2], twice, people[3]])
    # The lowest entries go out first: he qualifies as entry 2 of each flight.
    play_down(services, director, flights[0], 1, {2: 30_000})
    play_down(services, director, flights[1], 2, {2: 45_000, 3: 28_000})
    desk = AccreditationDesk(services, event_id, lambda: floor, settings=settings)
    qtbot.addWidget(desk)

    rows = desk.model.rows()
    assert len(rows) == 2  # three slips, two players
    (both,) = [r for r in rows if r.others]
    assert both.chips == 45_000  # the event's rule: the largest stack counts
    assert both.others == ("Día 1A: 30.000",)
    assert desk.to_come_radio.text() == desk.tr("To come (%1)").replace("%1", "2")

    # His first flight's slip shown: the card says the other counts.
    fid = flights[0]
    qr = services.stages.slip_codes(fid, 1)[0]
    scan(qtbot, desk, qr)
    assert desk.others_label.isVisibleTo(desk)
    assert "Día 1B: 45.000" in desk.others_label.text()


def test_the_filter_finds_by_name_or_document(qtbot, desk, services, event):
    _fid, _entry, slip, _qr = first_slip(services, event)
    desk.filter_edit.setText(slip.document[-3:])
    assert [r[QualifiersModel.PLAYER] for r in shown_rows(desk)] == [slip.name]
    desk.filter_edit.setText("jugador numero")  # accents and case aside
    assert len(shown_rows(desk)) == 4
    assert desk.show_group.checkedId() == QualifiersProxy.TO_COME


def test_without_a_slip_from_the_list_opens_on_the_qualifier_chosen(
    qtbot, services, desk, event, monkeypatch
):
    fid, flight_entry, slip, _qr = first_slip(services, event, 1)
    opened = []

    def answer(dialog: NoSlipDialog) -> int:
        """The floor checks the qualifier shown and types his document."""
        opened.append(dialog.chosen())
        dialog.show()  # as exec() does: the default button answers Enter when shown
        qtbot.keyClicks(dialog.document_edit, slip.document)
        qtbot.keyClick(dialog.document_edit, Qt.Key.Key_Return)  # Enter accredits
        return int(dialog.recorded is not None)

    monkeypatch.setattr(NoSlipDialog, "exec", answer)
    desk.select(fid, flight_entry)
    desk.without_slip_button.click()

    assert [(r.flight_id, r.flight_entry_id) for r in opened] == [(fid, flight_entry)]
    state = services.tournaments.state(event[0])
    assert len(state.stages.accredited) == len(state.penalties.items) == 1  # Enter once
    assert desk.pages.currentIndex() == desk.SEATED
    assert desk.seated_name_label.text() == slip.name
    entry = next(iter(services.tournaments.state(event[0]).book.entries.values()))
    seat = (desk.table_number_label.text(), desk.seat_number_label.text())
    assert seat == (str(entry.table), str(entry.seat))
