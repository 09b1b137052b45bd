"""Peer benchmark: pydantic v2 validating AgentSkill UI documents with an equivalent model.

Usage: python pydantic_ui.py FILE.json [FILE.json ...]
Prints one JSON line per file: {"file": ..., "nodes": ..., "ns_per_op": ...} (median of rounds).
The model mirrors SkillUI's catalog: a discriminated union on "type", the same enums, the hex-or-
semantic color rule, children nested recursively. Validation starts from JSON text, as ours does.
"""
import json
import sys
import time
from typing import Annotated, Any, List, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

Color = Annotated[
    str,
    Field(pattern=r"^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|label|secondaryLabel|background|"
                  r"secondaryBackground|accent|success|warning|danger)$"),
]
Align = Literal["leading", "center", "trailing"]


class Node(BaseModel):
    model_config = ConfigDict(extra="ignore")
    id: Optional[str] = None


class Text(Node):
    type: Literal["text"]
    content: str
    style: Literal["title", "headline", "body", "caption"] = "body"
    align: Optional[Align] = None
    color: Optional[Color] = None
    weight: Optional[Literal["regular", "medium", "semibold", "bold"]] = None


class Button(Node):
    type: Literal["button"]
    title: str
    action: str
    payload: Any = None
    role: Literal["primary", "secondary", "destructive"] = "primary"
    disabled: bool = False


class TextField(Node):
    type: Literal["textField"]
    name: str
    label: Optional[str] = None
    placeholder: Optional[str] = None
    value: Optional[str] = None
    kind: Literal["text", "number", "date", "email"] = "text"
    required: bool = False
    minLength: Optional[int] = None
    maxLength: Optional[int] = None
    pattern: Optional[str] = None


class ListItem(BaseModel):
    id: Optional[str] = None
    title: str
    subtitle: Optional[str] = None
    trailing: Optional[str] = None
    action: Optional[str] = None
    payload: Any = None


class ListNode(Node):
    type: Literal["list"]
    items: List[ListItem]


class Image(Node):
    type: Literal["image"]
    url: str
    alt: Optional[str] = None
    width: Optional[float] = None
    height: Optional[float] = None
    fit: Literal["fit", "fill"] = "fit"


class Spacer(Node):
    type: Literal["spacer"]
    size: Optional[float] = None


class Divider(Node):
    type: Literal["divider"]


class Table(Node):
    type: Literal["table"]
    columns: List[str]
    rows: List[List[str]]


class Series(BaseModel):
    name: str
    values: List[float]
    color: Optional[Color] = None


class Chart(Node):
    type: Literal["chart"]
    kind: Literal["bar", "line", "pie"] = "bar"
    title: Optional[str] = None
    labels: List[str]
    series: List[Series]


class Badge(Node):
    type: Literal["badge"]
    text: str
    color: Optional[Color] = None


class Progress(Node):
    type: Literal["progress"]
    value: Annotated[float, Field(ge=0, le=1)]
    label: Optional[str] = None


class Toggle(Node):
    type: Literal["toggle"]
    name: str
    label: str
    isOn: bool = False
    action: Optional[str] = None


class Option(BaseModel):
    value: str
    label: str


class Picker(Node):
    type: Literal["picker"]
    name: str
    label: Optional[str] = None
    options: List[Option]
    selected: Optional[str] = None
    action: Optional[str] = None


class Link(Node):
    type: Literal["link"]
    title: str
    url: str


class Stack(Node):
    type: Literal["stack", "section"]
    direction: Literal["vertical", "horizontal"] = "vertical"
    spacing: Optional[float] = None
    alignment: Optional[Align] = None
    padding: Optional[float] = None
    background: Optional[Color] = None
    children: List["Component"] = []


class Card(Node):
    type: Literal["card"]
    title: Optional[str] = None
    subtitle: Optional[str] = None
    children: List["Component"] = []


Component = Annotated[
    Union[Text, Button, TextField, ListNode, Image, Spacer, Divider, Stack, Card, Table, Chart, Badge, Progress,
          Toggle, Picker, Link],
    Field(discriminator="type"),
]
Stack.model_rebuild()
Card.model_rebuild()
adapter = TypeAdapter(Component)


def count_nodes(value):
    if isinstance(value, dict):
        return 1 + sum(count_nodes(child) for child in value.get("children", []))
    return 0


def measure(text, rounds=7):
    adapter.validate_json(text)  # warm up
    iterations = max(1, int(200_000 / max(1, len(text))))
    samples = []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        for _ in range(iterations):
            adapter.validate_json(text)
        samples.append((time.perf_counter_ns() - start) / iterations)
    samples.sort()
    return samples[len(samples) // 2]


def main(paths):
    for path in paths:
        with open(path, "rb") as handle:
            text = handle.read()
        nodes = count_nodes(json.loads(text))
        print(json.dumps({"file": path, "nodes": nodes, "ns_per_op": measure(text)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
