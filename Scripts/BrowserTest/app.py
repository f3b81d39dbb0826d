"""The app under test: the `jamaal` binary run against a test's own store, clock and home, and
`jamaal serve` started, signed into and stopped (Python 3 standard library only)."""

import datetime
import http.client
import json
import os
import re
import signal
import subprocess
import threading
import time

TZ = "Europe/London"
TIMEOUT = 10.0  # seconds, per HTTP request


class Failure(Exception):
    """A step of the setting (a command, a server) that went wrong: the journey stops."""


def instant(text):
    """The ISO 8601 text as an aware datetime."""
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


def iso(moment):
    """An aware datetime as `--now` takes it."""
    return moment.isoformat(timespec="seconds")


class Jamaal:
    """Runs the binary against one store, in a home and data folder of the test's own."""

    def __init__(self, binary, folder, presets):
        self.binary = binary
        self.folder = folder
        self.store = os.path.join(folder, "store.sqlite")
        home, data = os.path.join(folder, "home"), os.path.join(folder, "data")
        os.makedirs(home, exist_ok=True)
        os.makedirs(data, exist_ok=True)
        self.environment = {
            key: value for key, value in os.environ.items() if not key.startswith("JAMAAL_")}
        self.environment.update(HOME=home, XDG_DATA_HOME=data, JAMAAL_STORE=self.store)
        self.environment.pop("XDG_CONFIG_HOME", None)
        if presets:
            self.environment["JAMAAL_PRESETS"] = presets

    def arguments(self, command, now):
        return [self.binary] + command + ["--store", self.store, "--now", now, "--tz", TZ]

    def run(self, command, now, expect=0):
        """Runs `jamaal COMMAND` at `now`; its stdout. Any other exit status than `expect`
        fails the step with what it printed."""
        result = subprocess.run(
            self.arguments(command, now), env=self.environment, capture_output=True, text=True,
            timeout=120, stdin=subprocess.DEVNULL)
        if result.returncode != expect:
            raise Failure("jamaal %s exited %d: %s" % (
                " ".join(command), result.returncode, (result.stderr or result.stdout).strip()))
        return result.stdout

    def json(self, command, now):
        return json.loads(self.run(command + ["--json"], now))


class Server:
    """`jamaal serve` on a free port of 127.0.0.1, from `now` on; its stdout drained by a
    thread, its stderr in a file."""

    DOOR = re.compile(r"Jamaal is at (http://127\.0\.0\.1:(\d+))(/open\?token=[0-9a-f]+)\s*$")

    def __init__(self, jamaal, now, log):
        self.now = now
        self.errors = open(log, "a+")
        self.process = subprocess.Popen(
            jamaal.arguments(["serve", "--port", "0"], now), env=jamaal.environment,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.errors, text=True,
            start_new_session=True)  # a Ctrl-C in the terminal reaches the test, not serve
        self.started = time.monotonic()
        self.lines = []
        first = self._first_line()
        match = self.DOOR.match(first)
        if not match:
            self.kill()
            raise Failure("serve's first line is %r (stderr: %s)" % (first, self.stderr()[-500:]))
        self.base, self.port, self.door = match.group(1), int(match.group(2)), match.group(3)
        self.drain = threading.Thread(target=self._drain, daemon=True)
        self.drain.start()

    def _first_line(self):
        result = []
        reader = threading.Thread(
            target=lambda: result.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout=30)
        return result[0] if result else "(nothing within 30 s)"

    def _drain(self):
        for line in self.process.stdout:
            self.lines.append(line)

    @property
    def cookie_name(self):
        return "jamaal-session-%d" % self.port

    def clock(self):
        """Serve's clock now: where it started, moved on by the real time since."""
        return instant(self.now) + datetime.timedelta(seconds=time.monotonic() - self.started)

    def stop(self):
        """SIGINT; fails unless serve printed "Stopped." and exited 0 within 15 s."""
        if self.process.poll() is not None:
            raise Failure("serve had already exited with %d: %s" % (
                self.process.returncode, self.stderr()[-500:]))
        self.process.send_signal(signal.SIGINT)
        try:
            status = self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.kill()
            raise Failure("serve did not stop within 15 s of SIGINT (killed)")
        self.drain.join(timeout=5)
        output = "".join(self.lines).strip().splitlines()
        if status != 0 or output[-1:] != ["Stopped."]:
            raise Failure("serve stopped with status %d, its last line %r" % (
                status, output[-1:]))
        self.errors.close()

    def stderr(self):
        if self.errors.closed:
            return ""
        self.errors.flush()
        self.errors.seek(0)
        return self.errors.read()

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        if not self.errors.closed:
            self.errors.close()

    def request(self, path, cookie=None, method="GET", body=None, headers=None):
        """One request to this server: (status, headers, body bytes)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=TIMEOUT)
        try:
            sent = dict(headers or {})
            if cookie:
                sent["Cookie"] = cookie
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, \
                response.read()
        finally:
            connection.close()


class Servers:
    """Every server a run started, so each is stopped or killed whatever happens."""

    def __init__(self):
        self.running = []

    def start(self, jamaal, now, log):
        server = Server(jamaal, now, log)
        self.running.append(server)
        return server

    def stop(self, server):
        self.running.remove(server)
        try:
            server.stop()
        finally:
            server.kill()

    def kill_all(self):
        while self.running:
            self.running.pop().kill()


def damage(path):
    """Overwrites the store's SQLite header; returns the bytes it held (to repair it)."""
    with open(path, "r+b") as file:
        original = file.read(32)
        file.seek(0)
        file.write(b"this file is no database at all".ljust(32, b"!"))
    return original


def repair(path, original):
    with open(path, "r+b") as file:
        file.write(original)
