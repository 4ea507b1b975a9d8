"""The ``@meeple/proto`` npm package: TypeScript/JavaScript generated from ``proto/``.

The Python here only drives the Node tools (``node.py``) and the generation (``generate.py``);
the npm package itself is ``package.json``, ``index.js``/``index.d.ts`` and ``gen/``.
"""
