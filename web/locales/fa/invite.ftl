# صفحه‌ی دعوت: میز چیست، بعد یک نام؛ یا چرا لینک دیگر کار نمی‌کند.
invite-title = میپل: دعوت
invite-loading = دعوت باز می‌شود…
invite-heading = شما به یک میز دعوت شده‌اید
invite-game-by-host = { $host } شما را به بازی { $game } دعوت می‌کند.
invite-game = شما به بازی { $game } دعوت شده‌اید.
invite-table-name = میز: { $name }
invite-options = گزینه‌ها
invite-seats = جایگاه‌ها
invite-seat-free = جایگاه خالی
invite-seat-bot = { $name } (ربات)
invite-free-count = { $count ->
    [one] یک جایگاه خالی است.
   *[other] { $count } جایگاه خالی است.
}
invite-your-name = نام شما
invite-name-example = مثلا گریس
invite-take-seat = نشستن سر میز
invite-taking-seat = در حال نشستن…
invite-broken-heading = این لینک دعوت کار نمی‌کند
invite-broken-bad = چنین میزی نیست، یا این لینک اشتباه نوشته شده یا میزبان لینک تازه‌تری داده است. لینک را دوباره از میزبان بخواهید.
invite-broken-full = همه‌ی جایگاه‌های این میز پر شده است.
invite-broken-started = بازی این میز شروع شده و جایگاه خالی ندارد.
invite-broken-over = بازی این میز تمام شده است.
invite-broken-abandoned = بازی این میز پایان داده شد.
invite-broken-unreachable = حالا به سرور بازی دسترسی نیست. اتصالتان را بررسی کنید و لینک را دوباره باز کنید.
invite-watch-instead = اگر میزبان لینک تماشا را بفرستد، هنوز می‌توانید بازی را تماشا کنید.
invite-start-new = به‌جایش میز تازه‌ای بسازید
