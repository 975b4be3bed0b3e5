"""Operators: PIN hashing, PIN rules, roles and what each role may do."""

import pytest

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import (
    PERMISSIONS,
    Operator,
    Role,
    check_pin_format,
    clean_name,
    hash_pin,
    parse_role,
    pin_matches,
    require,
)


def test_pin_hash_is_salted_and_checks():
    first, second = hash_pin("4821"), hash_pin("4821")
    assert first != second  # a fresh salt each time
    assert "4821" not in first
    assert pin_matches("4821", first) and pin_matches("4821", second)
    assert not pin_matches("4822", first)


@pytest.mark.parametrize("pin", ["", "123", "12a4", "1234567890123", " 1234", "١٢٣٤"])
def test_bad_pins_are_refused(pin):
    with pytest.raises(Refused) as refused:
        check_pin_format(pin)
    assert refused.value.key == "operator.pin_format"


def test_good_pin_passes():
    check_pin_format("0000")
    check_pin_format("123456789012")


def test_names_are_trimmed_and_limited():
    assert clean_name("  José   María  ", "e", "l") == "José María"
    with pytest.raises(Refused) as empty:
        clean_name("   ", "operator.name_empty", "operator.name_too_long")
    assert empty.value.key == "operator.name_empty"
    with pytest.raises(Refused) as long:
        clean_name("x" * 81, "operator.name_empty", "operator.name_too_long")
    assert long.value.params == {"length": 81, "limit": 80}


def test_roles_parse_and_refuse_unknown():
    assert parse_role(" Director ") is Role.DIRECTOR
    with pytest.raises(Refused) as refused:
        parse_role("dealer")
    assert "dealer" in refused.value.message


@pytest.mark.parametrize(
    ("role", "action", "allowed"),
    [
        (Role.DIRECTOR, "archive_tournament", True),
        (Role.FLOOR, "archive_tournament", False),
        (Role.CASHIER, "create_operator", False),
        (Role.CASHIER, "register_player", True),
        (Role.FLOOR, "register_player", True),
        (Role.FLOOR, "change_house_settings", False),
    ],
)
def test_permissions(role, action, allowed):
    operator = Operator(7, "Marta", role, hash_pin("1234"))
    if allowed:
        require(operator, action)
    else:
        with pytest.raises(Refused) as refused:
            require(operator, action)
        assert refused.value.key == "operator.not_allowed"


def test_every_action_has_a_spoken_name():
    for action in PERMISSIONS:
        assert f"action.{action}" in i18n.CATALOG


def test_refusal_speaks_the_readers_language():
    operator = Operator(2, "Luis", Role.FLOOR, "x")
    with pytest.raises(Refused) as refused:
        require(operator, "archive_tournament")
    try:
        i18n.set_language("es")
        assert refused.value.message == (
            "Luis (supervisor de sala) no puede archivar torneos: se necesita el rol director."
        )
        i18n.set_language("en")
        assert refused.value.message == (
            "Luis (floor) may not archive tournaments: it needs the role director."
        )
    finally:
        i18n.set_language("es")


def test_inactive_operator_is_refused_everything():
    operator = Operator(3, "Ana", Role.DIRECTOR, "x", active=False)
    with pytest.raises(Refused) as refused:
        require(operator, "add_note")
    assert refused.value.key == "operator.inactive"
