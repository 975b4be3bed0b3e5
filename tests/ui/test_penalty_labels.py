"""The event log says penalties in words (ADTP 68): who, the penalty and the hands to serve,
the seat, the offence and its rule, the proposal when the floor chose otherwise and why; a
penalty marked served, a hand played at a table, the house's offences and ladder; in Spanish
and English."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services
from tournament_director.storage import event_store
from tournament_director.ui.labels import Names, event_summary, event_type_label
from tournament_director.ui.translator import install_language


class Clock:
    def __init__(self) -> None:
        self.moment = datetime(2026, 3, 14, 22, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(milliseconds=1)
        return self.moment


@pytest.fixture
def penalised(tmp_path, qapp):
    services = open_services(tmp_path / "penalties.sqlite3", Clock())
    director = services.house.create_first_director("Directora Ana", "654321")
    cashier = services.house.create_operator(director, "Caja Marta", "cashier", "876543")
    floor = services.house.create_operator(director, "Floor Luis", "floor", "5678")
    tid = services.tournaments.create(director, "Torneo Aniversario")
    services.registration.rng = random.Random(3)
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(cashier, tid)
    entries = []
    for n in range(1, 10):
        name = "Ana Pérez" if n == 1 else f"Jugador {n}"
        record = services.players.create(
            cashier, name, "DNI", str(30_000_000 + n), "Chile", "1990-01-01"
        )
        paid = services.registration.buy_entry(cashier, tid, record.player_id, "cash", 100_000)
        entries.append(paid[-1].payload["entry_id"])
    ana = entries[0]
    services.penalties.penalize(
        floor, tid, ana, "soft_play", "orbits", 2, reason="Acuerdo en la burbuja"
    )
    penalty = services.penalties.active(tid)[0].penalty_id
    services.penalties.hand_done(floor, tid, 1)
    services.penalties.mark_served(floor, tid, penalty, "El director la dio por terminada")
    services.penalties.set_ladder(director, [("warning",), ("orbits", 1), ("disqualification",)])
    yield services, tid, ana
    services.close()


def lines(services, tid) -> dict[str, list[str]]:
    names = Names(services.tournaments.state(tid))
    out: dict[str, list[str]] = {}
    for event in services.tournaments.events(tid):
        out.setdefault(event.type, []).append(event_summary(event, names))
    return out


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_log_says_the_penalty_in_words(penalised, language):
    services, tid, ana = penalised
    install_language(language)
    found = lines(services, tid)
    (given,) = found["PenaltyGiven"]
    (served,) = found["PenaltyServed"]
    (hand,) = found["TableHandPlayed"]
    if language == "es":
        assert given.startswith(f"Ana Pérez (entrada {ana}): pérdida de 2 órbitas, 18 manos")
        assert "«Soft play (juego suave)» (ADTP 68-A, 71, 75)" in given
        assert "(ADTP 68-A, 71, 75), propuesta: advert" in given  # cut at 120
        assert served.startswith(f"Ana Pérez (entrada {ana}): penalidad n.º")
        assert "quedaban 17 manos según la cuenta — El director" in served
        assert hand == "Mesa 1"
    else:
        assert given.startswith(f"Ana Pérez (entry {ana}): 2 missed orbits, 18 hands")
        assert "“Soft play” (ADTP 68-A, 71, 75)" in given
        assert "proposed: verbal warning — Acuerdo en" in given
        assert "17 hands left by the count" in served
        assert hand == "Table 1"
    assert event_type_label("PenaltyGiven") != event_type_label("PenaltyServed")


def test_the_house_stream_says_the_ladder(penalised):
    services, _tid, _ana = penalised
    install_language("es")
    with services.db.read() as conn:
        house = event_store.read_types(conn, event_store.HOUSE_STREAM, ["PenaltyLadderSet"])
    text = event_summary(house[-1])
    assert text == "Escala: advertencia verbal → pérdida de 1 órbita → descalificación"
