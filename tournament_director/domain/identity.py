"""Identity documents checked and written the way each country writes them.

The desk accredits players by their identity document (Casino Club "Acreditación de
Identidad"). The numbers of the documents the room sees most carry rules of their own, and
python-stdnum knows them (a well-kept library of standard numbers, with the Chilean RUT and
the neighbours' documents), so this module asks it rather than keeping code of its own:

- **RUT** (Chile; foreigners resident in Chile have one too): 7 or 8 digits and a check digit
  modulo 11 (K for 10), written 12.345.678-5 (`stdnum.cl.rut`);
- **DNI** of an Argentine: 7 or 8 digits, written 20.123.456 (`stdnum.ar.dni`), and of a
  Peruvian: 8 digits and, when written, a check character (`stdnum.pe.cui`);
- **CPF** (Brazil): 11 digits whose last two are check digits, written 390.533.447-05
  (`stdnum.br.cpf`);
- **CI** (Uruguay; stdnum has no module for it), **PASAPORTE** and **OTRO** stay free within
  the limits of `players.document_number` (letters A-Z and digits, at most 40).

What is stored does not change: the compact number (letters and digits, no dots or dashes),
which the search, the duplicates and the exclusion lists compare (`players.document_number`);
a Peruvian DNI's check character, once checked, is dropped, so one person's DNI is one number.
What people see is the written form (`document_text`, `shown_document`). A new record or a
correction is refused in words when its number breaks its document's rule
(`check_document`); a record written before these checks (records are events and always
replay) is shown with a mark (`document_problem`), never refused.
"""

from __future__ import annotations

import unicodedata

from stdnum.ar import dni as ar_dni
from stdnum.br import cpf as br_cpf
from stdnum.cl import rut as cl_rut
from stdnum.exceptions import InvalidChecksum, ValidationError
from stdnum.pe import cui as pe_cui

from tournament_director.domain.errors import Refused
from tournament_director.i18n import t

CHILE, ARGENTINA, URUGUAY, PERU, BRAZIL = "CL", "AR", "UY", "PE", "BR"

#: The document a player of each country shows at the desk; anyone else shows a passport.
COUNTRY_DOCUMENT = {CHILE: "RUT", ARGENTINA: "DNI", URUGUAY: "CI", PERU: "DNI", BRAZIL: "CPF"}
OTHER_COUNTRY_DOCUMENT = "PASAPORTE"

# Nationalities as the desk types them: the country or its demonym, in Spanish, Portuguese
# or English, compared without accents or case.
_COUNTRIES = {
    CHILE: ("chile", "chilena", "chileno", "chilean"),
    ARGENTINA: ("argentina", "argentino", "argentinian", "argentine"),
    URUGUAY: ("uruguay", "uruguaya", "uruguayo", "uruguaia", "uruguaio", "uruguayan"),
    PERU: ("peru", "peruana", "peruano", "peruvian"),
    BRAZIL: ("brasil", "brazil", "brasilena", "brasileno", "brasileira", "brasileiro",
             "brazilian"),
}  # fmt: skip
_COUNTRY_OF = {word: code for code, words in _COUNTRIES.items() for word in words}


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).split())


def country_of(nationality: str) -> str | None:
    """The country code of a nationality as typed ("Perú", "chilena", "BRASIL"), or None."""
    return _COUNTRY_OF.get(_fold(nationality or ""))


def default_document_type(nationality: str) -> str:
    """The document a player of this nationality shows: Chile RUT, Argentina DNI, Uruguay
    CI, Perú DNI, Brasil CPF, anyone else PASAPORTE."""
    return COUNTRY_DOCUMENT.get(country_of(nationality) or "", OTHER_COUNTRY_DOCUMENT)


# --- checking new input -------------------------------------------------------------------------


def check_document(document_type: str, number: str, nationality: str = "") -> str:
    """The number to store (compact: letters and digits) once it keeps its document's rule;
    refused in words otherwise. ``number`` is already compact (`players.document_number`).

    RUT and CPF are checked whatever the nationality; a DNI by the nationality (an Argentine's
    or a Peruvian's); CI, PASAPORTE and OTRO are free."""
    country = country_of(nationality)
    if document_type == "RUT":
        _check_rut(number)
    elif document_type == "CPF":
        _check_cpf(number)
    elif document_type == "DNI" and country == ARGENTINA:
        try:
            ar_dni.validate(number)
        except ValidationError:
            raise Refused("document.dni_ar_format", typed=_shown_typed(number)) from None
    elif document_type == "DNI" and country == PERU:
        try:
            number = pe_cui.validate(number)
        except InvalidChecksum:
            expected = pe_cui.calc_check_digits(number)
            raise Refused(
                "document.dni_pe_check_digit",
                typed=f"{number[:8]}-{number[8:]}",
                digit=expected[0],
                letter=expected[1],
            ) from None
        except ValidationError:
            raise Refused("document.dni_pe_format", typed=_shown_typed(number)) from None
        number = number[:8]  # the check character is not part of the number
    return number


def _check_rut(number: str) -> None:
    try:
        cl_rut.validate(number)
    except InvalidChecksum:
        raise Refused(
            "document.rut_check_digit",
            typed=cl_rut.format(number),
            expected=cl_rut.calc_check_digit(number[:-1]),
        ) from None
    except ValidationError:
        raise Refused("document.rut_format", typed=_shown_typed(number)) from None


def _check_cpf(number: str) -> None:
    try:
        br_cpf.validate(number)
    except InvalidChecksum:
        raise Refused("document.cpf_check_digits", typed=br_cpf.format(number)) from None
    except ValidationError:
        raise Refused("document.cpf_format", typed=_shown_typed(number)) from None


def _shown_typed(number: str) -> str:
    return number if len(number) <= 20 else number[:20] + "…"


# --- showing what is stored ---------------------------------------------------------------------


def document_problem(document_type: str, number: str) -> Refused | None:
    """What is wrong with a stored RUT or CPF (one recorded before the checks), or None.
    Only the documents whose rule does not depend on the nationality are judged here."""
    try:
        if document_type == "RUT":
            _check_rut(number)
        elif document_type == "CPF":
            _check_cpf(number)
    except Refused as problem:
        return problem
    return None


def document_text(document_type: str, number: str) -> str:
    """The number as it is written: RUT 12.345.678-5, CPF 390.533.447-05; other documents as
    stored. A RUT or CPF of the wrong shape is shown as stored."""
    if document_type == "RUT" and 8 <= len(number) <= 9 and number[:-1].isdigit():
        return cl_rut.format(number)
    if document_type == "CPF" and len(number) == 11 and number.isdigit():
        return br_cpf.format(number)
    return number


def shown_document(document_type: str, number: str, *, mark: bool = True) -> str:
    """The type and the written number, "RUT 12.345.678-5", for screens and papers. A RUT or
    CPF that breaks its rule (recorded before the checks) carries a mark in words
    ("(dígito verificador no corresponde)") unless ``mark`` is False."""
    if not number:
        return document_type
    text = f"{document_type} {document_text(document_type, number)}".strip()
    problem = document_problem(document_type, number) if mark else None
    if problem is not None:
        checksum = problem.key.endswith(("check_digit", "check_digits"))
        text += " " + t("document.mark_check_digit" if checksum else "document.mark_format")
    return text
