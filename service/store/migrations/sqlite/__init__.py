"""Versioned SQL migrations of the SQLite store: ``NNNN_name.sql``, applied in order."""
