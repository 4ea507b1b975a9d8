"""Versioned SQL migrations of the PostgreSQL store: ``NNNN_name.sql``, applied in order."""
