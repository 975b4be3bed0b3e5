"""The house's structure library: shipped templates and the house's own, through services."""

import dataclasses

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import validate


def test_shipped_templates_are_listed_and_valid(services):
    templates = services.structures.templates()
    assert len(templates) >= 4
    assert all(t.shipped for t in templates)
    for template in templates:
        assert validate(template.structure) == [], template.name


def test_house_saves_and_deletes_its_own(services, director, floor, cashier):
    base = services.structures.templates()[0].structure
    own = dataclasses.replace(base, name="Viernes de la casa", starting_stack=base.starting_stack)
    services.structures.save(floor, own)
    assert services.structures.get("Viernes de la casa").shipped is False
    with pytest.raises(Refused):
        services.structures.save(cashier, own)
    services.structures.delete(director, "Viernes de la casa")
    with pytest.raises(Refused) as refused:
        services.structures.get("Viernes de la casa")
    assert refused.value.key == "structure.unknown_template"


def test_an_invalid_structure_is_not_saved(services, director):
    base = services.structures.templates()[0].structure
    broken = dataclasses.replace(base, name="Rota", table_size=12)
    with pytest.raises(Refused):
        services.structures.save(director, broken)
    assert all(t.name != "Rota" for t in services.structures.templates())
