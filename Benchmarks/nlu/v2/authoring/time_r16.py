"""Round 16 time rows (see the docstring below when filled)."""
from lib import *
