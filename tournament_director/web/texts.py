"""The room's web page in Spanish and English: every word it shows, and the language a
visitor gets (his choice on the page, kept in a cookie, else his browser's Accept-Language,
else Spanish, the room's language).

The page serves both languages at once, so its words do not go through ``i18n.t`` (one
language per process): ``text(key, language, ...)`` takes the language of each request.
"""

from __future__ import annotations

from tournament_director.i18n import DEFAULT_LANGUAGE, LANGUAGES, in_language

# key -> (Spanish, English); str.format placeholders.
WEB_CATALOG: dict[str, tuple[str, str]] = {
    "nav.clock": ("Reloj", "Clock"),
    "nav.seat": ("Mi asiento", "My seat"),
    "nav.waiting": ("Lista de espera", "Waiting list"),
    "nav.results": ("Resultados", "Results"),
    "nav.other_language": ("English", "Español"),
    "page.tournaments": ("Torneos", "Tournaments"),
    "page.no_tournaments": ("No hay torneos en juego.", "No tournament is being played."),
    "page.read_only": (
        "Solo lectura: esta página muestra el torneo, no recibe órdenes.",
        "Read only: this page shows the tournament and takes no orders.",
    ),
    "page.offline": ("Sin conexión con la sala; reintentando…", "No link to the room; retrying…"),
    "clock.level": ("NIVEL {number}", "LEVEL {number}"),
    "clock.break": ("DESCANSO", "BREAK"),
    "clock.over": ("Torneo terminado", "Tournament over"),
    "clock.no_structure": ("Sin estructura todavía", "No structure yet"),
    "clock.paused": ("PAUSADO", "PAUSED"),
    "clock.hand_for_hand": ("MANO A MANO", "HAND-FOR-HAND"),
    "clock.starting_soon": ("Comienza pronto", "Starting soon"),
    "clock.starts_at": ("Comienza a las {time}", "Starts at {time}"),
    "clock.next_after_break": ("Luego: nivel {number}", "Next: level {number}"),
    "clock.thanks": ("Gracias por jugar", "Thank you for playing"),
    "clock.winner": ("Ganador", "Winner"),
    "clock.blinds": ("Ciegas", "Blinds"),
    "clock.ante": ("Ante {amount}", "Ante {amount}"),
    "clock.bb_ante": ("Ante ciega grande {amount}", "BB ante {amount}"),
    "clock.next_level": ("Próximo nivel ({number})", "Next level ({number})"),
    "clock.next_break": ("Próximo descanso en", "Next break in"),
    "clock.colour_up_next": (
        "En el próximo descanso salen las fichas de {chips}",
        "At the next break the {chips} chips come off",
    ),
    "clock.colour_up_now": (
        "En este descanso salen las fichas de {chips}",
        "At this break the {chips} chips come off",
    ),
    "clock.players": ("Jugadores", "Players"),
    "clock.average": ("Promedio de fichas", "Average stack"),
    "clock.chips": ("Fichas en juego", "Chips in play"),
    "clock.late_registration": ("Inscripción tardía", "Late registration"),
    "clock.re_entries": ("Reingresos", "Re-entries"),
    "clock.prize_pool": ("Pozo de premios", "Prize pool"),
    "clock.places_paid": ("Lugares pagados", "Places paid"),
    "clock.payouts": ("Premios", "Payouts"),
    "clock.each": ("{amount} c/u", "{amount} each"),
    "clock.deal": ("Acuerdo: {name}", "Deal: {name}"),
    "clock.still_in_play": ("{amount} en juego", "{amount} still in play"),
    "clock.announcements": ("Avisos", "Announcements"),
    "clock.moved": (
        "{name}: a la mesa {table}, asiento {seat}",
        "{name}: to table {table}, seat {seat}",
    ),
    "clock.room_time": ("Hora de la sala", "Room time"),
    "seat.title": ("¿Dónde me siento?", "Where do I sit?"),
    "seat.by_code": (
        "Escriba o pegue el texto del código QR de su ticket de asiento",
        "Type or paste the text of the QR code on your seat ticket",
    ),
    "seat.or": ("o bien", "or"),
    "seat.entry": ("N.º de entrada", "Entry number"),
    "seat.digits": (
        "Últimos 4 dígitos de su documento",
        "Last 4 digits of your document",
    ),
    "seat.find": ("Buscar mi asiento", "Find my seat"),
    "seat.scan": ("Leer el QR con la cámara", "Read the QR with the camera"),
    "seat.table": ("Mesa", "Table"),
    "seat.seat": ("Asiento", "Seat"),
    "seat.moved": (
        "Lo movieron a las {time}: antes mesa {table}, asiento {seat}",
        "You were moved at {time}: before, table {table}, seat {seat}",
    ),
    "seat.waiting": (
        "Está en la lista de espera: puesto {position}",
        "You are on the waiting list: position {position}",
    ),
    "seat.out": (
        "La entrada {entry} ya no está en juego.",
        "Entry {entry} is no longer in play.",
    ),
    "seat.not_seated": (
        "La entrada {entry} todavía no tiene asiento; pregunte en el mesón.",
        "Entry {entry} has no seat yet; ask at the desk.",
    ),
    "seat.no_match": (
        "Ningún asiento corresponde a esos datos. Revise el código o pregunte en el mesón.",
        "No seat matches those details. Check the code or ask at the desk.",
    ),
    "seat.no_key": (
        "Esta página no puede comprobar los códigos de los tickets (falta la llave del "
        "registro en este PC): busque con su número de entrada y los últimos 4 dígitos de su "
        "documento, o pregunte en el mesón.",
        "This page cannot check the tickets' codes (the record's key is missing on this PC): "
        "look up with your entry number and the last 4 digits of your document, or ask at "
        "the desk.",
    ),
    "seat.not_waiting": (
        "Ese ticket ya no está en la lista de espera; pregunte en el mesón.",
        "That ticket is no longer on the waiting list; ask at the desk.",
    ),
    "seat.bad_input": (
        "Escriba el texto del QR, o el número de entrada y los últimos 4 dígitos del documento.",
        "Type the QR's text, or the entry number and the last 4 digits of the document.",
    ),
    "seat.too_many": (
        "Demasiados intentos desde este equipo; espere un minuto.",
        "Too many tries from this device; wait a minute.",
    ),
    "waiting.title": ("Lista de espera", "Waiting list"),
    "waiting.empty": ("Nadie espera un asiento.", "Nobody is waiting for a seat."),
    "waiting.position": ("Puesto", "Position"),
    "waiting.since": ("En lista desde", "Listed since"),
    "waiting.count": (
        "{count} {count:persona espera|personas esperan} un asiento.",
        "{count} {count:person is|people are} waiting for a seat.",
    ),
    "waiting.closed": ("La lista de espera está cerrada.", "The waiting list is closed."),
    "results.title": ("Resultados y premios", "Results and payouts"),
    "results.place": ("Lugar", "Place"),
    "results.player": ("Jugador", "Player"),
    "results.prize": ("Premio", "Prize"),
    "results.remaining": (
        "{count} {count:jugador sigue|jugadores siguen} en juego.",
        "{count} {count:player is|players are} still in play.",
    ),
    "results.none_out": ("Nadie ha quedado fuera todavía.", "Nobody is out yet."),
    "results.payouts": ("Tabla de premios", "Payout table"),
    "results.no_payouts": (
        "Los premios se fijan con la inscripción.",
        "Payouts are set as entries come in.",
    ),
    "error.not_found": ("No encontrado.", "Not found."),
    "error.too_many": (
        "Demasiadas solicitudes; espere un momento.",
        "Too many requests; wait a moment.",
    ),
    "error.method": ("Esta página solo se lee.", "This page is read only."),
    "error.bad_request": ("Solicitud no válida.", "Bad request."),
    "error.tournament": ("No existe ese torneo.", "There is no such tournament."),
}

LANGUAGE_COOKIE = "lang"


def text(key: str, language: str, **params: object) -> str:
    """The page's words for key in language, with its parameters; counted words agree with
    their number as in ``i18n`` (``{count:one|many}``)."""
    return in_language(WEB_CATALOG[key], language, **params)


def choose_language(chosen: str | None, accept_language: str | None) -> str:
    """The language of one request: the visitor's choice on the page (``chosen``: the
    switch's cookie or ``?lang=``) when it is one we speak, else the first of the browser's
    Accept-Language we speak (by its q-value), else Spanish."""
    if chosen in LANGUAGES:
        return chosen
    best, best_q = DEFAULT_LANGUAGE, -1.0
    for position, part in enumerate((accept_language or "")[:512].split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        primary = tag.strip().lower().split("-")[0]
        if primary not in LANGUAGES:
            continue
        q = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                q = float(params[2:])
            except ValueError:
                continue
        # Equal q: the earlier one wins (a small penalty for position keeps the order).
        score = q - position * 1e-6
        if q > 0 and score > best_q:
            best, best_q = primary, score
    return best
