# "/learn": the lessons from the rulebooks (learn.js, lesson.js). A lesson's own texts (its title,
# task, the rulebook's sentence) come from the lesson (ListLessons, StartLesson), not from here.
learn-title = Learn to play
learn-lesson-title = { $lesson } · Learn to play
learn-intro = Lessons from the rulebooks, on the real board: each teaches one sentence of a rulebook and gives you a task.
learn-loading = Loading the lessons…
learn-cannot-open = The lessons cannot be shown
learn-progress = { $done } of { $total } done
learn-start = Start with “{ $lesson }”
learn-continue = Go on with “{ $lesson }”
learn-state-done = Done
learn-state-shown = Done with help
learn-state-next = Next
learn-state-todo = To do
learn-opening = Setting out the lesson’s board…
learn-cannot-start = This lesson cannot be opened
learn-back = All lessons
learn-learner = Learner
learn-step = Step { $step } of { $steps }
learn-right = Right!
learn-shown = Here is the move.
learn-show-me = Show me
learn-complete = Lesson complete.
learn-next = Next lesson
learn-cite-pages = Rulebook, { $count ->
    [one] page
   *[other] pages
  } { $pages }
learn-cite-section = Rulebook, “{ $section }”
learn-cite-ours = (translated from the rulebook)
