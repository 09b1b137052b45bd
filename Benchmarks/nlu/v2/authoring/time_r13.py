"""Round 13 rows (being written)."""
from lib import *
