"""The floor console: the only package that imports QtWidgets."""
