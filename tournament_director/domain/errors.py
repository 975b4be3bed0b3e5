"""The refusal every command raises when it cannot be carried out."""

from __future__ import annotations

from tournament_director.i18n import t


class Refused(Exception):
    """A command was refused; nothing was written.

    Carries a message key and its parameters so the message is rendered in the
    language of whoever reads it (the UI and the CLI may differ).
    """

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    @property
    def message(self) -> str:
        params = {k: (t(v.key) if isinstance(v, MessageRef) else v) for k, v in self.params.items()}
        return t(self.key, **params)

    def __str__(self) -> str:
        return self.message


class MessageRef:
    """A parameter that is itself a message key, translated when the refusal is shown."""

    def __init__(self, key: str) -> None:
        self.key = key

    def __str__(self) -> str:
        return t(self.key)

    def __format__(self, spec: str) -> str:  # in any message's str.format, translated
        return format(t(self.key), spec)

    def __repr__(self) -> str:
        return f"MessageRef({self.key!r})"
