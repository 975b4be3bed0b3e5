"""Identity documents through the services: a wrong RUT is refused at the desk and nothing
is written; a RUT is printed as it is written (12.345.678-5) on the receipt, the register,
the results sheet; a record written before the checks still
loads, sells and prints, with its mark."""

import pytest
from registration_helpers import PRICE, ready
from test_documents import pdf_text

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import ActorRef
from tournament_director.domain.players import PlayerRecordCreated
from tournament_director.services import documents, prize_documents


@pytest.fixture
def tid(services, director, tournament):
    ready(services, director, tournament, tables=1)
    services.registration.open_shift(director, tournament, 200_000)
    return tournament


def test_a_wrong_check_digit_is_refused_and_nothing_is_written(services, cashier):
    before = services.house.state().last_seq
    with pytest.raises(Refused) as caught:
        services.players.create(cashier, "Ana Soto", "RUT", "12.345.678-9", "Chile", "1980-01-01")
    assert "12.345.678-9" in caught.value.message and "debería ser 5" in caught.value.message
    assert services.house.state().last_seq == before
    record = services.players.create(
        cashier, "Ana Soto", "RUT", "12.345.678-5", "Chile", "1980-01-01"
    )
    assert record.document == "123456785"  # stored compact, as the lists compare it
    assert services.players.find_document("RUT", "12.345.678-5") == record
    with pytest.raises(Refused):
        services.players.correct(
            cashier, record.player_id, "Ana Soto", "RUT", "12.345.678-0", "Chile",
            "1980-01-01", reason="rut",
        )  # fmt: skip


def test_papers_show_the_rut_as_it_is_written(services, director, tid, tmp_path):
    record = services.players.create(
        director, "Ana Soto", "RUT", "123456785", "Chile", "1980-01-01"
    )
    paid = services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    purchase = paid[-1].payload
    for pdf in (
        documents.receipt_for(services, tid, purchase["purchase_id"]),
        documents.register_document(services, tid, "es", "pdf"),
    ):
        assert "RUT 12.345.678-5" in pdf_text(tmp_path, pdf)
    assert "RUT 12.345.678-5" in documents.register_document(services, tid, "es", "csv")
    # the results sheet (the regulator's table writes the document by the same helper)
    results = prize_documents.results_sheet_pdf(services, tid, "es")
    assert "RUT 12.345.678-5" in pdf_text(tmp_path, results)


def test_a_record_from_before_the_checks_loads_sells_and_prints_with_its_mark(
    services, director, tid, tmp_path, db_path
):
    def decide(_state, operator):  # written as an older version wrote it: no check
        event = PlayerRecordCreated(1, "Luis Rojas", "RUT", "123456789", "Chile", "1980-01-01")
        return None, [event], ActorRef(operator.id, operator.name)

    services.house.run("manage_player_records", director, decide)
    assert services.players.get(1).document == "123456789"
    paid = services.registration.buy_entry(director, tid, 1, "cash", PRICE)
    receipt = documents.receipt_for(services, tid, paid[-1].payload["purchase_id"])
    assert "RUT 12.345.678-9 (dígito verificador no corresponde)" in pdf_text(tmp_path, receipt)
