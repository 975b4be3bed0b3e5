"""The floor's Spanish (shared/guide/glossary.es.md) in the messages below the UI."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import tournament_director
from tournament_director import i18n


@pytest.fixture(scope="module")
def spanish() -> dict[str, str]:
    """Every catalogue message in Spanish, the domain's own catalogues merged in."""
    for module in pkgutil.walk_packages(tournament_director.__path__, "tournament_director."):
        if ".ui" not in module.name and not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    return {key: es for key, (es, _en) in i18n.CATALOG.items()}


def test_hand_for_hand_is_mano_por_mano_never_heads_up(spanish):
    # "mano a mano" is heads-up; hand-for-hand is "mano por mano".
    assert not {k: v for k, v in spanish.items() if "mano a mano" in v.lower()}
    assert spanish["clock.hand_for_hand_on"] == "El mano por mano ya está activo."
    assert "mano por mano" in spanish["seating.hand_for_hand_off"]


def test_the_floor_is_never_el_piso(spanish):
    assert not {k: v for k, v in spanish.items() if re.search(r"\bpiso\b", v, re.I)}
    assert spanish["role.floor"] == "supervisor de sala"


def test_balancing_says_both_tables_counts_in_full(spanish):
    text = spanish["seating.reason.balance"].format(
        from_table=5, from_count=9, to_table=3, to_count=7, seat=4
    )
    assert "la mesa 5 tiene 9 jugadores y la mesa 3 tiene 7." in text


def test_argparse_words_have_both_languages(spanish):
    assert spanish["cli.argparse.usage"] == "uso: "
    assert spanish["cli.argparse.options"] == "opciones"
