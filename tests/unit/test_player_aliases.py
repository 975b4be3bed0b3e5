"""A record's aliases, from the merge index, are the records a full scan finds."""

from __future__ import annotations

import contextlib

from hypothesis import given
from hypothesis import strategies as st

from tournament_director.domain.errors import Refused
from tournament_director.domain.players import PlayerDirectory, PlayerRecordCreated


def scanned_aliases(directory: PlayerDirectory, canonical: int) -> list[int]:
    """The definition: every merged record whose chain of merges ends at canonical."""
    merged = [
        r.player_id
        for r in directory.records.values()
        if r.merged_into is not None and directory.canonical(r.player_id) == canonical
    ]
    return [canonical, *merged]


@given(st.lists(st.tuples(st.integers(1, 12), st.integers(1, 12)), max_size=30))
def test_aliases_match_the_scan(merges):
    directory = PlayerDirectory()
    for n in range(1, 13):
        directory.apply(PlayerRecordCreated(n, f"P {n}", "DNI", str(n), "AR", "1980-01-01"))
    for kept, merged in merges:
        with contextlib.suppress(Refused):  # merging a record into itself or twice
            directory.apply(directory.decide_merge(kept, merged, "duplicado"))
        for player_id in range(0, 14):
            assert directory.aliases(player_id) == scanned_aliases(directory, player_id)
