"""Round 10 rows (being written)."""
from lib import *
