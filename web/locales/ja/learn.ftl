# 「/learn」：ルールブックのレッスン。レッスン自体の文（題名・課題・ルールブックの文）はレッスンのデータから来ます。
learn-title = 遊び方を学ぶ
learn-lesson-title = { $lesson } · 遊び方を学ぶ
learn-intro = ルールブックから学ぶレッスンです。本物の盤の上で、ルールブックの1文を学び、課題を1つ解きます。
learn-loading = レッスンを読み込んでいます…
learn-cannot-open = レッスンを表示できません
learn-progress = { $total }のうち{ $done }完了
learn-start = 「{ $lesson }」から始める
learn-continue = 「{ $lesson }」へ進む
learn-state-done = 完了
learn-state-shown = ヒントで完了
learn-state-next = 次
learn-state-todo = 未
learn-opening = レッスンの盤を並べています…
learn-cannot-start = このレッスンを開けません
learn-back = レッスン一覧
learn-learner = 学ぶ人
learn-step = ステップ { $step }／{ $steps }
learn-right = 正解です！
learn-shown = これが正しい手です。
learn-show-me = 答えを見る
learn-complete = レッスン完了です。
learn-next = 次のレッスン
learn-cite-pages = ルールブック { $pages }ページ{ $count ->
    [one] {""}
   *[other] {""}
  }
learn-cite-section = ルールブック「{ $section }」
learn-cite-ours = （ルールブックからの訳）
