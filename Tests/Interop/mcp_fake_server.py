"""A misbehaving MCP server for the robustness tests. Usage: mcp_fake_server.py MODE

silent:  reads forever and never answers (not even initialize).
dies:    initializes and lists one tool 'work', then exits when the tool is called.
noisy:   before every answer writes a garbage line and a 10 MB line; answers correctly otherwise.
"""

import json
import sys

mode = sys.argv[1]
out = sys.stdout


def send(message):
    if mode == "noisy":
        out.write("this is not json\n")
        out.write("[" + "1," * (5 * 1024 * 1024) + "1]\n")
    out.write(json.dumps(message) + "\n")
    out.flush()


for line in sys.stdin:
    if mode == "silent":
        continue
    message = json.loads(line)
    method = message.get("method")
    if "id" not in message:
        continue
    if method == "initialize":
        send({"jsonrpc": "2.0", "id": message["id"], "result": {
            "protocolVersion": "2025-11-25", "capabilities": {"tools": {}},
            "serverInfo": {"name": "fake", "version": "1"}}})
    elif method == "tools/list":
        send({"jsonrpc": "2.0", "id": message["id"], "result": {"tools": [{
            "name": "work", "description": "Works", "inputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": True}}]}})
    elif method == "tools/call":
        if mode == "dies":
            sys.exit(3)
        send({"jsonrpc": "2.0", "id": message["id"], "result": {
            "content": [{"type": "text", "text": "done"}], "isError": False}})
