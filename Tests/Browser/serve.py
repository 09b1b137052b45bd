"""Serves a folder on 127.0.0.1 for the browser tests (tests only).

    python -B Tests/Browser/serve.py FOLDER PORT_FILE

Binds 127.0.0.1 on a free port, writes the port number to PORT_FILE (written whole, then renamed),
and serves FOLDER with a strict content security policy (scripts only from the page's own origin,
so pages must load script files and cannot run inline script). Exits when its standard input
closes, so it never outlives the test that started it.
"""

import functools
import http.server
import os
import sys
import threading


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        pass


def main():
    folder, port_file = sys.argv[1], sys.argv[2]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=folder))
    temporary = port_file + ".tmp"
    with open(temporary, "w") as handle:
        handle.write(str(server.server_address[1]))
    os.replace(temporary, port_file)

    def stop_when_stdin_closes():
        sys.stdin.buffer.read()
        os._exit(0)

    threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
