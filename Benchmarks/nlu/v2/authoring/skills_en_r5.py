"""placeholder"""
from lib import *
