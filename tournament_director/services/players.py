"""The house's player records, exclusion list and staff list, as commands (house stream).

Reading (search as the desk types) is served from memory: the house state keeps the
directory and its search index up to date as house events are folded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import ActorRef
from tournament_director.domain.operators import HouseState, Operator
from tournament_director.domain.players import (
    EXCLUSION_KINDS,
    STAFF_NOTE_LIMIT,
    ExclusionLifted,
    ExclusionsListed,
    PlayerDirectory,
    PlayerRecord,
    StaffDocumentListed,
    StaffDocumentRemoved,
    document_number,
    parse_exclusion_csv,
)
from tournament_director.domain.text import (
    PLAYER_NAME_LIMIT,
    REASON_LIMIT,
    SOURCE_LIMIT,
    clean_name,
    clean_text,
    visible,
)

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


@dataclass(frozen=True)
class ImportReport:
    listed: int
    problems: list[tuple[int, str]]  # (line number, the line): lines that could not be read


def _signer(operator: Operator) -> ActorRef:
    return ActorRef(operator.id, operator.name)


def _person_name(name: str) -> str:
    return clean_name(
        name,
        "player.name_empty",
        "player.name_too_long",
        PLAYER_NAME_LIMIT,
        field="text.field.player_name",
    )


class PlayerService:
    def __init__(self, services: Services) -> None:
        self._services = services

    # --- reading --------------------------------------------------------------------------

    def directory(self) -> PlayerDirectory:
        return self._services.house.state().directory

    def search(self, query: str, limit: int = 50) -> list[PlayerRecord]:
        """Records whose name or document words start with every word typed."""
        return self.directory().search(query, limit)

    def get(self, player_id: int) -> PlayerRecord:
        return self.directory().record(player_id)

    def find_document(self, document_type: str, document: str) -> PlayerRecord | None:
        from tournament_director.domain.players import clean_document

        return self.directory().find_document(*clean_document(document_type, document))

    def duplicates(self) -> list[list[PlayerRecord]]:
        return self.directory().duplicates()

    # --- commands -------------------------------------------------------------------------

    def create(
        self,
        actor: Operator,
        name: str,
        document_type: str,
        document: str,
        nationality: str,
        birth_date: str,
        phone: str = "",
        email: str = "",
        notes: str = "",
    ) -> PlayerRecord:
        """A new player record; refused (nothing written) for bad input or a document that
        already has a record (the message names it)."""

        today = self._services.now().astimezone().date()

        def decide(state: HouseState, operator: Operator):
            event = state.directory.decide_record(
                None,
                name,
                document_type,
                document,
                nationality,
                birth_date,
                phone,
                email,
                notes,
                today=today,
            )
            return event.player_id, [event], _signer(operator)

        player_id = self._services.house.run("manage_player_records", actor, decide)
        return self.get(player_id)

    def correct(
        self,
        actor: Operator,
        player_id: int,
        name: str,
        document_type: str,
        document: str,
        nationality: str,
        birth_date: str,
        phone: str = "",
        email: str = "",
        notes: str = "",
        reason: str = "",
    ) -> PlayerRecord:
        def decide(state: HouseState, operator: Operator):
            event = state.directory.decide_record(
                player_id,
                name,
                document_type,
                document,
                nationality,
                birth_date,
                phone,
                email,
                notes,
                reason,
                today=self._services.now().astimezone().date(),
            )
            return None, [event], _signer(operator)

        self._services.house.run("manage_player_records", actor, decide)
        return self.get(player_id)

    def merge(self, actor: Operator, kept_id: int, merged_id: int, reason: str) -> None:
        """A director merges a duplicate record into the kept one; the duplicate's entries
        count as the kept record's in every tournament (one purchase per event included).
        The reason is required (`PlayerDirectory.decide_merge`)."""

        def decide(state: HouseState, operator: Operator):
            return (
                None,
                [state.directory.decide_merge(kept_id, merged_id, reason)],
                _signer(operator),
            )

        self._services.house.run("merge_players", actor, decide)

    def import_exclusions(
        self, actor: Operator, text: str, source: str = "", kind: str = "exclusion"
    ) -> ImportReport:
        """The house's exclusion (or self-exclusion) list from CSV text: document number and
        name per line. Readable lines are listed in one event; the others are reported
        (`parse_exclusion_csv` says which rules a line must keep). The source (a file's
        name, which may hold any byte) is kept as `text.visible` shows it, SOURCE_LIMIT
        characters at most."""
        parsed = parse_exclusion_csv(text, kind)
        source = visible(" ".join(str(source).split()), SOURCE_LIMIT)
        if not parsed.entries:
            raise Refused("exclusion.nothing", problems=len(parsed.problems))

        def decide(_state: HouseState, operator: Operator):
            event = ExclusionsListed(parsed.entries, source)
            return None, [event], _signer(operator)

        self._services.house.run("manage_exclusions", actor, decide)
        return ImportReport(len(parsed.entries), parsed.problems)

    def exclude(self, actor: Operator, document: str, name: str, kind: str = "exclusion") -> None:
        """One document on the exclusion list (kind exclusion or self_exclusion); the
        document by `document_number`, the name by `clean_name`."""
        if kind not in EXCLUSION_KINDS:
            raise Refused("exclusion.bad_kind", kind=visible(str(kind), 40))
        entry = {"document": document_number(document), "name": _person_name(name), "kind": kind}

        def decide(_state: HouseState, operator: Operator):
            return None, [ExclusionsListed([entry], "")], _signer(operator)

        self._services.house.run("manage_exclusions", actor, decide)

    def lift_exclusion(self, actor: Operator, document: str, reason: str) -> None:
        """A director takes a document off the exclusion list: the number by
        `document_number`, the reason required (`clean_text`, REASON_LIMIT)."""
        number = document_number(document)
        reason = clean_text(
            reason, limit=REASON_LIMIT, field="text.field.reason", empty_key="entry.reason_needed"
        )

        def decide(state: HouseState, operator: Operator):
            if number not in state.directory.excluded:
                raise Refused("exclusion.not_listed", document=number)
            return None, [ExclusionLifted(number, reason)], _signer(operator)

        self._services.house.run("manage_exclusions", actor, decide)

    def add_staff(self, actor: Operator, document: str, name: str, note: str = "") -> None:
        """A staff member's or inspector's document: that person may not play. The name by
        `clean_name`, the note by `clean_text` (STAFF_NOTE_LIMIT)."""
        number = document_number(document)
        name = _person_name(name)
        note = clean_text(note, limit=STAFF_NOTE_LIMIT, field="text.field.note")

        def decide(_state: HouseState, operator: Operator):
            event = StaffDocumentListed(number, name, note)
            return None, [event], _signer(operator)

        self._services.house.run("manage_exclusions", actor, decide)

    def remove_staff(self, actor: Operator, document: str, reason: str = "") -> None:
        """A document off the staff list: the number by `document_number`, the reason
        optional (`clean_text`, REASON_LIMIT)."""
        number = document_number(document)
        reason = clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")

        def decide(state: HouseState, operator: Operator):
            if number not in state.directory.staff:
                raise Refused("exclusion.not_listed", document=number)
            return None, [StaffDocumentRemoved(number, reason)], _signer(operator)

        self._services.house.run("manage_exclusions", actor, decide)
