"""A tournament for the penalty screens' tests: one table of 9 (ADTP 68-B's example: 9
players, one orbit is 9 hands), players with house records the desk can find again."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QTranslator

from tournament_director.domain.structure import Chip, Level, Structure

NAMES = (
    "Ana Pérez",
    "Bruno Díaz",
    "Carla Núñez",
    "Diego Soto",
    "Elena Ríos",
    "Felipe Mora",
    "Gloria Vidal",
    "Hugo Lagos",
    "Inés Rojas",
    "Jorge Vega",
    "Karen Silva",
)

#: The Spanish of the new words on these screens, as the translation files are to bring them.
PROPOSED_SPANISH = {
    ("PenaltyDialog", "Penalty"): "Penalidad",
    ("PenaltyDialog", "Record the penalty"): "Registrar la penalidad",
    ("PenaltyDialog", "Missed orbits:"): "Pérdida de órbitas:",
    ("PenaltyDialog", "Print the notice for the player (80 mm)?"): (
        "¿Imprimir el aviso para el jugador (80 mm)?"
    ),
    ("PenaltiesTab", "New penalty… (Ctrl+P)"): "Nueva penalidad… (Ctrl+P)",
    ("PenaltiesTab", "Mark served…"): "Marcar cumplida…",
    ("TablesTab", "Penalty…"): "Penalidad…",
    ("TablesTab", "Penalty for {name}…"): "Penalidad a {name}…",
    ("TournamentWorkspace", "Penalties"): "Penalidades",
    ("PenaltyDialog", "%1: %n hand(s) (%2 players at the table)"): (
        "%1: %n mano (%2 jugadores en la mesa)",
        "%1: %n manos (%2 jugadores en la mesa)",
    ),
    ("PenaltyDialog", "To serve: %n hand(s) (%1 players at the table × %2)."): (
        "Por cumplir: %n mano (%1 jugadores en la mesa × %2).",
        "Por cumplir: %n manos (%1 jugadores en la mesa × %2).",
    ),
    ("PenaltyDialog", "%n orbit(s)"): ("%n órbita", "%n órbitas"),
    ("PenaltyRecordNote", "%n penalty(ies)"): ("%n penalidad", "%n penalidades"),
    ("PenaltyRecordNote", "%n tournament(s)"): ("%n torneo", "%n torneos"),
    ("PenaltyRecordNote", "%1 in %2"): "%1 en %2",
    ("PlayerPenaltiesDialog", "%n penalty(ies)"): ("%n penalidad", "%n penalidades"),
    ("PlayerPenaltiesDialog", "%n tournament(s)"): ("%n torneo", "%n torneos"),
    ("PlayerPenaltiesDialog", "%1 in %2"): "%1 en %2",
    ("PenaltiesSettingsBox", "%n offence(s); ladder: %1"): (
        "%n infracción; escala: %1",
        "%n infracciones; escala: %1",
    ),
    ("PenaltyDialog", "To serve: %n hand(s)."): (
        "Por cumplir: %n mano.",
        "Por cumplir: %n manos.",
    ),
}


class Proposed(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        text = PROPOSED_SPANISH.get((context, source))
        if isinstance(text, tuple):  # the singular and the plural
            text = text[0] if n == 1 else text[1]
        return text

    def isEmpty(self) -> bool:
        return False


def install_proposed() -> Proposed:
    proposed = Proposed()
    QCoreApplication.installTranslator(proposed)
    return proposed


def structure(table_size: int = 9) -> Structure:
    return Structure(
        name="Prueba",
        chips=(Chip(25, "verde"), Chip(100, "negra")),
        levels=(Level(25, 50, minutes=60), Level(50, 100, minutes=60)),
        starting_stack=10_000,
        table_size=table_size,
    )


def house_players(services, operator, names=NAMES) -> list[int]:
    return [
        services.players.create(
            operator, name, "DNI", str(20_000_000 + n), "Chile", "1990-01-01"
        ).player_id
        for n, name in enumerate(names)
    ]


def tournament(services, director, records: list[int], name: str = "Torneo del Jueves",
               tables: int = 1) -> tuple[int, dict[int, int]]:  # fmt: skip
    """A tournament with ``records`` bought in and seated (one table of 9 by default): its
    id and house player -> entry."""
    tid = services.tournaments.create(director, name)
    services.clock.set_structure(director, tid, structure())
    services.registration.set_buy_in(director, tid, 80_000, 20_000)
    services.registration.set_tables(director, tid, tables)
    services.registration.open_shift(director, tid)
    services.registration.rng = random.Random(5)
    entries = {}
    for record in records:
        paid = services.registration.buy_entry(director, tid, record, "cash", 100_000)
        entries[record] = paid[-1].payload["entry_id"]
    return tid, entries


def seat_of(services, tid: int, entry: int):
    return services.seating.state(tid).where[entry]
