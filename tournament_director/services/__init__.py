"""Use cases: take a command, check it (role, rules), append its events, return what changed.

The UI and the command line both call these; neither touches the domain or storage directly.
"""

from tournament_director.services.app_services import Services, open_services

__all__ = ["Services", "open_services"]
