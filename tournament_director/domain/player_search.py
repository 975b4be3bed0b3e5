"""Finding a player as the desk types: by any part of the name or the document number.

An in-memory index, kept up to date as the house stream is folded. Names are compared
without accents, case or punctuation ("Núñez" is found by "nunez", "José-María" by "maria"
and by "josemaria"); documents without dots or dashes ("30.111.222" by "30111"). Every word
typed must be the start of some word of the player's name or document.

The index keeps, per token, the ids that hold it, and a sorted list of the tokens; a query
word finds its range of tokens by bisection (prefix search) and the words' id sets are
intersected, smallest first. Measured in benchmarks/register_10k.py (search over 20,000).
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Iterable


def fold(text: str) -> str:
    """Lower case, accents and other combining marks removed (ñ -> n, ß -> ss)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _squash(word: str) -> str:
    return "".join(ch for ch in word if ch.isalnum())


def tokens(*texts: str) -> set[str]:
    """The index tokens of some text: each word squashed, and each part of a joined word."""
    out: set[str] = set()
    for text in texts:
        for word in fold(text).split():
            whole = _squash(word)
            if whole:
                out.add(whole)
            part = []
            for ch in word + " ":
                if ch.isalnum():
                    part.append(ch)
                elif part:
                    out.add("".join(part))
                    part = []
    return out


SHORT = 2


def _short_prefixes(found: set[str]) -> set[str]:
    return {token[:n] for token in found for n in range(1, SHORT + 1) if len(token) >= n}


def query_words(query: str) -> list[str]:
    return [w for w in (_squash(word) for word in fold(query).split()) if w]


class SearchIndex:
    """Ids found by token prefixes. add/remove keep it current; queries never scan all ids."""

    def __init__(self) -> None:
        self._ids: dict[str, set[int]] = {}
        self._tokens_of: dict[int, set[str]] = {}
        self._sorted: list[str] = []
        self._dirty = True
        # Ids by the first one and two characters of their tokens: the widest prefixes,
        # which would otherwise union thousands of token sets on the first keystrokes.
        self._short: dict[str, set[int]] = {}

    def __len__(self) -> int:
        return len(self._tokens_of)

    def put(self, item_id: int, texts: Iterable[str]) -> None:
        """Index item_id under these texts (replacing what it was indexed under)."""
        self.remove(item_id)
        found = tokens(*texts)
        self._tokens_of[item_id] = found
        for prefix in _short_prefixes(found):
            self._short.setdefault(prefix, set()).add(item_id)
        for token in found:
            holders = self._ids.get(token)
            if holders is None:
                self._ids[token] = {item_id}
                self._token_added(token)
            else:
                holders.add(item_id)

    def remove(self, item_id: int) -> None:
        for prefix in _short_prefixes(self._tokens_of.get(item_id, ())):
            self._short[prefix].discard(item_id)
        for token in self._tokens_of.pop(item_id, ()):
            holders = self._ids[token]
            holders.discard(item_id)
            if not holders:
                del self._ids[token]
                self._token_removed(token)

    # The sorted token list is built on the first search (one sort after a bulk load, such
    # as replaying the house stream) and kept sorted by insertion from then on, so a record
    # added at the desk never costs a re-sort on the next keystroke.

    def _token_added(self, token: str) -> None:
        if self._dirty:
            return
        bisect.insort(self._sorted, token)

    def _token_removed(self, token: str) -> None:
        if self._dirty:
            return
        at = bisect.bisect_left(self._sorted, token)
        del self._sorted[at]

    def prepare(self) -> None:
        """Build the sorted token list now (otherwise the first search does it)."""
        if self._dirty:
            self._sorted = sorted(self._ids)
            self._dirty = False

    def _prefix_ids(self, word: str) -> set[int]:
        if len(word) <= SHORT:
            return self._short.get(word, set())
        self.prepare()
        start = bisect.bisect_left(self._sorted, word)
        end = bisect.bisect_left(self._sorted, word + "\U0010ffff")
        if end - start == 1:
            return self._ids[self._sorted[start]]
        found: set[int] = set()
        for token in self._sorted[start:end]:
            found |= self._ids[token]
        return found

    def search(self, query: str) -> set[int]:
        """Ids matching every word of the query as a prefix of one of their tokens."""
        words = query_words(query)
        if not words:
            return set()
        # Longest words first: they are the most selective, so the sets stay small.
        words.sort(key=len, reverse=True)
        result = set(self._prefix_ids(words[0]))
        for word in words[1:]:
            if not result:
                break
            result &= self._prefix_ids(word)
        return result
