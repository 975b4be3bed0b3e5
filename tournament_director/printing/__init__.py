"""Printed documents as pure functions: a small frozen record and a language in, PDF (or CSV)
bytes out. No Qt and no database here; ui/print_adapter.py sends the bytes to a printer."""
