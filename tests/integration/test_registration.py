"""The registration desk and the cashier through the services: every refusal says why and
writes nothing; entries, seats, money and chips add up."""

from collections import Counter
from dataclasses import replace

import pytest
from registration_helpers import PRICE, REDUCED, START, minutes, person, ready, small_structure

from tournament_director.domain.errors import Refused
from tournament_director.domain.rule_set import CASINO_CLUB
from tournament_director.domain.structure import ReEntryPolicy


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


@pytest.fixture
def tid(services, director, tournament):
    return ready(services, director, tournament)


@pytest.fixture
def shift(services, cashier, tid):
    services.registration.open_shift(cashier, tid, 200_000)
    return services.registration.book(tid).open_shift_of(cashier.id).shift_id


def refused(services, tid, call, *args, **kwargs):
    """Run a command that must be refused; check that nothing was written; the key."""
    before = len(services.tournaments.events(tid))
    house_before = services.house.state().last_seq
    with pytest.raises(Refused) as caught:
        call(*args, **kwargs)
    assert len(services.tournaments.events(tid)) == before
    assert services.house.state().last_seq == house_before
    assert caught.value.message  # renders (both languages: tests/unit/test_i18n.py)
    return caught.value.key


def buy(services, actor, tid, pid, method="cash", amount=PRICE):
    return services.registration.buy_entry(actor, tid, pid, method, amount)[-1].payload


def test_an_entry_is_paid_split_and_seated(services, cashier, tid, shift):
    pid = person(services, cashier, 1, name="María José Ñúñez-Ibáñez")
    paid = buy(services, cashier, tid, pid, "card")
    assert paid["kind"] == "registration" and paid["shift_id"] == shift
    assert (paid["prize_pool"], paid["fee"], paid["staff_fee"]) == (80_000, 15_000, 5_000)
    assert paid["table"] == 1 and 1 <= paid["seat"] <= 6
    state = services.tournaments.state(tid)
    player = state.players[paid["player_id"]]
    assert player.name == "María José Ñúñez-Ibáñez" and player.house_player_id == pid
    totals = state.book.totals
    assert totals.collected == PRICE and totals.by_method == {"card": PRICE}
    assert totals.chips_in_play == START


def test_seats_are_drawn_in_one_table_after_another_evenly(services, director, cashier, tid):
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(cashier, tid)
    seats = [buy(services, cashier, tid, person(services, cashier, n)) for n in range(1, 17)]
    tables = Counter(p["table"] for p in seats)
    assert tables == {1: 6, 2: 5, 3: 5}
    assert [p["table"] for p in seats[:3]] == [1, 2, 3]  # table 1 first, then evenly
    assert len({(p["table"], p["seat"]) for p in seats}) == 16  # nobody seated twice


def test_amount_method_and_readiness_are_checked(services, director, cashier, tournament):
    pid = person(services, cashier, 1)
    assert refused(services, tournament, buy, services, cashier, tournament, pid) == (
        "clock.no_structure"
    )
    services.clock.set_structure(director, tournament, small_structure())
    assert refused(services, tournament, buy, services, cashier, tournament, pid) == (
        "buy_in.not_set"
    )
    services.registration.set_buy_in(director, tournament, 80_000, 15_000, 5_000)
    assert refused(services, tournament, buy, services, cashier, tournament, pid) == (
        "tables.not_set"
    )
    services.registration.set_tables(director, tournament, 2)
    assert refused(services, tournament, buy, services, cashier, tournament, pid) == (
        "shift.none_open"
    )
    services.registration.open_shift(cashier, tournament)
    for method, amount, key in [
        ("cash", PRICE - 1, "payment.amount_mismatch"),
        ("cash", 0, "payment.amount_mismatch"),
        ("cheque", PRICE, "payment.bad_method"),
    ]:
        args = (services, cashier, tournament, pid, method, amount)
        assert refused(services, tournament, buy, *args) == key
    assert buy(services, cashier, tournament, pid, "satellite")["method"] == "satellite"


def test_buy_in_settings_are_checked(services, director, cashier, floor, tid):
    r = services.registration
    assert refused(services, tid, r.set_buy_in, director, tid, -1, 0) == "buy_in.bad_amount"
    assert refused(services, tid, r.set_buy_in, director, tid, 0, 0) == "buy_in.zero"
    args = (director, tid, 1, 1, 0, 0, 0, "USD")
    assert refused(services, tid, r.set_buy_in, *args) == "buy_in.currency_mismatch"
    args = (director, tid, 1, 1, 0, 0, 0, "XXX")
    assert refused(services, tid, r.set_buy_in, *args) == "money.unknown_currency"
    assert refused(services, tid, r.set_buy_in, cashier, tid, 1, 1) == "operator.not_allowed"
    assert refused(services, tid, r.set_tables, floor, tid, 0) == "tables.bad"


def test_who_may_not_play(services, director, cashier, tid, shift):
    today = services.now.moment.date()
    minor = person(services, cashier, 1, born=f"{today.year - 17}-01-01")
    birthday_today = person(services, cashier, 2, born=today.replace(year=today.year - 18))
    excluded = person(services, cashier, 3)
    self_excluded = person(services, cashier, 4, document_type="RUT", document="12.345.678-5")
    staff = person(services, cashier, 5, document_type="PASAPORTE", document="AAB123456")
    services.players.import_exclusions(
        director,
        "documento;nombre;tipo\n30.000.003;Jugador Tres;\n12345678-5;Otro Nombre;autoexclusión\n",
    )
    services.players.add_staff(director, "aab 123 456", "Crupier de la casa")
    for pid, key in [
        (minor, "player.under_age"),
        (excluded, "player.exclusion"),
        (self_excluded, "player.self_exclusion"),
        (staff, "player.staff"),
    ]:
        assert refused(services, tid, buy, services, cashier, tid, pid) == key
    assert buy(services, cashier, tid, birthday_today)["kind"] == "registration"
    services.players.lift_exclusion(director, "30000003", "Resolución 12/2026")
    assert buy(services, cashier, tid, excluded)["kind"] == "registration"
    with pytest.raises(Refused) as caught:
        services.players.import_exclusions(cashier, "1;Ana\n")
    assert caught.value.key == "operator.not_allowed"


def test_exclusion_import_reports_lines_it_could_not_read(services, director):
    report = services.players.import_exclusions(
        director, "11.111.111;Ana Pérez\n;Sin documento\n22222222\n\n33333333,;\n44-4;Bo\n"
    )
    assert report.listed == 2
    assert [line for line, _ in report.problems] == [2, 3, 5]
    assert set(services.players.directory().excluded) == {"11111111", "444"}
    with pytest.raises(Refused) as caught:
        services.players.import_exclusions(director, "nada que leer\n;;\n")
    assert caught.value.key == "exclusion.nothing"


def test_one_purchase_per_event_without_re_entry(services, director, cashier, floor, tid):
    services.clock.set_structure(director, tid, small_structure(re_entry=ReEntryPolicy()))
    services.registration.open_shift(cashier, tid)
    pid = person(services, cashier, 1)
    entry = buy(services, cashier, tid, pid)["entry_id"]
    assert refused(services, tid, buy, services, cashier, tid, pid) == "entry.already_playing"
    services.clock.start(floor, tid)
    services.registration.eliminate(floor, tid, entry)  # the hook issue 6 completes
    assert refused(services, tid, buy, services, cashier, tid, pid) == "entry.one_purchase"


def test_re_entry_after_elimination_within_its_limit(services, cashier, floor, tid, shift):
    pid = person(services, cashier, 1)
    first = buy(services, cashier, tid, pid)
    services.clock.start(floor, tid)
    services.registration.eliminate(floor, tid, first["entry_id"])
    again = buy(services, cashier, tid, pid)
    assert again["kind"] == "re_entry" and again["player_id"] == first["player_id"]
    assert again["chips"] == START and again["chips_removed"] == 0  # ADTP 7: a full stack
    services.registration.eliminate(floor, tid, again["entry_id"])
    assert refused(services, tid, buy, services, cashier, tid, pid) == "entry.re_entry_limit"
    book = services.registration.book(tid)
    assert [e.number for e in book.entries.values()] == [1, 2]


def test_late_registration_reduced_stack_and_its_close(services, cashier, floor, tid, shift):
    services.clock.start(floor, tid)
    minutes(services, 5)
    late = buy(services, cashier, tid, person(services, cashier, 1))
    assert late["kind"] == "late_registration"
    assert (late["chips"], late["chips_removed"]) == (START, START - REDUCED)
    totals = services.registration.book(tid).totals
    assert totals.chips_in_play == REDUCED and totals.chips_removed == START - REDUCED
    services.clock.jump(floor, tid, 1)  # level 2: still open
    buy(services, cashier, tid, person(services, cashier, 2))
    services.clock.jump(floor, tid, 2)  # the break after level 2: closed
    pid = person(services, cashier, 3)
    assert refused(services, tid, buy, services, cashier, tid, pid) == "registration.closed"


def test_registration_closed_once_the_calendar_closed_it(services, cashier, floor, tid, shift):
    services.clock.start(floor, tid)
    services.clock.jump(floor, tid, 1)
    minutes(services, 21)
    assert services.clock.close_late_registration_if_due(tid)
    pid = person(services, cashier, 1)
    assert refused(services, tid, buy, services, cashier, tid, pid) == "registration.closed"


def test_rebuy_keeps_the_seat_within_period_and_condition(
    services, director, cashier, floor, tid, shift
):
    paid = buy(services, cashier, tid, person(services, cashier, 1))
    entry, r = paid["entry_id"], services.registration
    args = (cashier, tid, entry, 0, "cash", 50_000)
    assert refused(services, tid, r.rebuy, *args) == "rebuy.not_started"
    services.clock.start(floor, tid)
    too_many = (cashier, tid, entry, START + 1, "cash", 50_000)
    assert refused(services, tid, r.rebuy, *too_many) == ("rebuy.condition_at_most_starting_stack")
    wrong = (cashier, tid, entry, 100, "cash", 40_000)
    assert refused(services, tid, r.rebuy, *wrong) == "payment.amount_mismatch"
    rebuy = r.rebuy(cashier, tid, entry, START, "cash", 50_000)[-1].payload
    assert (rebuy["prize_pool"], rebuy["fee"], rebuy["declared_stack"]) == (45_000, 5_000, START)
    assert r.book(tid).entries[entry].seat == paid["seat"]  # keeps the seat
    services.clock.jump(floor, tid, 2)
    assert refused(services, tid, r.rebuy, *args) == "rebuy.period_over"
    services.clock.set_structure(director, tid, replace(small_structure(), rebuy=replace(
        small_structure().rebuy, max_per_player=1, until_level=3)))  # fmt: skip
    assert refused(services, tid, r.rebuy, *args) == "rebuy.limit"


def test_add_on_at_its_break_once(services, cashier, floor, tid, shift):
    entry = buy(services, cashier, tid, person(services, cashier, 1))["entry_id"]
    r = services.registration
    services.clock.start(floor, tid)
    args = (cashier, tid, entry, "card", 50_000)
    assert refused(services, tid, r.add_on, *args) == "add_on.not_now"
    services.clock.jump(floor, tid, 2)  # the break after level 2
    r.add_on(*args)
    assert r.book(tid).totals.chips_in_play == START + 40_000
    assert refused(services, tid, r.add_on, *args) == "add_on.once"


def test_waiting_list_in_order_as_seats_open(services, director, cashier, floor, tid, shift):
    r = services.registration
    seated = [buy(services, cashier, tid, person(services, cashier, n)) for n in range(1, 7)]
    first, second = person(services, cashier, 7), person(services, cashier, 8)
    assert refused(services, tid, buy, services, cashier, tid, first) == "seating.full"
    r.join_waiting_list(floor, tid, first)
    r.join_waiting_list(cashier, tid, second)
    assert refused(services, tid, r.join_waiting_list, floor, tid, first) == "waiting.already"
    r.cancel_entry(director, tid, seated[0]["entry_id"], "Se equivocó de torneo")
    assert refused(services, tid, buy, services, cashier, tid, second) == "waiting.not_first"
    other = person(services, cashier, 9)
    assert refused(services, tid, buy, services, cashier, tid, other) == ("waiting.others_first")
    now_seated = buy(services, cashier, tid, first)
    assert (now_seated["table"], now_seated["seat"]) == (seated[0]["table"], seated[0]["seat"])
    assert [w.house_player_id for w in r.book(tid).waiting] == [second]
    r.leave_waiting_list(floor, tid, second, "Se fue a cenar")
    assert r.book(tid).waiting == []
    r.set_tables(floor, tid, 2)
    assert refused(services, tid, r.join_waiting_list, floor, tid, other) == ("waiting.seats_open")


def test_cancellation_before_play_refunds_and_removes_chips(
    services, director, cashier, floor, tid, shift
):
    r = services.registration
    entry = buy(services, cashier, tid, person(services, cashier, 1))["entry_id"]
    assert refused(services, tid, r.cancel_entry, cashier, tid, entry, "x") == (
        "operator.not_allowed"
    )
    assert refused(services, tid, r.cancel_entry, director, tid, entry, "  ") == (
        "entry.reason_needed"
    )
    r.cancel_entry(director, tid, entry, "Inscripción duplicada")
    totals = r.book(tid).totals
    assert (totals.collected, totals.refunded, totals.prize_pool, totals.fees) == (
        PRICE,
        PRICE,
        0,
        0,
    )
    assert totals.chips_in_play == 0 and totals.chips_removed == START
    assert refused(services, tid, r.cancel_entry, director, tid, entry, "otra") == (
        "entry.not_active"
    )
    late = buy(services, cashier, tid, person(services, cashier, 2))["entry_id"]
    services.clock.start(floor, tid)
    assert refused(services, tid, r.cancel_entry, director, tid, late, "tarde") == (
        "entry.cancel_after_start"
    )


def test_cashier_shift_reconciles_and_records_differences(services, director, cashier, floor, tid):
    r = services.registration
    r.open_shift(cashier, tid, 50_000)
    assert refused(services, tid, r.open_shift, cashier, tid) == "shift.already_open"
    assert refused(services, tid, r.open_shift, floor, tid) == "operator.not_allowed"
    methods = ["cash", "card", "cash", "voucher"]
    entries = [
        buy(services, cashier, tid, person(services, cashier, n), m)
        for n, m in enumerate(methods, 1)
    ]
    r.cancel_entry(director, tid, entries[0]["entry_id"], "Pidió la devolución")
    shift_id = entries[0]["shift_id"]
    assert r.book(tid).shift_expected(shift_id) == {
        "cash": 50_000 + PRICE,
        "card": PRICE,
        "voucher": PRICE,
        "satellite": 0,
    }
    bad = (cashier, tid, shift_id, {"cash": -5})
    assert refused(services, tid, r.close_shift, *bad) == "shift.bad_count"
    counted = {"cash": 50_000 + PRICE - 1_000, "card": PRICE, "voucher": PRICE}
    closed = r.close_shift(cashier, tid, shift_id, counted, "faltan mil")[-1].payload
    assert closed["differences"] == {"cash": -1_000, "card": 0, "voucher": 0, "satellite": 0}
    assert refused(services, tid, r.close_shift, cashier, tid, shift_id, counted) == (
        "shift.closed"
    )
    pid = person(services, cashier, 9)
    assert refused(services, tid, buy, services, cashier, tid, pid) == "shift.none_open"


def test_absent_players_lose_their_stack_at_the_end_of_level_one(
    services, director, cashier, floor, tid, shift
):
    services.clock.choose_rule_set(director, tid, CASINO_CLUB.name)
    r = services.registration
    ids = [buy(services, cashier, tid, person(services, cashier, n))["entry_id"] for n in (1, 2, 3)]
    services.clock.start(floor, tid)
    for entry in ids:
        r.mark_absent(floor, tid, entry)
    r.keep_absent_stack(floor, tid, ids[1])
    r.mark_arrived(floor, tid, ids[2])
    assert refused(services, tid, r.mark_arrived, floor, tid, ids[2]) == "absent.not_absent"
    assert refused(services, tid, r.mark_absent, cashier, tid, ids[0]) == "operator.not_allowed"
    assert r.remove_absent_stacks_if_due(tid) == []  # level 1 still running
    minutes(services, 21)
    removed = r.remove_absent_stacks_if_due(tid)[-1].payload
    assert removed["entry_ids"] == [ids[0]] and removed["chips"] == START
    book = r.book(tid)
    assert book.totals.chips_in_play == 2 * START
    assert [e.status for e in book.entries.values()] == ["removed", "active", "active"]
    assert r.remove_absent_stacks_if_due(tid) == []  # once


def test_merged_duplicates_share_one_purchase(services, director, cashier, floor, tid, shift):
    services.clock.set_structure(director, tid, small_structure(re_entry=ReEntryPolicy()))
    dni = person(services, cashier, 1, name="Ramón Díaz")
    passport = person(
        services, cashier, 2, name="Ramon Diaz", document_type="PASAPORTE", document="X1"
    )
    buy(services, cashier, tid, dni)
    assert refused(services, tid, services.players.merge, cashier, dni, passport, "x") == (
        "operator.not_allowed"
    )
    services.players.merge(director, dni, passport, "Misma persona: DNI y pasaporte")
    assert refused(services, tid, buy, services, cashier, tid, passport) == (
        "entry.already_playing"
    )
    assert [r.player_id for r in services.players.search("ramon")] == [dni]


def test_player_records_refuse_bad_input(services, cashier, director):
    p = services.players
    good = ("Ana", "DNI", "1", "Chile", "1980-01-31")
    p.create(cashier, *good)
    for args, key in [
        (("", "DNI", "2", "Chile", "1980-01-31"), "player.name_empty"),
        (("x" * 121, "DNI", "2", "Chile", "1980-01-31"), "player.name_too_long"),
        (("Bea", "DNI", " .- ", "Chile", "1980-01-31"), "player.document_empty"),
        (("Bea", "CARNET", "2", "Chile", "1980-01-31"), "player.bad_document_type"),
        (("Bea", "DNI", "2", " ", "1980-01-31"), "player.nationality_empty"),
        (("Bea", "DNI", "2", "Chile", "31/02/1980"), "player.bad_birth_date"),
        (("Bea", "DNI", "2", "Chile", "ayer"), "player.bad_birth_date"),
        (("Bea", "DNI", "-1-", "Chile", "1980-01-31"), "player_record.duplicate"),
    ]:
        with pytest.raises(Refused) as caught:
            p.create(cashier, *args)
        assert caught.value.key == key
    with pytest.raises(Refused) as caught:
        p.create(cashier, "Bea", "DNI", "2", "Chile", "1980-01-31", email="sin arroba")
    assert caught.value.key == "player.bad_email"
    record = p.create(cashier, "李小龍 O'Neil-Ñandú", "PASAPORTE", "e-1 2", "China", "31/12/1970")
    assert (record.document, record.birth_date) == ("E12", "1970-12-31")
    assert [r.player_id for r in p.search("nandu")] == [record.player_id]
    assert len(services.house.state().directory.records) == 2


def test_the_plain_register_command_still_records_a_registration_without_money(
    services, cashier, tid, shift
):
    services.tournaments.register_player(cashier, tid, "Ana Soto", "DNI", "30.000.001")
    state = services.tournaments.state(tid)
    assert len(state.players) == 1 and state.book.totals.collected == 0
    # The same person later pays through the desk: one player, now with an entry.
    paid = buy(services, cashier, tid, person(services, cashier, 1, name="Ana Soto"))
    state = services.tournaments.state(tid)
    assert len(state.players) == 1 and paid["player_id"] == 1
