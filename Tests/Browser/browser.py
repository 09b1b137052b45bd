"""Drives Debian's headless Chromium through chromedriver for the browser tests (tests only).

    python -B Tests/Browser/browser.py --steps '[{"goto": "file:///tmp/page.html"}, {"text": "h1"}]'
    python -B Tests/Browser/browser.py --steps-file steps.json --timeout 30 [URL]

Starts the real browser binary (/usr/lib/chromium/chromium, not the /usr/bin/chromium shell wrapper,
which does not pass signals on) in its own process group with a throwaway profile, attaches
chromedriver (/usr/bin/chromedriver) to it, runs the steps in order and prints ONE JSON object:

    {"ok": true, "recorded": [...], "error": null, "failedStep": null, "seconds": {...}}

Steps (one key names the step; other keys are its options):
    {"goto": url}                                load a page (a URL argument becomes step 0)
    {"type": selector, "text": str}              focus the element and type the text
    {"press": "Enter"}                           press a key in the focused element (Enter, Tab,
                                                 Escape, Backspace, ArrowUp/Down/Left/Right, Space);
                                                 "selector" sends it to that element instead
    {"click": selector}                          click the element
    {"waitFor": selector, "timeout": s}          wait until the element exists and is displayed
    {"waitText": selector, "text": str, "timeout": s}
                                                 wait until the element's text contains the text
    {"waitGone": selector, "timeout": s}         wait until no displayed element matches
    {"text": selector}                           record the element's visible text
    {"resize": [width, height]}                  resize the window (CSS pixels)
    {"viewport": [width, height], "mobile": false}
                                                 make the page's viewport exactly this size (DevTools
                                                 Emulation.setDeviceMetricsOverride; "mobile" as a
                                                 phone does, with the page's viewport meta tag)
    {"acceptLanguage": "zh-CN,zh;q=0.9"}         send this Accept-Language with every later request
                                                 (DevTools Network.setExtraHTTPHeaders)
    {"screenshot": path, "fullPage": true}       write a PNG (full page via DevTools
                                                 Page.captureScreenshot with captureBeyondViewport)
    {"evaluate": js}                             record the value of the JavaScript expression (a
                                                 promise is awaited)
    {"waitUntil": js, "timeout": s}              wait until the JavaScript expression is truthy
    {"initScript": js}                           run the script in every page this tab loads from now
                                                 on, before the page's own (DevTools
                                                 Page.addScriptToEvaluateOnNewDocument)
    {"grantPermissions": ["notifications"], "origin": url}
                                                 grant the permissions to the origin, as a person who
                                                 clicked Allow would (DevTools Browser.grantPermissions)
    {"newTab": url}                              open a tab at the URL and make it the current one (the
                                                 tab before goes to the background: its document.hidden)
    {"switchTab": index}                         make tab `index` (0 the first) the current one again
    {"consoleErrors": true}                      record the console errors so far (list of strings)

Waits default to 20 s (the browser runs niced, so on a busy machine it is slow, not wrong). The driver and the browser run at niceness 10 (BROWSER_NICE) so the tests
beside them keep the CPU. The whole run has a global timeout (--timeout, default 45 s). The browser is
always stopped by its own pid (process group), also on errors, timeouts and SIGTERM.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

BROWSER = os.environ.get("BROWSER_BINARY", "/usr/lib/chromium/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
DEFAULT_WAIT = 20.0


class Timeout(BaseException):
    """The global timeout or a stop signal; a BaseException so no step's error handling swallows it."""


def _on_signal(signum, _frame):
    raise Timeout("global timeout" if signum == signal.SIGALRM else f"stopped by signal {signum}")


def launch_browser(profile):
    """Starts Chromium in a new session (its pid is its process group) and returns (process, port)."""
    arguments = [
        BROWSER,
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--window-size=1280,900",
        f"--user-data-dir={profile}",
        "--remote-debugging-port=0",
        "--remote-debugging-address=127.0.0.1",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-dev-shm-usage",
        "--disable-extensions",
        "--disable-crash-reporter",
        "--disable-breakpad",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-default-apps",
        "--metrics-recording-only",
        "--password-store=basic",
        "--use-mock-keychain",
        "--hide-scrollbars",
        "--force-color-profile=srgb",
        "--lang=en-US",
        # No network beyond this machine: every host name but the loopback ones fails to resolve.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
        "about:blank",
    ]
    log = open(os.path.join(profile, "..", "chromium.log"), "wb")
    process = subprocess.Popen(
        arguments, stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
    log.close()
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"chromium exited with status {process.returncode} at start-up")
        try:
            with open(port_file) as handle:
                first = handle.readline().strip()
            if first.isdigit():
                return process, int(first)
        except FileNotFoundError:
            pass
        time.sleep(0.05)
    raise RuntimeError("chromium did not open its DevTools port within 20 s")


def stop_process_group(process, grace=3.0):
    """SIGTERM to the group led by `process`, then SIGKILL after `grace` seconds."""
    if process is None:
        return
    for signum, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, signum)
        except ProcessLookupError:
            pass
        try:
            process.wait(timeout=wait)
            break
        except subprocess.TimeoutExpired:
            continue
    # Renderers and helpers share the group; make sure none outlives the browser.
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def connect(port):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.debugger_address = f"127.0.0.1:{port}"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=CHROMEDRIVER, service_args=["--allowed-ips=127.0.0.1"])
    return webdriver.Chrome(service=service, options=options), service


KEYS = {
    "Enter": "ENTER",
    "Tab": "TAB",
    "Escape": "ESCAPE",
    "Backspace": "BACKSPACE",
    "ArrowUp": "ARROW_UP",
    "ArrowDown": "ARROW_DOWN",
    "ArrowLeft": "ARROW_LEFT",
    "ArrowRight": "ARROW_RIGHT",
    "Space": "SPACE",
}


class Runner:
    def __init__(self, driver):
        self.driver = driver
        self.recorded = []
        self.console_errors = []

    def find(self, selector):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def wait(self, step, description, condition):
        from selenium.common.exceptions import (
            NoSuchElementException, StaleElementReferenceException, TimeoutException)
        from selenium.webdriver.support.ui import WebDriverWait

        timeout = float(step.get("timeout", DEFAULT_WAIT))
        # A page that re-renders between finding an element and reading it (the playground's
        # preview) makes the element stale: that is "not yet", not a failure, so poll again.
        ignored = (NoSuchElementException, StaleElementReferenceException)
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.05, ignored_exceptions=ignored).until(
                lambda _: condition())
        except TimeoutException as error:
            raise RuntimeError(f"timed out after {timeout:g} s waiting for {description}") from error
        except Exception as error:
            raise RuntimeError(
                f"{type(error).__name__} while waiting for {description}: {str(error).strip()[:200]}") from error

    def collect_console(self):
        try:
            entries = self.driver.get_log("browser")
        except Exception:
            return
        for entry in entries:
            if entry.get("level") == "SEVERE":
                self.console_errors.append(entry.get("message", ""))

    def run(self, step):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys

        driver = self.driver
        if "goto" in step:
            driver.get(step["goto"])
        elif "type" in step:
            element = self.find(step["type"])
            element.click()
            element.send_keys(step.get("text", ""))
        elif "press" in step:
            name = step["press"]
            key = getattr(Keys, KEYS.get(name, ""), None) if name in KEYS else name
            if key is None:
                raise RuntimeError(f"unknown key {name!r}")
            if "selector" in step:
                self.find(step["selector"]).send_keys(key)
            else:
                ActionChains(driver).send_keys(key).perform()
        elif "click" in step:
            self.find(step["click"]).click()
        elif "waitFor" in step:
            selector = step["waitFor"]
            self.wait(step, f"{selector!r}", lambda: any(
                e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, selector)))
        elif "waitText" in step:
            selector, text = step["waitText"], step.get("text", "")

            def has_text():
                return any(text in e.text for e in driver.find_elements(By.CSS_SELECTOR, selector))

            self.wait(step, f"{text!r} in {selector!r}", has_text)
        elif "waitGone" in step:
            selector = step["waitGone"]
            self.wait(step, f"{selector!r} to go", lambda: not any(
                e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, selector)))
        elif "text" in step:
            self.recorded.append(self.find(step["text"]).text)
        elif "resize" in step:
            width, height = step["resize"]
            driver.set_window_size(int(width), int(height))
        elif "viewport" in step:
            width, height = step["viewport"]
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": int(width), "height": int(height), "deviceScaleFactor": 1,
                "mobile": bool(step.get("mobile", False))})
        elif "acceptLanguage" in step:
            driver.execute_cdp_cmd("Network.enable", {})
            driver.execute_cdp_cmd(
                "Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": str(step["acceptLanguage"])}})
        elif "screenshot" in step:
            self.screenshot(step["screenshot"], bool(step.get("fullPage", False)))
        elif "evaluate" in step:
            self.recorded.append(driver.execute_script("return (" + step["evaluate"] + ");"))
        elif "waitUntil" in step:
            script = step["waitUntil"]
            self.wait(step, f"{script!r} to hold", lambda: bool(driver.execute_script("return (" + script + ");")))
        elif "initScript" in step:
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": step["initScript"]})
        elif "grantPermissions" in step:
            parameters = {"permissions": list(step["grantPermissions"])}
            if step.get("origin"):
                parameters["origin"] = str(step["origin"]).rstrip("/")
            driver.execute_cdp_cmd("Browser.grantPermissions", parameters)
        elif "newTab" in step:
            driver.switch_to.new_window("tab")
            driver.get(step["newTab"])
        elif "switchTab" in step:
            driver.switch_to.window(driver.window_handles[int(step["switchTab"])])
        elif "consoleErrors" in step:
            self.collect_console()
            self.recorded.append(list(self.console_errors))
        else:
            raise RuntimeError(f"unknown step {json.dumps(step)}")

    def failure_context(self):
        """What the page showed when a step failed: its live regions (status lines), the focused
        element and its console errors, so a failure says more than which wait ran out."""
        context = {}
        try:
            context["page"] = self.driver.execute_script(
                "return {focused: document.activeElement && (document.activeElement.id"
                " || document.activeElement.tagName),"
                " status: Array.from(document.querySelectorAll('[role=status], [aria-live]'))"
                ".map(e => (e.id || e.className) + ': ' + e.textContent.trim().slice(0, 200))};")
        except Exception as error:  # noqa: BLE001 - the page may be gone
            context["page"] = f"unavailable: {type(error).__name__}"
        self.collect_console()
        context["consoleErrors"] = list(self.console_errors)
        return context

    def screenshot(self, path, full_page):
        import base64

        parameters = {"format": "png", "captureBeyondViewport": full_page}
        if full_page:
            metrics = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
            size = metrics.get("cssContentSize") or metrics["contentSize"]
            parameters["clip"] = {
                "x": 0, "y": 0, "width": max(1, size["width"]), "height": max(1, size["height"]), "scale": 1}
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", parameters)
        directory = os.path.dirname(os.path.abspath(path))
        os.makedirs(directory, exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(shot["data"]))


def main():
    parser = argparse.ArgumentParser(description="Runs browser steps in headless Chromium.")
    parser.add_argument("url", nargs="?", help="a page to load before the steps")
    parser.add_argument("--steps", help="the steps as a JSON array")
    parser.add_argument("--steps-file", help="a file holding the steps as a JSON array")
    parser.add_argument("--timeout", type=float, default=45.0, help="seconds for the whole run")
    arguments = parser.parse_args()

    started = time.monotonic()
    # Yield the CPU to the tests running beside us (make test runs them in parallel on few cores);
    # chromedriver and Chromium inherit the niceness.
    try:
        os.nice(int(os.environ.get("BROWSER_NICE", "10")))
    except (OSError, ValueError):
        pass
    result = {"ok": False, "recorded": [], "error": None, "failedStep": None, "seconds": {}}
    browser = driver = service = None
    current = None
    work = tempfile.mkdtemp(prefix="agentskill-browser-")
    signal.signal(signal.SIGALRM, _on_signal)
    signal.signal(signal.SIGTERM, _on_signal)
    signal.signal(signal.SIGINT, _on_signal)
    signal.setitimer(signal.ITIMER_REAL, arguments.timeout)
    runner = None
    try:
        if arguments.steps_file:
            with open(arguments.steps_file, encoding="utf-8") as handle:
                steps = json.load(handle)
        else:
            steps = json.loads(arguments.steps or "[]")
        if not isinstance(steps, list) or not all(isinstance(s, dict) for s in steps):
            raise RuntimeError("the steps must be a JSON array of objects")
        if arguments.url:
            steps = [{"goto": arguments.url}] + steps
        for path, what in ((BROWSER, "chromium"), (CHROMEDRIVER, "chromedriver")):
            if not os.access(path, os.X_OK):
                raise RuntimeError(f"{what} missing at {path}: run scripts/bootstrap")
        profile = os.path.join(work, "profile")
        os.makedirs(profile)
        browser, port = launch_browser(profile)
        driver, service = connect(port)
        result["seconds"]["launch"] = round(time.monotonic() - started, 3)
        runner = Runner(driver)
        for index, step in enumerate(steps):
            current = index
            runner.run(step)
        current = None
        result["ok"] = True
    except BaseException as error:  # noqa: BLE001 - every failure becomes the JSON answer
        message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        result["error"] = f"{type(error).__name__}: {message}"
        result["failedStep"] = current
        if runner is not None:
            result["context"] = runner.failure_context()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        if runner is not None:
            result["recorded"] = runner.recorded
        if driver is not None:
            try:
                driver.quit()  # attached with debuggerAddress: ends the session, not the browser
            except BaseException:
                pass
        if service is not None:
            try:
                service.stop()
            except BaseException:
                pass
        stop_process_group(browser)
        shutil.rmtree(work, ignore_errors=True)
        result["seconds"]["total"] = round(time.monotonic() - started, 3)
    print(json.dumps(result, ensure_ascii=False))
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
