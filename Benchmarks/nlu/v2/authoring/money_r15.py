"""Round 15 money rows (filled in below)."""
from lib import *
