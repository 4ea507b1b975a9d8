# ゲームの終わり（web/src/final.js）：勝者と最終得点。
final-heading = 最終得点
final-wins = { $player }の勝ち
final-wins-tie-break = { $player }の勝ち（同点時の基準による）
final-shared-victory = 勝利を分け合いました：{ $players }
final-rank = 順位
final-player = プレイヤー
final-score = 得点
