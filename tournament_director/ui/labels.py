"""Readable, translated words for roles, event types and what an event did."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.operators import Role

SUMMARY_LIMIT = 120  # characters of a one-line summary in the log view


def role_label(role: Role | str) -> str:
    value = Role(role).value
    if value == Role.DIRECTOR:
        return QCoreApplication.translate("labels", "Director")
    if value == Role.FLOOR:
        return QCoreApplication.translate("labels", "Floor")
    return QCoreApplication.translate("labels", "Cashier")


def event_type_label(event_type: str) -> str:
    """A known type in the reader's language; an unknown one (a later version's) as recorded."""
    labels = {
        "TournamentCreated": QCoreApplication.translate("labels", "Tournament created"),
        "TournamentRenamed": QCoreApplication.translate("labels", "Tournament renamed"),
        "TournamentArchived": QCoreApplication.translate("labels", "Tournament archived"),
        "TournamentRestored": QCoreApplication.translate("labels", "Tournament restored"),
        "PlayerRegistered": QCoreApplication.translate("labels", "Player registered"),
        "PlayerDetailsCorrected": QCoreApplication.translate("labels", "Player details corrected"),
        "NoteAdded": QCoreApplication.translate("labels", "Note"),
        "ActionUndone": QCoreApplication.translate("labels", "Undo"),
        "ActionRedone": QCoreApplication.translate("labels", "Redo"),
    }
    return labels.get(event_type, event_type)


def _seqs(seqs: list[int]) -> str:
    return ", ".join(f"#{s}" for s in seqs)


def event_summary(event: RecordedEvent) -> str:
    """One line saying what the event did, for the log view and the undo question."""
    p = event.payload
    match event.type:
        case "TournamentCreated" | "TournamentRenamed":
            text = p.get("name", "")
        case "PlayerRegistered" | "PlayerDetailsCorrected":
            document = f"{p.get('document_type')} {p.get('document')}"
            text = f"{p.get('player_id')}. {p.get('name')} ({document})"
            if p.get("reason"):
                text += f" — {p['reason']}"
        case "NoteAdded":
            text = p.get("text", "")
            if p.get("player_id") is not None:
                text = QCoreApplication.translate("labels", "Player {id}: {text}").format(
                    id=p["player_id"], text=text
                )
        case "ActionUndone":
            text = QCoreApplication.translate("labels", "Undoes {type} ({seqs})").format(
                type=event_type_label(p.get("target_type", "")),
                seqs=_seqs(p.get("target_seqs", [])),
            )
            if p.get("reason"):
                text += " — " + QCoreApplication.translate("labels", "reason: {reason}").format(
                    reason=p["reason"]
                )
        case "ActionRedone":
            text = QCoreApplication.translate("labels", "Redoes {type} ({seqs})").format(
                type=event_type_label(p.get("target_type", "")),
                seqs=_seqs(p.get("target_seqs", [])),
            )
        case "TournamentArchived" | "TournamentRestored":
            text = ""
        case _:
            text = json.dumps(p, ensure_ascii=False, sort_keys=True)
    text = " ".join(str(text).split())  # one line, whatever the payload held
    return text if len(text) <= SUMMARY_LIMIT else text[: SUMMARY_LIMIT - 1] + "…"
