"""The seat ticket's tag (domain/seat_codes.py): the record's seal of tournament, entry,
table and seat, in characters a scanner types on any keyboard; it checks for exactly those
fields under that record's key and for nothing else."""

from __future__ import annotations

import pytest

from tournament_director.domain.seat_codes import SEAT_TAG, TAG_CHARACTERS, seat_tag, tag_checks
from tournament_director.storage.keys import RecordKey

RECORD = "0123456789abcdef0123456789abcdef"
KEY = RecordKey(RECORD, bytes(range(32)))
FIELDS = (4, 62, 5, 3)  # tournament, entry, table, seat


def test_the_tag_is_ten_base32_capitals_that_check_for_its_fields():
    tag = seat_tag(KEY, *FIELDS)
    assert len(tag) == SEAT_TAG == 10 and set(tag) <= set(TAG_CHARACTERS)
    assert seat_tag(KEY, *FIELDS) == tag  # the same ticket reprinted, the same tag
    assert tag_checks(KEY, *FIELDS, tag)
    assert tag_checks(KEY, *FIELDS, tag.lower())  # a scanner typing in lower case


@pytest.mark.parametrize("field", range(4))
def test_a_tag_does_not_check_for_any_other_tournament_entry_table_or_seat(field):
    tag = seat_tag(KEY, *FIELDS)
    altered = list(FIELDS)
    altered[field] += 1
    assert not tag_checks(KEY, *altered, tag)
    assert seat_tag(KEY, *altered) != tag


def test_an_altered_empty_or_foreign_tag_does_not_check():
    tag = seat_tag(KEY, *FIELDS)
    flipped = "B" if tag[-1] == "A" else "A"
    assert not tag_checks(KEY, *FIELDS, tag[:-1] + flipped)
    assert not tag_checks(KEY, *FIELDS, "")
    assert not tag_checks(KEY, *FIELDS, tag[:-1])
    assert not tag_checks(KEY, *FIELDS, "Ñ" * SEAT_TAG)
    other_record = RecordKey("fedcba9876543210fedcba9876543210", bytes(range(1, 33)))
    assert not tag_checks(other_record, *FIELDS, tag)
    assert not tag_checks(KEY, *FIELDS, seat_tag(other_record, *FIELDS))
    # the same secret under another record's id: the record is sealed too
    same_secret = RecordKey("fedcba9876543210fedcba9876543210", bytes(range(32)))
    assert seat_tag(same_secret, *FIELDS) != tag
