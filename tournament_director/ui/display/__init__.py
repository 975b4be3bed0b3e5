"""The big-screen display: the window the room reads, its themes, and the manager that puts
display windows on the room's monitors.

    manager = DisplayManager(services, data_dir)          # one per console
    manager.set_driver(tournament_id, clock_tab_driver)   # optional: share the tab's driver
    panel = DisplayManagerPanel(manager, tournament_id)   # embed in the clock tab
"""

from tournament_director.ui.display.manager import DisplayInfo, DisplayManager, DisplaySettings
from tournament_director.ui.display.panel import DisplayManagerPanel
from tournament_director.ui.display.themes import DARK, LIGHT, THEMES, Theme
from tournament_director.ui.display.window import DisplayWindow

__all__ = [
    "DARK",
    "LIGHT",
    "THEMES",
    "DisplayInfo",
    "DisplayManager",
    "DisplayManagerPanel",
    "DisplaySettings",
    "DisplayWindow",
    "Theme",
]
