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


def query_words(query: str) -> list[str]:
    return [w for w in (_squash(word) for word in fold(query).split()) if w]


class SearchIndex:
    """Ids found by token prefixes. add/remove keep it current; queries never scan all ids."""

    def __init__(self) -> None:
        self._ids: dict[str, set[int]] = {}
        self._tokens_of: dict[int, set[str]] = {}
        self._sorted: list[str] = []
        self._dirty = False

    def __len__(self) -> int:
        return len(self._tokens_of)

    def put(self, item_id: int, texts: Iterable[str]) -> None:
        """Index item_id under these texts (replacing what it was indexed under)."""
        self.remove(item_id)
        found = tokens(*texts)
        self._tokens_of[item_id] = found
        for token in found:
            holders = self._ids.get(token)
            if holders is None:
                self._ids[token] = {item_id}
                self._dirty = True
            else:
                holders.add(item_id)

    def remove(self, item_id: int) -> None:
        for token in self._tokens_of.pop(item_id, ()):
            holders = self._ids[token]
            holders.discard(item_id)
            if not holders:
                del self._ids[token]
                self._dirty = True

    def _prefix_ids(self, word: str) -> set[int]:
        if self._dirty:
            self._sorted = sorted(self._ids)
            self._dirty = False
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
