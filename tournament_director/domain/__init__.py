"""Pure rules and state: no Qt, no database."""
