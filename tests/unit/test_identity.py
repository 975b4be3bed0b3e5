"""Identity documents (domain/identity.py, python-stdnum): a RUT's check digit is checked and
refused in words, numbers are stored compact and shown written (12.345.678-5), the document
type follows the nationality, and records written before the checks still fold and are
marked, not refused."""

from datetime import date

import pytest

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.identity import (
    check_document,
    default_document_type,
    document_problem,
    document_text,
    shown_document,
)
from tournament_director.domain.players import PlayerDirectory, PlayerRecordCreated

TODAY = date(2026, 11, 25)


@pytest.fixture(autouse=True)
def spanish():
    previous = i18n.language()
    i18n.set_language("es")
    yield
    i18n.set_language(previous)


def refusal(*args) -> Refused:
    with pytest.raises(Refused) as caught:
        check_document(*args)
    return caught.value


def test_a_wrong_rut_check_digit_is_refused_saying_the_right_one():
    problem = refusal("RUT", "123456789")
    assert problem.key == "document.rut_check_digit"
    assert "el dígito verificador de 12.345.678-9 no corresponde; debería ser 5" in (
        problem.message.lower()
    )
    i18n.set_language("en")
    assert "The check digit of 12.345.678-9 does not match; it should be 5" in problem.message


@pytest.mark.parametrize("number", ["123456785", "760864285", "125319092", "1000005K"])
def test_a_right_rut_is_kept_compact(number):
    assert check_document("RUT", number) == number


@pytest.mark.parametrize("number", ["12", "1234567890", "12A456785"])
def test_a_rut_of_the_wrong_shape_is_refused_with_an_example(number):
    problem = refusal("RUT", number)
    assert problem.key == "document.rut_format"
    assert "12.345.678-5" in problem.message


def test_the_neighbours_documents():
    assert check_document("DNI", "20123456", "Argentina") == "20123456"
    assert refusal("DNI", "123", "argentina").key == "document.dni_ar_format"
    # a Peruvian DNI: 8 digits, the check character checked and dropped
    assert check_document("DNI", "101174102", "Perú") == "10117410"
    assert check_document("DNI", "10117410", "PERU") == "10117410"
    wrong = refusal("DNI", "101174103", "Perú")
    assert wrong.key == "document.dni_pe_check_digit" and "debería ser 2" in wrong.message
    assert check_document("CPF", "39053344705", "Brasil") == "39053344705"
    assert refusal("CPF", "39053344706").key == "document.cpf_check_digits"
    assert refusal("CPF", "390533447").key == "document.cpf_format"
    # a DNI of another country, a Uruguayan CI and passports stay free
    assert check_document("DNI", "123", "España") == "123"
    assert check_document("CI", "41234567", "Uruguay") == "41234567"
    assert check_document("PASAPORTE", "AB123", "Chile") == "AB123"


@pytest.mark.parametrize(
    ("nationality", "expected"),
    [
        ("Chile", "RUT"),
        ("chilena", "RUT"),
        ("Argentina", "DNI"),
        ("Uruguay", "CI"),
        ("Perú", "DNI"),
        ("peruano", "DNI"),
        ("Brasil", "CPF"),
        ("Brazil", "CPF"),
        ("España", "PASAPORTE"),
        ("", "PASAPORTE"),
    ],
)
def test_the_document_type_follows_the_nationality(nationality, expected):
    assert default_document_type(nationality) == expected


def test_documents_are_shown_as_they_are_written():
    assert shown_document("RUT", "123456785") == "RUT 12.345.678-5"
    assert document_text("RUT", "12345678K") == "12.345.678-K"
    assert shown_document("CPF", "39053344705") == "CPF 390.533.447-05"
    assert shown_document("DNI", "30111222") == "DNI 30111222"
    # a number recorded before the checks carries a mark in words
    assert shown_document("RUT", "123456789") == (
        "RUT 12.345.678-9 (dígito verificador no corresponde)"
    )
    assert shown_document("RUT", "222") == "RUT 222 (número no válido)"
    assert shown_document("RUT", "222", mark=False) == "RUT 222"
    assert document_problem("RUT", "123456785") is None


def directory_with(*events) -> PlayerDirectory:
    directory = PlayerDirectory()
    for event in events:
        directory.apply(event)
    return directory


def test_a_new_record_refuses_a_wrong_rut_and_stores_the_right_one_compact():
    directory = PlayerDirectory()
    with pytest.raises(Refused) as caught:
        directory.decide_record(
            None, "Ana Soto", "RUT", "12.345.678-9", "Chile", "1980-01-01", today=TODAY
        )
    assert "debería ser 5" in caught.value.message
    event = directory.decide_record(
        None, "Ana Soto", "RUT", "12.345.678-5", "Chile", "1980-01-01", today=TODAY
    )
    assert event.document == "123456785"
    directory.apply(event)
    # search and duplicates compare the compact number, whichever way it is typed
    assert [r.name for r in directory.search("12.345.678-5")] == ["Ana Soto"]
    assert [r.name for r in directory.search("12345678")] == ["Ana Soto"]
    with pytest.raises(Refused) as caught:
        directory.decide_record(
            None, "Otra Ana", "RUT", "123456785", "Chile", "1981-01-01", today=TODAY
        )
    assert caught.value.key == "player_record.duplicate"
    assert "12.345.678-5" in caught.value.message


def test_a_record_with_a_wrong_rut_from_before_still_folds_and_is_corrected_at_the_desk():
    old = PlayerRecordCreated(1, "Luis Rojas", "RUT", "123456789", "Chile", "1980-01-01")
    directory = directory_with(old)  # records are events: they always replay
    record = directory.record(1)
    assert record.document == "123456789"
    assert shown_document(record.document_type, record.document).endswith(
        "(dígito verificador no corresponde)"
    )
    # a correction that leaves the number as recorded is not refused for it ...
    kept = directory.decide_record(
        1, "Luis Rojas Soto", "RUT", "123456789", "Chile", "1980-01-01", reason="apellido",
        today=TODAY,
    )  # fmt: skip
    assert kept.document == "123456789"
    # ... but a new number is checked
    with pytest.raises(Refused):
        directory.decide_record(
            1, "Luis Rojas", "RUT", "123456788", "Chile", "1980-01-01", reason="rut", today=TODAY
        )
    fixed = directory.decide_record(
        1, "Luis Rojas", "RUT", "12.345.678-5", "Chile", "1980-01-01", reason="rut", today=TODAY
    )
    assert fixed.document == "123456785"
