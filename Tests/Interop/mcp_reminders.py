"""Drives `assistant mcp` with the official MCP Python SDK's stdio client: reminders ring as MCP
notifications, and prints one JSON report.

Usage: mcp_reminders.py ASSISTANT DATA_DIR STDERR_FILE

On the real clock: the server declares the logging capability; a reminder due while the client has
not asked for log messages does not ring to it; once the client asks (logging/setLevel "info"), it
rings as notifications/message (level notice, logger "reminders", data with its text, id and due
time), and so does a reminder set then, due in two seconds: the program records it rang within a
second of its time (reminder_deliveries), and it reaches the client within 30 s. A repeating one
says its next time. Raised to "warning", nothing more rings to the client. Exit 0 when every check passed; the report lists each check either way.
"""

import asyncio
import datetime
import json
import sqlite3
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

checks = []


def check(name, ok, detail=""):
    checks.append({"name": name, "ok": bool(ok), "detail": str(detail)[:500]})


def instant(text):
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def lateness_ms(database, reminder_id):
    """What the program recorded: when the reminder's first delivery fired, less its due time."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        row = db.execute(
            "SELECT fired_ms - due_ms FROM reminder_deliveries WHERE reminder_id = ? ORDER BY id LIMIT 1",
            (reminder_id,)).fetchone()
    return None if row is None else row[0]


async def main(assistant, data_dir, stderr_path):
    env = {"XDG_CONFIG_HOME": data_dir, "HOME": data_dir, "TZ": "Asia/Shanghai", "LANG": "C.UTF-8"}
    params = StdioServerParameters(
        command=assistant, args=["mcp", "--data-dir", data_dir, "--time-zone", "Asia/Shanghai"], env=env)
    heard = []

    async def on_log(message):
        heard.append((time.time(), message))

    async def wait_for(count, seconds):
        deadline = time.monotonic() + seconds
        while len(heard) < count and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        return len(heard) >= count

    async def remind(session, arguments):
        result = await session.call_tool("reminder.create", arguments)
        return result.structured_content or {}, result

    database = f"{data_dir}/agentskill.sqlite"
    with open(stderr_path, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write, logging_callback=on_log) as session:
                init = await session.initialize()
                check("logging capability", init.capabilities.logging is not None, init.capabilities)

                # Not asked for yet: a reminder that comes due does not ring to this client.
                early, _ = await remind(session, {"title": "Early bird", "duration": "PT1S"})
                await asyncio.sleep(2.5)
                check("nothing before setLevel", not heard, heard)

                await session.set_logging_level("info")
                arrived = await wait_for(1, 30)
                first = heard[0][1] if heard else None
                check("a reminder due before setLevel rings after it",
                      arrived and first.data.get("id") == early.get("id") and first.data.get("title") == "Early bird",
                      first)

                made, result = await remind(session, {"title": "Stretch", "duration": "PT2S"})
                check("reminder set", not result.is_error and made.get("id") is not None, result.content)
                arrived = await wait_for(2, 30)
                when, message = heard[1] if arrived else (None, None)
                check("notification arrives", arrived, heard)
                if message is not None:
                    data = message.data if isinstance(message.data, dict) else {}
                    check("level notice", message.level == "notice", message.level)
                    check("logger reminders", message.logger == "reminders", message.logger)
                    check("text", data.get("text") == "⏰ Reminder: Stretch", data)
                    check("id", data.get("id") == made.get("id"), (data.get("id"), made.get("id")))
                    check("due time", data.get("due") == made.get("due"), (data.get("due"), made.get("due")))
                    check("not missed, no repeat", data.get("missed") is False and data.get("repeat") is None, data)
                    late = lateness_ms(database, made.get("id"))
                    check("rang within a second (program's record)", late is not None and 0 <= late <= 1000,
                          f"{late} ms")
                    check("reached the client", when - instant(data.get("due")) <= 30,
                          f"{when - instant(data.get('due')):.3f} s after its time")

                daily, _ = await remind(session, {"title": "Water", "duration": "PT1S", "repeat": "FREQ=DAILY"})
                arrived = await wait_for(3, 30)
                data = heard[2][1].data if arrived else {}
                check("repeating reminder says its next time",
                      arrived and data.get("repeat") == "FREQ=DAILY" and data.get("next") is not None
                      and round(instant(data["next"]) - instant(data["due"])) == 86_400, data)

                await session.set_logging_level("warning")
                await remind(session, {"title": "Too quiet", "duration": "PT1S"})
                await asyncio.sleep(2.5)
                check("nothing above the notifier's level", len(heard) == 3, [m.data for _, m in heard])

    print(json.dumps({"checks": checks}))
    return 0 if all(item["ok"] for item in checks) else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(*sys.argv[1:4])))
