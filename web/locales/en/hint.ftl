# Hints (web/src/hint.js): at a table whose option `hints` is on, a player asks on her turn
# what the bot would play.
hint-button = Hint
hint-asking = The bot is thinking…
# $move: the move, in the game's own words.
hint-best = The bot would play: { $move }.
# $points: the expected final margin over the best other player after that move (its size);
# $side: ahead or behind.
hint-margin = { $side ->
    [behind] It expects you to finish { $points } points behind the best other player.
   *[ahead] It expects you to finish { $points } points ahead of the best other player.
}
# $points: how much more that is than the next move; $move: that move.
hint-why = That is { $points } points more than { $move }.
hint-only = It is the only move you have.
