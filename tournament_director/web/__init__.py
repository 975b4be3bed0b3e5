"""The room's web page: the clock, a player's seat, the waiting list and the results, read
only, in Spanish and English, on the floor PC's local network (README "The room's web
page"). ``server.serve`` and ``server.WebServer`` start it; ``app.make_app`` is the aiohttp
application; ``room`` works out what it shows; no Qt here."""
