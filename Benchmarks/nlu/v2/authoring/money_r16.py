"""Round 16 money rows."""
from lib import *
