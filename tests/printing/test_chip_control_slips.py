"""The chip-control slip read back (house "Etapa Final"): on the 80 mm roll and on A4, both
copies (the player's and the house's) with the event, the flight, the player and his
document, the table and seat at the end, the count in figures and in words, the level the
final stage starts at, the date, who bagged and who confirmed, the printed code, and a QR
that decodes to the slip's code and passes the check at accreditation; the bag's envelope
label; the number words; long names and huge counts kept inside the paper; the service's
refusals and the papers folder."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from printing_samples import CJK_NAME, LONG_NAME, MM, UNBROKEN_NAME
from stage_samples import EVENT, first_director, make_event, open_record, people, play_down, sell

from tournament_director.domain import stages as domain
from tournament_director.domain.errors import Refused
from tournament_director.printing.chip_control_slips import (
    LABEL_SIZE,
    PLAYER,
    ChipSlip,
    chips_in_words,
    render_labels,
    render_slips,
)
from tournament_director.printing.documents import Paper
from tournament_director.printing.money_text import count_in_words, number_in_words
from tournament_director.services import stage_documents as papers_of

JOSE = 6  # José Ñúñez Peña's entry in flight Día 1A (sold last: the others go out first)
COUNTS = {6: 352_000, 4: 21_000, 5: 1}


@pytest.fixture
def services(tmp_path):
    yield from open_record(tmp_path)


@pytest.fixture
def event(services):
    """Flight Día 1A played down to three qualifiers (entries 4, 5 and José's 6) and closed;
    Día 1B not started. Returns (director, event id, flight ids, slips by entry)."""
    director = first_director(services)
    event_id, flights = make_event(services, director)
    who = people(services, director, 0, 6)
    sell(services, director, flights[0], [*who[1:], who[0]])
    slips = play_down(services, director, flights[0], 3, COUNTS)
    return director, event_id, flights, slips


def words(text: str) -> str:
    return " ".join(text.split())


# --- numbers in words --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("chips", "spanish", "english"),
    [
        (1, "una ficha", "one chip"),
        (2, "dos fichas", "two chips"),
        (21, "veintiuna fichas", "twenty-one chips"),
        (31, "treinta y una fichas", "thirty-one chips"),
        (100, "cien fichas", "one hundred chips"),
        (101, "ciento una fichas", "one hundred one chips"),
        (200, "doscientas fichas", "two hundred chips"),
        (500, "quinientas fichas", "five hundred chips"),
        (1_000, "mil fichas", "one thousand chips"),
        (1_001, "mil una fichas", "one thousand one chips"),
        (15_500, "quince mil quinientas fichas", "fifteen thousand five hundred chips"),
        (21_000, "veintiún mil fichas", "twenty-one thousand chips"),
        (31_000, "treinta y un mil fichas", "thirty-one thousand chips"),
        (100_000, "cien mil fichas", "one hundred thousand chips"),
        (221_000, "doscientas veintiún mil fichas", "two hundred twenty-one thousand chips"),
        (
            352_000,
            "trescientas cincuenta y dos mil fichas",
            "three hundred fifty-two thousand chips",
        ),
        (
            999_999,
            "novecientas noventa y nueve mil novecientas noventa y nueve fichas",
            "nine hundred ninety-nine thousand nine hundred ninety-nine chips",
        ),
        (1_000_000, "un millón de fichas", "one million chips"),
        (1_000_001, "un millón una fichas", "one million one chips"),
        (
            1_250_000,
            "un millón doscientas cincuenta mil fichas",
            "one million two hundred fifty thousand chips",
        ),
        (2_000_000, "dos millones de fichas", "two million chips"),
        (21_000_000, "veintiún millones de fichas", "twenty-one million chips"),
        (201_000_000, "doscientos un millones de fichas", "two hundred one million chips"),
        (1_000_000_000, "mil millones de fichas", "one billion chips"),
    ],
)
def test_chips_in_words(chips, spanish, english):
    """Fichas is feminine: the units and hundreds agree ("una", "veintiuna", "doscientas");
    before "mil" the one keeps its apocope ("veintiún mil fichas"); "millón" is masculine
    ("doscientos un millones de fichas") and a round million takes "de"."""
    assert chips_in_words(chips, "es") == spanish
    assert chips_in_words(chips, "en") == english


@pytest.mark.parametrize(
    ("n", "masculine", "feminine"),
    [(1, "un", "una"), (21, "veintiún", "veintiuna"), (300, "trescientos", "trescientas"),
     (21_300, "veintiún mil trescientos", "veintiún mil trescientas"), (0, "cero", "cero")],
)  # fmt: skip
def test_number_in_words_masculine_and_feminine(n, masculine, feminine):
    assert number_in_words(n, "es") == masculine
    assert number_in_words(n, "es", feminine=True) == feminine


def test_count_in_words_refuses_what_is_not_a_count():
    for bad in (-1, 1.5, True, "3"):
        with pytest.raises(ValueError):
            count_in_words(bad, "ficha", "fichas", "es", feminine=True)
    with pytest.raises(ValueError):
        number_in_words(3, "fr")


# --- the slip on the roll and on A4 ---------------------------------------------------------------


def test_roll_slip_reads_back_and_its_qr_passes_the_check(services, event, pdf):
    _director, event_id, flights, slips = event
    number = slips[JOSE]
    slip = services.stages.slip(flights[0], number)
    qr_text, code = services.stages.slip_codes(flights[0], number)
    data = papers_of.document(services, "slips", flights[0], "es", entry_id=JOSE)
    assert pdf.page_count(data) == 1  # both copies on one page of the roll
    page = pdf.pages(data)[0]
    assert page.width == pytest.approx(80 * MM, abs=0.5)
    text = words(pdf.text(data))
    for expected in (
        "COPIA DEL JUGADOR",
        "COPIA DE LA CASA",
        "COMPROBANTE DE CONTROL DE FICHAS",
        f"N.º {number}",
        EVENT,
        "Serie Día 1A · 27/11/2026 18:00",
        "José Ñúñez Peña",
        "RUT 12.345.678-5",
        f"Mesa {slip.table} · Asiento {slip.seat}",
        "352.000",
        "Son: trescientas cincuenta y dos mil fichas.",
        f"La etapa final empieza en el nivel {slip.final_level}",
        "Embolsó Directora Ana",
        "Confirmó el conteo el jugador",
        code,
    ):
        assert text.count(expected) == (1 if "COPIA" in expected else 2), expected
    assert "cortar aquí" in text
    # The player's copy comes first, the cut line between the two.
    assert text.index("COPIA DEL JUGADOR") < text.index("cortar aquí")
    assert text.index("cortar aquí") < text.index("COPIA DE LA CASA")
    decoded = pdf.qr_codes(data)
    assert decoded == [qr_text, qr_text]
    checked = services.stages.check(event_id, decoded[0])
    assert (checked.slip.slip, checked.slip.chips, checked.slip.name) == (
        number,
        352_000,
        "José Ñúñez Peña",
    )
    assert services.stages.check(event_id, code).slip.slip == number  # typed by hand


def test_slip_in_english_on_a4_two_copies_one_page(services, event, pdf):
    _director, event_id, flights, slips = event
    number = slips[JOSE]
    qr_text, code = services.stages.slip_codes(flights[0], number)
    data = papers_of.document(services, "slips", flights[0], "en", entry_id=JOSE, paper="a4")
    assert pdf.page_count(data) == 1
    page = pdf.pages(data)[0]
    assert (page.width, page.height) == pytest.approx((595.28, 841.89), abs=0.5)
    text = words(pdf.text(data))
    for expected in ("352,000", "In words: three hundred fifty-two thousand chips.",
                     "Count confirmed by the player", "Bagged by Directora Ana", code,
                     "Flight Día 1A"):  # fmt: skip
        assert text.count(expected) == 2, expected
    assert "✂ cut here" in text
    # The player's copy on the top half, the house's on the bottom half.
    top = {w.text for w in page.words if w.y_max < page.height / 2}
    bottom = {w.text for w in page.words if w.y_min > page.height / 2}
    assert "PLAYER'S" in top and "HOUSE" not in top
    assert "HOUSE" in bottom and "PLAYER'S" not in bottom
    decoded = pdf.qr_codes(data)
    assert decoded == [qr_text, qr_text]
    assert services.stages.check(event_id, decoded[1]).slip.slip == number


def test_every_qualifiers_slip_in_one_job(services, event, pdf):
    _director, event_id, flights, slips = event
    data = papers_of.document(services, "slips", flights[0], "es")
    assert pdf.page_count(data) == 3
    for page, entry in enumerate(sorted(slips, key=slips.get), start=1):
        text = words(pdf.text(data, page))
        assert f"N.º {slips[entry]}" in text
    assert "Son: una ficha." in words(pdf.text(data, slips[5]))
    decoded = pdf.qr_codes(data)
    assert len(decoded) == 6
    assert {services.stages.check(event_id, c).slip.slip for c in decoded} == set(slips.values())


def test_second_operator_and_a_recount(services, pdf):
    """A count confirmed by a second operator names him; a second count replaces the first
    slip: the new slip says so, the old one is neither printed nor accepted."""
    director = first_director(services)
    services.house.create_operator(director, "Floor Luis", "floor", "5678")
    event_id, flights = make_event(services, director)
    fid = flights[0]
    sell(services, director, fid, people(services, director, 0, 3))
    services.clock.start(director, fid)
    services.stages.set_flight_end(director, fid, None, 2)
    services.registration.eliminate(director, fid, 1)
    first = services.stages.bag(director, fid, 2, 45_000, "Floor Luis")[-1].payload["slip"]
    services.stages.bag(director, fid, 3, 60_000, domain.PLAYER_CONFIRMED)
    again = services.stages.bag(director, fid, 2, 54_000, "Floor Luis")[-1].payload["slip"]
    services.stages.close_flight(director, fid)
    data = papers_of.document(services, "slips", fid, "es", entry_id=2)
    text = words(pdf.text(data))
    assert "Confirmó el conteo Floor Luis" in text
    assert "54.000" in text and "45.000" not in text
    assert f"reemplaza al comprobante N.º {first}, que queda anulado" in text
    assert pdf.qr_codes(data)[0] == services.stages.slip_codes(fid, again)[0]
    every = papers_of.document(services, "slips", fid, "es")
    assert pdf.page_count(every) == 2  # the replaced slip is void: not printed
    old = services.stages.slip_codes(fid, first)[0]
    with pytest.raises(domain.SlipRefused) as refused:
        services.stages.check(event_id, old)
    assert refused.value.reason == "replaced"


# --- the envelope label ------------------------------------------------------------------------


def test_envelope_label(services, event, pdf):
    _director, event_id, flights, slips = event
    number = slips[JOSE]
    slip = services.stages.slip(flights[0], number)
    qr_text, code = services.stages.slip_codes(flights[0], number)
    data = papers_of.document(services, "labels", flights[0], "es", entry_id=JOSE)
    page = pdf.pages(data)[0]
    assert (page.width, page.height) == pytest.approx(LABEL_SIZE, abs=0.5)
    assert (page.width, page.height) == pytest.approx((100 * MM, 70 * MM), abs=0.5)
    text = words(pdf.text(data))
    for expected in ("BOLSA DE FICHAS", EVENT, "Serie Día 1A", "José Ñúñez Peña",
                     "RUT 12.345.678-5", f"Mesa {slip.table} · Asiento {slip.seat}",
                     "352.000", "Comprobante", f"N.º {number}", code):  # fmt: skip
        assert expected in text, expected
    decoded = pdf.qr_codes(data, dpi=200)
    assert decoded == [qr_text]
    assert services.stages.check(event_id, decoded[0]).slip.slip == number
    every = papers_of.document(services, "labels", flights[0], "en")
    assert pdf.page_count(every) == 3
    assert "CHIP BAG" in pdf.text(every, 1)


# --- nothing outside the paper -------------------------------------------------------------------


def sample(**changes) -> ChipSlip:
    base = ChipSlip(
        house="Casino Enjoy Viña del Mar",
        event="Gran Evento Aniversario Deep Stack",
        flight="Día 1A",
        flight_starts=datetime(2026, 11, 27, 18, 0),
        number=12,
        player_name="José Ñúñez Peña",
        player_document="RUT 12.345.678-5",
        entry_id=7,
        table=4,
        seat=7,
        chips=352_000,
        final_level=9,
        issued_at=datetime(2026, 11, 28, 2, 41),
        operator="Directora Ana",
        confirmed_by=PLAYER,
        qr_text="TDS1-FC717226-2-3-12-7-352000-CAWUNRU53N4SFQGM",
        code="3-12-CAWUN-RU53N",
    )
    return replace(base, **changes)


EXTREMES = [
    sample(player_name=LONG_NAME, event=LONG_NAME, chips=1_234_567_890),
    sample(player_name=UNBROKEN_NAME, chips=999_999_999_999, replaces=11, reprint=True),
    sample(player_name=CJK_NAME, confirmed_by="Supervisora de Sala María José Larraín"),
    sample(table=None, seat=None, player_document="", flight_starts=None, chips=1),
]


@pytest.mark.parametrize("language", ["es", "en"])
def test_nothing_outside_the_paper(pdf, language):
    """Long names, unbroken names, CJK and a twelve-digit count stay inside the roll's
    72 mm, A4's margins and the label; the count and the QR are still there."""
    cases = [
        (render_slips(EXTREMES, language), 4 * MM, 5 * MM),
        (render_slips(EXTREMES, language, paper=Paper.A4), 11.5 * MM, 9 * MM),
        (render_labels(EXTREMES, language), 3.5 * MM, 3.5 * MM),
    ]
    for data, side, top in cases:
        pages = pdf.pages(data)
        assert len(pages) == len(EXTREMES)
        for page in pages:
            for w in page.words:
                assert side - 1 <= w.x_min and w.x_max <= page.width - side + 1, w
                assert top - 4 <= w.y_min and w.y_max <= page.height - 1, w
    roll = words(pdf.text(cases[0][0]))
    figures = "999.999.999.999" if language == "es" else "999,999,999,999"
    assert figures in roll
    assert len(pdf.qr_codes(cases[0][0])) == 2 * len(EXTREMES)
    assert len(pdf.qr_codes(cases[2][0], dpi=200)) == len(EXTREMES)


def test_a_slip_needs_a_count_and_its_codes():
    for bad in (0, -5, 1.5, True):
        with pytest.raises(ValueError):
            sample(chips=bad)
    with pytest.raises(ValueError):
        sample(qr_text="")
    with pytest.raises(ValueError):
        render_slips([], "es")
    with pytest.raises(ValueError):
        render_labels([sample()], "fr")


# --- the service: refusals and the papers folder -----------------------------------------------


def test_refusals_in_words(services, event):
    _director, event_id, flights, _slips = event
    fid = flights[0]
    cases = [
        (dict(what="receipts", tournament_id=fid), "stage_papers.unknown"),
        (dict(what="slips", tournament_id=fid, fmt="csv"), "stage_papers.pdf_only"),
        (dict(what="ranking", tournament_id=fid, fmt="xls"), "stage_papers.bad_format"),
        (dict(what="slips", tournament_id=fid, paper="letter"), "stage_papers.bad_paper"),
        (dict(what="slips", tournament_id=fid, language="fr"), "stage_papers.bad_language"),
        (dict(what="ranking", tournament_id=fid, entry_id=4), "stage_papers.no_entry_here"),
        (dict(what="slips", tournament_id=fid, entry_id=1), "stage_papers.no_slip"),
        (dict(what="labels", tournament_id=fid, entry_id="4"), "stage_papers.no_slip"),
        (dict(what="slips", tournament_id=flights[1]), "stage_papers.no_slips"),
        (dict(what="slips", tournament_id=event_id), "stages.not_a_flight"),
        (dict(what="event_results", tournament_id=fid), "stages.not_an_event"),
    ]
    for arguments, key in cases:
        with pytest.raises(Refused) as refused:
            papers_of.document(services, **arguments)
        assert refused.value.key == key, arguments
        assert refused.value.message and "{" not in refused.value.message


def test_saved_in_the_flights_papers_folder(services, event, tmp_path):
    _director, event_id, flights, _slips = event
    fid = flights[0]
    first = papers_of.save(services, "slips", fid, "es", entry_id=JOSE, data_dir=tmp_path)
    again = papers_of.save(services, "slips", fid, "es", entry_id=JOSE, data_dir=tmp_path)
    folder = tmp_path / "papers" / f"{fid}-Gran-Evento-Aniversario-Día-1A"
    assert first == folder / "comprobante-control-fichas-entrada-6-RUT-12345678-5.pdf"
    assert again == folder / "comprobante-control-fichas-entrada-6-RUT-12345678-5-2.pdf"
    assert first.read_bytes().startswith(b"%PDF")
    labels = papers_of.save(services, "labels", fid, "en", data_dir=tmp_path)
    assert labels.name == "chip-bag-label-Día-1A.pdf"
    csv = papers_of.save(services, "qualifiers", fid, "es", fmt="csv", data_dir=tmp_path)
    assert csv.name == "clasificados-por-fichas-Día-1A.csv"
    assert csv.read_bytes().startswith(b"\xef\xbb\xbfnumero,")
    results = papers_of.save(services, "event_results", event_id, "es", data_dir=tmp_path)
    assert results.parent.name == f"{event_id}-Gran-Evento-Aniversario"
    assert results.name == "resultados-evento.pdf"
    with pytest.raises(Refused) as refused:
        papers_of.save(services, "slips", fid, "es", fmt="csv", data_dir=tmp_path)
    assert refused.value.key == "stage_papers.pdf_only"
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [first.name, again.name, labels.name, csv.name]
    )
