"""Debian's headless Chromium through Selenium, and what a journey does with it: sign in through
the printed address, visit and screenshot each screen, press buttons by their words, read
Today's rows, run axe, and count each check."""

import json
import os
import re
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from BrowserTest.app import Failure

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WIDTHS = {390: 844, 1280: 900}  # phone and desktop: width -> height
WAIT = 15  # seconds for a page to load or a row to change
SERIOUS = ("serious", "critical")


class StepFailed(Exception):
    """A check that did not hold: the journey stops there (what follows depends on it)."""

    def __init__(self, step, message, screenshot):
        super().__init__(message)
        self.step, self.message, self.screenshot = step, message, screenshot


class Report:
    """The checks of the whole run: passes counted, failures kept with step and screenshot."""

    def __init__(self):
        self.passed = 0
        self.failures = []  # (run name, step, message, screenshot)

    def summary(self):
        return "browser-test: %d checks passed, %d failed" % (self.passed, len(self.failures))


def quote(text):
    """`text` as an XPath string literal, whatever quotes it holds."""
    if "'" not in text:
        return "'%s'" % text
    return "concat('%s')" % "', \"'\", '".join(text.split("'"))


class Browser:
    """One Chromium at one width, with JavaScript on or off; its profile and downloads in the
    run's folder."""

    def __init__(self, width, javascript, folder, environment):
        self.width, self.javascript = width, javascript
        self.downloads = os.path.join(folder, "downloads")
        os.makedirs(self.downloads, exist_ok=True)
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                         "--window-size=%d,%d" % (width, WIDTHS[width]), "--lang=en-GB",
                         "--user-data-dir=" + os.path.join(folder, "chromium"),
                         "--no-first-run", "--disable-extensions", "--disable-sync",
                         "--disable-background-networking", "--disable-component-update"):
            options.add_argument(argument)
        prefs = {
            "download.default_directory": self.downloads, "download.prompt_for_download": False,
            "download.directory_upgrade": True, "intl.accept_languages": "en-GB",
            "credentials_enable_service": False, "profile.password_manager_enabled": False,
        }
        if not javascript:
            prefs["profile.managed_default_content_settings.javascript"] = 2
        options.add_experimental_option("prefs", prefs)
        service = Service(
            executable_path=CHROMEDRIVER, env=environment,
            log_output=os.path.join(folder, "chromedriver.log"))
        try:
            self.driver = webdriver.Chrome(service=service, options=options)
        except WebDriverException as error:
            raise Failure("Chromium did not start: %s" % str(error).strip()[:500])
        self.driver.set_page_load_timeout(30)
        if width < 500:  # Chromium's windows are 500 px wide at least: a phone is emulated
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": WIDTHS[width], "deviceScaleFactor": 1,
                "mobile": True})
        try:  # headless Chromium keeps downloads unless told where they may go
            self.driver.execute_cdp_cmd(
                "Browser.setDownloadBehavior",
                {"behavior": "allow", "downloadPath": self.downloads})
        except WebDriverException:
            pass

    def check_javascript(self):
        """Proves JavaScript is on or off as asked: a page that sets its title by script."""
        self.driver.get("data:text/html," + urllib.parse.quote(
            "<meta name=viewport content='width=device-width, initial-scale=1'>"
            "<title>off</title><script>document.title='on'</script>"))
        title = self.driver.title
        expected = "on" if self.javascript else "off"
        if title != expected:
            raise Failure("JavaScript should be %s, yet a script page's title reads %r" % (
                expected, title))
        inner = self.driver.execute_script("return window.innerWidth")
        if inner != self.width:
            raise Failure("the window is %r px wide inside, not %d" % (inner, self.width))

    def quit(self):
        try:
            self.driver.quit()
        except Exception:  # chromedriver may be gone already (a Ctrl-C reaches it too)
            pass


class Run:
    """One journey at one width and JavaScript state: its checks, steps and screenshots."""

    def __init__(self, report, journey, browser, screens, axe=None, log=print):
        self.report, self.journey, self.browser = report, journey, browser
        self.driver = browser.driver
        self.name = "%s-%d-%s" % (journey, browser.width, "js" if browser.javascript else "nojs")
        self.screens, self.axe_script, self.log = screens, axe, log
        self.number = 0
        self.server = None
        self.step = "start"

    # Checks and screens

    def screenshot(self, screen):
        self.number += 1
        slug = re.sub(r"[^a-z0-9]+", "-", screen.lower()).strip("-")
        path = os.path.join(self.screens, "%s-%02d-%s.png" % (self.name, self.number, slug))
        try:
            self.driver.save_screenshot(path)
        except WebDriverException as error:
            return "(no screenshot: %s)" % str(error).splitlines()[0]
        return path

    def screen(self, name, axe=False):
        """A screen visited: its screenshot, and axe on it in a run that asks for axe."""
        self.step = name
        path = self.screenshot(name)
        self.log("  step  %s %02d %s  %s" % (self.name, self.number, name, self.driver.current_url))
        if axe and self.axe_script is not None:
            self.axe(name)
        return path

    def check(self, holds, message):
        if not holds:
            raise StepFailed(self.step, message, self.screenshot("failed-" + self.step))
        self.report.passed += 1
        self.log("  ok    %s %s: %s" % (self.name, self.step, message))

    def expect(self, holds, message):
        """A check whose failure does not stop the journey (what follows does not need it)."""
        if holds:
            return self.check(True, message)
        shot = self.screenshot("failed-" + self.step)
        self.report.failures.append((self.name, self.step, message, shot))
        self.log("  FAIL  %s %s: %s (going on)\n        screenshot %s" % (
            self.name, self.step, message, shot))

    def fail(self, message):
        self.check(False, message)

    def note(self, message):
        self.log("  note  %s %s: %s" % (self.name, self.step, message))

    def axe(self, name):
        """axe-core (shipped in the wheel) on the page: no violation of impact serious or
        critical."""
        self.driver.execute_script(self.axe_script)
        results = self.driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']})"
            ".then(function (r) { done(JSON.stringify(r.violations)); })"
            ".catch(function (e) { done(JSON.stringify({error: String(e)})); });")
        violations = json.loads(results)
        if isinstance(violations, dict):
            self.fail("axe could not run on %s: %s" % (name, violations.get("error")))
        bad = [v for v in violations if v.get("impact") in SERIOUS]
        words = "; ".join(
            "%s (%s): %s at %s" % (v["id"], v["impact"], v["help"], ", ".join(
                n["target"][0] if isinstance(n["target"][0], str) else str(n["target"])
                for n in v["nodes"][:3])) for v in bad)
        minor = len(violations) - len(bad)
        if bad:
            self.fail("axe on %s: %s" % (name, words))
        self.check(True, "axe on %s: no serious or critical violation%s" % (
            name, " (%d minor: %s)" % (minor, ", ".join(v["id"] for v in violations))
            if minor else ""))

    # Pages

    def url(self, path):
        return self.server.base + path

    def path(self):
        parts = urllib.parse.urlsplit(self.driver.current_url)
        return parts.path + ("#" + parts.fragment if parts.fragment else "")

    def loaded(self, old):
        """Waits for the page after `old` (the old page's html element)."""
        def gone(driver):
            try:
                old.is_enabled()
                return False
            except WebDriverException:  # stale, or "does not belong to the document" mid-load
                return True
        try:
            WebDriverWait(self.driver, WAIT).until(gone)
            # Mid-navigation the driver may answer for a document already gone: ask again.
            WebDriverWait(self.driver, WAIT, ignored_exceptions=(WebDriverException,)).until(
                lambda d: d.execute_script("return document.readyState") == "complete")
        except TimeoutException:
            self.fail("no new page within %d s" % WAIT)

    def go(self, path):
        self.driver.get(self.url(path))
        WebDriverWait(self.driver, WAIT).until(
            lambda d: d.execute_script("return document.readyState") == "complete")

    def sign_in(self, server, first=False, lands="/today"):
        """Opens the address serve printed: the once-only token sets this port's cookie and
        lands on Today (on the recovery screen while the store needs recovery)."""
        self.server = server
        self.step = "sign in"
        self.driver.get(server.base + server.door)
        WebDriverWait(self.driver, WAIT).until(
            lambda d: d.execute_script("return document.readyState") == "complete")
        self.check(self.path() == lands, "the printed address lands on %s (%s)" % (
            lands, self.path()))
        self.check(self.driver.get_cookie(server.cookie_name) is not None,
                   "the cookie %s is set" % server.cookie_name)
        if first:
            status, _, body = server.request(server.door)
            self.check(status == 403 and b"has been used already" in body,
                       "the address works once: again without the cookie it answers %d" % status)

    def cookie(self):
        cookie = self.driver.get_cookie(self.server.cookie_name)
        return "%s=%s" % (cookie["name"], cookie["value"]) if cookie else None

    def get_status(self, path):
        """The status a GET of `path` answers with this browser's session."""
        return self.server.request(path, cookie=self.cookie())[0]

    def element(self, xpath, within=None):
        try:
            return (within or self.driver).find_element(By.XPATH, xpath)
        except NoSuchElementException:
            return None

    def elements(self, xpath, within=None):
        return (within or self.driver).find_elements(By.XPATH, xpath)

    def text(self, xpath="//main", within=None):
        found = self.element(xpath, within)
        return found.text if found is not None else ""

    def heading(self):
        return self.text("//h1")

    def button(self, label, within=None):
        """The enabled button whose words are exactly `label`."""
        return self.element(".//button[normalize-space()=%s and not(@disabled)]" % quote(label),
                            within)

    def press(self, label, within=None, what=None):
        """Presses the button `label` (inside `within`) and waits for the page it leads to."""
        found = self.button(label, within)
        self.check(found is not None, "%s has the button %r" % (what or "the page", label))
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", found)
        old = self.driver.find_element(By.TAG_NAME, "html")
        found.click()
        self.loaded(old)

    def follow(self, words, what=None):
        """Follows the link whose words are `words`."""
        link = self.element("//a[normalize-space()=%s]" % quote(words))
        self.check(link is not None, "%s has the link %r" % (what or "the page", words))
        old = self.driver.find_element(By.TAG_NAME, "html")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
        link.click()
        self.loaded(old)

    def refused(self):
        """The words of a refusal page (role=alert beside "Nothing was written."), or None."""
        alert = self.element("//main/p[@role='alert']")
        if alert is None or "Nothing was written." not in self.text():
            return None
        return alert.text

    def landed(self, path, what):
        """The page is `path` (a regular expression over path and fragment), not a refusal."""
        refusal = self.refused()
        self.check(refusal is None and re.fullmatch(path, self.path()) is not None,
                   "%s lands on %s" % (what, self.path()) if refusal is None else
                   "%s was refused: %s" % (what, refusal))

    # Forms

    def field(self, name):
        found = self.element("//*[@name=%s and not(@type='hidden')]" % quote(name))
        self.check(found is not None, "the form has the field %r" % name)
        return found

    def type(self, name, text):
        """Types `text` into the field `name` as a person would (a date field's or time field's
        digits in the field's own order), then checks the value the form will send."""
        found = self.field(name)
        kind = found.get_attribute("type")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", found)
        if kind == "date":
            parts = dict(zip(("year", "month", "day"), text.split("-")))
            order = self.driver.execute_script(  # the field's order is the locale's
                "return new Intl.DateTimeFormat().formatToParts(new Date(2003, 1, 1))"
                ".map(function (p) { return p.type; })"
                ".filter(function (t) { return t == 'year' || t == 'month' || t == 'day'; });")
            found.send_keys("".join(parts[part] for part in order))
        elif kind == "time":
            found.send_keys(text.replace(":", ""))
        else:
            found.clear()
            found.send_keys(text)
        value = found.get_attribute("value")
        self.check(value == text, "the field %r reads %r" % (name, value))

    def choose(self, name, value):
        found = self.field(name)
        Select(found).select_by_value(value)
        self.check(found.get_attribute("value") == value, "the select %r is %r" % (name, value))

    def choose_any(self, name, value):
        """Chooses `value` for `name`, a select or a group of radio buttons."""
        found = self.element("//select[@name=%s]" % quote(name))
        if found is not None:
            return self.choose(name, value)
        radio = self.element("//input[@type='radio' and @name=%s and @value=%s]" % (
            quote(name), quote(value)))
        self.check(radio is not None, "the form has the choice %s=%s" % (name, value))
        radio.click()
        self.check(radio.is_selected(), "%s=%s is chosen" % (name, value))

    def tick_day(self, day, on=True):
        """Ticks a weekday's box: `days-mon`, or `days` with the value `mon`."""
        if self.element("//input[@name=%s]" % quote("days-" + day)) is not None:
            return self.tick("days-" + day, on=on)
        return self.tick("days", day, on=on)

    def value(self, name):
        return self.field(name).get_attribute("value")

    def tick(self, name, value=None, on=True):
        xpath = "//input[@name=%s%s]" % (
            quote(name), " and @value=%s" % quote(value) if value else "")
        found = self.element(xpath)
        self.check(found is not None, "the form has the box %s%s" % (
            name, "=" + value if value else ""))
        if found.is_selected() != on:
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", found)
            found.click()
        self.check(found.is_selected() == on, "%s%s is %s" % (
            name, "=" + value if value else "", "ticked" if on else "not ticked"))

    # Today

    def rows(self):
        """Today's Anchor rows in page order: id, title, line, window, state words, classes,
        and the words of the enabled buttons."""
        script = """
          return Array.from(document.querySelectorAll("li[id^='anchor-']")).map(function (li) {
            function words(selector) {
              var found = li.querySelector(selector);
              return found ? found.textContent.trim() : "";
            }
            return {id: li.id.slice(7), title: words(":scope > .title"),
                    line: words(":scope > .line"), window: words(":scope > .window"),
                    state: words(":scope > .state"), classes: li.className,
                    buttons: Array.from(li.querySelectorAll("button:not([disabled])"))
                      .map(function (b) { return b.textContent.trim(); })};
          });"""
        return self.driver.execute_script(script)

    def row(self, title):
        """The row titled `title` (a group's member by its title, a plain row by its line)."""
        for row in self.rows():
            if row["title"] == title or row["line"] == title or \
                    row["line"].startswith(title + " ·"):
                return row
        return None

    def need_row(self, title):
        row = self.row(title)
        self.check(row is not None, "Today has the row %r" % title)
        return row

    def row_element(self, row):
        return self.driver.find_element(By.ID, "anchor-" + row["id"])

    def summaries(self):
        return [s.text.strip() for s in self.elements("//li[contains(@class,'group')]//summary")]

    def open_groups(self):
        """Opens every closed group, as a person clicks its summary to see its members."""
        for details in self.elements("//li[contains(@class,'group')]/details[not(@open)]"):
            details.find_element(By.TAG_NAME, "summary").click()
            WebDriverWait(self.driver, WAIT).until(
                lambda d: details.get_attribute("open") is not None)

    def act(self, title, label):
        """Presses `label` on the row `title`; checks it lands on /today#anchor-<id>."""
        self.open_groups()
        row = self.need_row(title)
        self.press(label, self.row_element(row), what="the row %r" % title)
        self.landed(r"/today#anchor-" + re.escape(row["id"]), "%r on %s" % (label, title))
        return row
