"""Round 9 (in progress)."""
from lib import *
