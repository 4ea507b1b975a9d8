# صفحه‌ی کارکاسون (web/src/games/carcassonne/). واژه‌ها از دفترچه‌ی قوانین (glossary.md).
carcassonne-title = کارکاسون

## نقشه
carcassonne-map = نقشه ({ $tiles } کاشی)
carcassonne-cell = خانه‌ی خالی { $x }، { $y }: کاشی اینجا جا نمی‌شود
carcassonne-cell-fits = خانه‌ی خالی { $x }، { $y }: کاشی اینجا جا می‌شود
carcassonne-zoom-in = بزرگ‌نمایی
carcassonne-zoom-out = کوچک‌نمایی
carcassonne-fit = کل نقشه

## نوار کاشی‌ای که باید گذاشته شود
carcassonne-your-tile = کاشی شما
carcassonne-their-tile = { $player } این کاشی را می‌گذارد
carcassonne-hint-cell = روی یکی از خانه‌های پررنگ بزنید (با چرخاندن جاهای دیگر را ببینید).
carcassonne-hint-place = کاشی را همین‌جا بگذارید، یا خانه‌ی دیگری انتخاب کنید.
carcassonne-hint-follower = روی کاشی‌ای که گذاشتید یک پیرو بگذارید (روی یک نقطه بزنید)، یا بگذرید.
carcassonne-playing = { $player } بازی می‌کند…
carcassonne-rotate = چرخاندن ⟳
carcassonne-place = بگذارید
carcassonne-pass = بدون پیرو (گذشتن)
carcassonne-do-tile = کاشی در خانهٔ { $x }، { $y }، { $turns } ربع چرخیده
carcassonne-follower-choice = { $kind ->
    [road] دزد روی جاده
    [monastery] راهب روی صومعه
    [field] کشاورز روی مزرعه
   *[city] شوالیه در شهر
  } ({ $where ->
    [N] شمال
    [E] شرق
    [S] جنوب
    [W] غرب
    [NL] شمال، سمت غرب
    [NR] شمال، سمت شرق
    [EL] شرق، سمت شمال
    [ER] شرق، سمت جنوب
    [SL] جنوب، سمت شرق
    [SR] جنوب، سمت غرب
    [WL] غرب، سمت جنوب
    [WR] غرب، سمت شمال
   *[CENTER] وسط
  })

## امتیازها
carcassonne-points = { $points } امتیاز
carcassonne-supply = { $count } از { NUMBER(7) } پیرو
carcassonne-tiles-left = { $count } کاشی در دسته مانده

## آنچه گذشت، به زبان دفترچه‌ی قوانین
carcassonne-log-tile-drawn = { $player } یک کاشی کشید ({ $left } کاشی مانده)
carcassonne-log-tile-discarded = کاشی‌ای هیچ‌جا گذاشته نمی‌شد و از بازی بیرون رفت
carcassonne-log-tile-returned = کاشی‌ای هیچ‌جا گذاشته نمی‌شد و به دسته برگشت
carcassonne-log-tile-placed = { $player } یک کاشی گذاشت
carcassonne-log-follower-road = { $player } دزدی روی جاده گذاشت
carcassonne-log-follower-city = { $player } شوالیه‌ای در شهر گذاشت
carcassonne-log-follower-monastery = { $player } راهبی روی صومعه گذاشت
carcassonne-log-follower-field = { $player } کشاورزی روی مزرعه گذاشت
carcassonne-log-no-follower = { $player } پیرویی نگذاشت
carcassonne-log-game-over = بازی تمام شد
carcassonne-log-road-completed = { $players } جاده‌ای با { $tiles } کاشی را کامل { $count ->
    [one] کرد و { $points } امتیاز گرفت
   *[other] کردند و هر کدام { $points } امتیاز گرفتند
  }
carcassonne-log-city-completed = { $pennants ->
    [0] { $players } شهری با { $tiles } کاشی را کامل { $count ->
        [one] کرد و { $points } امتیاز گرفت
       *[other] کردند و هر کدام { $points } امتیاز گرفتند
      }
   *[other] { $players } شهری با { $tiles } کاشی و { $pennants } پرچم را کامل { $count ->
        [one] کرد و { $points } امتیاز گرفت
       *[other] کردند و هر کدام { $points } امتیاز گرفتند
      }
  }
carcassonne-log-monastery-completed = { $players } صومعه‌ای را کامل { $count ->
    [one] کرد و { $points } امتیاز گرفت
   *[other] کردند و هر کدام { $points } امتیاز گرفتند
  }
carcassonne-log-road-unfinished = امتیازشماری نهایی: { $players } برای جاده‌ی ناقصی با { $tiles } کاشی { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-city-unfinished = امتیازشماری نهایی: { $players } برای شهر ناقصی با { $tiles } کاشی{ $pennants ->
    [0] {""}
   *[other] {" "}و { $pennants } پرچم
  } { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-monastery-unfinished = امتیازشماری نهایی: { $players } برای صومعه‌ی ناقص ({ $tiles } از { NUMBER(9) } کاشی) { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-field = امتیازشماری نهایی: { $players } برای مزرعه‌ای هم‌مرز با { $cities } شهر کامل‌شده { $points } امتیاز { $count ->
    [one] می‌گیرد
   *[other] می‌گیرند
  }
carcassonne-log-road-unclaimed = جاده‌ای با { $tiles } کاشی بی‌دزد کامل شد
carcassonne-log-city-unclaimed = شهری با { $tiles } کاشی بی‌شوالیه کامل شد
carcassonne-log-monastery-unclaimed = صومعه‌ای بی‌راهب کامل شد
carcassonne-log-field-unclaimed = مزرعه‌ای برای هیچ‌کس امتیاز ندارد

## امتیاز نهایی به تفکیک
carcassonne-breakdown-roads = جاده‌ها
carcassonne-breakdown-cities = شهرها
carcassonne-breakdown-monasteries = صومعه‌ها
carcassonne-breakdown-fields = مزرعه‌ها
carcassonne-breakdown-note = امتیاز هر بخش، در طول بازی و در امتیازشماری نهایی. بازیکنان مساوی در پیروزی شریک‌اند.
carcassonne-lobby-line = یک کاشی زمین بکشید، آن را جایی بگذارید که با نقشه جور شود، و برای گرفتن امتیاز پیرویی روی جاده، شهر، صومعه یا مزرعه بگذارید.
carcassonne-lobby-picture = گوشه‌ای از نقشه‌ی کارکاسون: کاشی آغازین، یک جاده، یک صومعه و یک شهر، با دو پیرو
