"""The multi-flight event's reports read back, A4 PDF and CSV, in both languages: each
flight's qualifiers by chip count (largest first, shares, totals, accreditation), its
ranking (the qualifiers on top with their bagged counts, then the eliminations by place),
its registration register and waiting list, and the event's results across stages (the
final stage's places with their prizes, then the flights' eliminations); nothing in A4's
margins."""

from __future__ import annotations

import csv
import io

import pytest
from stage_samples import EVENT, first_director, make_event, open_record, people, play_down, sell

from tournament_director.printing.money_text import format_money, plain_amount
from tournament_director.services import stage_documents as papers_of

COUNTS_A = {6: 352_000, 4: 21_000, 5: 1}  # José (6), Elena (4), Félix (5)
COUNTS_B = {3: 64_000, 4: 48_500}  # Inés (3), Juan (4)
DPI = 100
MARGIN_MM = 15 - 0.5


@pytest.fixture
def services(tmp_path):
    yield from open_record(tmp_path)


@pytest.fixture
def event(services):
    """Día 1A: six entries (José sold last), three qualifiers; Día 1B: four entries, two
    qualifiers; both closed (the pool is fixed). Returns (director, event id, flights,
    slips of A, slips of B)."""
    director = first_director(services)
    event_id, flights = make_event(services, director)
    who = people(services, director, 0, 10)
    sell(services, director, flights[0], [*who[1:6], who[0]])
    slips_a = play_down(services, director, flights[0], 3, COUNTS_A)
    sell(services, director, flights[1], who[6:10])
    slips_b = play_down(services, director, flights[1], 2, COUNTS_B)
    return director, event_id, flights, slips_a, slips_b


def flat(text: str) -> str:
    return " ".join(text.split())


def rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def accredit(services, director, event_id, flight_id, number) -> int:
    qr = services.stages.slip_codes(flight_id, number)[0]
    slip = services.stages.slip(flight_id, number)
    return services.stages.accredit(director, event_id, qr, slip.document)[-1].payload["entry_id"]


def in_order(text: str, *parts: str) -> bool:
    at = [text.index(p) for p in parts]
    return at == sorted(at)


# --- qualifiers by chip count ---------------------------------------------------------------------


def test_qualifiers_by_chip_count(services, event, pdf):
    director, event_id, flights, slips_a, _ = event
    fid = flights[0]
    level = services.stages.final_start_level(event_id)
    text = flat(pdf.text(papers_of.document(services, "qualifiers", fid, "es")))
    assert "Clasificados por fichas" in text and EVENT in text and "Día 1A" in text
    assert "cerrada el" in text and "por Directora Ana: 3 clasificados" in text
    assert f"empieza en el nivel {level}" in text
    assert in_order(text, "José Ñúñez Peña", "Elena Vidal", "Félix Mora")
    assert in_order(text, "352.000", "21.000")
    assert "94,4" in text and "5,6" in text
    assert f"N.º {slips_a[6]}" in text
    assert text.count("por acreditar") == 3
    assert "Clasificados 3" in text
    assert "Fichas embolsadas 373.001" in text
    assert "Stack promedio 124.334" in text
    # Accredited at the final stage: the report says so, with his entry there.
    final_entry = accredit(services, director, event_id, fid, slips_a[6])
    table = rows(papers_of.document(services, "qualifiers", fid, "es", fmt="csv"))
    assert table[0] == [
        "numero", "entrada", "jugador", "documento", "mesa", "asiento", "fichas",
        "porcentaje_fichas", "comprobante", "reemplaza", "codigo_acreditacion", "acreditacion",
    ]  # fmt: skip
    body = table[1:]
    assert [r[2] for r in body] == ["José Ñúñez Peña", "Elena Vidal", "Félix Mora"]
    assert [r[6] for r in body] == ["352000", "21000", "1"]
    assert [r[7] for r in body] == ["94.4", "5.6", "0.0"]
    assert [r[8] for r in body] == [str(slips_a[e]) for e in (6, 4, 5)]
    assert body[0][3] == "RUT 12.345.678-5"
    assert [r[10] for r in body] == ["accredited", "pending", "pending"]
    assert body[0][11] == f"acreditado (entrada {final_entry})"
    slip = services.stages.slip(fid, slips_a[6])
    assert (body[0][4], body[0][5]) == (str(slip.table), str(slip.seat))
    english = flat(pdf.text(papers_of.document(services, "qualifiers", fid, "en")))
    assert "Qualifiers by chip count" in english and "352,000" in english
    assert f"accredited (entry {final_entry})" in english
    assert "Average stack 124,334" in english


def test_qualifiers_while_bagging(services, pdf):
    """Before the close: the players left, those counted with their slips, the others "not
    counted"; a recount's slip says which one it replaces."""
    director = first_director(services)
    _event_id, flights = make_event(services, director)
    fid = flights[0]
    sell(services, director, fid, people(services, director, 0, 4))
    services.clock.start(director, fid)
    services.stages.set_flight_end(director, fid, None, 3)
    services.registration.eliminate(director, fid, 1)
    first = services.stages.bag(director, fid, 2, 40_000, "player")[-1].payload["slip"]
    again = services.stages.bag(director, fid, 2, 44_000, "player")[-1].payload["slip"]
    table = rows(papers_of.document(services, "qualifiers", fid, "en", fmt="csv"))[1:]
    assert [(r[1], r[6], r[8], r[9], r[10]) for r in table] == [
        ("2", "44000", str(again), str(first), "bagged"),
        ("3", "", "", "", "unbagged"),
        ("4", "", "", "", "unbagged"),
    ]
    text = flat(pdf.text(papers_of.document(services, "qualifiers", fid, "es")))
    assert f"N.º {again}" in text and f"reemplaza N.º {first}" in text
    assert "terminada: 1 de 3 conteos embolsados" in text
    assert "Sin conteo aún 2" in text


# --- the flight's ranking -------------------------------------------------------------------------


def test_flight_ranking_qualifiers_on_top(services, event, pdf):
    _director, _event_id, flights, slips_a, _ = event
    fid = flights[0]
    text = flat(pdf.text(papers_of.document(services, "ranking", fid, "es")))
    assert "Clasificación de la serie" in text
    assert in_order(text, "José Ñúñez Peña", "Elena Vidal", "Félix Mora", "Diego Ruiz",
                    "Carla Soto", "Ana Pérez")  # fmt: skip
    assert text.count("Clasificado ") == 3
    assert "José Ñúñez Peña RUT 12.345.678-5 Clasificado 352.000" in text
    assert "4 Diego Ruiz DNI 30111224 Eliminado" in text
    assert "6 Ana Pérez DNI 30111222 Eliminado" in text
    table = rows(papers_of.document(services, "ranking", fid, "en", fmt="csv"))
    assert table[0] == ["place", "shared_places", "entry", "player", "document", "result_key",
                        "result", "chips", "slip"]  # fmt: skip
    assert [(r[0], r[3], r[5], r[7], r[8]) for r in table[1:]] == [
        ("", "José Ñúñez Peña", "qualified", "352000", str(slips_a[6])),
        ("", "Elena Vidal", "qualified", "21000", str(slips_a[4])),
        ("", "Félix Mora", "qualified", "1", str(slips_a[5])),
        ("4", "Diego Ruiz", "eliminated", "", ""),
        ("5", "Carla Soto", "eliminated", "", ""),
        ("6", "Ana Pérez", "eliminated", "", ""),
    ]


def test_flight_ranking_while_it_plays(services, pdf):
    director = first_director(services)
    _event_id, flights = make_event(services, director)
    fid = flights[0]
    sell(services, director, fid, people(services, director, 0, 5))
    services.clock.start(director, fid)
    services.registration.eliminate(director, fid, 2)
    table = rows(papers_of.document(services, "ranking", fid, "es", fmt="csv"))[1:]
    assert [(r[0], r[2], r[5]) for r in table] == [
        ("", "1", "playing"),
        ("", "3", "playing"),
        ("", "4", "playing"),
        ("", "5", "playing"),
        ("5", "2", "eliminated"),
    ]
    text = flat(pdf.text(papers_of.document(services, "ranking", fid, "es")))
    assert text.count("Sigue en juego") == 4
    assert "en juego: 4 jugadores" in text
    empty = papers_of.document(services, "ranking", flights[1], "es")
    assert "La serie no tiene inscripciones." in flat(pdf.text(empty))


# --- register and waiting list: the desk's, for the flight ----------------------------------------


def test_flight_register_and_waiting_list(services, pdf):
    director = first_director(services)
    _event_id, flights = make_event(services, director)
    fid = flights[1]
    services.registration.set_tables(director, fid, 1)  # six seats: the seventh waits
    who = people(services, director, 0, 8)
    sell(services, director, fid, who[:6])
    for pid in who[6:]:
        services.registration.join_waiting_list(director, fid, pid)
    register = flat(pdf.text(papers_of.document(services, "register", fid, "es")))
    assert "Registro de inscripciones" in register and f"{EVENT} — Día 1B" in register
    assert "José Ñúñez Peña" in register and "Félix Mora" in register
    assert "Gina Lagos" not in register
    table = rows(papers_of.document(services, "register", fid, "es", fmt="csv"))
    assert len(table) == 7 and table[1][2] == "José Ñúñez Peña"
    assert {r[6] for r in table[1:]} == {"100000"}
    waiting = rows(papers_of.document(services, "waiting_list", fid, "en", fmt="csv"))
    assert [(r[0], r[1]) for r in waiting[1:]] == [("1", "Gina Lagos"), ("2", "Hugo Tapia")]
    text = flat(pdf.text(papers_of.document(services, "waiting_list", fid, "es")))
    assert in_order(text, "Lista de espera", "Gina Lagos", "Hugo Tapia")


# --- the event's results across stages ------------------------------------------------------------


def test_event_results_across_stages(services, event, pdf):
    director, event_id, flights, slips_a, slips_b = event
    for fid, slips in ((flights[0], slips_a), (flights[1], slips_b)):
        for number in sorted(slips.values()):
            accredit(services, director, event_id, fid, number)
    services.stages.start_final(director, event_id)
    book = services.registration.book(event_id)
    playing = sorted(e.entry_id for e in book.entries.values() if e.status == "active")
    for entry_id in playing[:2]:
        services.registration.eliminate(director, event_id, entry_id)
    places = services.stages.event_results(event_id)
    table = rows(papers_of.document(services, "event_results", event_id, "es", fmt="csv"))
    assert table[0] == ["puesto", "jugador", "documento", "etapa", "puesto_en_serie", "premio",
                        "moneda"]  # fmt: skip
    body = table[1:]
    assert [r[1] for r in body] == [p.name for p in places]
    assert [r[5] for r in body] == [plain_amount(p.prize, "CLP") for p in places]
    # The final stage: three still playing, then places 4 and 5; the flights' eliminations
    # below them, equal flight places sharing the event's place.
    assert [(r[0], r[3]) for r in body[:5]] == [("", "Etapa final")] * 3 + [
        ("4", "Etapa final"),
        ("5", "Etapa final"),
    ]
    assert [(r[0], r[1], r[3], r[4]) for r in body[5:]] == [
        ("6", "Hugo Tapia", "Día 1B", "3"),
        ("7", "Diego Ruiz", "Día 1A", "4"),
        ("7", "Gina Lagos", "Día 1B", "4"),
        ("9", "Carla Soto", "Día 1A", "5"),
        ("10", "Ana Pérez", "Día 1A", "6"),
    ]
    assert body[5][2] == "DNI 30111228"
    text = flat(pdf.text(papers_of.document(services, "event_results", event_id, "es")))
    assert "Resultados del evento" in text and "Series clasificatorias" in text
    assert "Día 1A 27/11/2026 18:00 6 3 373.001 cerrada" in text
    assert "Día 1B 28/11/2026 18:00 4 2 112.500 cerrada" in text
    assert "Entradas 10" in text
    pool = services.payouts.figures(event_id).pool.total
    assert f"Pozo de premios {format_money(pool, 'CLP', 'es')}" in text
    for p in places:
        if p.prize:
            assert format_money(p.prize, "CLP", "es") in text
    assert in_order(text, "Etapa final", "Hugo Tapia", "Ana Pérez")
    english = flat(pdf.text(papers_of.document(services, "event_results", event_id, "en")))
    assert "Event results" in english and "Final stage" in english and "closed" in english


def test_event_results_before_the_final(services, event, pdf):
    """Before anyone is accredited: the qualifiers still to come are said, their places
    above every flight elimination."""
    _director, event_id, _flights, _a, _b = event
    text = flat(pdf.text(papers_of.document(services, "event_results", event_id, "es")))
    assert "Por acreditar 5 clasificados: sus puestos se deciden en la etapa final" in text
    table = rows(papers_of.document(services, "event_results", event_id, "es", fmt="csv"))
    assert [r[0] for r in table[1:]] == ["6", "7", "7", "9", "10"]


def test_event_results_of_a_new_event(services, pdf):
    director = first_director(services)
    event_id, _flights = make_event(services, director)
    text = flat(pdf.text(papers_of.document(services, "event_results", event_id, "es")))
    assert "Todavía no hay puestos: nadie ha quedado eliminado." in text
    assert "se fija al cerrar la última inscripción" in text
    assert "por jugar" in text
    assert rows(papers_of.document(services, "event_results", event_id, "en", fmt="csv")) == [
        ["place", "player", "document", "stage", "flight_place", "prize", "currency"]
    ]


# --- nothing in A4's margins ----------------------------------------------------------------------


@pytest.mark.parametrize("language", ["es", "en"])
def test_nothing_in_the_margins(services, event, pdf, language):
    _director, event_id, flights, _a, _b = event
    documents = [papers_of.document(services, what, flights[0], language)
                 for what in ("qualifiers", "ranking")]  # fmt: skip
    documents.append(papers_of.document(services, "event_results", event_id, language))
    margin = round(MARGIN_MM * DPI / 25.4)
    for document in documents:
        for width, height, pixels in pdf.gray(document, DPI):
            for y in range(height):
                row = pixels[y * width : (y + 1) * width]
                assert min(row[:margin]) > 200 and min(row[width - margin :]) > 200, y
