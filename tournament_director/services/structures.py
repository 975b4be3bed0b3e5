"""The structures a house can start a tournament from: shipped templates and its own library."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import ActorRef
from tournament_director.domain.operators import (
    HouseState,
    Operator,
    StructureDeleted,
    StructureSaved,
)
from tournament_director.domain.structure import Structure, check
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


@dataclass(frozen=True)
class Template:
    name: str
    structure: Structure
    shipped: bool  # True: comes with the application; False: saved by this house


def shipped_templates() -> list[Template]:
    """The templates in resources/structures, in file-name order."""
    folder = resources_dir() / "structures"
    return [
        Template(s.name, s, True)
        for s in (import_json(p.read_text("utf-8")) for p in sorted(folder.glob("*.json")))
    ]


class StructureLibrary:
    def __init__(self, services: Services) -> None:
        self._services = services
        self._shipped: list[Template] | None = None

    def templates(self) -> list[Template]:
        """Shipped templates, then the house's own (by name); a house structure with the
        name of a shipped one is listed as the house's."""
        if self._shipped is None:
            self._shipped = shipped_templates()
        house = self._services.house.state().structures
        own = [Template(name, Structure.from_dict(data), False) for name, data in house.items()]
        own_names = {t.name for t in own}
        shipped = [t for t in self._shipped if t.name not in own_names]
        return shipped + sorted(own, key=lambda t: t.name.casefold())

    def get(self, name: str) -> Template:
        for template in self.templates():
            if template.name == name:
                return template
        raise Refused("structure.unknown_template", name=name)

    def save(self, actor: Operator, structure: Structure) -> None:
        """Keep a structure in the house's library (replacing one of the same name)."""
        check(structure)

        def decide(_state: HouseState, operator: Operator):
            return None, [StructureSaved(structure.to_dict())], ActorRef(operator.id, operator.name)

        self._services.house.run("manage_structures", actor, decide)

    def delete(self, actor: Operator, name: str) -> None:
        def decide(state: HouseState, operator: Operator):
            if name not in state.structures:
                raise Refused("structure.unknown_template", name=name)
            return None, [StructureDeleted(name)], ActorRef(operator.id, operator.name)

        self._services.house.run("manage_structures", actor, decide)
