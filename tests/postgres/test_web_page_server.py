"""The room's web page on a record kept on a PostgreSQL server: the page's own read-only
services follow what a station writes there (the newest event id polled on the server), and
a player's seat is found from his ticket's QR."""

from __future__ import annotations

import asyncio
import json

from aiohttp.test_utils import TestClient, TestServer

from tournament_director.services import open_services
from tournament_director.services.demo import create_demo
from tournament_director.services.documents import seat_ticket
from tournament_director.web.app import make_app
from tournament_director.web.follower import RecordFollower
from tournament_director.web.server import read_only_services

WAIT_S = 30  # a test's patience (never a measure)


async def _next_event(response) -> dict:
    data = None
    while True:
        line = (await response.content.readline()).decode()
        if line.startswith("data: "):
            data = json.loads(line[6:])
        elif line in ("\n", "") and data is not None:
            return data


def test_the_page_follows_a_record_on_the_server(server_record):
    station = open_services(server_record)
    try:
        demo = create_demo(station, players=12, seed=5)
        tid = demo.tournament_id
        director = next(o for o in demo.operators if o.role == "director")
        actor = station.house.authenticate(director.name, director.pin)
        state = station.tournaments.state(tid)
        entry = next(e for e in state.book.active_entries() if e.seat_ref is not None)
        seated = entry.seat_ref
        qr = seat_ticket(station, tid, entry.entry_id).qr_payload

        async def scenario():
            follower = RecordFollower(read_only_services(server_record), poll_s=0.05)
            async with TestServer(make_app(follower)) as server, TestClient(server) as client:
                stream = await client.get(f"/t/{tid}/events?lang=es")
                first = await _next_event(stream)
                loop = asyncio.get_running_loop()
                await loop.run_in_executor(None, station.clock.next_period, actor, tid)
                second = await _next_event(stream)
                stream.close()
                found = await client.post(f"/t/{tid}/seat", json={"code": qr})
                return first, second, found.status, await found.json()

        first, second, status, found = asyncio.run(asyncio.wait_for(scenario(), WAIT_S))
    finally:
        station.close()
    assert first["title"] == "NIVEL 1" and second["title"] == "NIVEL 2"
    assert second["event_id"] > first["event_id"]
    assert status == 200 and (found["table"], found["seat"]) == seated
