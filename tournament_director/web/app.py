"""The room's web page: an aiohttp application that reads one record and never writes.

Routes (GET and HEAD, and the look-up's POST, which reads only):

    /                       the tournaments in play (one: straight to its clock)
    /t/<id>                 the clock (live by server-sent events from /t/<id>/events)
    /t/<id>/clock.json      the clock's data now
    /t/<id>/events          the clock as server-sent events, a new one at each change
    /t/<id>/seat            the seat look-up (GET: the form; POST: the answer, HTML or JSON)
    /t/<id>/waiting         the waiting list, by position
    /t/<id>/results         the places so far and the payout table
    /static/<file>          the page's style sheet and scripts

Anything else is a plain 404; another method a plain 405. Every request spends a token of
its address's bucket (429 when it is empty), a look-up one of a much smaller bucket too;
request lines, header fields and bodies are capped (a plain 400 or 413). No command
reaches the record: the follower's services are opened read-only.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import Counter
from importlib import resources

from aiohttp import web

from tournament_director.domain.errors import Refused
from tournament_director.web import pages, room
from tournament_director.web.follower import RecordFollower
from tournament_director.web.limits import Limits, TokenBuckets
from tournament_director.web.texts import LANGUAGE_COOKIE, choose_language, text

log = logging.getLogger(__name__)

FOLLOWER = web.AppKey("follower", RecordFollower)
LIMITS = web.AppKey("limits", Limits)
BUCKETS = web.AppKey("buckets", TokenBuckets)
LOOKUPS = web.AppKey("lookups", TokenBuckets)
STREAMS = web.AppKey("streams", Counter)

#: The page's own files, read once: name -> (content type, bytes).
STATIC_FILES = {
    "room.css": "text/css; charset=utf-8",
    "clock.js": "text/javascript; charset=utf-8",
    "seat.js": "text/javascript; charset=utf-8",
}
KEEP_ALIVE_S = 15.0
RECENTLY_FINISHED = 5  # finished tournaments listed on the home page
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self';"
        " connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


def _language(request: web.Request) -> str:
    chosen = request.query.get("lang") or request.cookies.get(LANGUAGE_COOKIE)
    return choose_language(chosen, request.headers.get("Accept-Language"))


def _plain(status: int, words: str, headers: dict | None = None) -> web.Response:
    return web.Response(status=status, text=words + "\n", headers=headers)


@web.middleware
async def limits_middleware(request: web.Request, handler):
    """Rule "web.rate": each request spends a token of its address's bucket."""
    address = request.remote or "?"
    buckets = request.app[BUCKETS]
    if not buckets.take(address):
        wait = buckets.retry_after(address)
        words = text("error.too_many", _language(request))
        return _plain(429, words, {"Retry-After": str(wait)})
    return await handler(request)


@web.middleware
async def plain_errors_middleware(request: web.Request, handler):
    """Errors in words, as plain text (never a page of the framework's or a trace), and
    the pages' security headers on every answer."""
    language = _language(request)
    try:
        response = await handler(request)
    except web.HTTPNotFound:
        response = _plain(404, text("error.not_found", language))
    except web.HTTPMethodNotAllowed as refused:
        response = _plain(
            405, text("error.method", language), {"Allow": ", ".join(refused.allowed_methods)}
        )
    except web.HTTPRequestEntityTooLarge:
        response = _plain(413, text("error.bad_request", language))
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        response = _plain(exc.status, text("error.bad_request", language))
    except (asyncio.CancelledError, ConnectionResetError):
        raise
    except Exception:
        log.exception("web page error on %s", request.path)
        response = _plain(500, text("error.bad_request", language))
    if not response.prepared:
        response.headers.update(SECURITY_HEADERS)
        chosen = request.query.get("lang")
        if chosen in ("es", "en"):  # the page's switch: kept for the next pages
            response.set_cookie(LANGUAGE_COOKIE, chosen, max_age=365 * 86400, samesite="Strict")
    return response


def _tournament_id(request: web.Request) -> int:
    raw = request.match_info["tid"]
    if len(raw) > 9:
        raise web.HTTPNotFound()
    return int(raw)


async def _feed(request: web.Request):
    feed = await request.app[FOLLOWER].feed(_tournament_id(request))
    if feed is None:
        raise web.HTTPNotFound()
    return feed


def _html(body: str, status: int = 200) -> web.Response:
    return web.Response(
        status=status,
        text=body,
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": "no-store"},
    )


async def index(request: web.Request) -> web.Response:
    """The tournament in play (straight to its clock when there is one), else the list: those
    in play first, then the last few that finished."""
    tournaments = await request.app[FOLLOWER].tournaments()
    playing = [tid for tid, (_name, over) in tournaments.items() if not over]
    if len(playing) == 1:
        lang = request.query.get("lang")
        query = f"?lang={lang}" if lang in ("es", "en") else ""
        raise web.HTTPFound(f"/t/{playing[0]}{query}")
    over = [tid for tid, (_name, finished) in tournaments.items() if finished]
    shown = playing + sorted(over, reverse=True)[:RECENTLY_FINISHED]
    listed = {tid: tournaments[tid][0] for tid in shown}
    return _html(pages.tournaments_page(_language(request), listed))


async def clock_page(request: web.Request) -> web.Response:
    feed = await _feed(request)
    language = _language(request)
    name = feed.payloads[language]["tournament"]
    return _html(pages.clock_page(language, feed.tournament_id, name))


async def clock_json(request: web.Request) -> web.Response:
    feed = await _feed(request)
    return web.json_response(
        feed.payload(_language(request), _age(feed)),
        headers={"Cache-Control": "no-store"},
        dumps=lambda data: json.dumps(data, ensure_ascii=False),
    )


def _age(feed) -> float:
    return max(0.0, time.monotonic() - feed.built)


async def clock_events(request: web.Request) -> web.StreamResponse:
    """The clock as server-sent events: the current version at once, then each new one as
    it is published; a comment every KEEP_ALIVE_S keeps the connection through idle Wi-Fi."""
    feed = await _feed(request)
    language = _language(request)
    address = request.remote or "?"
    streams = request.app[STREAMS]
    if streams[address] >= request.app[LIMITS].streams:
        return _plain(429, text("error.too_many", language), {"Retry-After": "5"})
    streams[address] += 1
    response = web.StreamResponse(
        headers={
            "Content-Type": "text/event-stream; charset=utf-8",
            "Cache-Control": "no-store",
            "X-Accel-Buffering": "no",
            **SECURITY_HEADERS,
        }
    )
    try:
        await response.prepare(request)
        await response.write(b"retry: 2000\n\n")
        sent = 0
        while True:
            waiter = feed.waiter
            if feed.version != sent:
                sent = feed.version
                await response.write(feed.frame(language))
                continue
            try:
                await asyncio.wait_for(asyncio.shield(waiter), KEEP_ALIVE_S)
            except TimeoutError:
                await response.write(b": keep-alive\n\n")
            except asyncio.CancelledError:
                if waiter is not None and waiter.cancelled():
                    break  # the server is stopping
                raise
    except ConnectionResetError:  # the page went away
        pass
    finally:
        streams[address] -= 1
        if streams[address] <= 0:
            del streams[address]
    return response


async def seat_form(request: web.Request) -> web.Response:
    feed = await _feed(request)
    language = _language(request)
    return _html(
        pages.seat_page(language, feed.tournament_id, feed.payloads[language]["tournament"])
    )


async def seat_lookup(request: web.Request) -> web.Response:
    """Rule "web.seat_code" (web/room.py): a player's own seat from his code. Reads only."""
    feed = await _feed(request)
    language = _language(request)
    wants_json = request.content_type == "application/json"
    address = request.remote or "?"
    if not request.app[LOOKUPS].take(address):
        answer = {"ok": False, "error": text("seat.too_many", language)}
        return _answer(request, feed, language, answer, 429, wants_json)
    try:
        if wants_json:
            data = await request.json()
            if not isinstance(data, dict):
                raise ValueError("not an object")
        else:
            data = dict(await request.post())
    except web.HTTPException:
        raise
    except Exception:
        data = None
    fields = {}
    for name in ("code", "entry", "digits"):
        value = data.get(name) if isinstance(data, dict) else None
        fields[name] = value if isinstance(value, str) else None
    code = None
    if data is not None:
        code = room.parse_seat_code(
            fields["code"], fields["entry"], fields["digits"], feed.tournament_id
        )
    if code is None:
        answer = {"ok": False, "error": text("seat.bad_input", language)}
        return _answer(request, feed, language, answer, 400, wants_json)
    tournament_id = code.tournament_id or feed.tournament_id
    if tournament_id != feed.tournament_id:
        answer = room.NO_MATCH.as_json(language)
        return _answer(request, feed, language, answer, 404, wants_json)

    def look_up(services):
        state = services.tournaments.state(tournament_id)
        moves: list = []
        if code.kind != "W":
            from tournament_director.storage.event_store import LogFilter

            voided = services.tournaments.voided(tournament_id)
            seating = services.tournaments.log_page(
                tournament_id,
                LogFilter(types=["PlayerMoved", "TableBroken", "RoomRedrawn"]),
                0,
                100_000,
            )
            moves = room.moves_of(code.entry_id, [e for e in seating if e.seq not in voided])
        return room.seat_answer(state, code, moves, services.db.key)

    try:
        found = await request.app[FOLLOWER].call(look_up)
    except Refused:
        found = room.NO_MATCH
    answer = found.as_json(language)
    status = 200 if found.found else 503 if found is room.NO_KEY else 404
    return _answer(request, feed, language, answer, status, wants_json, fields)


def _answer(request, feed, language, answer, status, wants_json, fields=None) -> web.Response:
    if wants_json:
        return web.json_response(
            answer,
            status=status,
            headers={"Cache-Control": "no-store"},
            dumps=lambda data: json.dumps(data, ensure_ascii=False),
        )
    fields = fields or {}
    name = feed.payloads[language]["tournament"]
    body = pages.seat_page(
        language,
        feed.tournament_id,
        name,
        answer,
        code=(fields.get("code") or "")[: room.CODE_LIMIT],
        entry=(fields.get("entry") or "")[:9],
    )
    return _html(body, status)


async def waiting(request: web.Request) -> web.Response:
    feed = await _feed(request)
    language = _language(request)
    data = await request.app[FOLLOWER].call(
        lambda services: room.waiting_payload(
            services.tournaments.state(feed.tournament_id), language
        )
    )
    return _html(pages.waiting_page(language, feed.tournament_id, data))


async def results(request: web.Request) -> web.Response:
    feed = await _feed(request)
    language = _language(request)
    follower = request.app[FOLLOWER]

    def read(services):
        state = services.tournaments.state(feed.tournament_id)
        rows = services.results.rows(feed.tournament_id)
        return room.results_payload(state, rows, follower.now(), language)

    data = await follower.call(read)
    return _html(pages.results_page(language, feed.tournament_id, data))


def _static_files() -> dict[str, bytes]:
    folder = resources.files("tournament_director.web") / "static"
    return {name: (folder / name).read_bytes() for name in STATIC_FILES}


def make_static(files: dict[str, bytes]):
    async def static(request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in files:
            raise web.HTTPNotFound()
        return web.Response(
            body=files[name],
            headers={"Content-Type": STATIC_FILES[name], "Cache-Control": "max-age=3600"},
        )

    return static


async def no_icon(_request: web.Request) -> web.Response:
    """Browsers ask for an icon with every page: none, without a 404 in their console."""
    return web.Response(status=204, headers={"Cache-Control": "max-age=86400"})


def make_app(follower: RecordFollower, limits: Limits | None = None) -> web.Application:
    """The application on a follower (not started: ``on_startup`` starts its polling)."""
    limits = limits or Limits()
    app = web.Application(
        middlewares=[plain_errors_middleware, limits_middleware],
        client_max_size=limits.max_body,
        handler_args={
            "max_line_size": limits.max_line,
            "max_field_size": limits.max_field,
            "max_headers": 64,
        },
    )
    app[FOLLOWER] = follower
    app[LIMITS] = limits
    app[BUCKETS] = TokenBuckets(limits.burst, limits.rate)
    app[LOOKUPS] = TokenBuckets(limits.lookup_burst, limits.lookup_rate)
    app[STREAMS] = Counter()
    tid = "/t/{tid:[0-9]+}"
    app.router.add_get("/", index)
    app.router.add_get(tid, clock_page)
    app.router.add_get(tid + "/clock.json", clock_json)
    app.router.add_get(tid + "/events", clock_events)
    app.router.add_get(tid + "/seat", seat_form)
    app.router.add_post(tid + "/seat", seat_lookup)
    app.router.add_get(tid + "/waiting", waiting)
    app.router.add_get(tid + "/results", results)
    app.router.add_get("/static/{name}", make_static(_static_files()))
    app.router.add_get("/favicon.ico", no_icon)

    async def start(_app: web.Application) -> None:
        follower.start()

    async def closing(_app: web.Application) -> None:
        follower.end_streams()

    async def stop(_app: web.Application) -> None:
        await follower.stop()

    app.on_startup.append(start)
    app.on_shutdown.append(closing)
    app.on_cleanup.append(stop)
    return app
