# Play again (web/src/rematch.js): at a finished table, each person takes her seat at a new
# table of the same game with one tap; the section says who has come back.
rematch-heading = Play again
rematch-intro = The same game, seats and options, with new draws: each of you takes your seat again with one tap.
rematch-play-again = Play again
rematch-joining = Taking your seat at the new game…
rematch-open = Go to the new game
rematch-seat-back = is back
rematch-seat-bot = keeps its seat
rematch-seat-waiting = not back yet
# a seat of the new table kept for the person who held it
rematch-waiting-for = { $name } (not back yet)
rematch-log-opened = Someone asked to play again
rematch-log-back = { $name } is back for another game
rematch-log-host = The host is back for another game
# the tab's title while it is the reader's move ($title: the table's usual title)
table-title-your-move = Your move · { $title }
