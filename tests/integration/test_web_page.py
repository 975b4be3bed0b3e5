"""The room's web page on a real record, through aiohttp's test client (no browser): its
pages, the clock's JSON and server-sent events following the record as a console writes
it, the seat look-up (right and wrong codes), the limits, and that nothing is written."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
from datetime import UTC, datetime

import pytest
from aiohttp.test_utils import TestClient, TestServer

from tournament_director.domain.room import SeatRef
from tournament_director.domain.seat_codes import seat_tag
from tournament_director.services import open_services
from tournament_director.services.demo import create_demo
from tournament_director.services.documents import seat_ticket
from tournament_director.station import Station
from tournament_director.storage.keys import create_key, new_record_id
from tournament_director.web import room
from tournament_director.web.app import make_app
from tournament_director.web.follower import RecordFollower
from tournament_director.web.limits import Limits
from tournament_director.web.server import read_only_services

WAIT_S = 60  # a test's patience (never a measure): the page follows within a poll


@pytest.fixture
def record(tmp_path):
    """A demo tournament (20 players seated, a clock running) and the console's services
    writing it; yields (path, services, tournament id, director)."""
    path = tmp_path / "room.sqlite3"
    services = open_services(path)
    result = create_demo(services, players=20, seed=7)
    director = next(o for o in result.operators if o.role == "director")
    actor = services.house.authenticate(director.name, director.pin)
    services.flush_snapshots()
    yield path, services, result.tournament_id, actor
    services.close()


@contextlib.asynccontextmanager
async def web_page(path, limits: Limits | None = None, now=None, station=None):
    follower = RecordFollower(
        read_only_services(path, station), poll_s=0.05, **({"now": now} if now else {})
    )
    app = make_app(follower, limits)
    async with TestServer(app) as server, TestClient(server) as client:
        yield client, follower


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, WAIT_S))


async def next_event(response) -> dict:
    """The next clock event of a server-sent events stream."""
    data = None
    while True:
        line = (await response.content.readline()).decode()
        if line.startswith("data: "):
            data = json.loads(line[6:])
        elif line in ("\n", "") and data is not None:
            return data


def file_digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_pages_in_both_languages_and_the_clock_as_the_record_has_it(record):
    path, services, tid, _actor = record
    state = services.tournaments.state(tid)
    moment = datetime.now(UTC)

    async def scenario():
        async with web_page(path, now=lambda: moment) as (client, _follower):
            home = await client.get("/", allow_redirects=False)
            assert home.status == 302 and home.headers["Location"] == f"/t/{tid}"
            spanish = await client.get(f"/t/{tid}")
            assert spanish.status == 200
            html = await spanish.text()
            assert '<html lang="es"' in html and "Jugadores" in html and "<script>" not in html
            assert "default-src 'self'" in spanish.headers["Content-Security-Policy"]
            english = await client.get(f"/t/{tid}", headers={"Accept-Language": "en-GB,es;q=0.5"})
            assert "Players" in await english.text()
            switched = await client.get(f"/t/{tid}/seat?lang=en")
            assert "Where do I sit?" in await switched.text()
            assert switched.cookies["lang"].value == "en"
            data = await (await client.get(f"/t/{tid}/clock.json?lang=es")).json()
            english_data = await (await client.get(f"/t/{tid}/clock.json?lang=en")).json()
            for name in ("waiting", "results"):
                assert (await client.get(f"/t/{tid}/{name}")).status == 200
            for name in ("room.css", "clock.js", "seat.js"):
                assert (await client.get(f"/static/{name}")).status == 200
            return data, english_data

    data, english_data = run(scenario())
    typed = services.clock.current_announcements(tid, moment)
    expected = room.clock_payload(state, moment, "es", typed)
    for name in ("title", "blinds", "players", "average", "prize_pool", "payouts", "next_level"):
        assert data[name] == expected[name]
    assert data["announcements"] == typed and typed  # the demo's announcement
    reading = state.reading(moment)
    assert data["title"] == f"NIVEL {state.periods()[reading.period].level_number}"
    assert data["running"] is True and data["server_ms"] >= int(moment.timestamp() * 1000)
    # Numbers as each language writes them.
    assert "." in data["chips"] and "," in english_data["chips"]
    assert english_data["title"].startswith("LEVEL")
    # Nothing personal: no document, no birth date anywhere in the clock's data.
    text = json.dumps(data, ensure_ascii=False)
    for player in state.players.values():
        assert player.document not in text


def test_the_clock_stream_follows_a_level_change_and_a_pause_written_by_the_console(record):
    path, services, tid, actor = record

    async def scenario():
        async with web_page(path) as (client, _follower):
            stream = await client.get(f"/t/{tid}/events?lang=en")
            assert stream.headers["Content-Type"].startswith("text/event-stream")
            first = await next_event(stream)
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(None, services.clock.next_period, actor, tid)
            second = await next_event(stream)
            await loop.run_in_executor(None, services.clock.pause, actor, tid)
            third = await next_event(stream)
            stream.close()
            return first, second, third

    first, second, third = run(scenario())
    assert first["title"] == "LEVEL 1" and first["running"]
    assert second["title"] == "LEVEL 2" and second["version"] > first["version"]
    assert second["event_id"] > first["event_id"]
    assert third["flags"] == "PAUSED" and third["running"] is False
    assert (
        third["time_left_ms"]
        == services.tournaments.state(tid).reading(datetime.now(UTC)).time_left_ms
    )


def test_the_seat_look_up_by_the_tickets_qr_and_by_entry_and_document(record):
    path, services, tid, actor = record
    state = services.tournaments.state(tid)
    entry = next(e for e in state.book.active_entries() if e.seat_ref is not None)
    seated = entry.seat_ref  # the state's entry follows the record: kept as it was
    ticket_qr = seat_ticket(services, tid, entry.entry_id).qr_payload
    document = state.players[entry.player_id].document
    tail = "".join(ch for ch in document if ch.isalnum())[-4:]
    other = next(
        e for e in state.book.active_entries() if e.entry_id != entry.entry_id and e.seat_ref
    )
    # Another table and another seat than his (the draw is random: another player's seat
    # number may be his).
    other_table = next(t.number for t in state.seating.room.open_tables() if t.number != seated[0])
    other_seat = seated[1] % 9 + 1
    prefix, tag = ticket_qr.rsplit("-", 1)
    assert prefix == f"TD1-S-{tid}-{entry.entry_id}-{seated[0]}-{seated[1]}" and len(tag) == 10
    # The ticket's tag kept, one field changed: another's entry, table or seat, or the tag.
    altered = {
        "other_entry": f"TD1-S-{tid}-{other.entry_id}-{seated[0]}-{seated[1]}-{tag}",
        "other_table": f"TD1-S-{tid}-{entry.entry_id}-{other_table}-{seated[1]}-{tag}",
        "other_seat": f"TD1-S-{tid}-{entry.entry_id}-{seated[0]}-{other_seat}-{tag}",
        "other_tag": f"{prefix}-{'A' if tag[0] != 'A' else 'B'}{tag[1:]}",
        "untagged": prefix,  # the text of a ticket printed before the tags
        "untagged_old": f"TD1|S|{tid}|{entry.entry_id}|{seated[0]}|{seated[1]}",
        # the same fields sealed with another record's key
        "other_record": f"{prefix}-"
        + seat_tag(
            create_key(path.parent / "elsewhere", new_record_id()), tid, entry.entry_id, *seated
        ),
        "unknown_entry": f"TD1-S-{tid}-99999-1-1-{tag}",
    }
    # The other player's own ticket finds his seat, not this one's.
    other_qr = seat_ticket(services, tid, other.entry_id).qr_payload

    async def look(client, body, **headers):
        response = await client.post(f"/t/{tid}/seat?lang=en", json=body, headers=headers)
        return response.status, await response.json()

    async def scenario():
        async with web_page(path, Limits(lookup_burst=50)) as (client, _follower):
            answers = {
                "qr": await look(client, {"code": ticket_qr}),
                "scanner_es": await look(client, {"code": ticket_qr.replace("-", "'").lower()}),
                "other_qr": await look(client, {"code": other_qr}),
                "document": await look(client, {"entry": str(entry.entry_id), "digits": tail}),
                "wrong_digits": await look(
                    client,
                    {"entry": str(entry.entry_id), "digits": "0000" if tail != "0000" else "1111"},
                ),
                "garbage": await look(client, {"code": "<script>alert(1)</script>"}),
                "not_object": await look(client, ["x"]),
            }
            for name, code in altered.items():
                answers[name] = await look(client, {"code": code})
            form = await client.post(f"/t/{tid}/seat", data={"code": ticket_qr})
            answers["form"] = (form.status, await form.text())
            # He is moved: the old ticket still finds him, and says where he came from.
            free = _free_seat(services.tournaments.state(tid))
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(
                None, services.seating.move, actor, tid, entry.entry_id, free, "Mesa ruidosa"
            )
            answers["after_move"] = await look(client, {"code": ticket_qr})
            return answers, free

    answers, free = run(scenario())
    status, found = answers["qr"]
    assert status == 200 and (found["table"], found["seat"]) == seated
    assert set(found) == {"ok", "entry", "table", "seat"}  # nothing else about him
    assert answers["document"] == (200, found) and answers["scanner_es"] == (200, found)
    assert answers["other_qr"][0] == 200 and answers["other_qr"][1]["entry"] == other.entry_id
    # Every altered, untagged or foreign code: the same words as a wrong document.
    for name in ("wrong_digits", *altered):
        status, refused = answers[name]
        assert status == 404 and refused == {
            "ok": False,
            "error": "No seat matches those details. Check the code or ask at the desk.",
        }
    for name in ("garbage", "not_object"):
        assert answers[name][0] == 400 and not answers[name][1]["ok"]
    form_status, form_html = answers["form"]
    assert form_status == 200 and f'id="seat_table">{seated[0]}<' in form_html
    status, moved = answers["after_move"]
    assert status == 200 and (moved["table"], moved["seat"]) == (free.table, free.seat)
    assert f"before, table {seated[0]}, seat {seated[1]}" in moved["moved"]


def test_without_the_records_key_the_qr_is_refused_in_words_and_the_document_still_works(
    record, tmp_path
):
    path, services, tid, _actor = record
    state = services.tournaments.state(tid)
    entry = next(e for e in state.book.active_entries() if e.seat_ref is not None)
    ticket_qr = seat_ticket(services, tid, entry.entry_id).qr_payload
    document = state.players[entry.player_id].document
    tail = "".join(ch for ch in document if ch.isalnum())[-4:]
    keyless = Station.defaults(tmp_path / "a-pc-without-the-key")  # its key folder is empty

    async def scenario():
        async with web_page(path, Limits(lookup_burst=10), station=keyless) as (client, _f):
            out = {}
            for name, body in (
                ("qr", {"code": ticket_qr}),
                ("document", {"entry": str(entry.entry_id), "digits": tail}),
            ):
                response = await client.post(f"/t/{tid}/seat?lang=en", json=body)
                out[name] = (response.status, await response.json())
            form = await client.post(f"/t/{tid}/seat?lang=es", data={"code": ticket_qr})
            out["form"] = (form.status, await form.text())
            return out

    out = run(scenario())
    status, refused = out["qr"]
    assert status == 503 and not refused["ok"]
    assert "cannot check the tickets' codes" in refused["error"]
    assert "entry number and the last 4 digits" in refused["error"]
    assert out["document"][0] == 200
    assert (out["document"][1]["table"], out["document"][1]["seat"]) == entry.seat_ref
    form_status, html = out["form"]
    assert form_status == 503 and "no puede comprobar los códigos" in html
    assert 'id="seat_table"' not in html


def _free_seat(state) -> SeatRef:
    for table in state.seating.room.open_tables():
        for seat, player in enumerate(table.seats, start=1):
            if player is None and seat not in table.reserved:
                return SeatRef(table.number, seat)
    raise AssertionError("no free seat")


def test_limits_and_bad_requests_get_a_plain_answer_and_change_nothing(record):
    path, services, tid, _actor = record
    last_seq = services.tournaments.state(tid).last_seq
    services.db.checkpoint()
    services.db.close()  # the console is gone: any write now would be the page's
    before = file_digest(path)
    limits = Limits(burst=30, rate=0.001, lookup_burst=3, lookup_rate=0.001)

    async def scenario():
        async with web_page(path, limits) as (client, _follower):
            out = {}
            unknown = await client.get("/wp-admin/setup.php")
            out["unknown"] = (unknown.status, unknown.headers["Content-Type"], await unknown.text())
            out["no_tournament"] = (await client.get("/t/999")).status
            out["huge_header"] = (
                await client.get(f"/t/{tid}", headers={"X-Big": "a" * 20_000})
            ).status
            out["method"] = (await client.delete(f"/t/{tid}")).status
            out["put"] = (await client.put(f"/t/{tid}/seat", data=b"x")).status
            big = await client.post(
                f"/t/{tid}/seat",
                data=b"code=" + b"A" * 50_000,
                headers={"Content-Type": "application/x-www-form-urlencoded"},
            )
            out["huge_body"] = big.status
            lookups = []
            for _ in range(5):
                answer = await client.post(f"/t/{tid}/seat", json={"code": f"TD1|S|{tid}|1|1|1"})
                lookups.append(answer.status)
            out["lookups"] = lookups
            statuses = []
            for _ in range(40):
                statuses.append((await client.get(f"/t/{tid}/clock.json")).status)
            limited = await client.get(f"/t/{tid}")
            out["limited"] = (
                limited.status,
                limited.headers.get("Retry-After"),
                await limited.text(),
            )
            out["statuses"] = statuses
            return out

    out = run(scenario())
    assert out["unknown"] == (404, "text/plain; charset=utf-8", "No encontrado.\n")
    assert out["no_tournament"] == 404
    assert out["huge_header"] in (400, 431)
    assert out["method"] == 405 and out["put"] == 405
    assert out["huge_body"] == 413
    # The look-up's own bucket (3): the oversized form spent one, two wrong codes, then 429.
    assert out["lookups"] == [404, 404, 429, 429, 429]
    assert 429 in out["statuses"]
    status, retry_after, words = out["limited"]
    assert status == 429 and int(retry_after) >= 1 and words.startswith("Demasiadas")
    # Nothing was written: the file is the same bytes, no WAL was left by the page.
    assert file_digest(path) == before
    reopened = open_services(path, read_only=True)
    try:
        assert reopened.tournaments.state(tid).last_seq == last_seq
    finally:
        reopened.close()


def test_waiting_list_shows_positions_and_results_the_places(record):
    path, services, tid, _actor = record
    state = services.tournaments.state(tid)

    async def scenario():
        async with web_page(path) as (client, _follower):
            waiting = await (await client.get(f"/t/{tid}/waiting?lang=en")).text()
            results = await (await client.get(f"/t/{tid}/results?lang=en")).text()
            return waiting, results

    waiting, results = run(scenario())
    for player in state.players.values():
        assert player.document not in waiting and player.document not in results
    assert "Results and payouts" in results and "Prize pool" in results
    assert "Waiting list" in waiting


def test_the_home_page_lists_the_tournaments_in_play_when_there_are_several(record):
    path, services, tid, actor = record
    other = services.tournaments.create(actor, "Torneo del Sábado")

    async def scenario():
        async with web_page(path) as (client, _follower):
            home = await client.get("/", allow_redirects=False)
            return home.status, await home.text(), (await client.get(f"/t/{other}")).status

    status, html, other_status = run(scenario())
    assert status == 200 and other_status == 200
    assert f'href="/t/{tid}"' in html and f'href="/t/{other}">Torneo del Sábado<' in html
