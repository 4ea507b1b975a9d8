"""A table's chat (issue 43): SendMessage, ListMessages, MuteChat and the messages on the
WatchTable stream. Kept beside the table (:mod:`service.store.chat`), never in its log."""
