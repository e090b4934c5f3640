"""The numpy array types of the reinforcement-learning layer (the ``[rl]`` extra)."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["Mask", "Vector"]

Mask = npt.NDArray[np.bool_]
"""A bool array of length ``NUM_ACTIONS``: the ids legal at the next step."""
Vector = npt.NDArray[np.float32]
"""A float32 observation vector."""
