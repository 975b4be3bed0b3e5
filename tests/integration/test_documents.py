"""Printed documents from the record: receipts, tickets and reports carry the player, the
amounts as the room writes them, and the QR payload built from the payment event's hash."""

import subprocess

import pytest
from printed_qr import qr_texts
from registration_helpers import PRICE, person, ready

from tournament_director.domain.errors import Refused
from tournament_director.domain.seat_codes import tag_checks
from tournament_director.services import documents


def pdf_text(tmp_path, pdf: bytes) -> str:
    assert pdf.startswith(b"%PDF")
    path = tmp_path / "doc.pdf"
    path.write_bytes(pdf)
    done = subprocess.run(
        ["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        check=True,
        timeout=60,
    )
    return " ".join(done.stdout.decode("utf-8").split())


@pytest.fixture
def tid(services, director, tournament):
    ready(services, director, tournament, tables=1)
    services.registration.open_shift(director, tournament, 200_000)
    return tournament


def buy(services, actor, tid, pid, method="cash"):
    return services.registration.buy_entry(actor, tid, pid, method, PRICE)[-1]


def test_receipt_of_an_entry(services, director, tid, tmp_path):
    services.house.set_house_name(director, "Casino Sol de Mendoza")
    pid = person(services, director, 1, name="María José Ñúñez")
    recorded = buy(services, director, tid, pid, "card")
    purchase_id = recorded.payload["purchase_id"]

    receipt = documents.receipt(services, tid, purchase_id)
    assert receipt.seq == recorded.seq and receipt.event_hash == recorded.hash
    assert receipt.qr_payload == (
        f"TD1|R|{tid}|{recorded.payload['entry_id']}|{recorded.seq}|{receipt.code}"
    )
    text = pdf_text(tmp_path, documents.receipt_for(services, tid, purchase_id))
    for expected in (
        "Casino Sol de Mendoza",
        "Torneo Aniversario",
        "María José Ñúñez",
        "DNI 30000001",
        "$ 100.000",
        "$ 80.000",
        "$ 15.000",
        "Tarjeta",
        "Directora Ana",
        receipt.code,
    ):
        assert expected in text, expected
    assert "COPIA" not in text
    reprint = pdf_text(tmp_path, documents.receipt_for(services, tid, purchase_id, reprint=True))
    assert "COPIA" in reprint


def test_the_house_name_defaults_to_casino(services, director, tid):
    pid = person(services, director, 1)
    purchase_id = buy(services, director, tid, pid).payload["purchase_id"]
    assert documents.receipt(services, tid, purchase_id).house == "Casino"
    with pytest.raises(Refused):
        services.house.set_house_name(director, "   ")


def test_seat_and_waiting_tickets(services, director, tid, tmp_path):
    entries = [buy(services, director, tid, person(services, director, n)) for n in range(1, 7)]
    first = entries[0].payload
    text = pdf_text(tmp_path, documents.seat_ticket_for(services, tid, first["entry_id"]))
    assert "Jugador Número 1" in text and "30.000" in text
    ticket = documents.seat_ticket(services, tid, first["entry_id"])
    assert (ticket.table, ticket.seat) == (str(first["table"]), first["seat"])
    # Its QR, as a scanner reads the paper: the seat with the record's tag of it.
    pdf = documents.seat_ticket_for(services, tid, first["entry_id"])
    (scanned,) = qr_texts(tmp_path, pdf, "seat_ticket")
    fields = f"TD1-S-{tid}-{first['entry_id']}-{first['table']}-{first['seat']}"
    assert scanned == ticket.qr_payload == f"{fields}-{ticket.tag}"
    assert tag_checks(
        services.db.key, tid, first["entry_id"], first["table"], first["seat"], ticket.tag
    )
    assert not tag_checks(
        services.db.key,
        tid,
        entries[1].payload["entry_id"],
        first["table"],
        first["seat"],
        ticket.tag,
    )

    late = person(services, director, 7, name="Esperanza Paciente")
    services.registration.join_waiting_list(director, tid, late)
    waiting = documents.waiting_ticket(services, tid, late)
    assert waiting.position == 1 and waiting.player_name == "Esperanza Paciente"
    assert "Esperanza Paciente" in pdf_text(
        tmp_path, documents.waiting_ticket_for(services, tid, late, "en")
    )
    report = pdf_text(tmp_path, documents.waiting_list_document(services, tid))
    assert "Esperanza Paciente" in report and "DNI 30000007" in report
    csv = documents.waiting_list_document(services, tid, fmt=documents.CSV)
    assert "Esperanza Paciente" in csv


def test_register_with_a_refund(services, director, tid, tmp_path):
    a = buy(services, director, tid, person(services, director, 1, name="Ana Uno")).payload
    buy(services, director, tid, person(services, director, 2, name="Beto Dos"), "voucher")
    services.registration.cancel_entry(director, tid, a["entry_id"], "Se sintió mal")
    text = pdf_text(tmp_path, documents.register_document(services, tid))
    assert "Ana Uno" in text and "Beto Dos" in text and "Argentina" in text
    csv = documents.register_document(services, tid, fmt=documents.CSV)
    assert "-100000" in csv and csv.count("Ana Uno") == 2
    refund = documents.refund_receipt(services, tid, a["entry_id"])
    assert refund.amount == PRICE and refund.kind == "refund"


def test_cashier_shift_report(services, director, tid, tmp_path):
    buy(services, director, tid, person(services, director, 1))
    buy(services, director, tid, person(services, director, 2), "card")
    shift_id = services.registration.book(tid).open_shift_of(director.id).shift_id
    open_report = documents.cashier_shift_report(services, tid, shift_id)
    cash = open_report.methods[0]
    assert (cash.method, cash.received, cash.expected, cash.counted) == (
        "cash",
        PRICE,
        200_000 + PRICE,
        None,
    )
    services.registration.close_shift(
        director, tid, shift_id, {"cash": 290_000, "card": PRICE}, "faltan 10 mil"
    )
    closed = documents.cashier_shift_report(services, tid, shift_id)
    assert closed.methods[0].difference == -10_000
    text = pdf_text(tmp_path, documents.cashier_shift_document(services, tid, shift_id))
    assert "Directora Ana" in text and "-$ 10.000" in text
    csv = documents.cashier_shift_document(services, tid, shift_id, fmt=documents.CSV)
    assert "-10000" in csv
