"""Validates A2UI v0.9 server-to-client messages against the official JSON schemas.

Usage: python a2ui_validate.py SCHEMA_DIR MESSAGES.jsonl

SCHEMA_DIR holds server_to_client.json, common_types.json and catalog.json (scripts/bootstrap puts
them in .build/a2ui-schemas/0.9 from the a2ui-agent-sdk wheel). Each input line is a JSON object
{"document": name, "index": n, "message": {...}}. Prints one JSON line:
{"checked": count, "failures": [{"document", "index", "errors": [text, ...]}]}.

The schemas refer to the catalog as "catalog.json" relative to their own $id (a placeholder for
whichever catalog a surface uses), so the basic catalog is registered under that URI as well as
under its own $id.
"""

import json
import pathlib
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource


def make_validator(folder: pathlib.Path) -> Draft202012Validator:
    """A validator of one server-to-client message, with the schemas in `folder` registered."""
    load = lambda name: json.loads((folder / name).read_text(encoding="utf-8"))
    server_to_client = load("server_to_client.json")
    common_types = load("common_types.json")
    catalog = load("catalog.json")
    placeholder = server_to_client["$id"].rsplit("/", 1)[0] + "/catalog.json"
    registry = Registry().with_resources(
        [
            (server_to_client["$id"], Resource.from_contents(server_to_client)),
            (common_types["$id"], Resource.from_contents(common_types)),
            (catalog["$id"], Resource.from_contents(catalog)),
            (placeholder, Resource.from_contents(catalog)),
        ]
    )
    return Draft202012Validator(server_to_client, registry=registry)


def main() -> int:
    validator = make_validator(pathlib.Path(sys.argv[1]))
    checked = 0
    failures = []
    for line in pathlib.Path(sys.argv[2]).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        item = json.loads(line)
        checked += 1
        errors = sorted(
            f"{'/'.join(str(part) for part in error.absolute_path)}: {error.message[:300]}"
            for error in validator.iter_errors(item["message"])
        )
        if errors:
            failures.append({"document": item["document"], "index": item["index"], "errors": errors[:5]})
    print(json.dumps({"checked": checked, "failures": failures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
