"""Drives `assistant mcp` with the official MCP Python SDK's stdio client and prints one JSON report.

Usage: mcp_client.py ASSISTANT DATA_DIR STDERR_FILE

Steps: initialize; list tools and check every inputSchema is valid JSON Schema (Draft 2020-12 meta-schema);
call echo and ledger.add and check text and structured results; a destructive call (ledger.undo) is
refused for a client without elicitation, and with one is asked about: declined it runs nothing, accepted it
runs; a failing call (invalid ledger.add arguments)
must come back with isError; a weather call against a 127.0.0.1 port that never answers is abandoned after
one second (the SDK sends notifications/cancelled) and the server must log that the call stopped, while a
ping still answers. Exit 0 when every check passed; the report lists each check either way.
"""

import asyncio
import json
import socket
import sys
import threading
import time

import jsonschema
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client

checks = []


def check(name, ok, detail=""):
    checks.append({"name": name, "ok": bool(ok), "detail": str(detail)[:500]})


def silent_http_server():
    """A 127.0.0.1 listener that accepts connections and never answers; returns (port, closed_event)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    closed = threading.Event()

    def serve():
        connection, _ = listener.accept()
        while connection.recv(65536):
            pass
        closed.set()

    threading.Thread(target=serve, daemon=True).start()
    return listener.getsockname()[1], closed


async def main(assistant, data_dir, stderr_path):
    port, closed = silent_http_server()
    silent = f"http://127.0.0.1:{port}/v1/search"
    env = {"AGENTSKILL_WEATHER_GEOCODING_URL": silent, "XDG_CONFIG_HOME": data_dir, "HOME": data_dir}
    params = StdioServerParameters(command=assistant, args=["mcp", "--data-dir", data_dir], env=env)
    with open(stderr_path, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                check("initialize", init.protocol_version == "2025-11-25", init.protocol_version)
                check("server name", init.server_info.name == "agentskill", init.server_info.name)

                listed = await session.list_tools()
                names = [tool.name for tool in listed.tools]
                check("tools listed", "echo" in names and "ledger.add" in names, names)
                validator = jsonschema.Draft202012Validator
                for tool in listed.tools:
                    try:
                        validator.check_schema(tool.input_schema)
                        check(f"schema {tool.name}", tool.input_schema.get("type") == "object", tool.input_schema)
                    except jsonschema.SchemaError as error:
                        check(f"schema {tool.name}", False, error.message)
                annotations = {tool.name: tool.annotations for tool in listed.tools}
                check("echo is read-only", annotations["echo"].read_only_hint is True, annotations["echo"])

                echo = await session.call_tool("echo", {"text": "你好 MCP"})
                text = echo.content[0].text if echo.content else ""
                check("echo text", not echo.is_error and text == "你好 MCP", text)
                check("echo structured", isinstance(echo.structured_content, dict), echo.structured_content)

                added = await session.call_tool("ledger.add", {"amount": "35", "category": "food"})
                structured = added.structured_content or {}
                check("ledger.add text", not added.is_error and "35.00" in added.content[0].text, added.content)
                check("ledger.add structured", structured.get("amount") == "35.00", structured)

                failed = await session.call_tool("ledger.add", {"amount": "not money"})
                check("failing call isError", failed.is_error is True, failed.content)

                started = time.monotonic()
                try:
                    await session.call_tool("weather", {"city": "Boston"}, read_timeout_seconds=1.0)
                    check("cancelled call", False, "the hanging call returned")
                except Exception as error:  # the SDK raises on its read timeout and cancels the request
                    check("cancelled call abandoned", time.monotonic() - started < 5, repr(error))
                await session.send_ping()
                check("ping after cancel", True)
                # The server logs when the cancelled call has stopped; its HTTP connection closes with it.
                stopped = False
                for _ in range(100):
                    with open(stderr_path) as log:
                        if "'weather' stopped: cancelled" in log.read():
                            stopped = True
                            break
                    await asyncio.sleep(0.05)
                check("cancelled call stopped", stopped, open(stderr_path).read()[-500:])
                check("hanging HTTP request closed", closed.wait(5), "the connection to the silent server stayed open")

                # This client declared no elicitation: a destructive call is refused, saying how to allow it.
                refused = await session.call_tool("ledger.undo", {})
                refusal = refused.content[0].text if refused.content else ""
                check("destructive refused without elicitation", refused.is_error and "cannot confirm" in refusal, refusal)

    # A client that can confirm: the server asks through elicitation/create; a decline runs nothing,
    # an accept runs the call.
    answers = ["decline", "accept"]
    asked = []

    async def confirm(context, params):
        asked.append(params.message)
        action = answers.pop(0)
        return types.ElicitResult(action=action, content={"confirm": True} if action == "accept" else None)

    with open(stderr_path, "a") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write, elicitation_callback=confirm) as session:
                await session.initialize()
                declined = await session.call_tool("ledger.undo", {})
                check("declined call not run", declined.is_error is True, declined.content)
                accepted = await session.call_tool("ledger.undo", {})
                text = accepted.content[0].text if accepted.content else ""
                check("accepted call runs", not accepted.is_error and "35.00" in text, text)
                check("elicitation names the entry in plain words",
                      len(asked) == 2 and "35.00" in asked[0] and "{" not in asked[0], asked)
    print(json.dumps({"checks": checks}))
    return 0 if all(item["ok"] for item in checks) else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(*sys.argv[1:4])))
