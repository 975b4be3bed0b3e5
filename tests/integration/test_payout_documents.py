"""The payout table sheet and the deal sheet from a real record, read back with pdftotext
(pictures left in TD_SCREENSHOTS, when set, to be looked at)."""

import os
import subprocess
from pathlib import Path

import pytest
from registration_helpers import PRICE, person, ready

from tournament_director.domain import payout_state as ps
from tournament_director.domain.deals import ICM
from tournament_director.domain.errors import Refused
from tournament_director.services import payout_documents as docs

SHOTS = os.environ.get("TD_SCREENSHOTS")


def pdf_text(tmp_path, pdf: bytes, name: str) -> str:
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["pdftoppm", "-png", "-r", "80", str(path), str(Path(SHOTS) / name)], check=True
        )
    done = subprocess.run(
        ["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        check=True,
        timeout=60,
    )
    return " ".join(done.stdout.decode("utf-8").split())


@pytest.fixture
def tid(services, director, cashier, tournament):
    ready(services, director, tournament, tables=4)
    services.registration.open_shift(cashier, tournament, 0)
    for n in range(1, 13):
        pid = person(services, cashier, n)
        services.registration.buy_entry(cashier, tournament, pid, "cash", PRICE)
    return tournament


def test_payout_table_sheet(services, director, tid, tmp_path):
    services.payouts.set_added_money(director, tid, 40_000)
    services.payouts.set_guarantee(director, tid, 2_000_000)
    structure = ps.structure_from_parts(ps.GENERATOR, places=4, unit=5_000)
    services.payouts.choose_structure(director, tid, structure)
    services.payouts.fix_prize_pool(director, tid)
    text = pdf_text(tmp_path, docs.payout_table_pdf(services, tid, "es"), "payout-table")
    assert "TABLA DE PREMIOS" in text and "Torneo Aniversario" in text
    assert "Pozo fijo" in text
    assert "Inscripciones (12) $ 960.000" in text
    assert "Overlay (aporte de la casa) $ 1.000.000" in text
    assert "POZO DE PREMIOS $ 2.000.000" in text
    assert "4 lugares pagados; total $ 2.000.000 = el pozo de premios." in text
    assert "generador: 4 lugares pagados" in text
    english = pdf_text(tmp_path, docs.payout_table_pdf(services, tid, "en"), "payout-table-en")
    assert "PAYOUT TABLE" in english and "Live pool" not in english


def test_deal_sheet(services, director, floor, tid, tmp_path):
    with pytest.raises(Refused):
        docs.deal_pdf(services, tid)
    entries = sorted(services.registration.book(tid).entries)
    for entry_id in entries[3:]:
        services.registration.eliminate(floor, tid, entry_id)
    services.payouts.fix_prize_pool(director, tid)
    left = entries[:3]
    stacks = dict(zip(left, [400_000, 250_000, 150_000], strict=True))
    deal = services.payouts.compute_deal(tid, stacks, ICM, left_to_play={1: 60_000}, unit=1_000)
    services.payouts.record_deal(director, tid, deal, "Testigo: floor Luis")
    text = pdf_text(tmp_path, docs.deal_pdf(services, tid, "es"), "deal-sheet")
    assert "ACUERDO ENTRE JUGADORES" in text
    assert "La casa no respalda acuerdos privados" in text
    assert "Registrado por Directora Ana" in text and "ICM" in text
    for amount in deal.amounts:
        assert f"$ {amount:,}".replace(",", ".") in text
    assert "Se sigue jugando por $ 60.000 para el 1.º lugar." in text
    assert "= $ 960.000 (el dinero que quedaba)" in text
    assert "Firma" in text and "Director del torneo: Directora Ana" in text
    assert "Testigo: floor Luis" in text
