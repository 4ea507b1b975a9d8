# カルカソンヌの画面（web/src/games/carcassonne/）。用語は glossary.md を参照。
carcassonne-title = カルカソンヌ

## 地図
carcassonne-map = 地図（タイル{ $tiles }枚）
carcassonne-cell = 空きマス { $x }, { $y }：タイルはここに置けません
carcassonne-cell-fits = 空きマス { $x }, { $y }：タイルはここに置けます
carcassonne-zoom-in = 拡大
carcassonne-zoom-out = 縮小
carcassonne-fit = 地図全体

## 置くタイルのバー
carcassonne-your-tile = あなたのタイル
carcassonne-their-tile = { $player }がこのタイルを置きます
carcassonne-hint-cell = 強調されたマスをタップしてください（回転すると他の置き場所が見えます）。
carcassonne-hint-place = ここに置くか、別のマスを選んでください。
carcassonne-hint-follower = 置いたタイルにミープルを置くか（場所をタップ）、パスしてください。
carcassonne-playing = { $player }の手番です…
carcassonne-rotate = 回転 ⟳
carcassonne-place = 置く
carcassonne-pass = ミープルを置かない（パス）
carcassonne-do-tile = マス（{ $x }、{ $y }）にタイル、{ $turns }回転
carcassonne-follower-choice = { $kind ->
    [road] 道に盗賊
    [monastery] 修道院に修道士
    [field] 草原に農夫
   *[city] 都市に騎士
  }（{ $where ->
    [N] 北
    [E] 東
    [S] 南
    [W] 西
    [NL] 北の西寄り
    [NR] 北の東寄り
    [EL] 東の北寄り
    [ER] 東の南寄り
    [SL] 南の東寄り
    [SR] 南の西寄り
    [WL] 西の南寄り
    [WR] 西の北寄り
   *[CENTER] 中央
  }）

## 得点
carcassonne-points = { $points }点
carcassonne-supply = ミープル { $count }/7
carcassonne-tiles-left = 山のタイル残り{ $count }枚

## ログ（ルールの言葉で）
carcassonne-log-tile-drawn = { $player }がタイルを引きました（残り{ $left }枚）
carcassonne-log-tile-discarded = どこにも置けないタイルをゲームから除きました
carcassonne-log-tile-returned = どこにも置けないタイルを山札に戻しました
carcassonne-log-tile-placed = { $player }がタイルを置きました
carcassonne-log-follower-road = { $player }が道に盗賊を置きました
carcassonne-log-follower-city = { $player }が都市に騎士を置きました
carcassonne-log-follower-monastery = { $player }が修道院に修道士を置きました
carcassonne-log-follower-field = { $player }が草原に農夫を置きました
carcassonne-log-no-follower = { $player }はミープルを置きませんでした
carcassonne-log-game-over = ゲーム終了
carcassonne-log-road-completed = { $players }がタイル{ $tiles }枚の道を完成させ、{ $count ->
    [1] { $points }点を得ました
   *[other] それぞれ{ $points }点を得ました
  }
carcassonne-log-city-completed = { $players }がタイル{ $tiles }枚{ $pennants ->
    [0] {""}
   *[other] 、紋章{ $pennants }個
  }の都市を完成させ、{ $count ->
    [1] { $points }点を得ました
   *[other] それぞれ{ $points }点を得ました
  }
carcassonne-log-monastery-completed = { $players }が修道院を完成させ、{ $count ->
    [1] { $points }点を得ました
   *[other] それぞれ{ $points }点を得ました
  }
carcassonne-log-road-unfinished = 最終得点：{ $players }はタイル{ $tiles }枚の未完成の道で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-city-unfinished = 最終得点：{ $players }はタイル{ $tiles }枚{ $pennants ->
    [0] {""}
   *[other] 、紋章{ $pennants }個
  }の未完成の都市で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-monastery-unfinished = 最終得点：{ $players }は未完成の修道院（タイル9枚中{ $tiles }枚）で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-field = 最終得点：{ $players }は完成した都市{ $cities }個に接する草原で{ $count ->
    [1] { $points }点
   *[other] それぞれ{ $points }点
  }
carcassonne-log-road-unclaimed = タイル{ $tiles }枚の道が盗賊なしで完成しました
carcassonne-log-city-unclaimed = タイル{ $tiles }枚の都市が騎士なしで完成しました
carcassonne-log-monastery-unclaimed = 修道院が修道士なしで完成しました
carcassonne-log-field-unclaimed = 誰も得点しない草原です

## 最終得点の内訳
carcassonne-breakdown-roads = 道
carcassonne-breakdown-cities = 都市
carcassonne-breakdown-monasteries = 修道院
carcassonne-breakdown-fields = 草原
carcassonne-breakdown-note = 要素ごとの得点（ゲーム中と最終得点）。同点のプレイヤーは勝利を分け合います。
carcassonne-lobby-line = タイルを引いて地図に合うように置き、道・都市・修道院・草原にミープルを置いて得点します。
carcassonne-lobby-picture = カルカソンヌの地図の一角：道・修道院・都市のタイルと2つのミープル
