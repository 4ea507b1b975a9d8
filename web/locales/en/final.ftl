# The end of a game (web/src/final.js), for every game: the winner and the final scores, fed by
# each game's breakdown of the points.
final-heading = Final scores
final-wins = { $player } wins
final-wins-tie-break = { $player } wins (on the tie-break)
# $players: the winners as one list ("Ada and Grace")
final-shared-victory = Shared victory: { $players }
final-rank = Rank
final-player = Player
final-score = Score
