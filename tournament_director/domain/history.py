"""Undo and redo as recorded corrections.

Undo never removes anything from the log: it appends ActionUndone naming the events of the
most recent operator action, and the state is rebuilt as if those events had not happened.
Redo appends ActionRedone. Undo works like a stack (the latest action first), which is what
keeps "rebuild without the undone events" equal to "the state before the action": nothing
done since can depend on an action that is undone. A new action empties the redo stack.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent, event_type

UNDO_DEPTH = 50  # how many recent actions undo can walk back


@event_type
@dataclass(frozen=True)
class ActionUndone(Event):
    TYPE = "ActionUndone"
    UNDOABLE = False
    target_seqs: list[int]
    target_type: str
    reason: str = ""


@event_type
@dataclass(frozen=True)
class ActionRedone(Event):
    TYPE = "ActionRedone"
    UNDOABLE = False
    target_seqs: list[int]
    target_type: str


MARKERS = frozenset({ActionUndone.TYPE, ActionRedone.TYPE})


@dataclass
class Action:
    """One operator command: the seqs of its events and the type of the first."""

    seqs: list[int]
    type: str
    undoable: bool
    operator_id: int | None

    def to_dict(self) -> dict:
        return {
            "seqs": self.seqs,
            "type": self.type,
            "undoable": self.undoable,
            "operator_id": self.operator_id,
        }


@dataclass
class History:
    """What undo and redo may reach; kept beside the state and in its snapshots."""

    actions: list[Action] = field(default_factory=list)  # effective, most recent last
    redo: list[Action] = field(default_factory=list)  # undone, most recently undone last
    voided: set[int] = field(default_factory=set)

    def record(self, recorded: RecordedEvent, undoable: bool) -> None:
        """Note an event of an operator action (system events are not actions)."""
        if recorded.operator_id is None:
            return
        last = self.actions[-1] if self.actions else None
        if last is not None and last.seqs[0] == recorded.command_seq:
            last.seqs.append(recorded.seq)
            last.undoable = last.undoable and undoable
            return
        self.actions.append(Action([recorded.seq], recorded.type, undoable, recorded.operator_id))
        del self.actions[:-UNDO_DEPTH]
        self.redo.clear()

    def apply_marker(self, recorded: RecordedEvent) -> None:
        event = recorded.decode()
        if isinstance(event, ActionUndone):
            action = self.actions.pop()
            self.redo.append(action)
            self.voided.update(action.seqs)
        elif isinstance(event, ActionRedone):
            action = self.redo.pop()
            self.actions.append(action)
            self.voided.difference_update(action.seqs)

    def undo_target(self) -> Action:
        if not self.actions:
            raise Refused("undo.nothing")
        action = self.actions[-1]
        if not action.undoable:
            raise Refused("undo.not_undoable", action=action.type)
        return action

    def redo_target(self) -> Action:
        if not self.redo:
            raise Refused("redo.nothing")
        return self.redo[-1]

    def to_dict(self) -> dict:
        return {
            "actions": [a.to_dict() for a in self.actions],
            "redo": [a.to_dict() for a in self.redo],
            "voided": sorted(self.voided),
        }

    @classmethod
    def from_dict(cls, data: dict) -> History:
        return cls(
            actions=[Action(**a) for a in data["actions"]],
            redo=[Action(**a) for a in data["redo"]],
            voided=set(data["voided"]),
        )
