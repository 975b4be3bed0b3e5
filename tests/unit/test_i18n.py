"""The message catalogue: both languages, same placeholders."""

import string

import pytest

from tournament_director import i18n


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(i18n.CATALOG))
def test_both_languages_present_with_same_placeholders(key):
    spanish, english = i18n.CATALOG[key]
    assert spanish.strip() and english.strip()
    assert _fields(spanish) == _fields(english)


def test_unknown_language_refused():
    with pytest.raises(ValueError):
        i18n.set_language("fr")
