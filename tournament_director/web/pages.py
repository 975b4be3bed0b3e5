"""The room's web pages as HTML, in one language each: a phone first (one column, large
digits, buttons a thumb can hit), a television second (the clock page fills a 16:9 screen
read from across the room: see static/room.css). Every text from ``texts`` and every value
escaped; the live parts are filled by static/clock.js from the server-sent events.
No script inline (the pages' Content-Security-Policy allows the page's own files only)."""

from __future__ import annotations

from html import escape

from tournament_director.web.texts import text

STATIC_VERSION = "1"


def _nav(language: str, tournament_id: int | None, active: str) -> str:
    links = []
    if tournament_id is not None:
        base = f"/t/{tournament_id}"
        for name, href in (
            ("clock", base),
            ("seat", f"{base}/seat"),
            ("waiting", f"{base}/waiting"),
            ("results", f"{base}/results"),
        ):
            current = ' aria-current="page"' if name == active else ""
            links.append(f'<a href="{href}"{current}>{escape(text("nav." + name, language))}</a>')
    return '<nav class="nav">' + "".join(links) + "</nav>" if links else ""


def _language_switch(language: str) -> str:
    other = "en" if language == "es" else "es"
    return (
        f'<a class="lang" href="?lang={other}" hreflang="{other}" lang="{other}">'
        f"{escape(text('nav.other_language', language))}</a>"
    )


def page(
    language: str,
    title: str,
    body: str,
    *,
    tournament_id: int | None = None,
    active: str = "",
    script: str | None = None,
    refresh_s: int | None = None,
    body_class: str = "",
) -> str:
    """A whole page: head, the tournament's name, the navigation, the body."""
    refresh = f'<meta http-equiv="refresh" content="{refresh_s}">' if refresh_s else ""
    scripts = f'<script src="/static/{script}?v={STATIC_VERSION}" defer></script>' if script else ""
    data = f' data-tournament="{tournament_id}"' if tournament_id is not None else ""
    return (
        "<!DOCTYPE html>"
        f'<html lang="{language}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="color-scheme" content="dark">'
        f"{refresh}<title>{escape(title)}</title>"
        f'<link rel="stylesheet" href="/static/room.css?v={STATIC_VERSION}">{scripts}</head>'
        f'<body class="{body_class}"{data} data-lang="{language}">'
        f'<header class="top"><h1 id="name">{escape(title)}</h1>'
        f'<span id="room_time" class="room-time" aria-label="'
        f'{escape(text("clock.room_time", language))}"></span>{_language_switch(language)}'
        f"{_nav(language, tournament_id, active)}</header>"
        f"<main>{body}</main>"
        f'<footer class="foot">{escape(text("page.read_only", language))}</footer>'
        "</body></html>"
    )


def tournaments_page(language: str, tournaments: dict[int, str]) -> str:
    if not tournaments:
        body = f'<p class="note">{escape(text("page.no_tournaments", language))}</p>'
    else:
        items = "".join(
            f'<li><a class="button" href="/t/{tid}">{escape(name)}</a></li>'
            for tid, name in tournaments.items()
        )
        body = f'<ul class="choices">{items}</ul>'
    return page(language, text("page.tournaments", language), body)


def _figure(role: str, caption: str, hidden: bool = False) -> str:
    flag = " hidden" if hidden else ""
    return (
        f'<div class="figure" id="{role}_box"{flag}><span class="caption">{escape(caption)}</span>'
        f'<span class="value" id="{role}"></span></div>'
    )


def clock_page(language: str, tournament_id: int, name: str) -> str:
    """The clock: filled and kept live by clock.js (nothing but captions here)."""
    t = lambda key: escape(text(key, language))  # noqa: E731
    body = (
        '<div class="offline" id="offline" hidden>' + t("page.offline") + "</div>"
        '<section class="main-clock">'
        '<div class="title" id="title"></div>'
        '<div class="time" id="time">--:--</div>'
        '<div class="flags" id="flags"></div>'
        '<div class="blinds" id="blinds"></div>'
        '<div class="ante" id="ante"></div>'
        "</section>"
        '<div class="notice" id="notice" hidden></div>'
        '<section class="next">'
        '<div class="figure" id="next_level_box" hidden>'
        '<span class="caption" id="next_level_caption"></span>'
        '<span class="value" id="next_level"></span><span class="sub" id="next_ante"></span></div>'
        + _figure("next_break", text("clock.next_break", language), hidden=True)
        + _figure("prize_pool", text("clock.prize_pool", language), hidden=True)
        + "</section>"
        '<section class="figures">'
        + _figure("players", text("clock.players", language))
        + _figure("average", text("clock.average", language))
        + _figure("late_registration", text("clock.late_registration", language), hidden=True)
        + _figure("chips", text("clock.chips", language))
        + _figure("re_entries", text("clock.re_entries", language), hidden=True)
        + _figure("places_paid", text("clock.places_paid", language), hidden=True)
        + "</section>"
        '<section class="payouts" id="payouts_box" hidden><h2>'
        + t("clock.payouts")
        + '</h2><ol class="runs" id="payouts"></ol></section>'
        '<section class="announcements" id="announcements_box" hidden><h2>'
        + t("clock.announcements")
        + '</h2><ul id="announcements"></ul></section>'
    )
    return page(
        language,
        name,
        body,
        tournament_id=tournament_id,
        active="clock",
        script="clock.js",
        body_class="clock-page",
    )


def seat_page(
    language: str,
    tournament_id: int,
    name: str,
    answer: dict | None = None,
    code: str = "",
    entry: str = "",
) -> str:
    """The look-up form (a plain form: it works without scripts), and the answer above it
    once asked: his table and seat, large, and his move when he was moved."""
    t = lambda key: escape(text(key, language))  # noqa: E731
    result = ""
    if answer is not None:
        if answer.get("ok") and "table" in answer:
            moved = (
                f'<p class="moved" id="seat_moved">{escape(answer["moved"])}</p>'
                if answer.get("moved")
                else ""
            )
            result = (
                '<section class="answer found" id="seat_answer">'
                f'<div class="pair"><span class="caption">{t("seat.table")}</span>'
                f'<span class="big" id="seat_table">{answer["table"]}</span></div>'
                f'<div class="pair"><span class="caption">{t("seat.seat")}</span>'
                f'<span class="big" id="seat_seat">{answer["seat"]}</span></div>'
                f"{moved}</section>"
            )
        elif answer.get("ok"):
            result = (
                '<section class="answer found" id="seat_answer">'
                f'<p class="message">{escape(answer["message"])}</p></section>'
            )
        else:
            result = (
                '<section class="answer refused" id="seat_answer" role="alert">'
                f'<p class="message">{escape(answer["error"])}</p></section>'
            )
    body = (
        f"<h2>{t('seat.title')}</h2>{result}"
        f'<form class="lookup" method="post" action="/t/{tournament_id}/seat" autocomplete="off">'
        f'<label for="code">{t("seat.by_code")}</label>'
        f'<input id="code" name="code" maxlength="120" value="{escape(code)}"'
        ' autocapitalize="characters" spellcheck="false">'
        f'<button type="button" class="button secondary" id="scan" hidden>{t("seat.scan")}</button>'
        '<input type="file" id="scan_file" accept="image/*" capture="environment" hidden>'
        f'<p class="or">{t("seat.or")}</p>'
        '<div class="row">'
        f'<label>{t("seat.entry")}<input id="entry" name="entry" inputmode="numeric"'
        f' maxlength="9" value="{escape(entry)}"></label>'
        f'<label>{t("seat.digits")}<input id="digits" name="digits" maxlength="8"'
        ' autocapitalize="characters" type="password"></label>'
        "</div>"
        f'<button type="submit" class="button" id="find">{t("seat.find")}</button>'
        "</form>"
    )
    return page(
        language,
        name,
        body,
        tournament_id=tournament_id,
        active="seat",
        script="seat.js",
    )


def waiting_page(language: str, tournament_id: int, waiting: dict) -> str:
    t = lambda key: escape(text(key, language))  # noqa: E731
    rows = waiting["waiting"]
    if not rows:
        content = f'<p class="note" id="waiting_empty">{t("waiting.empty")}</p>'
    else:
        count = escape(text("waiting.count", language, count=len(rows)))
        lines = "".join(
            f"<tr><td>{row['position']}</td><td>{escape(row['since'])}</td></tr>" for row in rows
        )
        content = (
            f'<p class="note">{count}</p><table class="list" id="waiting">'
            f"<thead><tr><th>{t('waiting.position')}</th><th>{t('waiting.since')}</th></tr>"
            f"</thead><tbody>{lines}</tbody></table>"
        )
    body = f"<h2>{t('waiting.title')}</h2>{content}"
    return page(
        language,
        waiting["tournament"],
        body,
        tournament_id=tournament_id,
        active="waiting",
        refresh_s=20,
    )


def results_page(language: str, tournament_id: int, results: dict) -> str:
    t = lambda key: escape(text(key, language))  # noqa: E731
    parts = [f"<h2>{t('results.title')}</h2>"]
    if results["remaining"]:
        parts.append(
            '<p class="note">'
            + escape(text("results.remaining", language, count=results["remaining"]))
            + "</p>"
        )
    if results["places"]:
        lines = "".join(
            f"<tr><td>{escape(r['place'])}</td><td>{escape(r['player'])}</td>"
            f"<td class='num'>{escape(r['prize'])}</td></tr>"
            for r in results["places"]
        )
        parts.append(
            '<table class="list" id="results"><thead><tr>'
            f"<th>{t('results.place')}</th><th>{t('results.player')}</th>"
            f"<th class='num'>{t('results.prize')}</th></tr></thead><tbody>{lines}</tbody></table>"
        )
    else:
        parts.append(f'<p class="note">{t("results.none_out")}</p>')
    parts.append(f"<h2>{t('results.payouts')}</h2>")
    if results["prize_pool"] is not None:
        parts.append(
            f'<p class="pool"><span class="caption">{t("clock.prize_pool")}</span> '
            f'<span class="value" id="results_pool">{escape(results["prize_pool"])}</span></p>'
        )
    if results["payouts"]:
        lines = "".join(
            f"<tr><td>{escape(places)}</td><td class='num'>{escape(money)}</td></tr>"
            for places, money in results["payouts"]
        )
        parts.append(f'<table class="list" id="payout_table"><tbody>{lines}</tbody></table>')
    else:
        parts.append(f'<p class="note">{t("results.no_payouts")}</p>')
    return page(
        language,
        results["tournament"],
        "".join(parts),
        tournament_id=tournament_id,
        active="results",
        refresh_s=30,
    )
