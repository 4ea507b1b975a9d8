# پایان بازی (web/src/final.js): برنده و امتیازهای نهایی.
final-heading = امتیازهای نهایی
final-wins = { $player } برنده است
final-wins-tie-break = { $player } برنده است (با معیار تساوی)
final-shared-victory = پیروزی مشترک: { $players }
final-rank = رتبه
final-player = بازیکن
final-score = امتیاز
