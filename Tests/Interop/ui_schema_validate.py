"""Validates UI documents against a JSON Schema (Draft 2020-12) with Python `jsonschema`.

Usage: python ui_schema_validate.py SCHEMA.json DOCUMENTS.jsonl

Each input line is {"name": text, "document": value}. Prints one JSON line:
{"checked": count, "invalid": {name: [error, ...]}}: for each invalid document, up to five of the
errors found inside oneOf and anyOf (for a component, inside its own type's branch), deepest first.
"""

import json
import pathlib
import sys

from jsonschema import Draft202012Validator


def leaves(error):
    """The errors at the bottom of `error`'s oneOf/anyOf branches (or `error` itself). In a oneOf
    over component types, only the branch of the instance's own "type" is followed."""
    if not error.context:
        yield error
        return
    inner = error.context
    instance = error.instance
    if error.validator == "oneOf" and isinstance(instance, dict) and isinstance(instance.get("type"), str):
        suffix = "/" + instance["type"]
        branches = [
            index
            for index, branch in enumerate(error.validator_value)
            if isinstance(branch, dict) and str(branch.get("$ref", "")).endswith(suffix)
        ]
        if branches:
            inner = [each for each in inner if each.relative_schema_path and each.relative_schema_path[0] in branches]
    for each in inner:
        yield from leaves(each)


def describe(error) -> str:
    return f"{'/'.join(str(part) for part in error.absolute_path)}: {error.message[:200]}"


def main() -> int:
    schema = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    checked = 0
    invalid = {}
    for line in pathlib.Path(sys.argv[2]).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        item = json.loads(line)
        checked += 1
        found = [leaf for error in validator.iter_errors(item["document"]) for leaf in leaves(error)]
        if found:
            found.sort(key=lambda error: (-len(error.absolute_path), describe(error)))
            invalid[item["name"]] = [describe(error) for error in found[:5]]
    print(json.dumps({"checked": checked, "invalid": invalid}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
