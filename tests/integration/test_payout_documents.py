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


def test_the_payout_table_of_a_tournament_with_a_deal_says_what_is_paid(
    services, director, cashier, floor, tournament, tmp_path
):
    """Casino Club "Premios": after a deal the places it covers are not paid by the table;
    the sheet marks them and says who takes what (the standings' money), during play and
    once the tournament is over."""
    from prize_helpers import closed_field, play_down

    entries = closed_field(services, director, cashier, tournament, players=8, places=4)
    play_down(services, floor, tournament, entries[:5])  # three left
    left = entries[5:]
    prizes = services.payouts.figures(tournament).payout.prizes
    stacks = dict(zip(left, [500_000, 300_000, 200_000], strict=True))
    deal = services.payouts.compute_deal(
        tournament, stacks, ICM, left_to_play={1: 50_000}, unit=1_000
    )
    services.payouts.record_deal(director, tournament, deal)
    state = services.tournaments.state(tournament)
    name = {e: state.players[state.book.entries[e].player_id].name for e in left}
    money = lambda v: f"$ {v:,}".replace(",", ".")  # noqa: E731

    text = pdf_text(tmp_path, docs.payout_table_pdf(services, tournament, "es"), "payout-deal")
    assert "1 (acuerdo)" in text and "3 (acuerdo)" in text and "4 (acuerdo)" not in text
    assert "Acuerdo entre jugadores" in text
    assert "Los lugares 1 a 3 no se pagan por la tabla" in text
    for entry_id in left:
        assert f"en juego {name[entry_id]} {money(deal.amount_of(entry_id))}" in text
    assert "Se sigue jugando por $ 50.000 para el 1.º lugar." in text
    dealt = sum(deal.amounts)
    shared = sum(prizes[:3])
    assert f"Acuerdo {money(dealt)} + en juego $ 50.000 = {money(shared)}" in text

    play_down(services, floor, tournament, left[:2])  # the largest stack third: left[2] wins
    awards = services.results.standings(tournament).awards
    text = pdf_text(tmp_path, docs.payout_table_pdf(services, tournament, "es"), "payout-deal-end")
    for place, entry_id in ((1, left[2]), (2, left[1]), (3, left[0])):
        assert f"{place} {name[entry_id]} {money(awards[entry_id].total)}" in text
    assert awards[left[2]].total == deal.amount_of(left[2]) + 50_000
    assert "en juego Jugador" not in text  # every player of the deal has his place now
    assert "Los $ 50.000 que quedaron en juego para el 1.º lugar están en lo que se" in text
    english = pdf_text(
        tmp_path, docs.payout_table_pdf(services, tournament, "en"), "payout-deal-end-en"
    )
    assert "Deal among players" in english and "1 (deal)" in english
    assert "Places 1 to 3 are not paid by the table" in english


def test_a_deal_that_shares_everything_says_so(
    services, director, cashier, floor, tournament, tmp_path
):
    from prize_helpers import closed_field, play_down

    entries = closed_field(services, director, cashier, tournament, players=8, places=4)
    play_down(services, floor, tournament, entries[:5])
    stacks = dict(zip(entries[5:], [500_000, 300_000, 200_000], strict=True))
    deal = services.payouts.compute_deal(tournament, stacks, ICM, unit=1_000)
    services.payouts.record_deal(director, tournament, deal)
    text = pdf_text(tmp_path, docs.payout_table_pdf(services, tournament, "es"), "payout-all")
    shared = f"$ {sum(deal.amounts):,}".replace(",", ".")
    assert f"El acuerdo reparte {shared}: los premios de los lugares 1 a 3." in text
    assert "en juego $ 0" not in text
