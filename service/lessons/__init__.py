"""Lessons from the rulebooks (issue 44): each game's course (``conformance/lessons/``) played
through its engine (:mod:`service.lessons.judge`), and the RPCs that list lessons and start a
private table at a lesson's position (:mod:`service.lessons.rpcs`)."""
