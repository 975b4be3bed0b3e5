"""Bad input through the services (issue "A record that proves itself"): every name, reason,
note and reference a person types or a file brings is cleaned in one place (domain/text.py)
and refused in words, with nothing written; and every event the application writes passes
the last check on what is stored (text.payload_problem)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest
from prize_helpers import closed_field, play_down
from registration_helpers import PRICE, person, ready
from seating_helpers import seated_room

from tournament_director import i18n
from tournament_director.domain import payout_state as ps
from tournament_director.domain.deals import ICM
from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import PayoutTable, standard_table
from tournament_director.domain.room import SeatRef
from tournament_director.domain.structure_io import import_json
from tournament_director.domain.text import payload_problem
from tournament_director.paths import resources_dir
from tournament_director.services.files import read_text_file
from tournament_director.storage import event_store

MB = "x" * 1_000_000
RTL = "\u202e"


@pytest.fixture(autouse=True)
def english():
    previous = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(previous)


def written(services, tid: int | None) -> int:
    """How many events the stream holds (None: the house's)."""
    with services.db.read() as conn:
        return len(list(event_store.read(conn, tid if tid is not None else 1)))


def refused(services, tid, call, *args, **kwargs) -> Refused:
    """The call is refused in words and writes nothing, in the tournament or the house."""
    before = (written(services, tid), written(services, None), len(services.tournaments.list()))
    with pytest.raises(Refused) as caught:
        call(*args, **kwargs)
    after = (written(services, tid), written(services, None), len(services.tournaments.list()))
    assert after == before
    assert caught.value.message
    return caught.value


# --- reasons and notes --------------------------------------------------------------------------


def test_a_1mb_undo_reason_is_refused_and_nothing_is_written(services, director, tournament):
    tournaments = services.tournaments
    tournaments.add_note(director, tournament, "nota equivocada")
    r = refused(services, tournament, tournaments.undo, director, tournament, MB)
    assert r.message == "The reason has 1000000 characters; the limit is 500. Make it shorter."
    (undone,) = tournaments.undo(director, tournament, "  nota   equivocada ")
    assert undone.payload["reason"] == "nota equivocada"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("clear\x1b[2J", "U+001B ESC"),
        (f"invoice{RTL}fdp.exe", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        ("half \ud800", "broken character"),
        ("\u200b\u200c", "no visible character"),
        ("\x00", "U+0000 NUL"),
    ],
)
def test_notes_and_reasons_with_bad_characters_are_refused(
    services, director, tournament, text, words
):
    t = services.tournaments
    t.add_note(director, tournament, "algo que deshacer")
    for call, args in (
        (t.add_note, (director, tournament, text)),
        (t.undo, (director, tournament, text)),
        (services.clock.announce, (director, tournament, text, 5)),
    ):
        r = refused(services, tournament, call, *args)
        assert words in r.message
        assert text.strip() not in r.message or not text.strip()


def test_notes_keep_their_lines_and_one_line_texts_do_not(services, director, tournament):
    (note,) = services.tournaments.add_note(director, tournament, " mesa 3\r\nbaraja nueva \n")
    assert note.payload["text"] == "mesa 3\nbaraja nueva"
    (shown,) = services.clock.announce(director, tournament, "Mesa 3\ncerrada", 5)
    assert shown.payload["text"] == "Mesa 3 cerrada"


def test_names_of_tournaments_are_refused_in_words(services, director, tournament):
    t = services.tournaments
    r = refused(services, tournament, t.create, director, f"Torneo{RTL}")
    assert "The tournament's name has an invisible mark that changes the direction" in r.message
    r = refused(services, tournament, t.create, director, "\u3164")
    assert r.key == "text.invisible"
    assert refused(services, tournament, t.rename, director, tournament, MB).key == (
        "tournament.name_too_long"
    )


def test_seat_reasons_and_prize_references_are_cleaned(services, director, cashier, tournament):
    entries = seated_room(services, director, cashier, tournament, 4, 1)
    seating = services.seating
    table = services.tournaments.state(tournament).seating.room.table(1)
    free = next(s for s in range(1, table.size + 1) if table.player_at(s) is None)
    r = refused(services, tournament, seating.reserve_seat, director, tournament, 1, free, MB)
    assert r.key == "seating.reason_too_long"
    r = refused(services, tournament, seating.move, director, tournament, entries[0],
                SeatRef(1, free), "mover\x07")  # fmt: skip
    assert "U+0007 BEL" in r.message
    pay = services.results.pay_prize
    r = refused(services, tournament, pay, cashier, tournament, entries[0], "transfer", 1,
                reference=f"REF{RTL}1")  # fmt: skip
    assert r.key == "text.bad_character" and "The reference" in r.message
    reason = services.registration.cancel_entry
    r = refused(services, tournament, reason, director, tournament, entries[0], MB)
    assert r.key == "note.too_long"


def test_a_deal_note_and_a_prize_void_reason_are_cleaned(services, director, cashier, floor, tid):
    entries = closed_field(services, director, cashier, tid)
    play_down(services, floor, tid, entries[:5])
    pay = services.payouts
    left = [p.entry_id for p in pay.players_left(tid)]
    deal = pay.compute_deal(tid, dict(zip(left, [300, 200, 100], strict=True)), ICM)
    r = refused(services, tid, pay.record_deal, director, tid, deal, note=f"acuerdo{RTL}")
    assert r.key == "text.bad_character"
    r = refused(services, tid, pay.record_deal, director, tid, deal, note=MB)
    assert r.key == "text.too_long"


@pytest.fixture
def tid(tournament):
    return tournament


# --- the house: player records, lists, settings ---------------------------------------------------


def create(services, actor, **changes):
    fields = {
        "name": "Sofía Núñez",
        "document_type": "DNI",
        "document": "30.123.456",
        "nationality": "Argentina",
        "birth_date": "31/05/1980",
    } | changes
    return services.players.create(actor, **fields)


@pytest.mark.parametrize(
    ("changes", "key", "words"),
    [
        ({"name": f"Ana{RTL}Bel"}, "text.bad_character", "The player's name has"),
        ({"name": "\u200b \u2060"}, "text.invisible", "no visible character"),
        ({"name": MB}, "player.name_too_long", "1000000"),
        ({"nationality": "Chile\x1b"}, "text.bad_character", "The nationality has"),
        ({"document": "30.123.456Ñ"}, "player.document_character", "'Ñ' at position 11"),
        ({"document": "30\u200b123"}, "player.document_character", "U+200B ZERO WIDTH SPACE"),
        ({"document": "30\x00123"}, "text.bad_character", "The document number has"),
        ({"phone": "llámame"}, "player.bad_phone", "'l' at position 1"),
        ({"phone": "+-()"}, "player.phone_no_digits", "no digits"),
        ({"phone": "9" * 41}, "player.field_too_long", "41 characters"),
        ({"email": "ana@@casino.cl"}, "player.bad_email", "ana@@casino.cl"),
        ({"email": "ana@casino"}, "player.bad_email", "ana@casino"),
        ({"email": f"ana{RTL}@casino.cl"}, "text.bad_character", "The e-mail has"),
        ({"notes": MB}, "text.too_long", "The note has 1000000 characters"),
        ({"birth_date": "01/01/2999"}, "player.birth_date_future", "01/01/2999 is after today"),
        ({"birth_date": "2026-11-26"}, "player.birth_date_future", "after today (25/11/2026)"),
        ({"birth_date": "1850-01-01"}, "player.birth_date_implausible", "at most 120"),
        ({"birth_date": "31/02/1980"}, "player.bad_birth_date", "'31/02/1980'"),
        ({"birth_date": "9" * 5000}, "player.bad_birth_date", "…"),
    ],
)
def test_player_records_refuse_bad_input_in_words(services, director, changes, key, words):
    r = refused(services, None, create, services, director, **changes)
    assert r.key == key
    assert words in r.message


def test_good_records_keep_their_phone_email_and_note_lines(services, director):
    record = create(
        services,
        director,
        phone=" +56 (9) 1234-5678 ",
        email=" sofia.nunez@casino.cl ",
        notes="prefiere mesa 1\r\nzurda",
        birth_date="2008-11-25",  # 18 today, by the services' clock
    )
    assert record.phone == "+56 (9) 1234-5678" and record.email == "sofia.nunez@casino.cl"
    assert record.notes == "prefiere mesa 1\nzurda"
    assert record.document == "30123456"


def test_the_18_plus_check_stays(services, director, cashier, tournament):
    ready(services, director, tournament)
    services.registration.open_shift(cashier, tournament)
    young = person(services, cashier, 1, born="2010-01-01")
    buy = services.registration.buy_entry
    r = refused(services, tournament, buy, cashier, tournament, young, "cash", PRICE)
    assert r.key == "player.under_age"


def test_lists_clean_names_notes_reasons_and_the_file_name(services, director):
    players = services.players
    r = refused(services, None, players.add_staff, director, "123", f"Inspector{RTL}")
    assert r.key == "text.bad_character"
    r = refused(services, None, players.add_staff, director, "123", "Inspector", note=MB)
    assert r.key == "text.too_long"
    r = refused(services, None, players.exclude, director, "123", "\u200b")
    assert r.key == "text.invisible"
    r = refused(services, None, players.exclude, director, "ÁBC", "Nombre; con punto y coma")
    assert r.key == "player.document_character"
    players.exclude(director, "ABC", "Nombre; con punto y coma")
    assert players.directory().excluded["ABC"].name == "Nombre; con punto y coma"
    r = refused(services, None, players.lift_exclusion, director, "ABC", MB)
    assert r.key == "text.too_long"
    report = players.import_exclusions(
        director, "11111111;Uno\n22222222;Dos\x1b\n", source="lista\udcff\x07.csv"
    )
    assert report.listed == 1 and [n for n, _ in report.problems] == [2]
    listed = players.directory().excluded["11111111"]
    assert listed.source == "lista[U+DCFF][U+0007].csv"  # a file name with any byte, shown safely


def test_house_settings_are_cleaned(services, director):
    house = services.house
    assert refused(services, None, house.set_house_name, director, "Casino\x00").key == (
        "text.bad_character"
    )
    r = refused(services, None, house.set_prize_tax_note, director, f"Impuesto{RTL}")
    assert "The tax note has" in r.message
    house.set_prize_tax_note(director, "  Retención   de impuestos  ")
    assert house.state().settings["prize_tax_note"] == "Retención de impuestos"


def test_library_structures_and_payout_tables_with_bad_names_are_refused(services, director):
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    for name in (f"Turbo{RTL}", "Turbo\x07", "\u200b", "x" * 200):
        r = refused(services, None, services.structures.save, director, replace(base, name=name))
        assert r.key == "structure.invalid"
    table = standard_table()
    for name in (f"Casa{RTL}", "\u3164"):
        bad = PayoutTable(name, table.bands)
        r = refused(services, None, services.payouts.save_table, director, bad)
        assert r.key in ("text.bad_character", "text.invisible")


def test_a_big_blind_past_the_maximum_is_refused_before_the_record(services, director, tid):
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    levels = list(base.levels)
    levels[-1] = replace(levels[-1], big_blind=2**64, small_blind=2**63)
    r = refused(services, tid, services.clock.set_structure, director, tid,
                replace(base, levels=tuple(levels)))  # fmt: skip
    assert r.key == "structure.invalid" and "≥ 10^15" in r.message


# --- files --------------------------------------------------------------------------------------


def test_files_over_the_cap_or_not_utf8_are_refused_before_reading(tmp_path: Path):
    big = tmp_path / "big.csv"
    big.write_bytes(b"x" * 2_000_001)
    r = refused_plain(read_text_file, big, 1_000_000)
    assert r.message == "The file is 1954 KB; at most 976 KB is imported. Is it the right file?"
    latin = tmp_path / "latin.csv"
    latin.write_bytes("12345678;José\n".encode("cp1252"))
    r = refused_plain(read_text_file, latin, 1_000_000)
    assert r.key == "import.not_utf8" and "byte 0xE9 at position 13" in r.message
    assert read_text_file(latin, 1_000_000, fallback="cp1252") == "12345678;José\n"
    r = refused_plain(read_text_file, tmp_path / "missing.csv", 10)
    assert r.key == "import.cannot_read"
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf{}")
    assert read_text_file(bom, 10) == "{}"


def refused_plain(call, *args, **kwargs) -> Refused:
    with pytest.raises(Refused) as caught:
        call(*args, **kwargs)
    return caught.value


# --- the backstop: every event the application writes passes ----------------------------------


def test_every_event_of_a_whole_tournament_passes_the_payload_check(
    services, director, cashier, floor, tid, monkeypatch
):
    """A tournament from the first registration to a paid deal, with notes, undo and redo,
    moves, a break, a redraw, the house's records, lists and library: each event is checked
    as it is appended, then every event in the file again."""
    checked: list[str] = []
    original = event_store.append

    def append(conn, stream_id, events, actor, now, *args, **kwargs):
        for event in events:
            problem = payload_problem(event.payload())
            assert problem is None, (event.TYPE, problem.message)
            checked.append(event.TYPE)
        return original(conn, stream_id, events, actor, now, *args, **kwargs)

    monkeypatch.setattr(event_store, "append", append)

    services.house.set_house_name(director, "Casino del Sur")
    services.house.set_prize_tax_note(director, "Retención según ley")
    services.players.add_staff(director, "99.999.999", "Inspector Uno", "SCJ")
    services.players.import_exclusions(director, "11111111;Excluido Uno\n", source="lista.csv")
    base = import_json((resources_dir() / "structures" / "deep-stack-40.json").read_text("utf-8"))
    services.structures.save(director, base)
    services.payouts.save_table(director, PayoutTable("Casa", standard_table().bands))
    services.tournaments.add_note(director, tid, "línea 1\nlínea 2")
    entries = closed_field(services, director, cashier, tid, players=12, tables=2)
    services.tournaments.add_note(director, tid, "nota")
    services.tournaments.undo(director, tid, "equivocada")
    services.tournaments.redo(director, tid)
    services.clock.announce(director, tid, "Descanso en 5 minutos", 5)
    play_down(services, floor, tid, entries[:9])
    pending = services.seating.pending(tid)
    for _ in range(5):
        pending = services.seating.pending(tid)
        if pending.kind.name == "BREAK_TABLE":
            services.seating.break_table(director, tid)
        elif pending.kind.name == "BALANCE":
            services.seating.confirm_move(director, tid, pending.moves[0].player)
        else:
            break
    pay = services.payouts
    left = [p.entry_id for p in pay.players_left(tid)]
    deal = pay.compute_deal(tid, dict(zip(left, [500, 300, 200], strict=True)), ICM)
    pay.record_deal(director, tid, deal, note="acuerdo a tres")
    services.now.moment += timedelta(minutes=1)
    assert len(checked) > 60
    for stream in (1, tid):
        with services.db.read() as conn:
            for recorded in event_store.read(conn, stream):
                assert payload_problem(recorded.payload) is None, recorded.type
    assert {"PlayerRecordCreated", "PurchaseMade", "DealAgreed", "StructureSet"} <= set(checked)
    assert ps.DealAgreed.TYPE in checked
