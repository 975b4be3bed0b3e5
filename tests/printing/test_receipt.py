"""Receipts on the 80 mm roll and on A4: content, QR code, margins, copies and reprints."""

from __future__ import annotations

import dataclasses

import pytest
from printing_samples import (
    CJK_NAME,
    CYRILLIC_NAME,
    GREEK_NAME,
    LONG_NAME,
    MM,
    UNBROKEN_NAME,
    PdfTools,
    assert_inside_roll,
)

from tournament_director.printing.documents import EntryKind, Paper, Receipt, verification_code
from tournament_director.printing.tickets import render_receipt


def test_roll_receipt_says_everything_in_spanish(pdf: PdfTools, receipt: Receipt) -> None:
    document = render_receipt(receipt, "es")
    assert document.startswith(b"%PDF")
    text = pdf.text(document)
    for expected in (
        "Casino Enjoy Viña del Mar",
        "Torneo Semanal Deep Stack",
        "REINGRESO",
        "Entrada N.º 57",
        "José Ñúñez Peña",
        "12.345.678-9",
        "Pozo de premios",
        "$ 45.000",
        "Comisión",
        "$ 4.000",
        "Aporte personal",
        "$ 1.000",
        "TOTAL PAGADO",
        "$ 50.000",
        "Efectivo",
        "20.000",
        "Mesa 3 · Asiento 7",
        "Ana Director",
        "25/11/2026 21:07",
        "3F9A1-C07B2",
    ):
        assert expected in text, expected
    assert "COPIA" not in text
    assert pdf.page_count(document) == 1


def test_english_receipt_in_dollars(pdf: PdfTools, receipt: Receipt) -> None:
    usd = dataclasses.replace(
        receipt, currency="USD", amount=10000, prize_pool=9000, fee=800, staff_fee=200
    )
    text = pdf.text(render_receipt(usd, "en"))
    for expected in ("RE-ENTRY", "TOTAL PAID", "US$ 100.00", "US$ 90.00", "US$ 8.00", "Cash"):
        assert expected in text, expected


@pytest.mark.parametrize("kind", list(EntryKind))
def test_every_entry_kind(pdf: PdfTools, receipt: Receipt, kind: EntryKind) -> None:
    names = {
        EntryKind.REGISTRATION: ("INSCRIPCIÓN", "REGISTRATION"),
        EntryKind.LATE_REGISTRATION: ("INSCRIPCIÓN TARDÍA", "LATE REGISTRATION"),
        EntryKind.REENTRY: ("REINGRESO", "RE-ENTRY"),
        EntryKind.REBUY: ("RECOMPRA", "REBUY"),
        EntryKind.ADDON: ("ADD-ON", "ADD-ON"),
        EntryKind.REFUND: ("DEVOLUCIÓN", "REFUND"),
    }
    document = dataclasses.replace(receipt, kind=kind)
    for language, name in zip(("es", "en"), names[kind], strict=True):
        text = pdf.text(render_receipt(document, language))
        assert name in text
    refund_total = "TOTAL DEVUELTO" in pdf.text(render_receipt(document, "es"))
    assert refund_total == (kind is EntryKind.REFUND)


def test_roll_page_is_80_mm_and_nothing_outside_72(pdf: PdfTools, receipt: Receipt) -> None:
    document = render_receipt(receipt)
    (page,) = pdf.pages(document)
    assert page.width == pytest.approx(80 * MM, abs=0.01)
    assert 100 * MM < page.height < 297 * MM  # as tall as the content
    assert_inside_roll(pdf, document)


def test_qr_code_decodes_to_the_verification_string(pdf: PdfTools, receipt: Receipt) -> None:
    expected = "TD1|R|T42|E57|1234|3F9A1-C07B2"
    assert receipt.qr_payload == expected
    assert pdf.qr_codes(render_receipt(receipt)) == [expected]
    assert pdf.qr_codes(render_receipt(receipt, paper=Paper.A4)) == [expected]


def test_reprint_is_marked_copy(pdf: PdfTools, receipt: Receipt) -> None:
    reprint = dataclasses.replace(receipt, reprint=True)
    text = pdf.text(render_receipt(reprint, "es"))
    assert "COPIA — REIMPRESIÓN" in text
    assert text.count("COPIA — REIMPRESIÓN") == 2  # at the top and at the bottom
    assert "COPY — REPRINT" in pdf.text(render_receipt(reprint, "en"))
    document = render_receipt(reprint)
    assert_inside_roll(pdf, document)

    def grey_pixels(doc: bytes) -> int:  # the diagonal watermark is light grey
        ((_, _, pixels),) = pdf.gray(doc)
        return sum(1 for value in pixels if 185 <= value <= 225)

    assert grey_pixels(document) > grey_pixels(render_receipt(receipt)) + 5000
    assert pdf.qr_codes(document) == [receipt.qr_payload]  # the mark stays off the QR code


def test_two_copies_give_two_pages(pdf: PdfTools, receipt: Receipt) -> None:
    for paper in Paper:
        document = render_receipt(receipt, "es", paper=paper, copies=2)
        assert pdf.page_count(document) == 2
        assert "ORIGINAL — JUGADOR" in pdf.text(document, page=1)
        assert "COPIA — CAJA" in pdf.text(document, page=2)
        assert pdf.qr_codes(document) == [receipt.qr_payload] * 2
    assert "COPY — CASHIER" in pdf.text(render_receipt(receipt, "en", copies=2), page=2)
    reprint = render_receipt(dataclasses.replace(receipt, reprint=True), "en", copies=2)
    assert "COPY — PLAYER" in pdf.text(reprint, page=1)  # a reprint is never an original
    assert "ORIGINAL" not in pdf.text(reprint)


def test_a4_receipt(pdf: PdfTools, receipt: Receipt) -> None:
    document = render_receipt(receipt, "es", paper=Paper.A4)
    (page,) = pdf.pages(document)
    assert (page.width, page.height) == pytest.approx((595.28, 841.89), abs=0.1)
    assert "TOTAL PAGADO" in page.text


@pytest.mark.parametrize(
    "name", [LONG_NAME, UNBROKEN_NAME, CJK_NAME, CYRILLIC_NAME, GREEK_NAME, "Zoë Ångström-Łukasz"]
)
def test_any_name_fits_the_roll(pdf: PdfTools, receipt: Receipt, name: str) -> None:
    document = render_receipt(
        dataclasses.replace(receipt, player_name=name, operator=name, house=name)
    )
    assert_inside_roll(pdf, document)
    assert pdf.page_count(document) == 1


def test_unicode_names_are_real_text(pdf: PdfTools, receipt: Receipt) -> None:
    for name in (CYRILLIC_NAME, GREEK_NAME, "Zoë Ångström-Łukasz"):
        text = pdf.text(render_receipt(dataclasses.replace(receipt, player_name=name)))
        assert name in text


def test_long_name_is_wrapped_not_lost(pdf: PdfTools, receipt: Receipt) -> None:
    text = pdf.text(render_receipt(dataclasses.replace(receipt, player_name=LONG_NAME)))
    assert "Maximiliano" in text
    assert "Fernández-Villavicencio" in text


def test_control_characters_in_names_do_not_break_the_layout(
    pdf: PdfTools, receipt: Receipt
) -> None:
    document = render_receipt(dataclasses.replace(receipt, player_name="Ana\n\tMaría\x00 Soto"))
    assert "Ana María Soto" in pdf.text(document)


def test_verification_code() -> None:
    assert verification_code("3f9a1c07b2d4") == "3F9A1-C07B2"
    with pytest.raises(ValueError):
        verification_code("3f9a")


def test_refused_receipts(receipt: Receipt) -> None:
    with pytest.raises(ValueError, match="add up"):
        dataclasses.replace(receipt, fee=5000)
    with pytest.raises(TypeError):
        dataclasses.replace(receipt, amount=50000.0, prize_pool=45000.0)
    with pytest.raises(ValueError):
        dataclasses.replace(receipt, kind="bounty")
    with pytest.raises(ValueError):
        render_receipt(receipt, "fr")
    with pytest.raises(ValueError):
        render_receipt(receipt, copies=3)
