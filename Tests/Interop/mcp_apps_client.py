"""Reads `assistant mcp`'s skill cards as MCP Apps with the official MCP Python SDK and prints one JSON report.

Usage: mcp_apps_client.py ASSISTANT DATA_DIR STDERR_FILE

For each connect mode of the SDK's `Client` ("legacy": the initialize handshake at 2025-11-25; "auto": probe
server/discover, then fall back to initialize), a client that advertises the UI extension
(io.modelcontextprotocol/ui with text/html;profile=mcp-app):
- sees the extension in the server's capabilities;
- lists tools: the skills that answer with UI (ledger.add, weather, ...) carry _meta.ui.resourceUri = ui://agentskill/<id>,
  the others (echo) none;
- lists resources: one per linked tool, MIME type text/html;profile=mcp-app;
- reads each one: the same MIME type, a full HTML5 document (doctype, html, head, body), _meta.ui.csp declaring
  no outside origin, and a Content-Security-Policy meta tag with default-src 'none', no unsafe-eval, no
  unsafe-inline script, no outside origin, whose script-src hash is the SHA-256 of the one inline script (checked
  here with hashlib);
- calls ledger.add and finds the card in structuredContent (HTML from our renderer and the tree) beside the text;
- reading an unknown ui:// URI is a JSON-RPC error -32002.
A client without the extension sees no _meta.ui and no card, and can still read the resources.
A client that lists application/a2ui+json beside text/html;profile=mcp-app (the A2UI-over-MCP-Apps draft) gets
the card as A2UI v0.9 messages too: structuredContent.card.a2ui and an embedded resource
ui://agentskill/ledger.add/a2ui whose JSONL text holds the same messages, each valid against the official A2UI
v0.9 schemas (.build/a2ui-schemas/0.9, from scripts/bootstrap); one that lists only the app MIME type gets none.
Exit 0 when every check passed; the report lists each check either way.
"""

import asyncio
import base64
import hashlib
import json
import pathlib
import sys
from html.parser import HTMLParser

from mcp import StdioServerParameters
from mcp.client import Client, advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from mcp.shared.exceptions import MCPError

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from a2ui_validate import make_validator  # noqa: E402

A2UI_MIME_TYPE = "application/a2ui+json"
SCHEMAS = pathlib.Path(__file__).resolve().parents[2] / ".build" / "a2ui-schemas" / "0.9"

checks = []
UI_SKILLS = {"ledger.add", "ledger.list", "ledger.summary", "weather", "calendar.list", "reminder.list"}
OUTSIDE = ("http:", "https:", "ws:", "wss:", "*", "//")


def check(name, ok, detail=""):
    checks.append({"name": name, "ok": bool(ok), "detail": str(detail)[:500]})


class Document(HTMLParser):
    """The parts of an HTML document the checks look at."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.doctype = None
        self.tags = set()
        self.policy = None
        self.scripts = []
        self.in_script = False

    def handle_decl(self, decl):
        self.doctype = decl

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        values = dict(attrs)
        if tag == "meta" and (values.get("http-equiv") or "").lower() == "content-security-policy":
            self.policy = values.get("content")
        if tag == "script":
            self.in_script = True
            self.scripts.append("")
            if "src" in values:
                self.scripts[-1] = None

    def handle_endtag(self, tag):
        if tag == "script":
            self.in_script = False

    def handle_data(self, data):
        if self.in_script and self.scripts[-1] is not None:
            self.scripts[-1] += data


def directives(policy):
    result = {}
    for part in (policy or "").split(";"):
        words = part.split()
        if words:
            result[words[0]] = words[1:]
    return result


def check_document(prefix, uri, html):
    document = Document()
    document.feed(html)
    check(f"{prefix} full document {uri}",
          (document.doctype or "").lower() == "doctype html" and {"html", "head", "body"} <= document.tags,
          html[:200])
    policy = directives(document.policy)
    sources = [source for values in policy.values() for source in values]
    check(f"{prefix} meta policy {uri}",
          policy.get("default-src") == ["'none'"] and policy.get("connect-src") == ["'none'"]
          and policy.get("frame-src") == ["'none'"]
          and not any(source.startswith(OUTSIDE) or source.endswith(":") and source != "data:" for source in sources)
          and "'unsafe-eval'" not in sources and "'unsafe-inline'" not in policy.get("script-src", []),
          document.policy)
    hashes = ["'sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode() + "'"
              for script in document.scripts if script is not None]
    check(f"{prefix} script allowed by its hash {uri}",
          len(document.scripts) == 1 and policy.get("script-src") == hashes, (policy.get("script-src"), hashes))


async def with_apps(params, mode):
    prefix = f"[{mode}]"
    apps = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
    async with Client(params, mode=mode, extensions=[apps]) as client:
        check(f"{prefix} protocol", client.protocol_version == "2025-11-25", client.protocol_version)
        extensions = client.server_capabilities.extensions or {}
        check(f"{prefix} server declares the extension", EXTENSION_ID in extensions, extensions)
        check(f"{prefix} server declares resources", client.server_capabilities.resources is not None)

        tools = (await client.list_tools()).tools
        links = {}
        for tool in tools:
            ui = (tool.meta or {}).get("ui") or {}
            if "resourceUri" in ui:
                links[tool.name] = ui["resourceUri"]
        check(f"{prefix} UI tools link their card",
              all(links.get(name) == f"ui://agentskill/{name}" for name in UI_SKILLS), links)
        check(f"{prefix} other tools link nothing", "echo" not in links and "reminder.create" not in links, links)

        resources = (await client.list_resources()).resources
        listed = {str(resource.uri): resource for resource in resources}
        check(f"{prefix} every link is listed", set(links.values()) <= set(listed), sorted(listed))
        check(f"{prefix} listed MIME types", all(r.mime_type == APP_MIME_TYPE for r in resources),
              [r.mime_type for r in resources])

        for uri in sorted(set(links.values())):
            read = await client.read_resource(uri)
            content = read.contents[0]
            check(f"{prefix} read MIME type {uri}", content.mime_type == APP_MIME_TYPE, content.mime_type)
            meta = (content.meta or {}).get("ui") or {}
            csp = meta.get("csp") or {}
            check(f"{prefix} _meta.ui.csp allows no outside origin {uri}",
                  all(csp.get(key) == [] for key in ("connectDomains", "resourceDomains", "frameDomains"))
                  and meta.get("prefersBorder") is True, meta)
            check_document(prefix, uri, getattr(content, "text", ""))

        added = await client.call_tool("ledger.add", {"amount": "35", "category": "food", "note": "<b>lunch</b>"})
        structured = added.structured_content or {}
        card = structured.get("card") or {}
        text = added.content[0].text if added.content else ""
        check(f"{prefix} UI tool keeps its text", not added.is_error and "35.00" in text, text)
        check(f"{prefix} UI tool keeps its data", structured.get("amount") == "35.00", structured)
        html = card.get("html") or ""
        check(f"{prefix} card HTML from our renderer",
              html.startswith('<div class="sk-root"') and "35.00" in html and "&lt;b&gt;lunch" in html and "<b>" not in html
              and "<script" not in html, html[:300])
        check(f"{prefix} card tree", isinstance(card.get("tree"), dict) and "type" in card["tree"], card.get("tree"))

        try:
            await client.read_resource("ui://agentskill/no.such.card")
            check(f"{prefix} unknown resource is an error", False, "it was read")
        except MCPError as error:
            check(f"{prefix} unknown resource is an error",
                  error.code == -32002 and "ui://agentskill/no.such.card" in error.message,
                  (error.code, error.message))


async def without_apps(params):
    async with Client(params, mode="legacy") as client:
        tools = (await client.list_tools()).tools
        linked = [tool.name for tool in tools if "ui" in (tool.meta or {})]
        check("[no extension] no tool links a card", not linked, linked)
        added = await client.call_tool("ledger.add", {"amount": "12", "category": "food"})
        structured = added.structured_content or {}
        check("[no extension] no card in results", "card" not in structured and structured.get("amount") == "12.00",
              structured)
        read = await client.read_resource("ui://agentskill/ledger.add")
        check("[no extension] resources still readable", read.contents[0].mime_type == APP_MIME_TYPE,
              read.contents[0].mime_type)


async def with_a2ui(params):
    apps = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE, A2UI_MIME_TYPE]})
    async with Client(params, mode="legacy", extensions=[apps]) as client:
        added = await client.call_tool("ledger.add", {"amount": "35", "category": "food", "note": "lunch"})
        card = (added.structured_content or {}).get("card") or {}
        messages = card.get("a2ui") or []
        check("[a2ui] card keeps html and tree", "html" in card and "tree" in card, sorted(card))
        surface = (messages[0].get("createSurface") or {}).get("surfaceId") if messages else None
        check("[a2ui] card.a2ui opens a surface for the call",
              surface is not None and surface.startswith("ledger.add.call-")
              and all(message.get("version") == "v0.9" for message in messages), messages[:1])
        resources = [block for block in added.content if block.type == "resource"]
        resource = resources[0].resource if resources else None
        check("[a2ui] embedded resource",
              len(resources) == 1 and str(resource.uri) == "ui://agentskill/ledger.add/a2ui"
              and resource.mime_type == A2UI_MIME_TYPE, resource)
        lines = [json.loads(line) for line in (getattr(resource, "text", "") or "").splitlines() if line.strip()]
        check("[a2ui] resource text is the messages as JSONL", lines == messages and len(lines) >= 2, len(lines))
        check("[a2ui] text stays first", added.content[0].type == "text" and "35.00" in added.content[0].text)
        if not SCHEMAS.is_dir():
            check("[a2ui] messages valid against the official schemas", False, f"no schemas in {SCHEMAS}")
            return
        validator = make_validator(SCHEMAS)
        errors = [f"{index}: {error.message[:200]}" for index, message in enumerate(messages)
                  for error in validator.iter_errors(message)]
        check("[a2ui] messages valid against the official schemas", messages and not errors,
              errors[:5] if errors else f"{len(messages)} messages, {len(resource.text.encode())} bytes of JSONL")
    only_apps = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
    async with Client(params, mode="legacy", extensions=[only_apps]) as client:
        added = await client.call_tool("ledger.add", {"amount": "12", "category": "food"})
        card = (added.structured_content or {}).get("card") or {}
        check("[apps only] no A2UI", "a2ui" not in card and "html" in card
              and all(block.type == "text" for block in added.content), [block.type for block in added.content])


async def main(assistant, data_dir, _stderr_path):
    env = {"XDG_CONFIG_HOME": data_dir, "HOME": data_dir}
    params = StdioServerParameters(command=assistant, args=["mcp", "--data-dir", data_dir], env=env)
    for mode in ("legacy", "auto"):
        try:
            await with_apps(params, mode)
        except Exception as error:  # a broken session is a failed check, not a missing report
            check(f"[{mode}] session", False, repr(error))
    try:
        await without_apps(params)
    except Exception as error:
        check("[no extension] session", False, repr(error))
    try:
        await with_a2ui(params)
    except Exception as error:
        check("[a2ui] session", False, repr(error))
    print(json.dumps({"checks": checks}))
    return 0 if all(item["ok"] for item in checks) else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(*sys.argv[1:4])))
