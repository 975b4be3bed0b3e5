"""The deal sheet as the players sign it: each player's line of the form (name, document,
chips, amount) sits on its signature line, which is level with the row's rule, and nothing
runs past the page's margin."""

from __future__ import annotations

import pytest

from tournament_director.printing.payout_documents import DealPlayer, DealSheet, render_deal_sheet

DPI = 150
MM = DPI / 25.4  # pixels per millimetre


def deal_sheet() -> DealSheet:
    return DealSheet(
        house="Casino del Puerto",
        tournament="Turbo del jueves",
        currency="CLP",
        printed_at="26/11/2026 06:11",
        recorded_at="26/11/2026 05:10",
        operator="Ana Directora",
        method="icm",
        players=(
            DealPlayer("Sofía Benítez Araújo", "DNI 33199985", 284_000, 664_000),
            DealPlayer("Joaquín Sánchez Ibáñez", "DNI 45859891", 199_000, 592_000),
            DealPlayer("Lucía Álvarez Castro", "DNI 39360328", 121_000, 507_000),
        ),
        left_to_play=(),
        total=1_763_000,
        note="Acordado en la mesa; testigo: Bruno Piso.",
    )


def rules(image: tuple[int, int, bytes], left_mm: float, right_mm: float, dark: int) -> list[int]:
    """The rows of pixels (y) where a line darker than ``dark`` runs the whole way from
    ``left_mm`` to ``right_mm`` (no text makes such a run); a line of several pixels counts
    once, at its top."""
    width, height, pixels = image
    left, right = round(left_mm * MM), round(right_mm * MM)
    found = []
    for y in range(height):
        row = pixels[y * width + left : y * width + right]
        if max(row) < dark and (not found or y - found[-1] > 2):
            found.append(y)
    return found


@pytest.mark.parametrize("language", ["es", "en"])
def test_each_player_signs_on_the_line_of_their_row(pdf, language):
    document = render_deal_sheet(deal_sheet(), language)
    (image,) = pdf.gray(document, DPI)
    (page,) = pdf.pages(document)
    scale = DPI / 72
    # The signature lines (black, in the Firma column) and the row rules (grey, under the
    # player's name) are level with each other, one per player, under the header's rule
    # (the page's header and footer rules aside, and the director's line under the table).
    signature = rules(image, 160, 185, 100)[1:-1]
    rows = rules(image, 20, 60, 235)[1:5]
    assert len(signature) == len(rows) == 4, (signature, rows)
    for line, rule in zip(signature, rows, strict=True):
        assert abs(line - rule) <= 2, (signature, rows)
    signature = signature[1:]  # under the table's header
    # Each player's words sit just on their line (not a row's height above it).
    for player, line in zip(deal_sheet().players, signature, strict=True):
        word = next(w for w in page.words if w.text == player.name.split()[0])
        bottom = word.y_max * scale
        assert 0 <= line - bottom <= 3 * MM, (player.name, bottom, line)
    # Nothing right of the page's right margin (15 mm), the header's rule included.
    width, height, pixels = image
    edge = round((210 - 15) * MM) + 2
    assert all(min(pixels[y * width + edge : (y + 1) * width]) > 200 for y in range(height))
