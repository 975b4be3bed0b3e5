"""The rules of a multi-flight event through the services: the entry rule across flights
(house "Derecho de Participación": one purchase per event; or a later flight), the flight
drawn by the house (house "Etapa Clasificatoria"), the stack that counts for a player who
qualified twice (the others forfeited), the event's pool fixed when the last flight's
registration closes (house "Premios"), and the results across stages (house
"Clasificación": every flight elimination below every final-stage place)."""

from __future__ import annotations

import random

import pytest
from registration_helpers import PRICE, minutes
from stage_helpers import make_event, play_down, players, sell

from tournament_director.domain import stages as domain
from tournament_director.domain.errors import Refused


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


def _seq(services, tid: int) -> int:
    return services.tournaments.state(tid).last_seq


# --- the entry rule across flights ---------------------------------------------------------------


def test_one_purchase_per_event(services, director):
    _event_id, (a, b) = make_event(services, director)
    (ramon,) = players(services, director, 1, 1)
    sell(services, director, a, [ramon])
    before = _seq(services, b)

    with pytest.raises(Refused) as refused:
        services.registration.buy_entry(director, b, ramon, "cash", PRICE)

    assert refused.value.key == "stages.other_flight_entry"
    assert refused.value.message == (
        "Jugador Número 1 ya compró su participación en la serie Día 1A: una única compra por "
        "evento (Casino Club «Derecho de Participación»)."
    )
    assert _seq(services, b) == before
    # A registration cancelled (and refunded) is no purchase: he may then buy elsewhere.
    entry = services.tournaments.state(a).book.entries_of[1][0]
    services.registration.cancel_entry(director, a, entry, "Se anotó en la serie equivocada")
    sell(services, director, b, [ramon])
    assert len(services.tournaments.state(b).book.entries) == 1


def test_a_new_entry_only_in_a_later_flight(services, director):
    settings = domain.StageSettings(entries=domain.LATER_FLIGHT)
    _event_id, (a, b) = make_event(services, director, settings=settings)
    lucia, tomas = players(services, director, 1, 2)
    sell(services, director, a, [lucia])
    sell(services, director, b, [lucia])  # Día 1B is later: allowed
    sell(services, director, b, [tomas])
    before = _seq(services, a)

    with pytest.raises(Refused) as refused:
        services.registration.buy_entry(director, a, tomas, "cash", PRICE)

    assert refused.value.key == "stages.earlier_flight"
    assert refused.value.message == (
        "Jugador Número 2 jugó la serie Día 1B: solo puede volver a entrar en una serie posterior."
    )
    assert _seq(services, a) == before


# --- the flight drawn -----------------------------------------------------------------------------


def test_the_flight_drawn_stands_and_buying_elsewhere_is_refused(services, director):
    settings = domain.StageSettings(assignment=domain.DRAW)
    event_id, flights = make_event(
        services, director, labels=("Día 2A", "Día 2B", "Día 2C"), settings=settings
    )
    services.stages.rng = random.Random(4)
    people = players(services, director, 1, 6)
    seq = _seq(services, event_id)

    drawn = services.stages.draw_flight(director, event_id, people[0])

    assert drawn in flights
    event = services.stages.event(event_id)
    assert event.stages.drawn == {people[0]: drawn}
    recorded = services.tournaments.events(event_id)[-1]
    assert recorded.type == "FlightDrawn" and recorded.seq == seq + 1
    assert sorted(recorded.payload["among"]) == sorted(flights)  # every flight open
    assert services.stages.draw_flight(director, event_id, people[0]) == drawn  # it stands
    assert _seq(services, event_id) == seq + 1
    elsewhere = next(f for f in flights if f != drawn)
    label = services.stages.flight(drawn).stages.label
    before = _seq(services, elsewhere)
    with pytest.raises(Refused) as refused:
        services.registration.buy_entry(director, elsewhere, people[0], "cash", PRICE)
    assert refused.value.key == "stages.drawn_elsewhere"
    assert (
        refused.value.message
        == f"A Jugador Número 1 le tocó por sorteo la serie {label}: compre allí."
    )
    assert _seq(services, elsewhere) == before
    sell(services, director, drawn, [people[0]])

    # Selling to a player not drawn yet draws him first; the draw stands either way.
    for pid in people[1:]:
        try:
            sell(services, director, flights[0], [pid])
        except Refused as refused:
            assert refused.key == "stages.drawn_elsewhere"
        assert pid in services.stages.event(event_id).stages.drawn
        bought = any(
            e.house_player_id == pid
            for e in services.tournaments.state(flights[0]).book.entries.values()
        )
        assert bought == (services.stages.event(event_id).stages.drawn[pid] == flights[0])


def test_a_closed_flight_is_not_drawn(services, director):
    settings = domain.StageSettings(assignment=domain.DRAW)
    event_id, flights = make_event(services, director, settings=settings)
    first, second, third = players(services, director, 1, 3)
    drawn = services.stages.draw_flight(director, event_id, first)
    sell(services, director, drawn, [first])
    play_down(services, director, drawn, 1)  # closed: its registration is over
    (other,) = [f for f in flights if f != drawn]

    assert services.stages.draw_flight(director, event_id, second) == other
    assert services.tournaments.events(event_id)[-1].payload["among"] == [other]

    sell(services, director, other, [second])
    play_down(services, director, other, 1)
    before = _seq(services, event_id)
    with pytest.raises(Refused) as refused:
        services.stages.draw_flight(director, event_id, third)
    assert (
        refused.value.message == "Ninguna serie tiene la inscripción abierta con asientos libres."
    )
    assert _seq(services, event_id) == before


# --- the stack that counts ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "counts", "counts_in"),
    [
        (domain.LARGEST, (60_000, 40_000), 0),
        (domain.LARGEST, (40_000, 60_000), 1),
        (domain.LARGEST, (50_000, 50_000), 0),  # equal: the earlier flight
        (domain.FIRST, (40_000, 60_000), 0),
        (domain.LAST, (60_000, 40_000), 1),
    ],
)
@pytest.mark.parametrize("presented", [0, 1])
def test_a_player_who_qualified_twice_gets_the_stack_of_the_rule(
    services, director, floor, rule, counts, counts_in, presented
):
    settings = domain.StageSettings(entries=domain.LATER_FLIGHT, stack=rule)
    event_id, flights = make_event(services, director, settings=settings)
    twice, other_a, other_b = players(services, director, 1, 3)
    slips = []
    for fid, other, chips in zip(flights, (other_a, other_b), counts, strict=True):
        entry, _ = sell(services, director, fid, [twice, other])
        by_entry = play_down(services, director, fid, 2, {entry: chips})
        slips.append(services.stages.slip(fid, by_entry[entry]))
    shown = slips[presented]
    qr, _printed = services.stages.slip_codes(shown.flight_id, shown.slip)

    recorded = services.stages.accredit(floor, event_id, qr, shown.document)

    counting, forfeited = slips[counts_in], slips[1 - counts_in]
    accredited = recorded[-1].payload
    assert (accredited["flight_id"], accredited["flight_entry_id"]) == (
        counting.flight_id,
        counting.entry_id,
    )
    assert accredited["chips"] == counting.chips
    assert accredited["forfeited"] == [
        {
            "flight": forfeited.flight_id,
            "entry": forfeited.entry_id,
            "slip": forfeited.slip,
            "chips": forfeited.chips,
        }
    ]
    final = services.stages.event(event_id)
    assert final.book.entries[accredited["entry_id"]].chips == counting.chips
    # Neither slip gets him in again, with or without it.
    for slip in slips:
        qr, _printed = services.stages.slip_codes(slip.flight_id, slip.slip)
        with pytest.raises(Refused) as refused:
            services.stages.accredit(floor, event_id, qr, slip.document)
        assert refused.value.key in ("slip.presented_twice", "stages.already_accredited")
        with pytest.raises(Refused) as refused:
            services.stages.accredit_without_slip(
                floor, event_id, slip.flight_id, slip.entry_id, slip.document
            )
        assert refused.value.key == "stages.already_accredited"
    assert len(services.stages.event(event_id).stages.accredited) == 1


# --- the event's pool -----------------------------------------------------------------------------


def test_the_pool_is_fixed_when_the_last_flights_registration_closes(services, director):
    event_id, (a, b) = make_event(services, director)
    people = players(services, director, 1, 7)
    sell(services, director, a, people[:4])
    sell(services, director, b, people[4:])
    refunded = services.tournaments.state(b).book.entries_of
    services.registration.cancel_entry(
        director, b, refunded[max(refunded)][0], "Inscripción por error"
    )
    for fid in (a, b):
        services.clock.start(director, fid)
    minutes(services, 30)
    assert services.clock.close_late_registration_if_due(a) == []  # level 2 still playing
    minutes(services, 15)  # the break after level 2: late registration is over

    services.clock.close_late_registration_if_due(a)

    assert services.tournaments.state(a).late_registration_closed
    assert services.stages.event(event_id).stages.pool is None  # Día 1B still sells

    services.clock.close_late_registration_if_due(b)

    event = services.stages.event(event_id)
    pool = event.stages.pool
    assert pool is not None and pool["reason"] == ""
    assert services.tournaments.events(event_id)[-1].type == "EventPoolFixed"
    assert services.tournaments.events(event_id)[-1].operator_name != director.name
    assert [(f["flight"], f["entries"], f["prize"]) for f in pool["flights"]] == [
        (a, 4, 320_000),
        (b, 2, 160_000),  # the cancelled registration refunded: out of the pool
    ]
    assert sum(g["count"] for g in pool["groups"]) == 6
    figures = services.payouts.figures(event_id)
    assert figures.pool.contributions == 480_000
    with pytest.raises(Refused) as refused:
        services.stages.fix_pool(director, event_id, "otra vez")
    assert refused.value.key == "payouts.already_fixed"


def test_the_pool_is_fixed_by_the_last_flights_close_or_by_a_director(services, director):
    event_id, (a, b) = make_event(services, director)
    people = players(services, director, 1, 4)
    sell(services, director, a, people[:2])
    sell(services, director, b, people[2:])
    play_down(services, director, a, 1)
    assert services.stages.event(event_id).stages.pool is None
    play_down(services, director, b, 1)
    assert services.stages.event(event_id).stages.pool["flights"][1]["entries"] == 2

    other, (c, _d) = make_event(services, director, labels=("Día 2A", "Día 2B"))
    (pid,) = players(services, director, 20, 1)
    sell(services, director, c, [pid])
    services.stages.fix_pool(director, other, "La serie B se suspendió")
    pool = services.stages.event(other).stages.pool
    assert pool["reason"] == "La serie B se suspendió"
    assert [f["entries"] for f in pool["flights"]] == [1, 0]


# --- results across stages ------------------------------------------------------------------------


def test_every_flight_elimination_ranks_below_every_final_place(services, director, floor):
    event_id, (a, b) = make_event(services, director, tables=3)
    people = players(services, director, 1, 11)
    sell(services, director, a, people[:6])
    sell(services, director, b, people[6:])
    slips = {a: play_down(services, director, a, 3), b: play_down(services, director, b, 2)}
    waiting = services.stages.event_results(event_id)
    flight_rows = [r for r in waiting if r.stage != "Gran Evento"]
    assert len(flight_rows) == 6  # 3 out in Día 1A, 3 in Día 1B
    assert min(r.place for r in flight_rows) == 6  # below the 5 qualifiers still to come
    for fid, by_entry in slips.items():
        for number in by_entry.values():
            qr, _printed = services.stages.slip_codes(fid, number)
            services.stages.accredit(
                floor, event_id, qr, services.stages.slip(fid, number).document
            )
    services.clock.start(director, event_id)
    final = services.tournaments.state(event_id)
    for entry in sorted(final.book.entries)[:2]:
        services.registration.eliminate(director, event_id, entry)

    results = services.stages.event_results(event_id)

    final_rows = [r for r in results if r.stage == "Gran Evento"]
    flight_rows = [r for r in results if r.stage != "Gran Evento"]
    assert len(final_rows) == 5 and len(flight_rows) == 6
    assert results[: len(final_rows)] == final_rows  # the final stage's places first
    placed = [r.place for r in final_rows if r.place is not None]
    assert sorted(placed) == [4, 5]  # the two out in the final, three still playing
    assert all(r.place > 5 for r in flight_rows)
    assert [r.flight_place for r in flight_rows] == sorted(r.flight_place for r in flight_rows)
    by_flight_place: dict[int, set[int]] = {}
    for row in flight_rows:
        by_flight_place.setdefault(row.flight_place, set()).add(row.place)
    assert all(len(places) == 1 for places in by_flight_place.values())  # shared places
    # Día 1A's out at places 6, 5, 4 of its flight, Día 1B's at 5, 4, 3: equal flight places
    # share a place, and the next place skips as many as share it.
    assert [(r.flight_place, r.place) for r in flight_rows] == [
        (3, 6), (4, 7), (4, 7), (5, 9), (5, 9), (6, 11)
    ]  # fmt: skip
    assert {r.stage for r in flight_rows} == {"Día 1A", "Día 1B"}
    everyone = {r.house_player_id for r in results}
    assert everyone == set(people)
