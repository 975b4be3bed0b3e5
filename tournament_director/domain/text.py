"""Cleaning what people type (names, reasons, notes) and the last check on what is written.

One place for the rules, so the console, the command line's batch and the imports are
protected alike. Every rule refuses in words (``Refused``), saying which character, where,
and what to do; a bad character is never echoed raw: it is named by its code (U+202E).

What is refused in any text a person types or a file brings:
- control characters (U+0000-U+001F, U+007F-U+009F), except the tab and line breaks that
  whitespace handling takes care of (collapsed in one-line text, kept in notes);
- marks that change the direction of the text (U+202A-U+202E overrides and embeddings,
  U+2066-U+2069 isolates, U+200E/U+200F and U+061C marks): they make a name or a reason
  read differently from what is stored ("Trojan Source");
- lone surrogates (half of a UTF-16 pair: what a broken encoding leaves behind) and the
  noncharacters U+FFFE, U+FFFF and U+FDD0-U+FDEF;
- names and required texts with no visible character (only spaces, zero-width or other
  invisible characters);
- text over the limit of its kind (below).

Limits, in characters, per kind of text (each module that stores the text uses these):
- names (operators, the house): ``NAME_LIMIT`` 80; players and tournaments 120
  (``PLAYER_NAME_LIMIT``);
- reasons (undo, corrections, cancellations, moves, voids, disqualifications) and short
  notes (a shift's, a deal's): ``REASON_LIMIT`` 500;
- notes (the tournament's log, a player's record) and announcements: ``NOTE_LIMIT`` 2,000;
  only notes keep line breaks;
- references (a prize's transfer or cheque number): ``REFERENCE_LIMIT`` 60;
- the house's prize tax note: 300 (``operators.TAX_NOTE_LIMIT``).

The backstop, :func:`payload_problem`, checks what is about to be written as an event's
payload, whatever path it came by: see there.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata

from tournament_director.domain.errors import MessageRef, Refused

NAME_LIMIT = 80
PLAYER_NAME_LIMIT = 120
REASON_LIMIT = 500
NOTE_LIMIT = 2000
REFERENCE_LIMIT = 60
SOURCE_LIMIT = 200  # where an imported list came from (its file name)

#: JSON that people or files bring: no deeper than this (a structure file is 3 deep).
JSON_DEPTH_LIMIT = 32
#: Python's int() refuses longer numbers (sys.get_int_max_str_digits()).
INT_DIGITS_LIMIT = 4300

#: The backstop's limits (payload_problem).
PAYLOAD_STRING_LIMIT = 20_000
PAYLOAD_SIZE_LIMIT = 16_000_000  # about the JSON text's length
PAYLOAD_DEPTH_LIMIT = 32
PAYLOAD_INT_LIMIT = 2**63  # integers in [-2**63, 2**63): what SQLite and every reader hold

# Characters refused everywhere, in one class so a long text is searched quickly. The tab,
# line feed and carriage return are not here: whitespace handling decides about them.
_BAD = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f"
    "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
    "\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]"
)
# What a stored payload may not hold: the above, and the carriage return (typed text never
# keeps one: it becomes a line feed or a space).
_BAD_IN_PAYLOAD = re.compile(_BAD.pattern[:-1] + "\r]")
_LINE_BREAKS = re.compile("\r\n|[\r\u2028\u2029\x85]")
_CONTROL_NAMES = {
    0x00: "NUL",
    0x07: "BEL",
    0x08: "BS",
    0x09: "TAB",
    0x0A: "LF",
    0x0B: "VT",
    0x0C: "FF",
    0x0D: "CR",
    0x1B: "ESC",
    0x7F: "DEL",
    0x85: "NEL",
}
# Letters and symbols that print as nothing (Hangul fillers, the braille blank).
_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")


def character_code(ch: str) -> str:
    """A character by its code and, when it has one, its Unicode name: 'U+202E
    RIGHT-TO-LEFT OVERRIDE', 'U+0007 BEL', 'U+D800'."""
    code = ord(ch)
    name = _CONTROL_NAMES.get(code) or unicodedata.name(ch, "")
    return f"U+{code:04X} {name}".rstrip()


def _kind(ch: str) -> str:
    """The message key that says in words what kind of bad character this is."""
    code = ord(ch)
    if 0xD800 <= code <= 0xDFFF:
        return "text.kind.surrogate"
    if code < 0x20 or 0x7F <= code <= 0x9F:
        return "text.kind.control"
    if 0xFDD0 <= code <= 0xFDEF or code in (0xFFFE, 0xFFFF):
        return "text.kind.noncharacter"
    return "text.kind.bidi"


def visible(text: str, limit: int | None = None, *, one_line: bool = True) -> str:
    """Text safe to show or echo in a message: each refused character written as [U+XXXX],
    line breaks and tabs as spaces (unless not ``one_line``), shortened to ``limit``
    characters with '…'."""
    shown = _BAD_IN_PAYLOAD.sub(lambda m: f"[U+{ord(m.group()):04X}]", text)
    if one_line:
        shown = shown.replace("\n", " ").replace("\t", " ")
    if limit is not None and len(shown) > limit:
        shown = shown[: limit - 1] + "…"
    return shown


def bad_character(text: str, field: str = "text.field.text") -> Refused | None:
    """The refusal for the first refused character in ``text`` (see the module), or None.

    Says which character (by code and name), at which position (from 1) and after which
    words, so it can be found and typed again."""
    found = _BAD.search(text)
    if found is None:
        return None
    at = found.start()
    before = visible(text[max(0, at - 20) : at].split("\n")[-1]).strip()
    params: dict[str, object] = {
        "field": MessageRef(field),
        "what": MessageRef(_kind(found.group())),
        "code": character_code(found.group()),
        "position": at + 1,
    }
    if before:
        return Refused("text.bad_character", before=before, **params)
    return Refused("text.bad_character_start", **params)


def has_visible(text: str) -> bool:
    """Whether some character would show: a letter, digit, punctuation mark or symbol that
    is not one of the blank-looking ones (spaces, zero-width and format characters and lone
    combining marks do not count). A code point this Python's Unicode does not know yet
    (a newer letter or emoji) or a private-use one is given the benefit of the doubt."""
    return any(_shows(ch) for ch in text)


def _shows(ch: str) -> bool:
    category = unicodedata.category(ch)
    return (category[0] in "LNPS" or category in ("Cn", "Co")) and ch not in _BLANK_LOOKING


def _check_type(text: object, field: str) -> str:
    if not isinstance(text, str):
        raise Refused("text.not_text", field=MessageRef(field))
    return text


def clean_name(
    name: str,
    empty_key: str,
    long_key: str,
    limit: int = NAME_LIMIT,
    *,
    field: str = "text.field.name",
) -> str:
    """A name (a person, a tournament, a table, a nationality): whitespace trimmed and
    collapsed to single spaces. Refused: a refused character (control, direction mark, lone
    surrogate; see the module), nothing typed (``empty_key``), no visible character
    ('text.invisible'), over ``limit`` characters (``long_key``, with length and limit)."""
    name = _check_type(name, field)
    problem = bad_character(name, field)
    if problem is not None:
        raise problem
    cleaned = " ".join(name.split())
    if not cleaned:
        raise Refused(empty_key)
    if not has_visible(cleaned):
        raise Refused("text.invisible", field=MessageRef(field))
    if len(cleaned) > limit:
        raise _too_long(long_key, len(cleaned), limit, field)
    return cleaned


def clean_text(
    text: str,
    *,
    limit: int,
    field: str = "text.field.text",
    empty_key: str | None = None,
    long_key: str = "text.too_long",
    multiline: bool = False,
) -> str:
    """Free text a person types (a reason, a note, a reference, an announcement): the same
    refused characters as names (see the module), then

    - one-line text (``multiline`` False): whitespace, line breaks included, collapsed to
      single spaces; a note (``multiline``): line breaks kept as '\\n' (CR LF, CR and the
      Unicode separators become '\\n'), tabs kept, the ends trimmed;
    - nothing typed: refused with ``empty_key`` when the text is required, else '';
      typed but nothing visible: refused ('text.invisible');
    - over ``limit`` characters: refused with ``long_key`` (length, limit and field).
    """
    text = _check_type(text, field)
    problem = bad_character(text, field)
    if problem is not None:
        raise problem
    if multiline:
        lines = _LINE_BREAKS.sub("\n", text).split("\n")
        cleaned = "\n".join(line.rstrip() for line in lines).strip()
    else:
        cleaned = " ".join(text.split())
    if not cleaned:
        if empty_key is not None:
            raise Refused(empty_key)
        return ""
    if not has_visible(cleaned):
        raise Refused("text.invisible", field=MessageRef(field))
    if len(cleaned) > limit:
        raise _too_long(long_key, len(cleaned), limit, field)
    return cleaned


def _too_long(key: str, length: int, limit: int, field: str) -> Refused:
    """The generic message names the field; a caller's own key says it in its words."""
    if key == "text.too_long":
        return Refused(key, field=MessageRef(field), length=length, limit=limit)
    return Refused(key, length=length, limit=limit)


def parse_count(text: str) -> int | None:
    """A whole number as the floor types it (chips, entries, places): "12500", "12.500",
    "12,500" or "12 500"; None when nothing is typed. ValueError when it is not a whole
    number of ASCII digits (a sign, a fraction, letters, "²") or has more than 18 digits
    (more than any count the floor types; int() itself fails past 4,300)."""
    cleaned = "".join(text.split()).replace(".", "").replace(",", "")
    if not cleaned:
        return None
    if not (cleaned.isascii() and cleaned.isdigit()) or len(cleaned) > 18:
        raise ValueError(text[:40])
    return int(cleaned)


# --- JSON that people and files bring ----------------------------------------------------------


def parse_json(text: str, depth_limit: int = JSON_DEPTH_LIMIT) -> object:
    """JSON text read with limits, refused in words: nested deeper than ``depth_limit``
    ('json.too_deep'; past about 1,000 Python's parser fails with a RecursionError) or a
    number longer than int() reads ('json.number_too_long', 4,300 digits). A syntax error
    is raised as json.JSONDecodeError, for the caller to say where in its own words."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        raise
    except RecursionError:
        raise Refused("json.too_deep", limit=depth_limit) from None
    except ValueError:  # int(): "Exceeds the limit (4300 digits) for integer string ..."
        raise Refused("json.number_too_long", limit=INT_DIGITS_LIMIT) from None
    if depth_of(value, depth_limit + 1) > depth_limit:
        raise Refused("json.too_deep", limit=depth_limit)
    return value


def depth_of(value: object, stop: int | None = None) -> int:
    """How deep lists and dicts nest in ``value`` (a number or text: 0; [1]: 1); counting
    stops at ``stop``. Iterative: any depth is measured without recursion."""
    deepest = 0
    pending: list[tuple[object, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            children: list | tuple = list(item.values())
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        depth += 1
        deepest = max(deepest, depth)
        if stop is not None and deepest >= stop:
            return deepest
        pending.extend((child, depth) for child in children)
    return deepest


# --- the backstop: what is about to be written ---------------------------------------------------


def payload_problem(value: object) -> Refused | None:
    """The last check before an event is written: the first thing in its payload (plain data:
    dicts, lists, tuples, texts, numbers, booleans, None) that must not be stored, as a
    refusal in words naming where it is ('entries[3].name'), or None when all may be written.

    Refused (each a rule of the record, whatever path the value came by):
    - a text with a refused character (module docstring); the tab and the line feed are
      the only control characters kept; 'payload.bad_character';
    - a text over ``PAYLOAD_STRING_LIMIT`` (20,000) characters; 'payload.string_too_long';
    - a payload over ``PAYLOAD_SIZE_LIMIT`` (16,000,000) characters of JSON, about;
      'payload.too_large';
    - an integer outside [-2**63, 2**63) or a number that is not finite (NaN, infinity);
      'payload.number_out_of_range';
    - lists and dicts nested deeper than ``PAYLOAD_DEPTH_LIMIT`` (32); 'payload.too_deep';
    - anything JSON does not hold as it is (bytes, sets, objects), and dict keys other than
      texts; 'payload.bad_type'.

    Pure and iterative (no recursion, one pass): safe on any input.
    """
    size = 0
    # (value, parent entry, key in the parent, depth); the path is built only when reporting.
    pending: list[tuple[object, object, object, int]] = [(value, None, None, 0)]
    while pending:
        entry = pending.pop()
        item, _parent, _key, depth = entry
        if isinstance(item, str):
            size += len(item) + 2
            if len(item) > PAYLOAD_STRING_LIMIT:
                return Refused(
                    "payload.string_too_long",
                    path=_path(entry),
                    length=len(item),
                    limit=PAYLOAD_STRING_LIMIT,
                )
            found = _BAD_IN_PAYLOAD.search(item)
            if found is not None:
                return Refused(
                    "payload.bad_character",
                    path=_path(entry),
                    what=MessageRef(_kind(found.group())),
                    code=character_code(found.group()),
                    position=found.start() + 1,
                )
        elif item is None or isinstance(item, bool):
            size += 5
        elif isinstance(item, int):
            size += 8
            if not -PAYLOAD_INT_LIMIT <= item < PAYLOAD_INT_LIMIT:
                return Refused("payload.number_out_of_range", path=_path(entry))
        elif isinstance(item, float):
            size += 8
            if not math.isfinite(item):
                return Refused("payload.number_out_of_range", path=_path(entry))
        elif isinstance(item, dict | list | tuple):
            depth += 1
            if depth > PAYLOAD_DEPTH_LIMIT:
                return Refused("payload.too_deep", path=_path(entry), limit=PAYLOAD_DEPTH_LIMIT)
            size += 2 + len(item)
            if isinstance(item, dict):
                for key, child in item.items():
                    if not isinstance(key, str):
                        return Refused(
                            "payload.bad_type", path=_path(entry), kind=type(key).__name__
                        )
                    size += len(key) + 3
                    pending.append((child, entry, key, depth))
            else:
                pending.extend((child, entry, index, depth) for index, child in enumerate(item))
        else:
            return Refused("payload.bad_type", path=_path(entry), kind=type(item).__name__)
        if size > PAYLOAD_SIZE_LIMIT:
            return Refused("payload.too_large", limit=PAYLOAD_SIZE_LIMIT)
    return None


def check_payload(value: object) -> None:
    """Raise :func:`payload_problem`'s refusal, if there is one."""
    problem = payload_problem(value)
    if problem is not None:
        raise problem


def _path(entry: tuple) -> str:
    """Where an entry of payload_problem's walk is: 'entries[3].name' ('/' at the top)."""
    parts: list[str] = []
    while entry is not None and entry[1] is not None:
        key = entry[2]
        parts.append(f"[{key}]" if isinstance(key, int) else f".{visible(str(key), 40)}")
        entry = entry[1]
    path = "".join(reversed(parts)).lstrip(".") or "/"
    return path if len(path) <= 80 else "…" + path[-79:]


def shown_char(ch: str) -> str:
    """One character as a message shows it: itself when it prints, else its code."""
    if _shows(ch) and _BAD.match(ch) is None:
        return ch
    return character_code(ch)
