# The replay of a game (web/src/replay.js) and of a record file (web/src/record.js).
replay-open = Replay the game
replay-loading = Loading the game…
# $game: the game's title.
replay-title = Replay: { $game }
replay-heading = Replay of { $game }
replay-back-to-table = Back to the table
replay-running-note = The game is still going on: this replay stops at the moment you opened it, as you saw it.
replay-not-started = The game has not started yet.
replay-not-started-hint = A replay shows a game from its first move.
replay-first = To the start
replay-last = To the end
replay-step-back = One step back
replay-step-forward = One step forward
replay-play = Play
replay-pause = Pause
replay-slider = Step
replay-speed = Speed
# $speed: a number of steps per second (0.5, 1, 2, 4).
replay-speed-value = { $speed }×
# $step: the step shown (0 is the setup); $last: the last step.
replay-position = Step { $step } of { $last }
replay-log = What happened up to step { $step }
record-open = Replay a game record
record-title = Replay a game record
record-heading = Replay a game record
# $file: the record file's usual name; $command: the command that writes it.
record-intro = Choose a { $file } file written by “{ $command }”. It is read on this device; the server plays it back for the pictures and keeps nothing.
record-choose = Record file
record-reading = Reading the record…
# $limit: the largest file, in megabytes.
record-too-large = This file is too large for a game record (the limit is { $limit } MB).
record-too-large-for-server = This record is too large for this server to play back.
# $format: the file format's name (JSON).
record-not-json = This file is not a readable { $format } file.
record-not-a-record = This file is not a meeple game record.
# $version: the file's format version; $readable: the version this page reads.
record-other-version = This record has format version { $version }; this page reads version { $readable }.
# $game: the game named in the file.
record-unknown-game = This page cannot show the game “{ $game }”.
record-damaged = This record is damaged: its table or events cannot be read.
# $why: why the server refused it (RECORD_NOT_REPLAYABLE's why); $version: the event, if any.
record-not-replayable = { $why ->
    [OPTIONS] This record does not play back: its table's options or seats start no game.
    [NOT_STARTED] This record does not play back: its game never started.
    [OUTCOME] This record does not play back: it ends with other scores than it records.
   *[other] This record does not play back: the event at version { $version } cannot be replayed.
}
record-open-another = Open another record

## The review of a finished game (review.js)
review-heading = Review
review-request = Review this game
review-progress = The bot is reviewing the game: { $done } of { $total } decisions
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
# $value: the expected final lead (points) after the move, as the review's search sees it
review-entry-good = { $name }: { $move } — as good as any (expected lead { $value })
review-entry-inaccuracy = { $name }: { $move } — an inaccuracy (expected lead { $value })
review-entry-mistake = { $name }: { $move } — a mistake (expected lead { $value })
review-entry-blunder = { $name }: { $move } — a blunder (expected lead { $value })
review-better = Better: { $move } ({ $points } { $points ->
    [one] point
   *[other] points
  } more expected)
# the better move where the board draws it (its title, for screen readers)
review-better-on-board = The better move, drawn on the board
review-summary-heading = How each player did
review-summary-line = { $name }: accuracy { $accuracy }%, { $loss } points lost per decision on average ({ $decisions } decisions; { $inaccuracies } inaccuracies, { $mistakes } mistakes, { $blunders } blunders)

## The review of a game record (record_review.js)
review-record-offer = The bot judges every decision in this record. This server keeps the record and its review for 3 days, and only this device's network address can read them.
# $date: when the server deletes the review (a date and time in the reader's language)
review-kept-until = This server keeps this review until { $date }. Open the same record on this device again to see it.
review-ask-unreachable = The game server could not be reached, so the review was not asked for. Check your connection and try again.
