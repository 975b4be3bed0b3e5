"""Labels and one-line summaries of the event log: every registered event type has a label and
a summary of its own; summaries of events recorded through the services name the player,
format the money and say the place; odd or old payloads never break the log."""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

import tournament_director.domain as domain_package
from tournament_director.domain import payout_state as ps
from tournament_director.domain.events import EVENT_TYPES, RecordedEvent
from tournament_director.domain.money import format_amount
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.services import open_services
from tournament_director.services.seating import SeatRef
from tournament_director.ui.event_log_model import EventLogTableModel
from tournament_director.ui.labels import SUMMARY_LIMIT, Names, event_summary, event_type_label
from tournament_director.ui.log_view import LogView
from tournament_director.ui.translator import install_language

NAMES = ["Ana Pérez", "Bruno Díaz", "Carla Soto", "Diego Rojas", "Elena Vidal", "Fabián Mora"]
PRICE = 100_000


def registered_types() -> dict:
    """Every event type the application registers: import every domain module first, so a
    module that is not imported elsewhere yet still counts. Types other tests register for
    themselves (their classes live in tests/) are left out."""
    for module in pkgutil.iter_modules(domain_package.__path__):
        importlib.import_module(f"{domain_package.__name__}.{module.name}")
    importlib.import_module("tournament_director.services")
    return {t: c for t, c in EVENT_TYPES.items() if c.__module__.startswith("tournament_director.")}


def recorded(event_type: str, payload: dict, seq: int = 1) -> RecordedEvent:
    return RecordedEvent(
        1, seq, seq, datetime(2026, 3, 14, 22, 0, tzinfo=UTC), 1, "Ana", event_type, payload, 1
    )


# --- every type ------------------------------------------------------------------------------


def test_the_registry_is_walked():
    types = registered_types()
    assert len(types) >= 70
    assert {"PurchaseMade", "PlayerEliminated", "PrizePaid", "ClockPaused"} <= set(types)


@pytest.mark.parametrize("language", ["es", "en"])
def test_every_registered_event_type_has_a_label(language):
    install_language(language)
    labels = {t: event_type_label(t) for t in registered_types()}
    unlabelled = sorted(t for t, label in labels.items() if label == t or not label.strip())
    assert unlabelled == [], "give these event types a label in ui/labels.py"
    assert len(set(labels.values())) == len(labels)  # no two types read the same


def test_every_registered_event_type_has_its_own_summary():
    """An empty payload (the worst old event) gives a line in words, not the raw record."""
    for event_type in registered_types():
        text = event_summary(recorded(event_type, {}))
        assert text != "{}", f"{event_type} has no summary in ui/labels.py"


def test_an_unknown_type_from_a_newer_version_is_shown_as_recorded():
    event = recorded("PlayerTeleported", {"entry_id": 3, "to": "Mars"})
    assert event_type_label("PlayerTeleported") == "PlayerTeleported"
    assert event_summary(event) == '{"entry_id": 3, "to": "Mars"}'


ODD_VALUES = [None, "x", -1, 0, [], {}, [1, "a"], {"a": None}, True, 1.5]


@pytest.mark.parametrize("value", ODD_VALUES, ids=repr)
def test_odd_payloads_never_break_a_summary(value):
    names = Names()
    for event_type, cls in registered_types().items():
        fields = cls.__dataclass_fields__
        payload = {name: value for name in fields}
        for event in (recorded(event_type, payload), recorded(event_type, {"zzz": value})):
            text = event_summary(event, names)
            assert isinstance(text, str) and "\n" not in text
            assert len(text) <= SUMMARY_LIMIT


def test_long_summaries_are_cut_to_one_line():
    event = recorded("NoteAdded", {"text": "línea\n" * 100, "player_id": None})
    text = event_summary(event)
    assert len(text) == SUMMARY_LIMIT and text.endswith("…") and "\n" not in text


def test_a_version_1_bust_out_reads_without_its_newer_fields():
    install_language("en")
    assert event_summary(recorded("PlayerEliminated", {"entry_id": 12})) == "Entry 12 out"


def test_money_in_another_currency_and_an_unknown_one():
    buy_in = {"currency": "USD", "prize_pool": 10_000, "fee": 1_250, "staff_fee": 0}
    text = event_summary(recorded("BuyInSet", buy_in))
    assert "US$ 112,50" in text and "US$ 100,00" in text
    text = event_summary(recorded("BuyInSet", {**buy_in, "currency": "XYZ"}))
    assert "XYZ 100,00" in text  # a code the house does not use: the code, two decimals
    install_language("en")
    text = event_summary(recorded("BuyInSet", buy_in))
    assert "US$ 112.50" in text and "US$ 100.00" in text


# --- events recorded through the services ---------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.moment = datetime(2026, 3, 14, 22, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(milliseconds=1)
        return self.moment


@pytest.fixture
def played(tmp_path):
    """Six players bought in (cash and card) at two tables, the pool fixed with added money,
    three places paid; a manual move, a pause, a bust-out with the eliminator and the stack,
    a withdrawal, play down to the winner (the clock paused by the finish), 2nd place paid."""
    clock = Clock()
    services = open_services(tmp_path / "labels.sqlite3", clock)
    director = services.house.create_first_director("Directora Ana", "654321")
    cashier = services.house.create_operator(director, "Caja Marta", "cashier", "876543")
    floor = services.house.create_operator(director, "Floor Luis", "floor", "5678")
    tid = services.tournaments.create(director, "Torneo Aniversario")
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    structure = replace(
        import_json(text),
        table_size=6,
        late_registration_until_level=None,
        re_entry=ReEntryPolicy(),
    )
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 2)
    services.registration.open_shift(cashier, tid)
    entries = {}
    for n, name in enumerate(NAMES, 1):
        record = services.players.create(
            cashier, name, "DNI", str(30_000_000 + n), "Chile", "1990-01-01"
        )
        method = "card" if n % 3 == 0 else "cash"
        paid = services.registration.buy_entry(cashier, tid, record.player_id, method, PRICE)
        entries[name] = paid[-1].payload["entry_id"]
    services.seating.draw_button(director, tid)
    services.payouts.set_added_money(director, tid, 200_000)
    services.payouts.fix_prize_pool(director, tid)
    services.payouts.choose_structure(
        director, tid, ps.structure_from_parts(ps.GENERATOR, places=3, unit=1_000)
    )
    services.clock.start(director, tid)
    clock.moment += timedelta(minutes=7)
    services.clock.announce(director, tid, "Cena a las 23:30", minutes=10)
    state = services.tournaments.state(tid)
    ana = entries["Ana Pérez"]
    origin = state.book.entries[ana].table
    other = next(t for t in state.seating.room.tables if t != origin)
    free = next(s for s in range(1, 7) if (other, s) not in state.book.occupied)
    services.seating.move(floor, tid, ana, SeatRef(other, free), "pedido del jugador")
    services.clock.pause(director, tid)
    services.clock.resume(director, tid)
    services.registration.eliminate_many(
        floor, tid, [(entries["Bruno Díaz"], 12_500)], eliminated_by=entries["Carla Soto"]
    )
    services.registration.withdraw(floor, tid, entries["Diego Rojas"], 4_000)
    services.clock.next_period(director, tid)
    for name in ["Elena Vidal", "Fabián Mora", "Carla Soto"]:
        services.registration.eliminate(floor, tid, entries[name])
    due = services.results.prize_due(tid, entries["Carla Soto"])
    services.results.pay_prize(cashier, tid, entries["Carla Soto"], "cash", due)
    yield services, tid, entries, due, (origin, other, free)
    services.close()


def _lines(services, tid) -> dict[str, list[str]]:
    """Each type's summaries, oldest first, with the names the log view gives."""
    names = Names(services.tournaments.state(tid))
    lines: dict[str, list[str]] = {}
    for event in services.tournaments.events(tid):
        lines.setdefault(event.type, []).append(event_summary(event, names))
    return lines


def test_a_purchase_names_the_player_the_money_and_the_seat(played):
    services, tid, entries, *_ = played
    state = services.tournaments.state(tid)
    purchases = _lines(services, tid)["PurchaseMade"]
    carla = entries["Carla Soto"]
    entry = state.book.entries[carla]
    (line,) = [text for text in purchases if "Carla Soto" in text]
    assert f" {carla})" in line  # Carla Soto (entry 3)
    assert format_amount(PRICE, "CLP") in line  # $ 100.000
    assert f"{entry.table}" in line and f"{entry.seat}" in line
    assert "30.000" in line  # the chips


def test_a_bust_out_names_both_players_the_table_the_hand_and_the_stack(played):
    services, tid, *_ = played
    install_language("en")
    outs = _lines(services, tid)["PlayerEliminated"]
    bruno = next(text for text in outs if text.startswith("Bruno Díaz"))
    assert "Carla Soto" in bruno  # eliminated by
    assert "12,500" in bruno  # the starting stack of the hand, grouped as English does
    assert ", hand 1," in bruno and "-H" not in bruno  # the hand in words, not its code
    withdrawal = next(text for text in outs if text.startswith("Diego Rojas"))
    assert "4,000" in withdrawal  # chips removed
    assert "Carla Soto" not in withdrawal
    assert all(len(text) <= SUMMARY_LIMIT for text in outs)


def test_a_move_names_the_player_and_both_seats(played):
    services, tid, _entries, _due, (_origin, other, free) = played
    (move,) = _lines(services, tid)["PlayerMoved"]
    assert "Ana Pérez" in move
    assert f" {other}-{free} " in move  # table-seat, as the floor writes it
    assert "pedido del jugador" in move  # the floor's reason


def test_clock_pauses_say_where_the_clock_stood_and_why(played):
    services, tid, *_ = played
    first, by_finish = _lines(services, tid)["ClockPaused"]
    install_language("en")
    first_en, by_finish_en = _lines(services, tid)["ClockPaused"]
    assert first_en.startswith("Level 1, ") and "left" in first_en
    assert "tournament over" in by_finish_en and "tournament over" not in first_en
    assert by_finish != first


def test_a_prize_payment_names_the_player_the_place_and_the_amount(played):
    services, tid, entries, due, _ = played
    install_language("en")
    (paid,) = _lines(services, tid)["PrizePaid"]
    assert paid == f"Carla Soto (entry {entries['Carla Soto']}): place 2, " + (
        f"{format_amount(due, 'CLP')}, cash"
    )
    (finish,) = _lines(services, tid)["TournamentFinished"]
    assert "Ana Pérez" in finish


def test_without_names_the_summary_gives_ids(played):
    services, tid, entries, due, _ = played
    install_language("en")
    event = services.tournaments.events(tid)[-1]
    assert event.type == "PrizePaid"
    assert event_summary(event) == (
        f"Entry {entries['Carla Soto']}: place 2, {format_amount(due, 'CLP')}, cash"
    )


def test_no_recorded_event_falls_back_to_the_raw_record(played):
    services, tid, *_ = played
    names = Names(services.tournaments.state(tid))
    for event in services.tournaments.events(tid):
        text = event_summary(event, names)
        assert text != json.dumps(event.payload, ensure_ascii=False, sort_keys=True), event.type


def test_the_log_view_shows_names_and_money(qtbot, played):
    services, tid, _entries, due, _ = played
    view = LogView(services, tid)
    qtbot.addWidget(view)
    view.resize(1300, 700)
    view.show()
    model = view.model
    rows = {
        model.data(model.index(r, EventLogTableModel.SEQ)): (
            model.data(model.index(r, EventLogTableModel.TYPE)),
            model.data(model.index(r, EventLogTableModel.DETAILS)),
        )
        for r in range(model.rowCount())
    }
    newest = rows[max(rows)]
    assert "Carla Soto" in newest[1] and format_amount(due, "CLP") in newest[1]
    assert all(label not in EVENT_TYPES for label, _ in rows.values())  # every row in words
    assert all(not details.startswith("{") for _, details in rows.values())
