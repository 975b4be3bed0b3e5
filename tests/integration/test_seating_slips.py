"""The floor's papers from real events: move slips, a table-break sheet and the table sheets
of a final-table redraw, read back with pdftotext (and saved as PNG when TD_SCREENSHOTS is
set, to look at them)."""

import os
import subprocess
from pathlib import Path

from printed_qr import qr_texts
from seating_helpers import seated_room

from tournament_director.domain.seat_codes import tag_checks
from tournament_director.printing.slips import render_move_slips, render_table_sheets
from tournament_director.services.seating import move_slips, table_sheets


def text_of(tmp_path: Path, pdf: bytes, name: str) -> str:
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    shots = os.environ.get("TD_SCREENSHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["pdftoppm", "-png", "-r", "110", str(path), str(Path(shots) / name)], check=True
        )
    done = subprocess.run(
        ["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True
    )
    return " ".join(done.stdout.decode("utf-8").split())


def test_move_slip_and_break_sheet(services, director, floor, cashier, tournament, tmp_path):
    entries = seated_room(services, director, cashier, tournament, players=14, tables=3)
    services.seating.draw_button(floor, tournament)
    services.clock.start(floor, tournament)
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tournament, entry_id)
    broken = services.seating.break_table(floor, tournament)
    slips = move_slips(services, tournament, broken)
    assert len(slips) == len(broken[0].payload["seats"])
    text = text_of(tmp_path, render_move_slips(slips, "es"), "move_slip")
    first = slips[0]
    for expected in ("CAMBIO DE MESA", first.player_name, "Sale de", "Va a", "Fichas", "ADTP 9"):
        assert expected in text
    assert f"Mesa {first.to_table}" in text or str(first.to_table) in text
    english = move_slips(services, tournament, broken, "en")  # the reason in the paper's words
    text = text_of(tmp_path, render_move_slips(english, "en"), "move_slip_en")
    assert "Table 3 breaks" in text and "se cierra" not in text
    (sheet,) = table_sheets(services, tournament, broken[0])
    text = text_of(tmp_path, render_table_sheets([sheet], "es"), "break_sheet")
    assert "Cierre de la mesa 3" in text and first.player_name in text
    assert f"{first.to_table}-{first.to_seat}" in text


def test_final_table_sheet_and_english(services, director, floor, cashier, tournament, tmp_path):
    entries = seated_room(services, director, cashier, tournament, players=12, tables=2)
    services.clock.start(floor, tournament)
    for entry_id in entries[:5]:
        services.registration.eliminate(floor, tournament, entry_id)
    (redrawn,) = services.seating.redraw(director, tournament, "final_table")
    sheets = table_sheets(services, tournament, redrawn)
    assert len(sheets) == 1 and len(sheets[0].rows) == 7
    text = text_of(tmp_path, render_table_sheets(sheets, "en"), "final_table_sheet")
    assert "Final table" in text and f"Button at seat {redrawn.payload['button']}" in text
    for row in sheets[0].rows:
        assert row.player_name in text


def test_a_redraw_prints_a_seat_card_for_every_player(
    services, director, floor, cashier, tournament, tmp_path
):
    from tournament_director.services.documents import redraw_seat_cards

    entries = seated_room(services, director, cashier, tournament, players=12, tables=2)
    services.clock.start(floor, tournament)
    for entry_id in entries[:5]:
        services.registration.eliminate(floor, tournament, entry_id)
    services.seating.redraw(director, tournament, "final_table")
    redraw = services.tournaments.events(tournament)[-1]
    assert redraw.type == "RoomRedrawn"
    pdf = redraw_seat_cards(services, tournament, redraw, "es")
    (tmp_path / "cards.pdf").write_bytes(pdf)
    info = subprocess.run(
        ["pdfinfo", str(tmp_path / "cards.pdf")], capture_output=True, check=True
    ).stdout.decode()
    pages = int(next(line for line in info.splitlines() if line.startswith("Pages:")).split()[1])
    assert pages == len(redraw.payload["seats"]) == 7  # one card for each finalist
    text = text_of(tmp_path, pdf, "redraw_cards")
    assert text.count("Viene de mesa") == 7
    # Each card's QR names the seat drawn, with the record's tag of that seat.
    drawn = sorted(redraw.payload["seats"], key=lambda d: (d["table"], d["seat"]))
    scanned = qr_texts(tmp_path, pdf, "redraw_cards_qr")
    assert len(scanned) == 7
    for code, seat in zip(scanned, drawn, strict=True):
        fields, tag = code.rsplit("-", 1)
        assert fields == f"TD1-S-{tournament}-{seat['entry_id']}-{seat['table']}-{seat['seat']}"
        assert tag_checks(
            services.db.key, tournament, seat["entry_id"], seat["table"], seat["seat"], tag
        )


def test_a_redraws_sheets_reprinted_later_are_the_same_paper(
    services, director, floor, cashier, tournament, tmp_path
):
    """The sheets of a redraw come from its own event and the room as it stood then: printed
    again after players went out and a seat was reserved, they are the same paper (no
    '— libre —' for the players out, no reservation made later), with the redraw's time."""
    entries = seated_room(services, director, cashier, tournament, players=12, tables=2)
    services.clock.start(floor, tournament)
    for entry_id in entries[:6]:
        services.registration.eliminate(floor, tournament, entry_id)
    (redrawn,) = services.seating.redraw(director, tournament, "final_table")
    at_the_redraw = table_sheets(services, tournament, redrawn)
    seated = {s["entry_id"] for s in redrawn.payload["seats"]}
    for entry_id in sorted(seated)[:2]:
        services.registration.eliminate(floor, tournament, entry_id)
    (sheet,) = at_the_redraw
    free = next(row.seat for row in sheet.rows if row.player_name is None)
    services.seating.reserve_seat(floor, tournament, sheet.table, free, "Mesa de TV")

    later = table_sheets(services, tournament, redrawn)
    assert later == at_the_redraw
    assert sum(1 for row in later[0].rows if row.player_name) == 6
    assert later[0].time == redrawn.recorded_at
    text = text_of(tmp_path, render_table_sheets(later, "es"), "final_table_reprint")
    assert text.count("— libre —") == len(later[0].rows) - 6
    assert "— reservado —" not in text


def test_a_redraws_seat_cards_reprinted_later(
    services, director, floor, cashier, tournament, tmp_path
):
    """Seat cards of a redraw printed again after finalists went out: a card for every
    player the redraw seated (none refused as no longer playing), the same as at the time."""
    from tournament_director.services.documents import redraw_seat_cards

    entries = seated_room(services, director, cashier, tournament, players=12, tables=2)
    services.clock.start(floor, tournament)
    for entry_id in entries[:5]:
        services.registration.eliminate(floor, tournament, entry_id)
    (redrawn,) = services.seating.redraw(director, tournament, "final_table")
    then = text_of(tmp_path, redraw_seat_cards(services, tournament, redrawn, "es"), "cards")
    for drawn in redrawn.payload["seats"][:3]:
        services.registration.eliminate(floor, tournament, drawn["entry_id"])
    later = text_of(tmp_path, redraw_seat_cards(services, tournament, redrawn, "es"), "again")
    assert later == then and later.count("Viene de mesa") == 7
