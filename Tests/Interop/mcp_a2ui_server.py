"""An MCP server on the official Python SDK whose tools answer with A2UI. Usage: mcp_a2ui_server.py

card:       text, and the card as an embedded resource {type: "resource", resource: {uri, mimeType:
            "application/a2ui+json", text: JSONL of v0.9 messages}}.
(A message list as structuredContent is read too, but the SDK allows only an object there.)
broken:     text, and an embedded A2UI resource that is not JSON at all.
"""

import json

from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, EmbeddedResource, TextContent, TextResourceContents, ToolAnnotations

MIME = "application/a2ui+json"
CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
MESSAGES = [
    {"version": "v0.9", "createSurface": {"surfaceId": "order", "catalogId": CATALOG}},
    {"version": "v0.9", "updateComponents": {"surfaceId": "order", "components": [
        {"id": "root", "component": "Column", "children": ["title", "total"]},
        {"id": "title", "component": "Text", "text": "Order 1042", "variant": "h2"},
        {"id": "total", "component": "Text", "text": {"path": "/total"}},
    ]}},
    {"version": "v0.9", "updateDataModel": {"surfaceId": "order", "path": "/total", "value": "Total 35.00 CHF"}},
]
READ_ONLY = ToolAnnotations(readOnlyHint=True)

server = MCPServer("a2ui-fake")


def resource(text):
    return EmbeddedResource(type="resource", resource=TextResourceContents(
        uri="ui://a2ui-fake/order", mimeType=MIME, text=text))


@server.tool(description="Shows an order as an A2UI card", annotations=READ_ONLY)
def card() -> CallToolResult:
    jsonl = "".join(json.dumps(message) + "\n" for message in MESSAGES)
    return CallToolResult(content=[TextContent(type="text", text="Order 1042"), resource(jsonl)])


@server.tool(description="Answers with broken A2UI", annotations=READ_ONLY)
def broken() -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text="broken card"), resource("this is not json")])


if __name__ == "__main__":
    server.run("stdio")
