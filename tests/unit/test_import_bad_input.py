"""Imports (structures, payout tables, exclusion lists) refuse bad files in words: over the
size cap, JSON nested too deep, numbers of thousands of digits or out of their field's
range, over-long names and text with refused characters. Never a traceback."""

from __future__ import annotations

import json

import pytest

from tournament_director import i18n
from tournament_director.domain import payouts, structure_io
from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import (
    standard_table,
    table_from_csv,
    table_from_json,
    table_to_csv,
    table_to_json,
)
from tournament_director.domain.players import LIST_FILE_LIMIT, parse_exclusion_csv
from tournament_director.domain.structure_io import export_csv, export_json, import_structure
from tournament_director.paths import resources_dir

TEMPLATE = resources_dir() / "structures" / "regular-20.json"
MB_NAME = "N" * 1_000_000


@pytest.fixture(autouse=True)
def english():
    previous = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(previous)


def refused(fn, *args) -> Refused:
    with pytest.raises(Refused) as caught:
        fn(*args)
    assert caught.value.message  # in words, in the reader's language
    return caught.value


def structure_document() -> dict:
    return json.loads(TEMPLATE.read_text("utf-8"))


def structure_json(**changes) -> str:
    document = structure_document()
    document["structure"].update(changes)
    return json.dumps(document, ensure_ascii=False)


def structure_csv(**changes) -> str:
    return export_csv(import_structure(structure_json(**changes)))


# --- structures ---------------------------------------------------------------------------------


def test_a_good_structure_still_opens():
    s = import_structure(TEMPLATE.read_text("utf-8"))
    assert import_structure(export_json(s)) == s == import_structure(export_csv(s))


def test_a_structure_file_over_the_cap_is_refused():
    text = structure_json(name="x") + " " * structure_io.FILE_LIMIT
    r = refused(import_structure, text)
    assert r.key == "import.too_large" and "at most 976 KB is imported" in r.message
    r = refused(structure_io.import_csv, "# " + "x" * structure_io.FILE_LIMIT)
    assert r.key == "import.too_large"


def test_structure_json_nested_too_deep_is_refused():
    document = structure_document()
    deep = "[" * 100_000 + "]" * 100_000
    text = json.dumps(document)[:-1] + ', "extra": ' + deep + "}"
    r = refused(import_structure, text)
    assert r.key == "json.too_deep"
    settings_line = "# settings: " + "[" * 50_000 + "]" * 50_000
    csv_text = structure_csv().splitlines()
    csv_text[1] = settings_line
    assert refused(structure_io.import_csv, "\n".join(csv_text)).key == "json.too_deep"


def test_structure_numbers_of_thousands_of_digits_are_refused():
    text = structure_json()[:-2] + ', "big": ' + "9" * 5000 + "}}"
    assert refused(import_structure, text).key == "json.number_too_long"
    lines = structure_csv().splitlines()
    header = lines.index("kind,level,small_blind,big_blind,ante,bb_ante,minutes,colour_up")
    lines[header + 1] = "level,1," + "1" * 5000 + ",200,0,no,20,"
    r = refused(structure_io.import_csv, "\n".join(lines))
    assert r.key == "structure_io.csv_number_too_long"
    assert "the number has 5000 digits; the maximum is 18" in r.message


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"starting_stack": 10**12}, "starting_stack"),
        ({"late_registration_until_level": 10**9}, "late_registration_until_level"),
        ({"rebuy": {**structure_document()["structure"]["rebuy"], "price": -(10**10)}}, "price"),
    ],
)
def test_structure_numbers_out_of_their_fields_range_are_refused(changes, field):
    for text in (structure_json(**changes),):
        r = refused(import_structure, text)
        assert r.key == "structure_io.refused"
        assert f"'{field}'" in r.message or f"'rebuy.{field}'" in r.message


def test_a_blind_past_the_chips_maximum_is_refused_with_its_level():
    levels = structure_document()["structure"]["levels"]
    levels[2] = {**levels[2], "big_blind": 10**16}
    r = refused(import_structure, structure_json(levels=levels))
    assert r.key == "structure_io.refused"
    assert "Level 3: 'big_blind' is ≥ 10^15" in r.message


@pytest.mark.parametrize(
    ("name", "words"),
    [
        (MB_NAME, "1000000 characters"),  # the JSON file: over the size cap
        ("N" * 200_000, "200000 characters; the limit is 120"),
        ("Turbo\u202e02-gnp", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        ("Turbo\x1b[31m", "U+001B ESC"),
        ("Turbo \ud800", "U+D800"),
        ("\u200b\u2060", "no visible character"),
    ],
)
def test_structure_names_over_the_limit_or_with_bad_text_are_refused(name, words):
    for text in (structure_json(name=name), _csv_with_name(name)):
        r = refused(import_structure, text)
        assert r.key in ("structure_io.refused", "import.too_large")
        if r.key == "structure_io.refused":
            assert words in r.message
            assert name not in r.message


def _csv_with_name(name: str) -> str:
    lines = structure_csv().splitlines()
    settings = json.loads(lines[1].removeprefix("# settings: "))
    settings["name"] = name
    lines[1] = "# settings: " + json.dumps(settings)  # escapes keep a surrogate as text
    return "\n".join(lines)


def test_a_chip_colour_with_a_control_character_is_refused():
    chips = structure_document()["structure"]["chips"]
    chips[0] = {**chips[0], "colour": "blanco\x07"}
    r = refused(import_structure, structure_json(chips=chips))
    assert "The chip's colour has an invisible control character (U+0007 BEL)" in r.message


def test_soft_problems_still_open_for_the_editor_to_fix():
    s = import_structure(structure_json(name="", starting_stack=0))
    assert s.name == "" and s.starting_stack == 0


# --- payout tables ------------------------------------------------------------------------------


def test_good_payout_tables_still_read():
    table = standard_table()
    assert table_from_json(table_to_json(table)) == table
    name, bands = table_from_csv(table_to_csv("Casa", table.bands))
    assert name == "Casa" and len(bands) == len(table.bands)


def test_a_payout_file_over_the_cap_is_refused():
    big = table_to_csv("Casa", standard_table().bands) + "\n" * payouts.FILE_LIMIT
    assert refused(table_from_csv, big).key == "import.too_large"
    assert refused(table_from_json, " " * (payouts.FILE_LIMIT + 1)).key == "import.too_large"


def test_payout_json_nested_too_deep_or_with_huge_numbers_is_refused():
    deep = "[" * 100_000 + "]" * 100_000
    assert refused(table_from_json, deep).key == "json.too_deep"
    data = standard_table().to_dict()
    text = json.dumps(data)[:-1] + ', "x": ' + "7" * 5000 + "}"
    assert refused(table_from_json, text).key == "json.number_too_long"
    data["bands"][0]["places"] = [[1, 10**12, 1]]  # would spread into 10**12 places
    r = refused(table_from_json, json.dumps(data))
    assert r.key == "payouts.table.number_too_large"


def test_payout_csv_numbers_too_long_or_out_of_range_are_refused():
    lines = table_to_csv("Casa", standard_table().bands).splitlines()
    for bad in ("9" * 5000, "1000000000000"):
        lines[3] = f"2,3,1,{bad},100"
        r = refused(table_from_csv, "\n".join(lines))
        assert r.key == "payouts.csv.number_too_large"
        assert "over the maximum of 1000000" in r.message
    lines[3] = "2,3,1,1," + "1" * 5000
    assert refused(table_from_csv, "\n".join(lines)).key == "payouts.csv.bad_percent"


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("x" * 200, "payouts.table.name_too_long"),
        ("Casa\u202e", "text.bad_character"),
        ("Casa\x00", "text.bad_character"),
        ("\u3164\u200b", "text.invisible"),
    ],
)
def test_payout_table_names_are_cleaned_on_import(name, key):
    text = table_to_csv(name, standard_table().bands)
    assert refused(table_from_csv, text).key == key
    data = standard_table().to_dict()
    data["name"] = name
    assert refused(table_from_json, json.dumps(data)).key == key


def test_a_payout_csv_with_a_huge_name_is_refused_in_words():
    assert refused(table_from_csv, table_to_csv(MB_NAME, [])).key == "import.too_large"
    r = refused(table_from_csv, table_to_csv("N" * 500_000, standard_table().bands))
    assert r.key == "payouts.csv.unreadable"
    assert "a field of more than 131072 characters" in r.message


# --- exclusion lists ----------------------------------------------------------------------------


def test_an_exclusion_list_over_the_cap_is_refused():
    text = "documento;nombre\n" + "12345678;Nombre Apellido\n" * (LIST_FILE_LIMIT // 25 + 1)
    r = refused(parse_exclusion_csv, text)
    assert r.key == "import.too_large"


def test_exclusion_lines_with_bad_names_or_documents_are_reported_not_listed():
    text = "\n".join(
        [
            "documento;nombre",
            "11111111;Buena Persona",
            "22222222;Ana\u202eBel",
            "33333333;\x1b[2JBorrar",
            "44444444;\u200b",
            "5555ÑÑ;Documento Raro",
            f"66666666;{'x' * 200}",
            "7" * 5000 + ";Muchos Dígitos",
        ]
    )
    parsed = parse_exclusion_csv(text)
    assert [e["document"] for e in parsed.entries] == ["11111111"]
    assert [n for n, _ in parsed.problems] == [3, 4, 5, 6, 7, 8]
    shown = dict(parsed.problems)
    assert shown[3] == "22222222;Ana[U+202E]Bel"
    assert shown[4] == "33333333;[U+001B][2JBorrar"
    assert len(shown[8]) <= 120  # an unreadable line is shown cut short


def test_an_exclusion_list_with_a_1mb_name_reports_what_it_could_not_read():
    parsed = parse_exclusion_csv(f"11111111;{MB_NAME}\n22222222;Otra Persona")
    assert parsed.entries == [] or all(len(e["name"]) <= 120 for e in parsed.entries)
    assert parsed.problems
