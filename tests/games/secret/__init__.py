"""Secret cards: a small game with hidden hands, served with ``--extra-games`` or registered as
an installed plugin (entry point group ``meeple.games``, value
``tests.games.secret.game:SecretGame``). Everything about it is in this package."""
