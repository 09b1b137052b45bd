"""Round 15 time rows (filled in below)."""
from lib import *
