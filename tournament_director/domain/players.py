"""The house's player records, its exclusion list and its staff list (house stream).

A player is known across tournaments: one record per person, with the identity document
the desk checks (Casino Club "Acreditación de Identidad": DNI, cédula, pasaporte), the
nationality and the date of birth (the 18+ check). Tournaments refer to a record by its id.

Who may not play (Casino Club "Condiciones de Participación"):
- under 18 (from the date of birth, on the day of the registration);
- anyone on the house's exclusion or self-exclusion list (imported from a CSV of document
  numbers and names, and kept up to date by a director);
- the house's staff and the regulator's inspectors ("Personal de LA EMPRESA, o
  Fiscalizadores"): a separate staff list of documents kept by a director. Operator accounts
  are not used for this, because not every employee has an account and inspectors have
  none; an operator who should not play is put on the staff list like anyone else.

Lists match by the document *number* (letters and digits only, capitals), whatever the
document type, because the lists the house receives rarely say the type.

Duplicates: a document is one record; a second record with the same type and number is
refused. Two records of one person under different documents (a DNI and a passport) are
merged by a director: the merged record points at the kept one and every tournament entry
of the merged record counts as the kept record's (see :meth:`PlayerDirectory.canonical`).
"""

from __future__ import annotations

import csv
import heapq
import io
import unicodedata
from dataclasses import asdict, dataclass, field
from datetime import date

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import Event, event_type
from tournament_director.domain.identity import check_document, document_text
from tournament_director.domain.player_search import SearchIndex
from tournament_director.domain.text import (
    NOTE_LIMIT,
    PLAYER_NAME_LIMIT,
    REASON_LIMIT,
    bad_character,
    clean_name,
    clean_text,
    shown_char,
    visible,
)

DOCUMENT_LIMIT = 40  # letters and digits, once dots, dashes and spaces are dropped
NATIONALITY_LIMIT = 60
PHONE_LIMIT = 40
PHONE_CHARACTERS = frozenset("0123456789 +-()./")
EMAIL_LIMIT = 120
NOTES_LIMIT = NOTE_LIMIT
STAFF_NOTE_LIMIT = 200
#: An exclusion or staff list file: a few MB holds some 100,000 people.
LIST_FILE_LIMIT = 5_000_000
#: The documents the desk accredits; the rules of their numbers are domain/identity.py's.
DOCUMENT_TYPES = ("RUT", "DNI", "CI", "CPF", "PASAPORTE", "OTRO")
ADULT_AGE = 18
#: The oldest age a date of birth may give: older is a mistyped year.
AGE_MAX = 120
OLDEST_YEAR = 1900
EXCLUSION_KINDS = ("exclusion", "self_exclusion")


# --- events (house stream) ------------------------------------------------------------------


@event_type
@dataclass(frozen=True)
class PlayerRecordCreated(Event):
    TYPE = "PlayerRecordCreated"
    player_id: int
    name: str
    document_type: str
    document: str
    nationality: str
    birth_date: str  # ISO date
    phone: str = ""
    email: str = ""
    notes: str = ""


@event_type
@dataclass(frozen=True)
class PlayerRecordCorrected(Event):
    TYPE = "PlayerRecordCorrected"
    player_id: int
    name: str
    document_type: str
    document: str
    nationality: str
    birth_date: str
    phone: str = ""
    email: str = ""
    notes: str = ""
    reason: str = ""


@event_type
@dataclass(frozen=True)
class PlayerRecordsMerged(Event):
    """merged_id is a duplicate of kept_id: its entries count as kept_id's from now on."""

    TYPE = "PlayerRecordsMerged"
    kept_id: int
    merged_id: int
    reason: str


@event_type
@dataclass(frozen=True)
class ExclusionsListed(Event):
    """Documents put on the exclusion list: [{"document", "name", "kind"}] (one or many)."""

    TYPE = "ExclusionsListed"
    entries: list[dict]
    source: str = ""


@event_type
@dataclass(frozen=True)
class ExclusionLifted(Event):
    TYPE = "ExclusionLifted"
    document: str
    reason: str


@event_type
@dataclass(frozen=True)
class StaffDocumentListed(Event):
    TYPE = "StaffDocumentListed"
    document: str
    name: str
    note: str = ""


@event_type
@dataclass(frozen=True)
class StaffDocumentRemoved(Event):
    TYPE = "StaffDocumentRemoved"
    document: str
    reason: str = ""


# --- state ----------------------------------------------------------------------------------


@dataclass
class PlayerRecord:
    player_id: int
    name: str
    document_type: str
    document: str
    nationality: str
    birth_date: str
    phone: str = ""
    email: str = ""
    notes: str = ""
    merged_into: int | None = None

    def age_on(self, day: date) -> int:
        born = date.fromisoformat(self.birth_date)
        return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


@dataclass
class Listed:
    document: str
    name: str
    kind: str  # exclusion | self_exclusion | staff
    note: str = ""
    source: str = ""  # the list it came from (an import's file), "" when typed by hand


@dataclass
class PlayerDirectory:
    """Player records, the exclusion list and the staff list, folded from the house stream."""

    records: dict[int, PlayerRecord] = field(default_factory=dict)
    excluded: dict[str, Listed] = field(default_factory=dict)  # document number -> entry
    staff: dict[str, Listed] = field(default_factory=dict)
    by_document: dict[tuple[str, str], int] = field(default_factory=dict, repr=False)
    merges: int = 0
    index: SearchIndex = field(default_factory=SearchIndex, repr=False, compare=False)
    # The highest record id so far (records are never removed): the next id without a scan.
    last_id: int = field(default=0, repr=False, compare=False)
    # Record id -> the records merged into it: aliases and merges without a scan of the house.
    merged_here: dict[int, set[int]] = field(default_factory=dict, repr=False, compare=False)

    TYPES = frozenset(
        {
            PlayerRecordCreated.TYPE,
            PlayerRecordCorrected.TYPE,
            PlayerRecordsMerged.TYPE,
            ExclusionsListed.TYPE,
            ExclusionLifted.TYPE,
            StaffDocumentListed.TYPE,
            StaffDocumentRemoved.TYPE,
        }
    )

    def apply(self, event: Event) -> None:
        match event:
            case PlayerRecordCreated() | PlayerRecordCorrected():
                fields = asdict(event)
                fields.pop("reason", None)
                old = self.records.get(event.player_id)
                if old is not None:
                    self.by_document.pop((old.document_type, old.document), None)
                record = PlayerRecord(**fields)
                if old is not None:
                    record.merged_into = old.merged_into
                self.records[event.player_id] = record
                self.last_id = max(self.last_id, event.player_id)
                self.by_document[(record.document_type, record.document)] = record.player_id
                if record.merged_into is None:
                    self.index.put(record.player_id, (record.name, record.document))
            case PlayerRecordsMerged():
                merged = self.records[event.merged_id]
                merged.merged_into = event.kept_id
                self.merges += 1
                kept = self.merged_here.setdefault(event.kept_id, set())
                for other in self.merged_here.pop(event.merged_id, ()):  # earlier merges
                    self.records[other].merged_into = event.kept_id
                    kept.add(other)
                kept.add(event.merged_id)
                self.index.remove(event.merged_id)
            case ExclusionsListed():
                for item in event.entries:
                    self.excluded[item["document"]] = Listed(
                        item["document"], item["name"], item["kind"], source=event.source
                    )
            case ExclusionLifted():
                self.excluded.pop(event.document, None)
            case StaffDocumentListed():
                self.staff[event.document] = Listed(event.document, event.name, "staff", event.note)
            case StaffDocumentRemoved():
                self.staff.pop(event.document, None)

    # --- reading --------------------------------------------------------------------------

    def next_player_id(self) -> int:
        return self.last_id + 1

    def record(self, player_id: int) -> PlayerRecord:
        try:
            return self.records[player_id]
        except KeyError:
            raise Refused("player_record.unknown", id=player_id) from None

    def aliases(self, canonical: int) -> list[int]:
        """The record and every record merged into it (directly or through another)."""
        record = self.records.get(canonical)
        if record is None or record.merged_into is not None:
            return [canonical]
        merged: list[int] = []
        stack = [canonical]
        while stack:
            for other in self.merged_here.get(stack.pop(), ()):
                merged.append(other)
                stack.append(other)
        # Ids are given in creation order: the order of the records, as a scan gave them.
        return [canonical, *sorted(merged)]

    def canonical(self, player_id: int) -> int:
        """The record that stands for player_id after merges (itself if never merged)."""
        record = self.records.get(player_id)
        while record is not None and record.merged_into is not None:
            player_id = record.merged_into
            record = self.records.get(player_id)
        return player_id

    def search(self, query: str, limit: int = 50) -> list[PlayerRecord]:
        """Records whose name or document words start with every word typed, by name."""
        found = (self.records[i] for i in self.index.search(query))
        return heapq.nsmallest(limit, found, key=lambda r: (r.name.casefold(), r.player_id))

    def find_document(self, document_type: str, document: str) -> PlayerRecord | None:
        player_id = self.by_document.get((document_type, document))
        return None if player_id is None else self.records[player_id]

    # --- decisions ------------------------------------------------------------------------

    def check_may_play(self, record: PlayerRecord, day: date) -> None:
        """Casino Club "Condiciones de Participación": 18+, not excluded, not staff."""
        age = record.age_on(day)
        if age < ADULT_AGE:
            raise Refused("player.under_age", name=record.name, age=age, min=ADULT_AGE)
        listed = self.excluded.get(record.document)
        shown = document_text(record.document_type, record.document)
        if listed is not None:
            raise Refused(f"player.{listed.kind}", name=record.name, document=shown)
        if record.document in self.staff:
            raise Refused("player.staff", name=record.name, document=shown)

    def decide_record(
        self,
        player_id: int | None,
        name: str,
        document_type: str,
        document: str,
        nationality: str,
        birth_date: str,
        phone: str = "",
        email: str = "",
        notes: str = "",
        reason: str = "",
        today: date | None = None,
    ) -> Event:
        """A new record (player_id None) or a correction of one; bad input refused in words:
        the name and nationality by `clean_name`, the document by `clean_document` (strict)
        and by its own rule for the nationality (`identity.check_document`: a RUT's check
        digit, an Argentine's DNI...), the date of birth by `parse_birth_date` (not after
        ``today``, at most AGE_MAX years), the phone by `check_phone`, the e-mail by
        `check_email`, the notes (lines kept) and the reason by `clean_text` (NOTES_LIMIT,
        REASON_LIMIT)."""
        name = clean_name(
            name,
            "player.name_empty",
            "player.name_too_long",
            PLAYER_NAME_LIMIT,
            field="text.field.player_name",
        )
        document_type, document = clean_document(document_type, document, strict=True)
        nationality = clean_name(
            nationality,
            "player.nationality_empty",
            "player.field_too_long",
            NATIONALITY_LIMIT,
            field="text.field.nationality",
        )
        old = self.records.get(player_id) if player_id is not None else None
        if old is None or (old.document_type, old.document) != (document_type, document):
            # New input only: a correction that leaves a number recorded before the checks
            # as it was is not refused for it (the record shows its mark until corrected).
            document = check_document(document_type, document, nationality)
        born = parse_birth_date(birth_date, today)
        phone = check_phone(phone)
        email = check_email(email)
        notes = clean_text(notes, limit=NOTES_LIMIT, field="text.field.note", multiline=True)
        reason = clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")
        holder = self.by_document.get((document_type, document))
        if holder is not None and holder != player_id:
            raise Refused(
                "player_record.duplicate",
                doc_type=document_type,
                document=document_text(document_type, document),
                name=self.records[holder].name,
                id=holder,
            )
        values = (name, document_type, document, nationality, born, phone, email, notes)
        if player_id is None:
            return PlayerRecordCreated(self.next_player_id(), *values)
        if self.record(player_id).merged_into is not None:
            raise Refused("player_record.merged", id=player_id)
        return PlayerRecordCorrected(player_id, *values, reason=reason)

    def decide_merge(self, kept_id: int, merged_id: int, reason: str) -> PlayerRecordsMerged:
        """A director's merge of a duplicate; the reason is required (`clean_text`,
        REASON_LIMIT)."""
        reason = clean_text(
            reason,
            limit=REASON_LIMIT,
            field="text.field.reason",
            empty_key="player_record.reason_needed",
        )
        if kept_id == merged_id:
            raise Refused("player_record.merge_self", id=kept_id)
        for player_id in (kept_id, merged_id):
            if self.record(player_id).merged_into is not None:
                raise Refused("player_record.merged", id=player_id)
        return PlayerRecordsMerged(kept_id, merged_id, reason)

    def duplicates(self) -> list[list[PlayerRecord]]:
        """Groups of active records with the same document number (different types) or the
        same folded name and date of birth: candidates for a director's merge."""
        from tournament_director.domain.player_search import fold

        groups: dict[tuple, list[PlayerRecord]] = {}
        for record in self.records.values():
            if record.merged_into is not None:
                continue
            groups.setdefault(("doc", record.document), []).append(record)
            key = ("name", " ".join(fold(record.name).split()), record.birth_date)
            groups.setdefault(key, []).append(record)
        seen: set[tuple[int, ...]] = set()
        out = []
        for members in groups.values():
            ids = tuple(sorted(r.player_id for r in members))
            if len(ids) > 1 and ids not in seen:
                seen.add(ids)
                out.append(sorted(members, key=lambda r: r.player_id))
        return out


def clean_document(document_type: str, document: str, strict: bool = False) -> tuple[str, str]:
    """Identity documents compare without spaces, dots or dashes and in capitals.

    strict: an unknown document type is refused (new records); otherwise it reads as OTRO
    (the original tournament registration, kept as it was)."""
    document_type = document_type.strip().upper() or "OTRO"
    if document_type not in DOCUMENT_TYPES:
        if strict:
            raise Refused(
                "player.bad_document_type", doc_type=document_type, known=", ".join(DOCUMENT_TYPES)
            )
        document_type = "OTRO"
    return document_type, document_number(document)


def document_number(document: str) -> str:
    """A document's number as the lists compare it: the letters A-Z (in capitals) and the
    digits 0-9; spaces, dots, dashes and other punctuation are dropped. Refused in words: a
    refused character (`text.bad_character`), any other character (an accented letter,
    '²', a zero-width space: 'player.document_character', which and where), nothing left,
    more than DOCUMENT_LIMIT letters and digits."""
    if not isinstance(document, str):
        raise Refused("text.not_text", field=MessageRef("text.field.document"))
    problem = bad_character(document, "text.field.document")
    if problem is not None:
        raise problem
    kept: list[str] = []
    for position, ch in enumerate(document.upper(), start=1):
        if ch.isascii() and ch.isalnum():
            kept.append(ch)
        elif not (ch.isspace() or unicodedata.category(ch)[0] == "P"):
            raise Refused("player.document_character", char=shown_char(ch), position=position)
        if len(kept) > DOCUMENT_LIMIT:
            break
    cleaned = "".join(kept)
    if not cleaned:
        raise Refused("player.document_empty")
    if len(cleaned) > DOCUMENT_LIMIT:
        length = sum(ch.isascii() and ch.isalnum() for ch in document)
        raise Refused("player.document_too_long", length=length, limit=DOCUMENT_LIMIT)
    return cleaned


def parse_birth_date(text: str | date, today: date | None = None) -> str:
    """ISO (1980-05-31) or the room's way (31/05/1980, 31-05-1980); refused otherwise, and
    refused in words when it is after ``today`` (default: the computer's date) or would
    make the player older than AGE_MAX (or was before OLDEST_YEAR): a mistyped year. The
    18+ check is `PlayerDirectory.check_may_play`'s, on the day of the registration."""
    if isinstance(text, date):
        text = text.isoformat()
    if not isinstance(text, str):
        raise Refused("text.not_text", field=MessageRef("text.field.birth_date"))
    raw = text.strip()
    try:
        if len(raw) > 10:
            raise ValueError(raw)
        if "/" in raw or (len(raw) == 10 and raw[2] == "-"):
            day, month, year = raw.replace("-", "/").split("/")
            born = date(int(year), int(month), int(day))
        else:
            born = date.fromisoformat(raw)
    except ValueError:
        raise Refused("player.bad_birth_date", text=visible(raw, 40)) from None
    today = today or date.today()
    shown = born.strftime("%d/%m/%Y")
    if born > today:
        raise Refused("player.birth_date_future", date=shown, today=today.strftime("%d/%m/%Y"))
    age = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    if age > AGE_MAX or born.year < OLDEST_YEAR:
        raise Refused("player.birth_date_implausible", date=shown, age=age, max=AGE_MAX)
    return born.isoformat()


def check_phone(phone: str) -> str:
    """A phone number as typed, spaces collapsed; empty is fine. Refused in words: a refused
    character (`clean_text`), more than PHONE_LIMIT characters, a character other than
    digits, spaces and + - ( ) . / (which one and where), no digit at all."""
    phone = clean_text(
        phone, limit=PHONE_LIMIT, field="text.field.phone", long_key="player.field_too_long"
    )
    for position, ch in enumerate(phone, start=1):
        if ch not in PHONE_CHARACTERS:
            raise Refused("player.bad_phone", char=shown_char(ch), position=position)
    if phone and not any(ch.isdigit() for ch in phone):
        raise Refused("player.phone_no_digits")
    return phone


def check_email(email: str) -> str:
    """An e-mail address, trimmed; empty is fine. Refused in words: a refused character
    (`clean_text`), more than EMAIL_LIMIT characters, a space inside, not exactly one '@'
    with something before it, or a domain after it without a dot between two names."""
    email = clean_text(
        email, limit=EMAIL_LIMIT, field="text.field.email", long_key="player.field_too_long"
    )
    if not email:
        return email
    local, _, domain = email.partition("@")
    labels = domain.split(".")
    if " " in email or not local or "@" in domain or len(labels) < 2 or not all(labels):
        raise Refused("player.bad_email", email=visible(email, 60))
    return email


PROBLEM_LINE_LIMIT = 120  # characters of an unreadable line shown in the import's report


@dataclass(frozen=True)
class ExclusionImport:
    entries: list[dict]
    problems: list[tuple[int, str]]  # (line number, the line as read)


def parse_exclusion_csv(text: str, kind: str = "exclusion") -> ExclusionImport:
    """The house's exclusion list as CSV: document number and name on each line (a header
    line, ';' or ',' separators, and an optional third column 'autoexclusion' / 'self' are
    understood). Lines that cannot be read (a document by `document_number`, a name by
    `clean_name`) are reported with their number, not guessed, shown by `text.visible` and
    cut at PROBLEM_LINE_LIMIT characters. A text over LIST_FILE_LIMIT characters is refused
    ('import.too_large')."""
    if kind not in EXCLUSION_KINDS:
        raise Refused("exclusion.bad_kind", kind=visible(str(kind), 40))
    if len(text) > LIST_FILE_LIMIT:
        raise Refused("import.too_large", size=-(-len(text) // 1024), limit=LIST_FILE_LIMIT // 1024)
    lines = text.splitlines()
    sample = "\n".join(lines[:5])
    delimiter = ";" if sample.count(";") > sample.count(",") else ","
    entries: dict[str, dict] = {}
    problems: list[tuple[int, str]] = []
    try:
        rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    except csv.Error:
        return ExclusionImport([], [(0, "CSV")])
    for number, row in enumerate(rows, start=1):
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        if number == 1 and cells and not any(ch.isdigit() for ch in cells[0]):
            continue  # a header
        if len(cells) < 2 or not cells[1]:
            problems.append((number, visible(delimiter.join(row), PROBLEM_LINE_LIMIT)))
            continue
        try:
            document = document_number(cells[0])
            name = clean_name(
                cells[1],
                "player.name_empty",
                "player.name_too_long",
                PLAYER_NAME_LIMIT,
                field="text.field.player_name",
            )
        except Refused:
            problems.append((number, visible(delimiter.join(row), PROBLEM_LINE_LIMIT)))
            continue
        row_kind = kind
        if len(cells) > 2 and cells[2]:
            marker = cells[2].casefold()
            row_kind = "self_exclusion" if marker.startswith(("auto", "self")) else "exclusion"
        entries[document] = {"document": document, "name": name, "kind": row_kind}
    return ExclusionImport(list(entries.values()), problems)
