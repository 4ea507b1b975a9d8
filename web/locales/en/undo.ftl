# Taking back one's own last action (web/src/undo.js).
undo-button = Take back
# $name: the player (a seat's name).
undo-log = { $name } took back a move
undo-done = Taken back.
# $why: why the service refused (UNDO_NOT_ALLOWED's why).
undo-refused = { $why ->
    [CHANCE] That move is final: something was drawn after it.
    [OTHER_SEAT] That move is final: another player has played since.
    [REVEALED] That move is final: it showed something hidden.
    [BOT] That move is final: a bot made it.
    [TABLE_CHANGE] That move is final: the table changed since.
    [OFF] Taking back moves is off at this table.
    [NOTHING] You have nothing to take back.
   *[other] That move cannot be taken back.
}
