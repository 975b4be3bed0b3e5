"""The only package that speaks SQL: the database, the event store, snapshots, migrations."""
