# What a person reads when the server (or a game) refuses something, by the error's reason
# (ErrorInfo.reason). Ids are "error-" and the reason in kebab case.
error-not-your-turn = It is not your turn.
error-seat-taken = Someone else took that seat.
error-table-full = All seats at this table are taken.
error-table-not-waiting = This game has already started, so its seats cannot be taken any more.
error-table-not-active = This game is not being played right now.
error-table-not-full = The game can start once every seat is taken.
error-table-not-found = There is no such table, or this link does not open it.
error-rate-limited = Too many tables or seats asked for from this address just now. Wait a moment and try again.
error-credential-not-accepted = This device’s pass for the table is no longer valid.
error-seat-credential-required = Only a seated player can do that.
error-host-credential-required = Only the host can do that.
error-version-mismatch = The table changed meanwhile; the page has been refreshed. Try again.
error-too-many-watchers = Too many people are watching this table right now.
error-seat-given-up = That seat was given up.
error-invalid-field = Something you entered is not accepted.
error-missing-field = Something is missing.
error-game-over = The game is over.
error-wrong-step = That does not belong to this step of the turn.
error-position-occupied = There is already a tile there.
error-not-adjacent = A tile must touch the map.
error-tile-does-not-fit = The tile does not fit there: its edges must match every neighbour.
error-no-follower-left = You have no follower left in your supply.
error-no-such-feature = The placed tile has no such spot.
error-feature-occupied = Someone already has a follower on that feature.
error-unsupported-player-count = This game cannot be played with that many seats.
error-credential-in-use = Something went wrong with this device’s pass; please try again.
error-request-id-reused = That request was already made; reload the page.
error-too-many-requests = Too many requests right now; wait a moment and try again.
error-player-present = That player has the table open right now, so their seat stays theirs.
error-seat-played-by-bot = A bot is playing that seat already.
error-seat-not-absent = That player is not away.
error-disallowed-character = The name holds a character that is not allowed.
# The service's other reasons (every reason the service can send a player's page has words;
# tests/web/test_catalog.py checks).
error-credential-malformed = This device’s pass for the table cannot be read. Open the table from its link again.
error-credential-missing = Only someone with a pass for this table can do that. Open the table from your own link.
error-credential-not-recoverable = That was done already, and its pass cannot be given out again. Open the table from its link.
error-etag-mismatch = This table changed meanwhile; the page has been refreshed. Try again.
error-game-not-found = This server does not host that game.
error-host-not-allowed = This server does not answer at this address. Open it with its own address.
error-internal = Something went wrong on the server. Try again in a moment.
error-invalid-bot-level = There is no bot of that kind here.
error-invalid-option-value = A table option has a value it does not take. Choose another value.
error-unknown-option = This game has no such table option.
error-invalid-page-token = The list of tables changed meanwhile; reload the page.
error-invalid-request-id = The page sent a request the server cannot accept; reload the page.
error-malformed-payload = The server could not read the move the page sent; reload the page.
error-malformed-request = The server could not read what the page sent; reload the page.
error-wrong-payload-type = The page sent a move of the wrong kind for this game; reload the page.
error-unsupported-content-type = The server could not read what the page sent; reload the page.
error-message-too-large = That is too much to send at once.
error-negative-version = The page asked for a moment of the game that does not exist; reload the page.
error-version-ahead = The page knows more of this game than the server does (it may have restarted); reload the page.
error-record-not-replayable = This game record cannot be replayed.
error-seat-not-bot = No bot plays that seat.
error-server-shutting-down = The server is restarting; the page reconnects by itself in a moment.
error-undo-not-allowed = That move cannot be taken back.
# The server cannot be reached (offline, or the server is down).
# The games' rules, by the reason the engine refuses an action with (every reason the engines
# raise has words; tests/web/test_catalog.py checks).
error-already-bought-this-turn = You have already bought a tile this turn.
error-building-already-in-city = That building is already in this city.
error-cell-occupied = That space already holds a tile.
error-chance-pending = Wait a moment: the dice or the tiles are still being drawn.
error-colour-mismatch = That tile does not go on a space of this colour.
error-depots-not-adjacent = The ship's two depots must be next to each other.
error-depot-not-allowed = You may buy only from the black depot.
error-dice-remaining = Use both dice before you end your turn.
error-die-not-available = You have no unused die for that.
error-discard-not-allowed = Your storage still has room: nothing needs to be discarded.
error-discard-not-stored = The tile to discard is not in your storage.
error-discard-required = Your storage is full: choose a stored tile to discard.
error-goods-not-available = Those goods are not on that depot.
error-goods-type-limit = You can hold at most { NUMBER(3) } kinds of goods.
error-must-take-all-goods = The ship takes every kind of goods that fits.
error-not-enough-silver = You do not have enough silverlings.
error-not-enough-workers = You do not have enough workers.
error-no-such-goods = You hold no goods of that kind.
error-payment-not-allowed = That payment is not allowed at this table.
error-placement-possible = Your city hall can still place a tile: place it first.
error-second-depot-not-allowed = Taking goods from a second depot needs knowledge tile { NUMBER(5) }.
error-tile-not-in-depot = That depot does not hold that tile.
error-tile-not-stored = That tile is not in your storage.
error-too-many-workers = The die needs fewer workers than that.
error-wrong-die-value = The die does not show the number this space needs (workers can change it).
error-wrong-tile-type = This effect cannot take that tile.
# A move the page sent in a form the game cannot read (MalformedAction): the page is at fault,
# reloading it helps.
error-action-missing = The page sent an empty move; reload the page.
error-invalid-coordinate = That place is off the map; reload the page.
error-invalid-rotation = A tile can only be turned a quarter at a time; reload the page.
error-invalid-feature-kind = There is no such kind of spot for a follower; reload the page.
error-invalid-location = There is no such spot on the tile; reload the page.
error-invalid-cell = There is no such space on your estate; reload the page.
error-invalid-depot = There is no such depot; reload the page.
error-invalid-die = There is no such die; reload the page.
error-invalid-workers = That is not a number of workers you can use; reload the page.
error-invalid-goods = There are no such goods; reload the page.
error-invalid-payment = There is no such way to pay; reload the page.
error-unknown-tile = There is no such tile in this game; reload the page.
error-unreachable = The game server cannot be reached. Check your connection; the page keeps trying.
# A refusal the page has no words of its own for: the server's own (English) sentence.
error-other = { $message }
error-table-not-finished = Only a finished game can be reviewed.
error-review-not-found = Nobody has asked for this game's review yet.
error-too-many-reviews = Your other reviews are still being made. Try again when they are ready.
