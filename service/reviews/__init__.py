"""Game reviews in the service (issue 46): RequestReview/GetReview (:mod:`.rpcs`), the queue in
the store (:mod:`service.store.reviews`), the decisions of a finished table (:mod:`.decisions`)
and the worker that reviews them one decision at a time as background bot work
(:mod:`.worker`, :mod:`.work`). The review itself is :mod:`clients.review.engine`'s."""
