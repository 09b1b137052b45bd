"""Round 17 (placeholder, filled below)."""
from lib import *
