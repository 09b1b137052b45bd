"""Loads a Beancount file with the `beancount` package and prints what it read as JSON.

Usage: python bean_read.py FILE

Prints {"errors": [messages], "transactions": [{"date", "narration", "id", "postings":
[[account, number, currency], ...]}, ...]} with transactions in file order. The Swift interop
tests check that every narration and amount survived and that there are no errors.
"""

import json
import sys

from beancount import loader
from beancount.core import data


def main():
    entries, errors, _options = loader.load_file(sys.argv[1])
    transactions = []
    for entry in entries:
        if isinstance(entry, data.Transaction):
            transactions.append(
                {
                    "date": entry.date.isoformat(),
                    "narration": entry.narration,
                    "id": entry.meta.get("ledger-id"),
                    "postings": [[p.account, str(p.units.number), p.units.currency] for p in entry.postings],
                }
            )
    json.dump(
        {"errors": [str(error.message) for error in errors], "transactions": transactions},
        sys.stdout,
        ensure_ascii=False,
    )


if __name__ == "__main__":
    main()
