"""Every game family. Importing this package registers each family's Ruleset.

A family lives in its own module or package with the same shape: a ``RULESET`` built from
its presets and passed to ``register``. One import line per family below.
"""

from . import finesse  # noqa: F401
from . import fipsen  # noqa: F401
from . import hasenpfeffer  # noqa: F401
from . import huutopussi  # noqa: F401
from . import skitgubbe  # noqa: F401
