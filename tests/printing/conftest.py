"""Fixtures for the printing tests; the helpers live in printing_samples.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from printing_samples import PdfTools, make_receipt, make_seat_ticket, make_waiting_ticket

from tournament_director.printing.documents import Receipt, SeatTicket, WaitingTicket


@pytest.fixture
def pdf(tmp_path: Path) -> PdfTools:
    return PdfTools(tmp_path)


@pytest.fixture
def receipt() -> Receipt:
    return make_receipt()


@pytest.fixture
def seat_ticket() -> SeatTicket:
    return make_seat_ticket()


@pytest.fixture
def waiting_ticket() -> WaitingTicket:
    return make_waiting_ticket()
