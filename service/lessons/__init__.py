"""Lessons from the rulebooks (issue 44; docs/lessons.md): the courses as the service serves
them (:mod:`service.lessons.catalog`, from ``courses.json``, which ``python -m
conformance.regenerate`` builds from ``conformance/lessons/`` by playing each lesson through its
engine), and the RPCs that list lessons and open a private table at a lesson's position
(:mod:`service.lessons.rpcs`)."""
