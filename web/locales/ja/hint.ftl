# Hints (web/src/hint.js): at a table whose option `hints` is on, a player asks on her turn
# what the bot would play.
hint-button = ヒント
hint-asking = ボットが考えています…
# $move: the move, in the game's own words.
hint-best = ボットならこの手を選びます：{ $move }。
# $points: the expected final margin over the best other player after that move (its size);
# $side: ahead or behind.
hint-margin = { $side ->
    [behind] 終了時に、ほかの最上位のプレイヤーより { $points } 点少ないと見込まれます。
   *[ahead] 終了時に、ほかの最上位のプレイヤーより { $points } 点多いと見込まれます。
}
# $points: how much more that is than the next move; $move: that move.
hint-why = 次善の手（{ $move }）より { $points } 点多く見込めます。
hint-only = 指せる手はこれだけです。
