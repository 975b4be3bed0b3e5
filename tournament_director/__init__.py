"""Tournament Director: runs live poker tournaments for casino floor staff."""

__version__ = "0.1.0"
