"""Structure files: JSON and CSV round trips, shipped templates, bad files refused in words."""

import json
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain import colour_up
from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import (
    AddOnPolicy,
    Break,
    Chip,
    Level,
    RebuyCondition,
    RebuyPolicy,
    ReEntryPolicy,
    Structure,
    from_progression,
    validate,
)
from tournament_director.domain.structure_io import (
    CSV_COLUMNS,
    export_csv,
    export_json,
    import_csv,
    import_json,
    import_structure,
)
from tournament_director.domain.text import bad_character, has_visible
from tournament_director.paths import resources_dir

TEMPLATES = resources_dir() / "structures"
TEMPLATE_FILES = sorted(TEMPLATES.glob("*.json"))


def load(path: Path) -> Structure:
    return import_json(path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------- shipped templates


def test_the_four_templates_are_shipped():
    names = {p.stem for p in TEMPLATE_FILES}
    assert {"regular-20", "deep-stack-40", "turbo-10", "hyper-turbo-6"} <= names


@pytest.mark.parametrize("path", TEMPLATE_FILES, ids=lambda p: p.stem)
def test_template_validates_clean(path):
    s = load(path)
    assert [p.message for p in validate(s)] == []


@pytest.mark.parametrize("path", TEMPLATE_FILES, ids=lambda p: p.stem)
def test_template_round_trips_json_and_csv(path):
    s = load(path)
    assert import_json(export_json(s)) == s
    assert import_csv(export_csv(s)) == s
    assert export_json(s) == path.read_text(encoding="utf-8")  # files are canonical


@pytest.mark.parametrize(
    ("stem", "minutes"),
    [("regular-20", 20), ("deep-stack-40", 40), ("turbo-10", 10), ("hyper-turbo-6", 6)],
)
def test_template_shape(stem, minutes):
    s = load(TEMPLATES / f"{stem}.json")
    assert {lv.minutes for lv in s.levels} == {minutes}
    assert s.currency == "CLP"
    # colour-ups derived from the blinds (domain/colour_up.py), none set by hand
    assert not any(b.colour_up for b in s.breaks)
    assert any(c.after_level is not None for c in colour_up.plan(s).colour_ups)
    assert s.late_registration_until_level is not None
    first_bba = next(i for i, lv in enumerate(s.levels, start=1) if lv.bb_ante)
    assert 1 < first_bba < len(s.levels)  # big-blind ante from a middle level


# ---------------------------------------------------------------- examples


def sample() -> Structure:
    return Structure(
        name='Torneo "Aniversario", día 1',
        chips=(Chip(25, "blanco"), Chip(100, "negro"), Chip(500, "morado")),
        levels=(Level(25, 50), Level(50, 100, 100, True), Level(100, 200, 200, True, 30)),
        breaks=(Break(2, 15, (25,)),),
        starting_stack=15_000,
        reduced_stack=10_000,
        late_registration_until_level=2,
        re_entry=ReEntryPolicy(True, None),
        rebuy=RebuyPolicy(True, 2, RebuyCondition.NO_CHIPS, 3, 15_000, 25_000),
        add_on=AddOnPolicy(True, 2, 20_000, 30_000),
        table_size=10,
        currency="ARS",
    )


def test_csv_layout():
    text = export_csv(sample())
    lines = text.splitlines()
    assert lines[0] == "# format: tournament-director/structure-csv 1"
    assert lines[1].startswith("# settings: {")
    assert lines[2] == ",".join(CSV_COLUMNS)
    assert lines[3:] == [
        "level,1,25,50,0,no,20,",
        "level,2,50,100,100,yes,20,",
        "break,2,,,,,15,25",
        "level,3,100,200,200,yes,30,",
    ]


def test_json_layout():
    data = json.loads(export_json(sample()))
    assert data["format"] == "tournament-director/structure"
    assert data["version"] == 1
    assert data["structure"]["rebuy"]["condition"] == "no_chips"


def test_import_structure_detects_the_format():
    s = sample()
    assert import_structure(export_json(s)) == s
    assert import_structure(export_csv(s)) == s


def test_csv_from_a_spanish_spreadsheet():
    """Semicolons, a byte-order mark, Windows line ends, columns reordered, sí/no, extras."""
    settings_line = export_csv(sample()).splitlines()[1]
    text = "\r\n".join(
        [
            "\ufeff# format: tournament-director/structure-csv 1",
            settings_line,
            "nota;kind;level;minutes;small_blind;big_blind;ante;bb_ante;colour_up",
            "x;nivel;1;20;25;50;;no;",
            ";level;2;20;50;100;100;Sí;",
            "",
            ";descanso;2;15;;;;;25",
            ";level;3;30;100;200;200;si;",
        ]
    )
    assert import_csv(text) == sample()


# ---------------------------------------------------------------- bad files


def refused(fn, text) -> Refused:
    with pytest.raises(Refused) as caught:
        fn(text)
    assert caught.value.message  # renders without error
    return caught.value


def csv_with(rows: list[str], header: str = ",".join(CSV_COLUMNS)) -> str:
    head = export_csv(sample()).splitlines()[:2]
    return "\n".join([*head, header, *rows]) + "\n"


def test_json_not_json():
    r = refused(import_json, '{"format": ')
    assert r.key == "structure_io.not_json" and r.params["line"] == 1


def test_json_unknown_format():
    assert refused(import_json, '{"format": "other"}').key == "structure_io.unknown_format"
    assert refused(import_json, "[1, 2]").key == "structure_io.unknown_format"


def test_json_newer_version():
    text = export_json(sample()).replace('"version": 1', '"version": 7')
    r = refused(import_json, text)
    assert r.key == "structure_io.newer_version" and r.params == {"found": 7, "known": 1}
    text = export_json(sample()).replace('"version": 1', '"version": "uno"')
    assert refused(import_json, text).key == "structure_io.bad_version"


def test_json_missing_field_names_it():
    data = json.loads(export_json(sample()))
    del data["structure"]["levels"][1]["big_blind"]
    r = refused(import_json, json.dumps(data))
    assert r.key == "data.field_missing"
    assert r.params["field"] == "levels[1].big_blind"


def test_json_wrong_type_names_it():
    data = json.loads(export_json(sample()))
    data["structure"]["starting_stack"] = "15000"
    r = refused(import_json, json.dumps(data))
    assert (r.key, r.params["field"]) == ("data.field_type", "starting_stack")
    data["structure"]["starting_stack"] = True
    assert refused(import_json, json.dumps(data)).key == "data.field_type"
    data["structure"]["starting_stack"] = 15000.0
    assert refused(import_json, json.dumps(data)).key == "data.field_type"


def test_json_bad_choice():
    data = json.loads(export_json(sample()))
    data["structure"]["rebuy"]["condition"] = "whenever"
    assert refused(import_json, json.dumps(data)).key == "data.bad_choice"


def test_json_without_structure():
    text = '{"format": "tournament-director/structure", "version": 1}'
    assert refused(import_json, text).key == "data.field_missing"
    text = '{"format": "tournament-director/structure", "version": 1, "structure": 3}'
    assert refused(import_json, text).key == "data.field_type"


def test_csv_without_format_line():
    text = "\n".join(export_csv(sample()).splitlines()[2:])  # header and rows only
    assert refused(import_csv, text).key == "structure_io.csv_no_format_line"
    text = "\n".join(export_csv(sample()).splitlines()[1:])  # settings line first
    assert refused(import_csv, text).key == "structure_io.unknown_format"
    assert refused(import_csv, "").key == "structure_io.csv_no_format_line"


def test_csv_unknown_format_and_newer_version():
    text = export_csv(sample())
    other = text.replace("structure-csv 1", "clock-csv 1", 1)
    assert refused(import_csv, other).key == "structure_io.unknown_format"
    newer = text.replace("structure-csv 1", "structure-csv 2", 1)
    assert refused(import_csv, newer).key == "structure_io.newer_version"


def test_csv_missing_settings():
    lines = export_csv(sample()).splitlines()
    text = "\n".join([lines[0], *lines[2:]])
    assert refused(import_csv, text).key == "structure_io.csv_missing_settings"


def test_csv_bad_settings_line():
    lines = export_csv(sample()).splitlines()
    lines[1] = "# settings: {not json"
    r = refused(import_csv, "\n".join(lines))
    assert (r.key, r.params["line"]) == ("structure_io.csv_bad_settings", 2)


def test_csv_no_header():
    lines = export_csv(sample()).splitlines()[:2]
    assert refused(import_csv, "\n".join(lines)).key == "structure_io.csv_no_header"


def test_csv_missing_column():
    header = ",".join(c for c in CSV_COLUMNS if c != "minutes")
    r = refused(import_csv, csv_with(["level,1,25,50,0,no,"], header))
    assert (r.key, r.params["column"], r.params["line"]) == (
        "structure_io.csv_missing_column",
        "minutes",
        3,
    )


def test_csv_non_number_at_line_n():
    r = refused(import_csv, csv_with(["level,1,25,50,0,no,20,", "level,2,50,cien,0,no,20,"]))
    assert r.key == "structure_io.csv_not_number"
    assert r.params == {"line": 5, "column": "big_blind", "value": "cien"}
    i18n_before = i18n.language()
    try:
        i18n.set_language("es")
        assert r.message == "Línea 5: «cien» en la columna «big_blind» no es un número entero."
        i18n.set_language("en")
        assert r.message == "Line 5: 'cien' in the column 'big_blind' is not a whole number."
    finally:
        i18n.set_language(i18n_before)


def test_csv_thousands_separator_is_not_a_number():
    r = refused(import_csv, csv_with(['level,1,"1.000","2.000",0,no,20,']))
    assert r.key == "structure_io.csv_not_number"


def test_csv_bad_colour_up_number():
    r = refused(import_csv, csv_with(["level,1,25,50,0,no,20,", "break,1,,,,,10,25 x"]))
    assert (r.key, r.params["value"]) == ("structure_io.csv_not_number", "x")


def test_csv_missing_value():
    r = refused(import_csv, csv_with(["level,1,25,,0,no,20,"]))
    assert (r.key, r.params["column"]) == ("structure_io.csv_missing_value", "big_blind")


def test_csv_bad_yes_no():
    r = refused(import_csv, csv_with(["level,1,25,50,0,maybe,20,"]))
    assert r.key == "structure_io.csv_not_yes_no"


def test_csv_bad_kind():
    r = refused(import_csv, csv_with(["pausa,1,,,,,10,"]))
    assert (r.key, r.params["line"]) == ("structure_io.csv_bad_kind", 4)


def test_csv_levels_out_of_order():
    r = refused(import_csv, csv_with(["level,1,25,50,0,no,20,", "level,3,50,100,0,no,20,"]))
    assert r.key == "structure_io.csv_level_sequence"
    assert r.params == {"line": 5, "expected": 2, "found": 3}


def test_csv_settings_missing_field():
    lines = export_csv(sample()).splitlines()
    settings_data = json.loads(lines[1][len("# settings: ") :])
    del settings_data["chips"]
    lines[1] = "# settings: " + json.dumps(settings_data)
    r = refused(import_csv, "\n".join(lines))
    assert (r.key, r.params["field"]) == ("data.field_missing", "chips")


def test_import_does_not_validate_so_faulty_files_can_be_fixed():
    s = Structure(
        name="",
        chips=(),
        levels=(Level(200, 100, 500, True, 0),),
        breaks=(Break(0, 0, (7,)), Break(5, 10)),
        starting_stack=0,
        table_size=3,
    )
    assert validate(s)
    assert import_json(export_json(s)) == s
    assert import_csv(export_csv(s)) == s


# ---------------------------------------------------------------- properties

# Any text the formats carry: the characters every import refuses are left out (their
# refusal is tested in test_text.py), and so are names of only invisible characters.
texts = st.text(max_size=30).filter(
    lambda s: bad_character(s) is None and (not s.strip() or has_visible(s))
)
amounts = st.integers(-10, 10**9)
maybe = st.none() | st.integers(-3, 50)


@st.composite
def structures(draw) -> Structure:
    """Any structure, valid or not: the formats must carry every one unchanged."""
    levels = draw(
        st.lists(
            st.builds(Level, amounts, amounts, amounts, st.booleans(), st.integers(-5, 120)),
            max_size=12,
        )
    )
    breaks = draw(
        st.lists(
            st.builds(
                Break,
                st.integers(-2, 15),
                st.integers(-5, 60),
                st.lists(st.integers(-5, 10**6), max_size=4).map(tuple),
            ),
            max_size=5,
        )
    )
    return Structure(
        name=draw(texts),
        chips=tuple(draw(st.lists(st.builds(Chip, amounts, texts), max_size=7))),
        levels=tuple(levels),
        breaks=tuple(breaks),
        starting_stack=draw(amounts),
        reduced_stack=draw(st.none() | amounts),
        late_registration_until_level=draw(maybe),
        re_entry=draw(st.builds(ReEntryPolicy, st.booleans(), maybe)),
        rebuy=draw(
            st.builds(
                RebuyPolicy,
                st.booleans(),
                maybe,
                st.sampled_from(RebuyCondition),
                maybe,
                amounts,
                amounts,
            )
        ),
        add_on=draw(st.builds(AddOnPolicy, st.booleans(), maybe, amounts, amounts)),
        table_size=draw(st.integers(-1, 12)),
        currency=draw(st.sampled_from(["CLP", "USD", "ARS", "", "x,y"])),
    )


@settings(max_examples=200, deadline=None)
@given(structures())
def test_json_round_trip_any_structure(s):
    assert import_json(export_json(s)) == s


@settings(max_examples=200, deadline=None)
@given(structures())
def test_csv_round_trip_any_structure(s):
    assert import_csv(export_csv(s)) == s


@st.composite
def valid_structures(draw) -> Structure:
    """Valid structures, built from a template and a random blind progression."""
    template = load(draw(st.sampled_from(TEMPLATE_FILES)))
    levels = draw(st.integers(len(template.levels), 40))
    try:
        return from_progression(
            template,
            levels=levels,
            starting_big_blind=draw(st.integers(25, 1000)),
            growth=draw(st.floats(1.1, 2.5)),
            minutes=draw(st.integers(1, 60)),
            bb_ante_from_level=draw(st.none() | st.integers(1, levels)),
        )
    except Refused as refusal:  # blinds past structure.CHIPS_MAX
        assert refusal.key == "structure.progression_too_high"
        assume(False)
        raise


@settings(max_examples=60, deadline=None)
@given(valid_structures())
def test_round_trips_of_valid_structures(s):
    assert validate(s) == []
    assert import_json(export_json(s)) == s
    assert import_csv(export_csv(s)) == s


def _only_refusals(fn, text: str) -> None:
    try:
        fn(text)
    except Refused as refusal:
        assert refusal.message


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_any_text_is_read_or_refused_never_a_traceback(text):
    for fn in (import_json, import_csv, import_structure):
        _only_refusals(fn, text)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 5)
    | st.floats(allow_nan=False)
    | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_damaged_files_are_refused_in_words(data):
    """Replace one value anywhere in a real file by junk: read or refused, never a crash."""
    document = json.loads(export_json(sample()))
    node = document
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        if isinstance(node[key], dict | list) and node[key] and data.draw(st.booleans()):
            node = node[key]
            continue
        node[key] = data.draw(json_values)
        break
    _only_refusals(import_json, json.dumps(document))
    lines = export_csv(sample()).splitlines()
    line = data.draw(st.integers(0, len(lines) - 1))
    cells = lines[line].split(",")
    cell = data.draw(st.integers(0, len(cells) - 1))
    cells[cell] = data.draw(st.text(max_size=8))
    lines[line] = ",".join(cells)
    _only_refusals(import_csv, "\n".join(lines))


def test_csv_damaged_quotes_or_line_breaks():
    r = refused(import_csv, csv_with(["level,1,25,50,0,no,20,", "level,2,5\r0,100,0,no,20,"]))
    assert (r.key, r.params["line"]) == ("structure_io.csv_unreadable", 5)


@settings(max_examples=200, deadline=None)
@given(structures())
def test_validate_never_raises_and_every_message_renders(s):
    problems = validate(s)
    before = i18n.language()
    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            assert all(p.message for p in problems)
    finally:
        i18n.set_language(before)
