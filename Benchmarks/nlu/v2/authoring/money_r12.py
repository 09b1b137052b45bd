"""Round 12 rows (being written)."""
from lib import *
