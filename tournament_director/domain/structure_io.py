"""Structures to and from files: JSON and CSV. Pure: text in, text out; no file access.

Both formats round-trip exactly: ``import_x(export_x(s)) == s`` for every structure, valid
or not (an imported structure is not validated here; the caller shows ``validate``'s
problems so a faulty file can still be opened and fixed). A bad file is refused with a
message in the reader's language, never a traceback.

JSON (the complete format)::

    {"format": "tournament-director/structure", "version": 1, "structure": {...}}

``structure`` is :meth:`Structure.to_dict`. A version newer than this program knows is
refused rather than half read.

CSV (for spreadsheets)::

    # format: tournament-director/structure-csv 1
    # settings: {"name": "...", "chips": [...], "starting_stack": 30000, ...}
    kind,level,small_blind,big_blind,ante,bb_ante,minutes,colour_up
    level,1,100,100,0,no,20,
    break,4,,,,,15,25

- The first comment line tags the format and version; the second carries everything that
  is not a table row (name, currency, table size, chips, stacks, late registration,
  re-entry, rebuy, add-on) as one line of JSON, the same fields as the JSON format. JSON
  keeps any text (commas, quotes, accents, line breaks in a name) exact, which columns of
  their own would not.
- Then one row per level and per break, in the order they are played. For a level,
  ``level`` is its number (1, 2, 3, ... in order); for a break, the number of the level it
  follows, and the blind columns are left empty. ``bb_ante`` is ``yes``/``no`` (``sí``,
  ``si``, ``true``, ``false``, ``1``, ``0`` and empty are read too). ``colour_up`` lists the
  denominations a break colours up, separated by spaces.
- Read leniently where it is safe: a byte-order mark, ``;`` as the separator (what a
  spreadsheet in a Spanish locale writes), columns in any order, extra columns ignored,
  blank lines skipped.

Refused in words, whatever the format (bad input, issue "A record that proves itself"):
a text over ``FILE_LIMIT`` characters; JSON nested deeper than ``text.JSON_DEPTH_LIMIT`` or
with a number longer than int() reads (`text.parse_json`); a CSV number of more than
``NUMBER_DIGITS_MAX`` digits; and a structure with a problem the editor could neither show
nor fix (``structure.UNOPENABLE``: a name over its limit or with refused characters, a
number beyond what its field holds), every such problem listed.
"""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.structure import (
    UNOPENABLE,
    Structure,
    break_to_dict,
    level_to_dict,
    problems_refusal,
    validate,
)
from tournament_director.domain.text import parse_json, visible

JSON_FORMAT = "tournament-director/structure"
JSON_VERSION = 1
CSV_FORMAT = "tournament-director/structure-csv"
CSV_VERSION = 1
CSV_COLUMNS = (
    "kind",
    "level",
    "small_blind",
    "big_blind",
    "ante",
    "bb_ante",
    "minutes",
    "colour_up",
)

#: A structure file is a few KB; a megabyte is not a structure.
FILE_LIMIT = 1_000_000
#: More digits than any number a structure holds (structure.AMOUNT_MAX has 10).
NUMBER_DIGITS_MAX = 18

_YES = {"yes", "sí", "si", "true", "1", "y", "s"}
_NO = {"no", "false", "0", "n", ""}
_INT = re.compile(r"-?\d+")


# --------------------------------------------------------------------------- JSON


def export_json(structure: Structure) -> str:
    """The structure as versioned JSON text (UTF-8 safe, indented, ending in a newline)."""
    document = {"format": JSON_FORMAT, "version": JSON_VERSION, "structure": structure.to_dict()}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def import_json(text: str) -> Structure:
    """The structure in JSON text written by :func:`export_json`; refused in words if bad
    (see the module)."""
    _check_size(text)
    try:
        document = parse_json(text.lstrip("\ufeff"))
    except json.JSONDecodeError as error:
        raise Refused("structure_io.not_json", line=error.lineno, column=error.colno) from None
    if not isinstance(document, dict) or document.get("format") != JSON_FORMAT:
        found = document.get("format", "") if isinstance(document, dict) else ""
        raise Refused("structure_io.unknown_format", found=_shown(found), expected=JSON_FORMAT)
    _check_version(document.get("version"), JSON_VERSION)
    if "structure" not in document:
        raise Refused("data.field_missing", field="structure")
    if not isinstance(document["structure"], dict):
        raise Refused("data.field_type", field="structure", kind=MessageRef("data.kind.object"))
    return _openable(Structure.from_dict(document["structure"]))


def _shown(value: object) -> str:
    """A value from the file as a message quotes it: refused characters by code, short."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**15:
        return "≥ 10^15" if value > 0 else "≤ -10^15"
    return visible(str(value), 40)


def _check_size(text: str) -> None:
    if len(text) > FILE_LIMIT:
        kb = -(-len(text) // 1024)
        raise Refused("import.too_large", size=kb, limit=FILE_LIMIT // 1024)


def _openable(structure: Structure) -> Structure:
    """The structure, unless it has a problem the editor cannot show or fix (UNOPENABLE)."""
    problems = [p for p in validate(structure) if p.key in UNOPENABLE]
    if problems:
        raise problems_refusal(problems, "structure_io.refused")
    return structure


def _check_version(version: object, known: int) -> None:
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise Refused("structure_io.bad_version", found=_shown(version))
    if version > known:
        raise Refused("structure_io.newer_version", found=version, known=known)


# --------------------------------------------------------------------------- CSV


def export_csv(structure: Structure) -> str:
    """The structure as CSV text (see the module's description of the layout)."""
    settings = structure.to_dict()
    del settings["levels"], settings["breaks"]
    out = io.StringIO()
    out.write(f"# format: {CSV_FORMAT} {CSV_VERSION}\n")
    out.write("# settings: " + json.dumps(settings, ensure_ascii=False) + "\n")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    # Breaks outside the schedule (before level 1, after a missing level) are written
    # where they sort, so even a faulty structure comes back unchanged.
    rows: list[tuple[float, int, list[object]]] = []
    for i, lvl in enumerate(structure.levels):
        d = level_to_dict(lvl)
        rows.append(
            (
                i + 1,
                0,
                [
                    "level",
                    i + 1,
                    d["small_blind"],
                    d["big_blind"],
                    d["ante"],
                    "yes" if d["bb_ante"] else "no",
                    d["minutes"],
                    "",
                ],
            )
        )
    for j, b in enumerate(structure.breaks):
        d = break_to_dict(b)
        colour_up = " ".join(str(x) for x in d["colour_up"])
        rows.append(
            (b.after_level, 1 + j, ["break", b.after_level, "", "", "", "", b.minutes, colour_up])
        )
    rows.sort(key=lambda r: (r[0], r[1]))
    writer.writerows(r[2] for r in rows)
    return out.getvalue()


def import_csv(text: str) -> Structure:
    """The structure in CSV text written by :func:`export_csv`; refused in words if bad
    (see the module)."""
    _check_size(text)
    # Only "\n" ends a line: str.splitlines would also split at characters such as
    # U+2028 that JSON leaves unescaped inside the settings line.
    lines = re.findall(r"[^\n]*\n|[^\n]+$", text.lstrip("\ufeff"))
    if not lines or not lines[0].startswith("#"):
        raise Refused("structure_io.csv_no_format_line", expected=CSV_FORMAT)
    _check_csv_format_line(lines[0])
    settings: dict[str, Any] | None = None
    first_table_line = len(lines)
    for number, line in enumerate(lines[1:], start=2):
        stripped = line.strip()
        if not stripped:
            continue
        if not stripped.startswith("#"):
            first_table_line = number - 1
            break
        body = stripped[1:].strip()
        if body.lower().startswith("settings:"):
            settings = _read_settings(body[len("settings:") :], number)
    if settings is None:
        raise Refused("structure_io.csv_missing_settings")
    table = lines[first_table_line:]
    if not table:
        raise Refused("structure_io.csv_no_header", columns=", ".join(CSV_COLUMNS))
    header_line = table[0]
    delimiter = ";" if header_line.count(";") > header_line.count(",") else ","
    reader = csv.reader(table, delimiter=delimiter)
    offset = first_table_line  # physical line = offset + reader.line_num
    rows: list[tuple[int, list[str]]] = []
    try:
        for row in reader:
            rows.append((offset + reader.line_num, row))
    except csv.Error:
        raise Refused(
            "structure_io.csv_unreadable", line=offset + max(reader.line_num, 1)
        ) from None
    if not rows:
        raise Refused("structure_io.csv_no_header", columns=", ".join(CSV_COLUMNS))
    header_at, header_row = rows[0]
    header = [h.strip().lower() for h in header_row]
    for column in CSV_COLUMNS:
        if column not in header:
            raise Refused("structure_io.csv_missing_column", column=column, line=header_at)
    position = {c: header.index(c) for c in CSV_COLUMNS}
    levels: list[dict[str, Any]] = []
    breaks: list[dict[str, Any]] = []
    for line, row in rows[1:]:
        if not any(cell.strip() for cell in row):
            continue
        cells = {c: (row[i].strip() if i < len(row) else "") for c, i in position.items()}
        kind = cells["kind"].lower()
        if kind in ("level", "nivel"):
            number = _integer(cells, "level", line)
            if number != len(levels) + 1:
                raise Refused(
                    "structure_io.csv_level_sequence",
                    line=line,
                    expected=len(levels) + 1,
                    found=number,
                )
            levels.append(
                {
                    "small_blind": _integer(cells, "small_blind", line),
                    "big_blind": _integer(cells, "big_blind", line),
                    "ante": _integer(cells, "ante", line, empty=0),
                    "bb_ante": _yes_no(cells, "bb_ante", line),
                    "minutes": _integer(cells, "minutes", line),
                }
            )
        elif kind in ("break", "descanso"):
            breaks.append(
                {
                    "after_level": _integer(cells, "level", line),
                    "minutes": _integer(cells, "minutes", line),
                    "colour_up": _integer_list(cells, "colour_up", line),
                }
            )
        else:
            raise Refused("structure_io.csv_bad_kind", line=line, value=visible(cells["kind"], 40))
    data = dict(settings)
    data["levels"] = levels
    data["breaks"] = breaks
    return _openable(Structure.from_dict(data))


def import_structure(text: str) -> Structure:
    """JSON or CSV, whichever the text is (JSON starts with ``{``)."""
    if text.lstrip("\ufeff \t\r\n").startswith("{"):
        return import_json(text)
    return import_csv(text)


def _check_csv_format_line(line: str) -> None:
    body = line.lstrip("#").strip()
    if body.lower().startswith("format:"):
        body = body[len("format:") :].strip()
    parts = body.split()
    if not parts or parts[0] != CSV_FORMAT:
        raise Refused("structure_io.unknown_format", found=_shown(body), expected=CSV_FORMAT)
    version: object = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    if len(parts) > 1 and version is None:
        version = parts[1]
    _check_version(version, CSV_VERSION)


def _read_settings(text: str, line: int) -> dict[str, Any]:
    try:
        settings = parse_json(text)
    except json.JSONDecodeError as error:
        raise Refused("structure_io.csv_bad_settings", line=line, column=error.colno) from None
    if not isinstance(settings, dict):
        raise Refused("structure_io.csv_bad_settings", line=line, column=1)
    return settings


def _integer(cells: dict[str, str], column: str, line: int, *, empty: int | None = None) -> int:
    value = cells[column]
    if value == "" and empty is not None:
        return empty
    if value == "":
        raise Refused("structure_io.csv_missing_value", line=line, column=column)
    if not _INT.fullmatch(value):
        raise Refused(
            "structure_io.csv_not_number", line=line, column=column, value=visible(value, 40)
        )
    return _int(value, line, column)


def _int(value: str, line: int, column: str) -> int:
    """int() of a matched number, refused in words past NUMBER_DIGITS_MAX digits."""
    digits = len(value.lstrip("-"))
    if digits > NUMBER_DIGITS_MAX:
        raise Refused(
            "structure_io.csv_number_too_long",
            line=line,
            column=column,
            digits=digits,
            max=NUMBER_DIGITS_MAX,
        )
    return int(value)


def _integer_list(cells: dict[str, str], column: str, line: int) -> list[int]:
    out = []
    for part in re.split(r"[\s;/+]+", cells[column]):
        if not part:
            continue
        if not _INT.fullmatch(part):
            raise Refused(
                "structure_io.csv_not_number", line=line, column=column, value=visible(part, 40)
            )
        out.append(_int(part, line, column))
    return out


def _yes_no(cells: dict[str, str], column: str, line: int) -> bool:
    value = cells[column].lower()
    if value in _YES:
        return True
    if value in _NO:
        return False
    raise Refused(
        "structure_io.csv_not_yes_no", line=line, column=column, value=visible(cells[column], 40)
    )
