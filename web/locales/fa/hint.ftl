# Hints (web/src/hint.js): at a table whose option `hints` is on, a player asks on her turn
# what the bot would play.
hint-button = راهنمایی
hint-asking = ربات در حال فکر کردن است…
# $move: the move, in the game's own words.
hint-best = ربات این حرکت را می‌کرد: { $move }.
# $points: the expected final margin over the best other player after that move (its size);
# $side: ahead or behind.
hint-margin = { $side ->
    [behind] پیش‌بینی ربات این است که در پایان بازی { $points } امتیاز از بهترین بازیکن دیگر عقب‌تر باشید.
   *[ahead] پیش‌بینی ربات این است که در پایان بازی { $points } امتیاز از بهترین بازیکن دیگر جلوتر باشید.
}
# $points: how much more that is than the next move; $move: that move.
hint-why = این { $points } امتیاز بیشتر از این حرکت است: { $move }.
hint-only = این تنها حرکتی است که دارید.
