# Carcassonne's page (web/src/games/carcassonne/).
carcassonne-title = Carcassonne

## The map
carcassonne-map = The map ({ $tiles } tiles)
carcassonne-cell = Free cell { $x }, { $y }: the tile does not fit here
carcassonne-cell-fits = Free cell { $x }, { $y }: the tile fits here
carcassonne-zoom-in = Zoom in
carcassonne-zoom-out = Zoom out
carcassonne-fit = Fit the map

## The bar with the tile to place
carcassonne-your-tile = Your tile
carcassonne-their-tile = { $player } places this tile
carcassonne-hint-cell = Tap a highlighted cell (rotate to see other fits).
carcassonne-hint-place = Place it there, or pick another cell.
carcassonne-hint-follower = Put a follower on the tile you placed (tap a spot), or pass.
carcassonne-playing = { $player } is playing…
carcassonne-rotate = Rotate ⟳
carcassonne-place = Place
carcassonne-pass = No follower (pass)
carcassonne-do-tile = A tile at cell { $x }, { $y }, turned { $turns } { $turns ->
    [one] quarter
   *[other] quarters
  }
# $kind is road, city, monastery or field; $where the spot on the tile
carcassonne-follower-choice = { $kind ->
    [road] Thief on the road
    [monastery] Monk in the monastery
    [field] Farmer in the field
   *[city] Knight in the city
  } ({ $where ->
    [N] north
    [E] east
    [S] south
    [W] west
    [NL] north-west
    [NR] north-east
    [EL] east-north
    [ER] east-south
    [SL] south-east
    [SR] south-west
    [WL] west-south
    [WR] west-north
   *[CENTER] centre
  })

## Scores
carcassonne-points = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
  }
carcassonne-supply = { $count } of 7 followers
carcassonne-tiles-left = { $count ->
    [one] { $count } tile left in the pile
   *[other] { $count } tiles left in the pile
  }

## The log, in the rulebook's words
carcassonne-log-tile-drawn = { $player } drew a tile ({ $left } left)
carcassonne-log-tile-discarded = A tile fits nowhere and was discarded
carcassonne-log-tile-returned = A tile fits nowhere and went back to the pile
carcassonne-log-tile-placed = { $player } placed a tile
carcassonne-log-follower-road = { $player } placed a thief on a road
carcassonne-log-follower-city = { $player } placed a knight in a city
carcassonne-log-follower-monastery = { $player } placed a monk in a monastery
carcassonne-log-follower-field = { $player } placed a farmer in a field
carcassonne-log-no-follower = { $player } placed no follower
carcassonne-log-game-over = The game is over
# $players: one name or a list ("Ada and Grace"), $count how many; $points each one's points
carcassonne-log-road-completed = { $players } completed a { $tiles }-tile road for { $points } { $count ->
    [one] points
   *[other] points each
  }
carcassonne-log-city-completed = { $pennants ->
    [0] { $players } completed a { $tiles }-tile city for { $points } { $count ->
        [one] points
       *[other] points each
      }
    [one] { $players } completed a { $tiles }-tile city with a pennant for { $points } { $count ->
        [one] points
       *[other] points each
      }
   *[other] { $players } completed a { $tiles }-tile city with { $pennants } pennants for { $points } { $count ->
        [one] points
       *[other] points each
      }
  }
carcassonne-log-monastery-completed = { $players } completed a monastery for { $points } { $count ->
    [one] points
   *[other] points each
  }
carcassonne-log-road-unfinished = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for an unfinished road of { $tiles } { $tiles ->
    [one] tile
   *[other] tiles
  }
carcassonne-log-city-unfinished = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for an unfinished city of { $tiles } { $tiles ->
    [one] tile
   *[other] tiles
  }{ $pennants ->
    [0] {""}
    [one] {" "}with a pennant
   *[other] {" "}with { $pennants } pennants
  }
carcassonne-log-monastery-unfinished = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for an unfinished monastery ({ $tiles } of 9 tiles)
carcassonne-log-field = Final scoring: { $players } { $count ->
    [one] scores
   *[other] score
  } { $points } { $points ->
    [one] point
   *[other] points
  } for a field supplying { $cities } completed { $cities ->
    [one] city
   *[other] cities
  }
carcassonne-log-road-unclaimed = A { $tiles }-tile road was completed with no thief on it
carcassonne-log-city-unclaimed = A { $tiles }-tile city was completed with no knight in it
carcassonne-log-monastery-unclaimed = A monastery was completed with no monk in it
carcassonne-log-field-unclaimed = A field scores for nobody

## The final breakdown
carcassonne-breakdown-roads = Roads
carcassonne-breakdown-cities = Cities
carcassonne-breakdown-monasteries = Monasteries
carcassonne-breakdown-fields = Fields
carcassonne-breakdown-note = Points by feature, during the game and in the final scoring. Tied players share the victory.
# the lobby's card (web/src/games/carcassonne/lobby.js)
carcassonne-lobby-line = Draw a land tile, place it where it fits the map, and place a follower on a road, a city, a monastery or a field to score it.
carcassonne-lobby-picture = A corner of a Carcassonne map: the start tile, a road, a monastery and a city, with two followers
