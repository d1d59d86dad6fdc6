"""The bed's shop settings plus one middleware that applies the drift bench's admin changes (drift_middleware)."""
from shopsite.settings import *  # noqa: F403

MIDDLEWARE = [*MIDDLEWARE, "drift_middleware.DriftMiddleware"]  # noqa: F405
