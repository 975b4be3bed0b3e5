"""The incremental table-fill order gives the same seats as the full scan it replaces."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tournament_director.domain.seating import FillOrder, open_seats, open_seats_at

SIZE = 4

ops = st.lists(
    st.one_of(
        st.tuples(st.just("take"), st.integers(1, 12), st.integers(1, SIZE)),
        st.tuples(st.just("free"), st.integers(1, 12), st.integers(1, SIZE)),
        st.tuples(st.just("tables"), st.integers(0, 10), st.just(0)),
    ),
    max_size=200,
)


@given(ops, st.integers(0, 10), st.integers(2, SIZE))
def test_fill_order_matches_the_scan(script, tables, table_size):
    taken: dict[int, set[int]] = {}
    fill = FillOrder()
    fill.reset(tables, taken)
    for op, table, seat in script:
        if op == "tables":
            tables = table
            fill.reset(tables, taken)
        else:
            at_table = taken.setdefault(table, set())
            if op == "take":
                at_table.add(seat)
            else:
                at_table.discard(seat)
            fill.changed(table, len(at_table), taken)
        best = fill.next_table(table_size, taken)
        fast = [] if best is None else open_seats_at(best, table_size, taken.get(best, ()))
        assert fast == open_seats(tables, table_size, taken)
