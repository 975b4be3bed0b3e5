"""The files the program ships: structure templates, payout tables, the Spanish translation,
sound cues and fonts.

This folder stays at the top of the checkout; installed, it is the package
``tournament_director.resources`` (pyproject.toml's package-dir), and the program finds it
through ``tournament_director.paths.resources_dir()``.
"""
