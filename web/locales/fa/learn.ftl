# «/learn»: درس‌های دفترچه‌ی قوانین. متن خود درس‌ها از داده‌ی درس می‌آید، نه از این‌جا.
learn-title = آموزش بازی
learn-lesson-title = { $lesson } · آموزش بازی
learn-intro = درس‌هایی از دفترچه‌ی قوانین، روی صفحه‌ی واقعی بازی: هر درس یک جمله از دفترچه را آموزش می‌دهد و یک کار به شما می‌سپارد.
learn-loading = درس‌ها بار می‌شوند…
learn-cannot-open = درس‌ها نمایش داده نمی‌شوند
learn-progress = { $done } از { $total } درس انجام شده
learn-start = شروع با «{ $lesson }»
learn-continue = ادامه با «{ $lesson }»
learn-state-done = انجام شد
learn-state-shown = با کمک انجام شد
learn-state-next = بعدی
learn-state-todo = مانده
learn-opening = صفحه‌ی درس چیده می‌شود…
learn-cannot-start = این درس باز نمی‌شود
learn-back = همه‌ی درس‌ها
learn-learner = نوآموز
learn-step = گام { $step } از { $steps }
learn-right = درست است!
learn-shown = این هم حرکت درست.
learn-show-me = نشانم بدهید
learn-complete = درس تمام شد.
learn-next = درس بعدی
learn-cite-pages = دفترچه‌ی قوانین، { $count ->
    [one] صفحه‌ی
   *[other] صفحه‌های
  } { $pages }
learn-cite-section = دفترچه‌ی قوانین، «{ $section }»
learn-cite-ours = (ترجمه از دفترچه‌ی قوانین)
