"""Builds the v2 corpus files from the hand-written rows in this folder.

    python3 Benchmarks/nlu/v2/authoring/build.py

Splits every (file, category, language) stratum at random (fixed seed) into dev and held-out,
ceil(30%) held out; a text that occurs in several files gets the same split everywhere, and a
row whose text is quoted verbatim in issue 15 stays in dev (it is known to everyone).

Round 2 (the *_r2 modules, written blind) is split after the first round with its own generator
(SEED_R2); its rows are marked "batch": "r2" and written after the first round's rows in each file,
so the first round's rows, ids and split stay exactly as they were.

Round 3 (the *_r3 modules, also written blind) is split in the same way after round 2 with a third generator
(SEED_R3); its rows are marked "batch": "r3" and written after round 2's rows, so rounds 1 and 2 are unchanged.

Round 4 (the *_r4 modules, also written blind) is split in the same way after round 3 with a fourth generator
(SEED_R4); its rows are marked "batch": "r4" and written after round 3's rows, so rounds 1 to 3 are unchanged.

Round 5 (the *_r5 modules, also written blind) is split in the same way after round 4 with a fifth generator
(SEED_R5); its rows are marked "batch": "r5" and written after round 4's rows, so rounds 1 to 4 are unchanged.

Round 6 (the *_r6 modules, also written blind) is split in the same way after round 5 with a sixth generator
(SEED_R6); its rows are marked "batch": "r6" and written after round 5's rows, so rounds 1 to 5 are unchanged.

Round 7 (the *_r7 modules, also written blind) is split in the same way after round 6 with a seventh generator
(SEED_R7); its rows are marked "batch": "r7" and written after round 6's rows, so rounds 1 to 6 are unchanged.

Round 8 (the *_r8 modules, skills only, also written blind) is split in the same way after round 7 with an eighth
generator (SEED_R8); its rows are marked "batch": "r8" and written after round 7's rows, so rounds 1 to 7 are unchanged.

Round 9 (the *_r9 modules, also written blind) is split in the same way after round 8 with a ninth generator
(SEED_R9); its rows are marked "batch": "r9" and written after round 8's rows, so rounds 1 to 8 are unchanged.

Round 10 (the *_r10 modules, also written blind) is split in the same way after round 9 with a tenth generator
(SEED_R10); its rows are marked "batch": "r10" and written after round 9's rows, so rounds 1 to 9 are unchanged.

Round 11 (the *_r11 modules, also written blind) is split in the same way after round 10 with an eleventh generator
(SEED_R11); its rows are marked "batch": "r11" and written after round 10's rows, so rounds 1 to 10 are unchanged.

Round 12 (the *_r12 modules, also written blind) is split in the same way after round 11 with a twelfth generator
(SEED_R12); its rows are marked "batch": "r12" and written after round 11's rows, so rounds 1 to 11 are unchanged.

Round 13 (the *_r13 modules, also written blind) is split in the same way after round 12 with a thirteenth generator
(SEED_R13); its rows are marked "batch": "r13" and written after round 12's rows, so rounds 1 to 12 are unchanged.

Round 14 (the *_r14 modules, also written blind) is split in the same way after round 13 with a fourteenth generator
(SEED_R14); its rows are marked "batch": "r14" and written after round 13's rows, so rounds 1 to 13 are unchanged.

Round 15 (the *_r15 modules, also written blind) is split in the same way after round 14 with a fifteenth generator
(SEED_R15); its rows are marked "batch": "r15" and written after round 14's rows, so rounds 1 to 14 are unchanged.

Round 16 (the *_r16 modules, also written blind) is split in the same way after round 15 with a sixteenth generator
(SEED_R16); its rows are marked "batch": "r16" and written after round 15's rows, so rounds 1 to 15 are unchanged.

Round 17 (the *_r17 modules, also written blind) is split in the same way after round 16 with a seventeenth generator
(SEED_R17); its rows are marked "batch": "r17" and written after round 16's rows, so rounds 1 to 16 are unchanged.

Round 18 (the *_r18 modules, also written blind) is split in the same way after round 17 with an eighteenth generator
(SEED_R18); its rows are marked "batch": "r18" and written after round 17's rows, so rounds 1 to 17 are unchanged.

Round 19 (the *_r19 modules, also written blind) is split in the same way after round 18 with a nineteenth generator
(SEED_R19); its rows are marked "batch": "r19" and written after round 18's rows, so rounds 1 to 18 are unchanged.

Round 20 (the *_r20 modules, also written blind) is split in the same way after round 19 with a twentieth generator
(SEED_R20); its rows are marked "batch": "r20" and written after round 19's rows, so rounds 1 to 19 are unchanged.

Round 21 (the *_r21 modules, also written blind) is split in the same way after round 20 with a twenty-first generator
(SEED_R21); its rows are marked "batch": "r21" and written after round 20's rows, so rounds 1 to 20 are unchanged.

Round 22 (the *_r22 modules, also written blind) is split in the same way after round 21 with a twenty-second generator
(SEED_R22); its rows are marked "batch": "r22" and written after round 21's rows, so rounds 1 to 21 are unchanged.
Round 23 (the *_r23 modules, also written blind) is split in the same way after round 22 with a twenty-third generator
(SEED_R23); its rows are marked "batch": "r23" and written after round 22's rows, so rounds 1 to 22 are unchanged.
Round 24 (the *_r24 modules, also written blind) is split in the same way after round 23 with a twenty-fourth generator
(SEED_R24); its rows are marked "batch": "r24" and written after round 23's rows, so rounds 1 to 23 are unchanged.
Round 25 (the *_r25 modules, also written blind) is split in the same way after round 24 with a twenty-fifth generator
(SEED_R25); its rows are marked "batch": "r25" and written after round 24's rows, so rounds 1 to 24 are unchanged.
Round 26 (the *_r26 modules, also written blind) is split in the same way after round 25 with a twenty-sixth generator
(SEED_R26); its rows are marked "batch": "r26" and written after round 25's rows, so rounds 1 to 25 are unchanged.
Round 27 (the *_r27 modules, also written blind) is split in the same way after round 26 with a twenty-seventh generator
(SEED_R27); its rows are marked "batch": "r27" and written after round 26's rows, so rounds 1 to 26 are unchanged.
Round 28 (the *_r28 modules, also written blind) is split in the same way after round 27 with a twenty-eighth generator
(SEED_R28); its rows are marked "batch": "r28" and written after round 27's rows, so rounds 1 to 27 are unchanged.
Round 29 (the *_r29 modules, also written blind) is split in the same way after round 28 with a twenty-ninth generator
(SEED_R29); its rows are marked "batch": "r29" and written after round 28's rows, so rounds 1 to 28 are unchanged.
Round 30 (the *_r30 modules, also written blind) is split in the same way after round 29 with a thirtieth generator
(SEED_R30); its rows are marked "batch": "r30" and written after round 29's rows, so rounds 1 to 29 are unchanged.
Round 31 (the *_r31 modules, also written blind) is split in the same way after round 30 with a thirty-first generator
(SEED_R31); its rows are marked "batch": "r31" and written after round 30's rows, so rounds 1 to 30 are unchanged.
Round 32 (the *_r32 modules, also written blind) is split in the same way after round 31 with a thirty-second generator
(SEED_R32); its rows are marked "batch": "r32" and written after round 31's rows, so rounds 1 to 31 are unchanged.
Round 33 (the *_r33 modules, also written blind) is split in the same way after round 32 with a thirty-third generator
(SEED_R33); its rows are marked "batch": "r33" and written after round 32's rows, so rounds 1 to 32 are unchanged.
Round 34 (the *_r34 modules, also written blind) is split in the same way after round 33 with a thirty-fourth generator
(SEED_R34); its rows are marked "batch": "r34" and written after round 33's rows, so rounds 1 to 33 are unchanged.
Round 35 (the *_r35 modules, also written blind) is split in the same way after round 34 with a thirty-fifth generator
(SEED_R35); its rows are marked "batch": "r35" and written after round 34's rows, so rounds 1 to 34 are unchanged.
Round 36 (the *_r36 modules, also written blind) is split in the same way after round 35 with a thirty-sixth generator
(SEED_R36); its rows are marked "batch": "r36" and written after round 35's rows, so rounds 1 to 35 are unchanged.
Round 37 (the *_r37 modules, also written blind) is split in the same way after round 36 with a thirty-seventh
generator (SEED_R37); its rows are marked "batch": "r37" and written after round 36's rows, so rounds 1 to 36 are unchanged.
Round 38 (the *_r38 modules, also written blind) is split in the same way after round 37 with a thirty-eighth
generator (SEED_R38); its rows are marked "batch": "r38" and written after round 37's rows, so rounds 1 to 37 are unchanged.
Round 39 (the *_r39 modules, also written blind) is split in the same way after round 38 with a thirty-ninth
generator (SEED_R39); its rows are marked "batch": "r39" and written after round 38's rows, so rounds 1 to 38 are unchanged.
Round 40 (the *_r40 modules, also written blind) is split in the same way after round 39 with a fortieth
generator (SEED_R40); its rows are marked "batch": "r40" and written after round 39's rows, so rounds 1 to 39 are unchanged.
Round 41 (the *_r41 modules, also written blind) is split in the same way after round 40 with a forty-first
generator (SEED_R41); its rows are marked "batch": "r41" and written after round 40's rows, so rounds 1 to 40 are unchanged.
Round 42 (the *_r42 modules, also written blind) is split in the same way after round 41 with a forty-second
generator (SEED_R42); its rows are marked "batch": "r42" and written after round 41's rows, so rounds 1 to 41 are unchanged.
Round 43 (the *_r43 modules, also written blind) is split in the same way after round 42 with a forty-third
generator (SEED_R43); its rows are marked "batch": "r43" and written after round 42's rows, so rounds 1 to 42 are unchanged.
Round 44 (the *_r44 modules, also written blind) is split in the same way after round 43 with a forty-fourth
generator (SEED_R44); its rows are marked "batch": "r44" and written after round 43's rows, so rounds 1 to 43 are unchanged.
Round 45 (the *_r45 modules, also written blind) is split in the same way after round 44 with a forty-fifth
generator (SEED_R45); its rows are marked "batch": "r45" and written after round 44's rows, so rounds 1 to 44 are unchanged.
Round 46 (the *_r46 modules, also written blind) is split in the same way after round 45 with a forty-sixth
generator (SEED_R46); its rows are marked "batch": "r46" and written after round 45's rows, so rounds 1 to 45 are unchanged.
Round 47 (the *_r47 modules, also written blind) is split in the same way after round 46 with a forty-seventh
generator (SEED_R47); its rows are marked "batch": "r47" and written after round 46's rows, so rounds 1 to 46 are unchanged.
Round 48 (the *_r48 modules, also written blind) is split in the same way after round 47 with a forty-eighth
generator (SEED_R48); its rows are marked "batch": "r48" and written after round 47's rows, so rounds 1 to 47 are unchanged.
Round 49 (the *_r49 modules, also written blind) is split in the same way after round 48 with a forty-ninth
generator (SEED_R49); its rows are marked "batch": "r49" and written after round 48's rows, so rounds 1 to 48 are unchanged.
Round 50 (the *_r50 modules, also written blind) is split in the same way after round 49 with a fiftieth
generator (SEED_R50); its rows are marked "batch": "r50" and written after round 49's rows, so rounds 1 to 49 are unchanged.
Round 51 (the *_r51 modules, also written blind) is split in the same way after round 50 with a fifty-first
generator (SEED_R51); its rows are marked "batch": "r51" and written after round 50's rows, so rounds 1 to 50 are unchanged.
Round 52 (the *_r52 modules, also written blind) is split in the same way after round 51 with a fifty-second
generator (SEED_R52); its rows are marked "batch": "r52" and written after round 51's rows, so rounds 1 to 51 are unchanged.
Round 53 (the *_r53 modules, also written blind) is split in the same way after round 52 with a fifty-third
generator (SEED_R53); its rows are marked "batch": "r53" and written after round 52's rows, so rounds 1 to 52 are unchanged.
Round 54 (the *_r54 modules, also written blind) is split in the same way after round 53 with a fifty-fourth
generator (SEED_R54); its rows are marked "batch": "r54" and written after round 53's rows, so rounds 1 to 53 are unchanged.
Round 55 (the *_r55 modules, also written blind) is split in the same way after round 54 with a fifty-fifth
generator (SEED_R55); its rows are marked "batch": "r55" and written after round 54's rows, so rounds 1 to 54 are unchanged.
Round 56 (the *_r56 modules, also written blind) is split in the same way after round 55 with a fifty-sixth
generator (SEED_R56); its rows are marked "batch": "r56" and written after round 55's rows, so rounds 1 to 55 are unchanged.
Round 57 (the *_r57 modules, also written blind) is split in the same way after round 56 with a fifty-seventh
generator (SEED_R57); its rows are marked "batch": "r57" and written after round 56's rows, so rounds 1 to 56 are unchanged.
"""
import json
import re
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import lib  # noqa: E402
import time_zh, time_en, time_extra  # noqa: E402,F401
import money_zh, money_en  # noqa: E402,F401
import skills_zh, skills_en  # noqa: E402,F401

# Round 2 (issue 15): rows written blind, appended after the rows above and split on their own.
BASE = {kind: len(rows) for kind, rows in lib.ROWS.items()}
import time_r2, money_r2  # noqa: E402,F401
import skills_zh_r2, skills_en_r2  # noqa: E402,F401
R2 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 3: written blind as well, appended after round 2's rows and split on its own after round 2.
import time_r3, money_r3  # noqa: E402,F401
import skills_zh_r3, skills_en_r3  # noqa: E402,F401
R3 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 4: written blind as well, appended after round 3's rows and split on its own after round 3.
import time_r4, money_r4  # noqa: E402,F401
import skills_zh_r4, skills_en_r4  # noqa: E402,F401
R4 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 5: written blind as well, appended after round 4's rows and split on its own after round 4.
import time_r5, money_r5  # noqa: E402,F401
import skills_zh_r5, skills_en_r5  # noqa: E402,F401
R5 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 6: written blind as well, appended after round 5's rows and split on its own after round 5.
import time_r6, money_r6  # noqa: E402,F401
import skills_zh_r6, skills_en_r6  # noqa: E402,F401
R6 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 7: written blind as well, appended after round 6's rows and split on its own after round 6.
import time_r7, money_r7  # noqa: E402,F401
import skills_zh_r7, skills_en_r7  # noqa: E402,F401
R7 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 8: skill rows only, written blind as well, appended after round 7's rows and split on its own after round 7.
import skills_zh_r8, skills_en_r8  # noqa: E402,F401
R8 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 9: written blind as well, appended after round 8's rows and split on its own after round 8.
import time_r9, money_r9  # noqa: E402,F401
import skills_zh_r9, skills_en_r9  # noqa: E402,F401
R9 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 10: written blind as well, appended after round 9's rows and split on its own after round 9.
import time_r10, money_r10  # noqa: E402,F401
import skills_zh_r10, skills_en_r10  # noqa: E402,F401
R10 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 11: written blind as well, appended after round 10's rows and split on its own after round 10.
import time_r11, money_r11  # noqa: E402,F401
import skills_zh_r11, skills_en_r11  # noqa: E402,F401
R11 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 12: written blind as well, appended after round 11's rows and split on its own after round 11.
import time_r12, money_r12  # noqa: E402,F401
import skills_zh_r12, skills_en_r12  # noqa: E402,F401
R12 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 13: written blind as well, appended after round 12's rows and split on its own after round 12.
import time_r13, money_r13  # noqa: E402,F401
import skills_zh_r13, skills_en_r13  # noqa: E402,F401
R13 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 14: written blind as well, appended after round 13's rows and split on its own after round 13.
import time_r14, money_r14  # noqa: E402,F401
import skills_zh_r14, skills_en_r14  # noqa: E402,F401
R14 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 15: written blind as well, appended after round 14's rows and split on its own after round 14.
import time_r15, money_r15  # noqa: E402,F401
import skills_zh_r15, skills_en_r15  # noqa: E402,F401
R15 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 16: written blind as well, appended after round 15's rows and split on its own after round 15.
import time_r16, money_r16  # noqa: E402,F401
import skills_zh_r16, skills_en_r16  # noqa: E402,F401
R16 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 17: written blind as well, appended after round 16's rows and split on its own after round 16.
import time_r17, money_r17  # noqa: E402,F401
import skills_zh_r17, skills_en_r17  # noqa: E402,F401
R17 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 18: written blind as well, appended after round 17's rows and split on its own after round 17.
import time_r18, money_r18  # noqa: E402,F401
import skills_zh_r18, skills_en_r18  # noqa: E402,F401
R18 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 19: written blind as well, appended after round 18's rows and split on its own after round 18.
import time_r19, money_r19  # noqa: E402,F401
import skills_zh_r19, skills_en_r19  # noqa: E402,F401
R19 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 20: written blind as well, appended after round 19's rows and split on its own after round 19.
import time_r20, money_r20  # noqa: E402,F401
import skills_zh_r20, skills_en_r20  # noqa: E402,F401
R20 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 21: written blind as well, appended after round 20's rows and split on its own after round 20.
import time_r21, money_r21  # noqa: E402,F401
import skills_zh_r21, skills_en_r21  # noqa: E402,F401
R21 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 22: written blind as well, appended after round 21's rows and split on its own after round 21.
import time_r22, money_r22  # noqa: E402,F401
import skills_zh_r22, skills_en_r22  # noqa: E402,F401
R22 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 23: written blind as well, appended after round 22's rows and split on its own after round 22.
import time_r23, money_r23  # noqa: E402,F401
import skills_zh_r23, skills_en_r23  # noqa: E402,F401
R23 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 24: written blind as well, appended after round 23's rows and split on its own after round 23.
import time_r24, money_r24  # noqa: E402,F401
import skills_zh_r24, skills_en_r24  # noqa: E402,F401
R24 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 25: written blind as well, appended after round 24's rows and split on its own after round 24.
import time_r25, money_r25  # noqa: E402,F401
import skills_zh_r25, skills_en_r25  # noqa: E402,F401
R25 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 26: written blind as well, appended after round 25's rows and split on its own after round 25.
import time_r26, money_r26  # noqa: E402,F401
import skills_zh_r26, skills_en_r26  # noqa: E402,F401
R26 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 27: written blind as well, appended after round 26's rows and split on its own after round 26.
import time_r27, money_r27  # noqa: E402,F401
import skills_zh_r27, skills_en_r27  # noqa: E402,F401
R27 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 28: written blind as well, appended after round 27's rows and split on its own after round 27.
import time_r28, money_r28  # noqa: E402,F401
import skills_zh_r28, skills_en_r28  # noqa: E402,F401
R28 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 29: written blind as well, appended after round 28's rows and split on its own after round 28.
import time_r29, money_r29  # noqa: E402,F401
import skills_zh_r29, skills_en_r29  # noqa: E402,F401
R29 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 30: written blind as well, appended after round 29's rows and split on its own after round 29.
import time_r30, money_r30  # noqa: E402,F401
import skills_zh_r30, skills_en_r30  # noqa: E402,F401
R30 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 31: written blind as well, appended after round 30's rows and split on its own after round 30.
import time_r31, money_r31  # noqa: E402,F401
import skills_zh_r31, skills_en_r31  # noqa: E402,F401
R31 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 32: written blind as well, appended after round 31's rows and split on its own after round 31.
import time_r32, money_r32  # noqa: E402,F401
import skills_zh_r32, skills_en_r32  # noqa: E402,F401
R32 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 33: written blind as well, appended after round 32's rows and split on its own after round 32.
import time_r33, money_r33  # noqa: E402,F401
import skills_zh_r33, skills_en_r33  # noqa: E402,F401
R33 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 34: written blind as well, appended after round 33's rows and split on its own after round 33.
import time_r34, money_r34  # noqa: E402,F401
import skills_zh_r34, skills_en_r34  # noqa: E402,F401
R34 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 35: written blind as well, appended after round 34's rows and split on its own after round 34.
import time_r35, money_r35  # noqa: E402,F401
import skills_zh_r35, skills_en_r35  # noqa: E402,F401
R35 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 36: written blind as well, appended after round 35's rows and split on its own after round 35.
import time_r36, money_r36  # noqa: E402,F401
import skills_zh_r36, skills_en_r36  # noqa: E402,F401
R36 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 37: written blind as well, appended after round 36's rows and split on its own after round 36.
import time_r37, money_r37  # noqa: E402,F401
import skills_zh_r37, skills_en_r37  # noqa: E402,F401
R37 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 38: written blind as well, appended after round 37's rows and split on its own after round 37.
import time_r38, money_r38  # noqa: E402,F401
import skills_zh_r38, skills_en_r38  # noqa: E402,F401
R38 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 39: written blind as well, appended after round 38's rows and split on its own after round 38.
import time_r39, money_r39  # noqa: E402,F401
import skills_zh_r39, skills_en_r39  # noqa: E402,F401
R39 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 40: written blind as well, appended after round 39's rows and split on its own after round 39.
import time_r40, money_r40  # noqa: E402,F401
import skills_zh_r40, skills_en_r40  # noqa: E402,F401
R40 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 41: written blind as well, appended after round 40's rows and split on its own after round 40.
import time_r41, money_r41  # noqa: E402,F401
import skills_zh_r41, skills_en_r41  # noqa: E402,F401
R41 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 42: written blind as well, appended after round 41's rows and split on its own after round 41.
import time_r42, money_r42  # noqa: E402,F401
import skills_zh_r42, skills_en_r42  # noqa: E402,F401
R42 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 43: written blind as well, appended after round 42's rows and split on its own after round 42.
import time_r43, money_r43  # noqa: E402,F401
import skills_zh_r43, skills_en_r43  # noqa: E402,F401
R43 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 44: written blind as well, appended after round 43's rows and split on its own after round 43.
import time_r44, money_r44  # noqa: E402,F401
import skills_zh_r44, skills_en_r44  # noqa: E402,F401
R44 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 45: written blind as well, appended after round 44's rows and split on its own after round 44.
import time_r45, money_r45  # noqa: E402,F401
import skills_zh_r45, skills_en_r45  # noqa: E402,F401
R45 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 46: written blind as well, appended after round 45's rows and split on its own after round 45.
import time_r46, money_r46  # noqa: E402,F401
import skills_zh_r46, skills_en_r46  # noqa: E402,F401
R46 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 47: written blind as well, appended after round 46's rows and split on its own after round 46.
import time_r47, money_r47  # noqa: E402,F401
import skills_zh_r47, skills_en_r47  # noqa: E402,F401
R47 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 48: written blind as well, appended after round 47's rows and split on its own after round 47.
import time_r48, money_r48  # noqa: E402,F401
import skills_zh_r48, skills_en_r48  # noqa: E402,F401
R48 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 49: written blind as well, appended after round 48's rows and split on its own after round 48.
import time_r49, money_r49  # noqa: E402,F401
import skills_zh_r49, skills_en_r49  # noqa: E402,F401
R49 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 50: written blind as well, appended after round 49's rows and split on its own after round 49.
import time_r50, money_r50  # noqa: E402,F401
import skills_zh_r50, skills_en_r50  # noqa: E402,F401
R50 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 51: written blind as well, appended after round 50's rows and split on its own after round 50.
import time_r51, money_r51  # noqa: E402,F401
import skills_zh_r51, skills_en_r51  # noqa: E402,F401
R51 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 52: written blind as well, appended after round 51's rows and split on its own after round 51.
import time_r52, money_r52  # noqa: E402,F401
import skills_zh_r52, skills_en_r52  # noqa: E402,F401
R52 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 53: written blind as well, appended after round 52's rows and split on its own after round 52.
import time_r53, money_r53  # noqa: E402,F401
import skills_zh_r53, skills_en_r53  # noqa: E402,F401
R53 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 54: written blind as well, appended after round 53's rows and split on its own after round 53.
import time_r54, money_r54  # noqa: E402,F401
import skills_zh_r54, skills_en_r54  # noqa: E402,F401
R54 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 55: written blind as well, appended after round 54's rows and split on its own after round 54.
import time_r55, money_r55  # noqa: E402,F401
import skills_zh_r55, skills_en_r55  # noqa: E402,F401
R55 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 56: written blind as well, appended after round 55's rows and split on its own after round 55.
import time_r56, money_r56  # noqa: E402,F401
import skills_zh_r56, skills_en_r56  # noqa: E402,F401
R56 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

# Round 57: written blind as well, appended after round 56's rows and split on its own after round 56.
import time_r57, money_r57  # noqa: E402,F401
import skills_zh_r57, skills_en_r57  # noqa: E402,F401
R57 = {kind: rows[BASE[kind]:] for kind, rows in lib.ROWS.items()}
for _kind in lib.ROWS:
    del lib.ROWS[_kind][BASE[_kind]:]

SEED = 20270315
SEED_R2 = 20271107  # round 2: a separate generator, run after the first split
SEED_R3 = 20271205  # round 3: a third generator, run after round 2's split
SEED_R4 = 20280109  # round 4: a fourth generator, run after round 3's split
SEED_R5 = 20281201  # round 5: a fifth generator, run after round 4's split
SEED_R6 = 20291201  # round 6: a sixth generator, run after round 5's split
SEED_R7 = 20300107  # round 7: a seventh generator, run after round 6's split
SEED_R8 = 20310211  # round 8: an eighth generator, run after round 7's split
SEED_R9 = 20320305  # round 9: a ninth generator, run after round 8's split
SEED_R10 = 20320419  # round 10: a tenth generator, run after round 9's split
SEED_R11 = 20320601  # round 11: an eleventh generator, run after round 10's split
SEED_R12 = 20330117  # round 12: a twelfth generator, run after round 11's split
SEED_R13 = 20340221  # round 13: a thirteenth generator, run after round 12's split
SEED_R14 = 20350613  # round 14: a fourteenth generator, run after round 13's split
SEED_R15 = 20360917  # round 15: a fifteenth generator, run after round 14's split
SEED_R16 = 20371105  # round 16: a sixteenth generator, run after round 15's split
SEED_R17 = 20380214  # round 17: a seventeenth generator, run after round 16's split
SEED_R18 = 20390321  # round 18: an eighteenth generator, run after round 17's split
SEED_R19 = 20391107  # round 19: a nineteenth generator, run after round 18's split
SEED_R20 = 20400214  # round 20: a twentieth generator, run after round 19's split
SEED_R21 = 20410509  # round 21: a twenty-first generator, run after round 20's split
SEED_R22 = 20420817  # round 22: a twenty-second generator, run after round 21's split
SEED_R23 = 20431102  # round 23: a twenty-third generator, run after round 22's split
SEED_R24 = 20440907  # round 24: a twenty-fourth generator, run after round 23's split
SEED_R25 = 20450311  # round 25: a twenty-fifth generator, run after round 24's split
SEED_R26 = 20460522  # round 26: a twenty-sixth generator, run after round 25's split
SEED_R27 = 20470125  # round 27: a twenty-seventh generator, run after round 26's split
SEED_R28 = 20480229  # round 28: a twenty-eighth generator, run after round 27's split
SEED_R29 = 20490531  # round 29: a twenty-ninth generator, run after round 28's split
SEED_R30 = 20500430  # round 30: a thirtieth generator, run after round 29's split
SEED_R31 = 20511231  # round 31: a thirty-first generator, run after round 30's split
SEED_R32 = 20510214  # round 32: a thirty-second generator, run after round 31's split
SEED_R33 = 20520229  # round 33: a thirty-third generator, run after round 32's split
SEED_R34 = 20520527  # round 34: a thirty-fourth generator, run after round 33's split
SEED_R35 = 20520404  # round 35: a thirty-fifth generator, run after round 34's split
SEED_R36 = 20521001  # round 36: a thirty-sixth generator, run after round 35's split
SEED_R37 = 20530308  # round 37: a thirty-seventh generator, run after round 36's split
SEED_R38 = 20530501  # round 38: a thirty-eighth generator, run after round 37's split
SEED_R39 = 20530829  # round 39: a thirty-ninth generator, run after round 38's split
SEED_R40 = 20560229  # round 40: a fortieth generator, run after round 39's split
SEED_R41 = 20570203  # round 41: a forty-first generator, run after round 40's split
SEED_R42 = 20570810  # round 42: a forty-second generator, run after round 41's split
SEED_R43 = 20581001  # round 43: a forty-third generator, run after round 42's split
SEED_R44 = 20590331  # round 44: a forty-fourth generator, run after round 43's split
SEED_R45 = 20600214  # round 45: a forty-fifth generator, run after round 44's split
SEED_R46 = 20600808  # round 46: a forty-sixth generator, run after round 45's split
SEED_R47 = 20610401  # round 47: a forty-seventh generator, run after round 46's split
SEED_R48 = 20620208  # round 48: a forty-eighth generator, run after round 47's split
SEED_R49 = 20620404  # round 49: a forty-ninth generator, run after round 48's split
SEED_R50 = 20620915  # round 50: a fiftieth generator, run after round 49's split
SEED_R51 = 20630206  # round 51: a fifty-first generator, run after round 50's split
SEED_R52 = 20630331  # round 52: a fifty-second generator, run after round 51's split
SEED_R53 = 20631224  # round 53: a fifty-third generator, run after round 52's split
SEED_R54 = 20630621  # round 54: a fifty-fourth generator, run after round 53's split
SEED_R55 = 20640131  # round 55: a fifty-fifth generator, run after round 54's split
SEED_R56 = 20640715  # round 56: a fifty-sixth generator, run after round 55's split
SEED_R57 = 20650228  # round 57: a fifty-seventh generator, run after round 56's split
HELDOUT_SHARE = 0.30

# Examples quoted in issue 15 itself: everyone has read them, so they never go to held-out.
ISSUE_QUOTES = {
    "standup next Tuesday 10-10:30am", "dentist on Monday from 8:30 to 10am", "12月15日到18日去杭州出差",
    "delete tomorrow's meeting", "午饭35，晚饭80", "明天和后天北京的天气", "双十一买的外套599", "记一笔 奶茶 18",
    "parking 15", "books 59.90", "move the dentist to 4pm", "cancel lunch with Ann", "把周五的会改到下午三点",
    "15号到18号", "05th Feb 2027", "Jan. 15, 2027", "7.45 pm", "Saturday and Sunday next week",
    "a quarter to eleven", "a week from Thursday", "around 9ish", "from the 15th to the 18th", "half past six",
    "five to ten", "quarter past four", "same time on Friday", "the Tuesday after next", "this time next month",
    "twenty-five past eight", "by Thursday",
}


def split_rows(rows, rng, split_of_text):
    """Splits the rows of one file kind by (category, language) stratum; returns {id: split}."""
    strata = {}
    for row in rows:
        strata.setdefault((row["category"], row["lang"]), []).append(row)
    split = {}
    for key in sorted(strata):
        members = strata[key]
        want = math.ceil(HELDOUT_SHARE * len(members))
        fixed_held = [r for r in members if split_of_text.get(r["text"]) == "heldout"]
        fixed_dev = [r for r in members if split_of_text.get(r["text"]) == "dev" or r["text"] in ISSUE_QUOTES]
        free = [r for r in members if r not in fixed_held and r not in fixed_dev]
        rng.shuffle(free)
        need = max(0, want - len(fixed_held))
        for r in fixed_held + free[:need]:
            split[r["id"]] = "heldout"
        for r in fixed_dev + free[need:]:
            split[r["id"]] = "dev"
    for row in rows:
        split_of_text.setdefault(row["text"], split[row["id"]])
    return split


# Since the reminder skills (session 51), a request that asks to be reminded is a reminder, not an
# event (CONVENTIONS §12, "Reminders"). The rule is mechanical and applied to dev and held-out alike,
# after the split (so no row changes split): a skills row or call expecting `calendar.create` whose
# text has one of these cues expects `reminder.create` with the same `title` and `at` = its `start`
# (`end` and `location` dropped: a reminder has neither).
REMINDER_CUES_ZH = ("提醒", "叫我", "喊我", "叫醒")
REMINDER_CUES_EN = re.compile(r"\b(remind|reminder|ping me|nudge me|wake me|alert me)\b", re.IGNORECASE)


def asks_to_be_reminded(text):
    return any(cue in text for cue in REMINDER_CUES_ZH) or REMINDER_CUES_EN.search(text) is not None


def as_reminder(call):
    if call.get("skill") != "calendar.create":
        return call
    arguments = dict(call.get("arguments", {}))
    new = {"title": arguments["title"]} if "title" in arguments else {}
    if "start" in arguments:
        new["at"] = arguments["start"]
    return {**call, "skill": "reminder.create", "arguments": new}


def relabel_reminders(row):
    if not asks_to_be_reminded(row["text"]):
        return row
    if "calls" in row:
        return {**row, "calls": [as_reminder(call) for call in row["calls"]]}
    return as_reminder(row)


def with_ids(rows, counters, kind, batch=None):
    for i, row in enumerate(rows):
        row_id = f"{kind}.{row['lang']}.{counters.setdefault((kind, row['lang']), 0):04d}"
        counters[(kind, row["lang"])] += 1
        row_with_id = {"id": row_id}
        if batch:
            row_with_id["batch"] = batch
        row_with_id.update(row)
        rows[i] = row_with_id


def main():
    rng = random.Random(SEED)
    split_of_text = {}
    counters = {}
    out = {}
    for kind in ("time", "money", "skills"):
        rows = lib.ROWS[kind]
        with_ids(rows, counters, kind)
        split = split_rows(rows, rng, split_of_text)
        out[kind] = {"dev": [r for r in rows if split[r["id"]] == "dev"],
                     "heldout": [r for r in rows if split[r["id"]] == "heldout"]}
    # Rounds 2 to 57: each after the one before's split, with its own generator; ids continue the counters and
    # the rows are appended after the earlier rounds' in each file, so those come out unchanged.
    for rows_of, seed, batch in ((R2, SEED_R2, "r2"), (R3, SEED_R3, "r3"), (R4, SEED_R4, "r4"), (R5, SEED_R5, "r5"),
                                   (R6, SEED_R6, "r6"), (R7, SEED_R7, "r7"), (R8, SEED_R8, "r8"), (R9, SEED_R9, "r9"),
                                   (R10, SEED_R10, "r10"), (R11, SEED_R11, "r11"),
                                   (R12, SEED_R12, "r12"), (R13, SEED_R13, "r13"), (R14, SEED_R14, "r14"),
                                   (R15, SEED_R15, "r15"), (R16, SEED_R16, "r16"), (R17, SEED_R17, "r17"),
                                   (R18, SEED_R18, "r18"), (R19, SEED_R19, "r19"),
                                   (R20, SEED_R20, "r20"), (R21, SEED_R21, "r21"),
                                   (R22, SEED_R22, "r22"), (R23, SEED_R23, "r23"),
                                   (R24, SEED_R24, "r24"), (R25, SEED_R25, "r25"),
                                   (R26, SEED_R26, "r26"), (R27, SEED_R27, "r27"),
                                   (R28, SEED_R28, "r28"), (R29, SEED_R29, "r29"),
                                   (R30, SEED_R30, "r30"), (R31, SEED_R31, "r31"),
                                   (R32, SEED_R32, "r32"), (R33, SEED_R33, "r33"),
                                   (R34, SEED_R34, "r34"), (R35, SEED_R35, "r35"),
                                   (R36, SEED_R36, "r36"), (R37, SEED_R37, "r37"),
                                   (R38, SEED_R38, "r38"), (R39, SEED_R39, "r39"),
                                   (R40, SEED_R40, "r40"), (R41, SEED_R41, "r41"),
                                   (R42, SEED_R42, "r42"), (R43, SEED_R43, "r43"),
                                   (R44, SEED_R44, "r44"), (R45, SEED_R45, "r45"),
                                   (R46, SEED_R46, "r46"), (R47, SEED_R47, "r47"),
                                   (R48, SEED_R48, "r48"), (R49, SEED_R49, "r49"),
                                   (R50, SEED_R50, "r50"), (R51, SEED_R51, "r51"),
                                   (R52, SEED_R52, "r52"), (R53, SEED_R53, "r53"),
                                   (R54, SEED_R54, "r54"), (R55, SEED_R55, "r55"),
                                   (R56, SEED_R56, "r56"), (R57, SEED_R57, "r57")):
        rng_round = random.Random(seed)
        for kind in ("time", "money", "skills"):
            rows = rows_of[kind]
            with_ids(rows, counters, kind, batch=batch)
            split = split_rows(rows, rng_round, split_of_text)
            for part in ("dev", "heldout"):
                out[kind][part] += [r for r in rows if split[r["id"]] == part]
    for kind, parts in out.items():
        for part, rows in parts.items():
            path = os.path.join(OUT, f"{kind}.{part}.jsonl")
            with open(path, "w", encoding="utf-8") as f:
                for row in rows:
                    if kind == "skills":
                        row = relabel_reminders(row)
                    f.write(json.dumps(row, ensure_ascii=False) + "\n")
            print(f"{path}: {len(rows)} rows")


if __name__ == "__main__":
    main()
