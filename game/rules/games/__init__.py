"""Every game family. Importing this package registers each family's Ruleset.

A family lives in its own module or package with the same shape: a ``RULESET`` built from
its presets and passed to ``register``. Add a family to the import below.
"""

from . import finesse, fipsen, hasenpfeffer, huutopussi, skitgubbe  # noqa: F401
