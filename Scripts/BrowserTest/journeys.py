"""The journeys, each run at one width and JavaScript state in a folder of its own: Journey 4
(rules made on their forms, a prayer attended, a missed one marked done after all, an exception,
pause and archive), Journey 10 (reminders denied, a sync problem, an account change, a damaged
store), Today's actions as plain form posts, and the keyboard-only pass.

The addresses, field names and words each step relies on are named at the top, so a page that
changes is one line to adjust here."""

import datetime
import glob
import json
import os
import re

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from BrowserTest import app
from BrowserTest.app import Failure, instant, iso

# The clock of each part of a journey (London in winter: the wall clock is UTC).
AT_TWO = "2026-11-30T14:05:00+00:00"  # Asr is open (13:36-15:59), Maghrib and Isha to come
AFTER_MAGHRIB = "2026-11-30T17:35:00+00:00"  # Maghrib (15:59-17:29) closed, Isha open
TODAY, TOMORROW, WEDNESDAY = "2026-11-30", "2026-12-01", "2026-12-02"

# The rule forms (AN-03): where they are, the link words on /rules/new, the fields.
NEW_RULE = "/rules/new"
PRESETS = {  # preset key: the words of its link on /rules/new
    "prayer-times": "Prayer times", "school-run": "School run", "bin-night": "Bin night",
    "plants": "Plant watering", "custom": "Custom",
}
PRAYER_FORM = {"city": "London", "madhab": "shafi"}  # method: left as the form suggests it
SAVE = "Save"
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"]

# Words from Modules/Presentation (TodayStrings, WebStrings, ReminderStrings, SyncStrings,
# SettingsStrings, RecoveryStrings, OneOffFormStrings).
ATTENDED, NOT_TODAY, SOMEONE_ELSE, DONE_AFTER_ALL = (
    "Attended", "Not today", "Someone else did it", "Mark as done after all")
ONE_OFF_LINK = "A one-off Anchor"
BANNER = "Your reminders can't arrive: notifications are off in Settings."
HONEST_LINE = "Reminders are on for this device, but notifications are off in Settings"
WARNING_CARD = "Not being delivered: planning prompt, Anchor reminders"
SYNC_TROUBLE = "Sync is having trouble. Your data is safe on this device"
ACCOUNT_CHANGED = "Your iCloud account changed, so sync and the daily rollover are paused"
EXPORT_FIRST = "Export my data first"
RECOVERY_HEADING = "Jamaal couldn't open your data"
TRY_AGAIN, RESET = "Try again", "Reset this device's data"
FIRST_QUESTION = "Reset this device's data? The damaged file is moved aside, not deleted."
SECOND_QUESTION = "Are you sure?"
STALE_FORM = "This form is out of date or did not come from Jamaal. Go back to Today and try again."
RULE_PATH = r"/rules/[0-9a-f-]{36}"


class Context:
    """What every journey shares: the binary, the presets, the run's folder and servers."""

    def __init__(self, binary, presets, folder, servers, full):
        self.binary, self.presets, self.folder = binary, presets, folder
        self.servers, self.full = servers, full

    def jamaal(self, name):
        folder = os.path.join(self.folder, name)
        os.makedirs(folder, exist_ok=True)
        return app.Jamaal(self.binary, folder, self.presets)

    def serve(self, run, jamaal, now, first=False, lands="/today"):
        """Starts serve at `now` (stopping the run's server before it) and signs in."""
        if run.server is not None and run.server in self.servers.running:
            run.step = "stop serve"
            self.servers.stop(run.server)
            run.check(True, "serve stopped on SIGINT: \"Stopped.\", exit 0")
        run.step = "serve at " + now
        server = self.servers.start(jamaal, now, os.path.join(jamaal.folder, "serve.stderr"))
        run.sign_in(server, first=first, lands=lands)
        return server

    def stop(self, run):
        if run.server is not None and run.server in self.servers.running:
            run.step = "stop serve"
            self.servers.stop(run.server)
            run.check(True, "serve stopped on SIGINT: \"Stopped.\", exit 0")


def clock_words(run, text, outcome="attended"):
    """Whether `text` reads "attended HH:MM" at a minute of serve's clock since the run began."""
    match = re.fullmatch(outcome + r" (\d\d):(\d\d)", text)
    if not match:
        return False
    start = instant(run.server.now).replace(second=0)
    end = run.server.clock() + datetime.timedelta(minutes=1)
    moment = start.replace(hour=int(match.group(1)), minute=int(match.group(2)))
    return start <= moment <= end


def require_forms(run):
    """The rule forms answer: every rule of the journey is made on its form."""
    run.step = "rule forms"
    run.check(run.get_status(NEW_RULE) == 200, "%s answers 200" % NEW_RULE)


def open_preset_form(run, key):
    run.go(NEW_RULE)
    run.screen("rules-new", axe=True)
    run.landed(re.escape(NEW_RULE), "the rule forms' list")
    run.follow(PRESETS[key], what=NEW_RULE)
    run.landed(re.escape("%s/%s" % (NEW_RULE, key)), "the link %r" % PRESETS[key])
    run.screen("form-" + key, axe=True)


def saved_rule(run, title):
    """After Save: the new rule's detail, titled `title`; its id."""
    run.landed(RULE_PATH, "%s's Save" % title)
    run.check(run.heading() == title, "the detail is titled %r (%r)" % (title, run.heading()))
    return run.path().split("/")[-1]


def list_items(run, label):
    return [li.text.strip() for li in run.elements(
        "//ul[@aria-label=%s]/li" % ("'%s'" % label))]


# Journey 4

def journey4(run, context):
    jamaal = context.jamaal(run.name)
    context.serve(run, jamaal, AT_TWO, first=True)
    run.screen("today-empty", axe=True)
    run.check("No Anchors today" in run.text(), "a new store's Today says \"No Anchors today\"")
    require_forms(run)

    # Prayer times for London, at 14:05.
    run.step = "prayer times"
    open_preset_form(run, "prayer-times")
    for name, value in PRAYER_FORM.items():
        if run.field(name).tag_name == "select":
            run.choose(name, value)
        else:
            run.type(name, value)
    run.check(run.field("method").tag_name == "select", "the form has the method select")
    run.press(SAVE)
    saved_rule(run, "Salah")
    run.screen("salah-detail", axe=True)
    coming = list_items(run, "Coming up")
    run.check(any(line.endswith("· Asr") for line in coming),
              "Coming up lists Asr (%d lines)" % len(coming))
    run.check(run.button("Pause") is not None and run.button("Archive") is not None,
              "the detail offers Pause and Archive")

    run.follow("Today", what="the navigation")
    run.screen("today-salah", axe=True)
    summaries = run.summaries()
    run.check(any(s.startswith("Salah 0/3 · Asr") for s in summaries),
              "Today shows the group %r" % (summaries[:1] or ["(none)"])[0])
    asr = run.need_row("Asr")
    run.check("state-open" in asr["classes"] and asr["state"] == "open",
              "Asr is open (%s, %r)" % (asr["classes"], asr["state"]))

    run.step = "attend Asr"
    run.act("Asr", ATTENDED)
    run.screen("asr-attended")
    asr = run.need_row("Asr")
    run.check(clock_words(run, asr["state"]), "Asr reads %r" % asr["state"])
    run.check(ATTENDED not in asr["buttons"], "Asr offers no Attended any more")
    run.check(any(s.startswith("Salah 1/3") for s in run.summaries()),
              "the group counts 1/3 (%s)" % run.summaries())

    # Later: Maghrib's window closed without it being attended.
    context.serve(run, jamaal, AFTER_MAGHRIB)
    run.screen("today-after-maghrib", axe=True)
    maghrib = run.need_row("Maghrib")
    run.check(maghrib["state"] == "missed" and "state-closed" in maghrib["classes"],
              "Maghrib reads missed (%r, %s)" % (maghrib["state"], maghrib["classes"]))
    run.check(maghrib["buttons"] == [DONE_AFTER_ALL],
              "Maghrib offers only %r (%s)" % (DONE_AFTER_ALL, maghrib["buttons"]))
    run.check(clock_words_stored(run.need_row("Asr")["state"]),
              "Asr still reads attended (%r)" % run.need_row("Asr")["state"])
    run.step = "mark Maghrib done"
    run.act("Maghrib", DONE_AFTER_ALL)
    run.screen("maghrib-done-after-all")
    maghrib = run.need_row("Maghrib")
    run.check(clock_words(run, maghrib["state"]), "Maghrib reads %r" % maghrib["state"])
    run.check(maghrib["buttons"] == [], "Maghrib offers nothing more (%s)" % maghrib["buttons"])
    run.check(any(s.startswith("Salah 2/3 · Isha") for s in run.summaries()),
              "the group reads %s" % run.summaries())

    # The school run, and an exception on it.
    run.step = "school run"
    open_preset_form(run, "school-run")
    run.check(run.value("title") == "School run",
              "the form is filled from the preset (title %r)" % run.value("title"))
    run.choose_any("repeat", "weekdays")
    for day in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]:
        run.tick_day(day, on=day in WEEKDAYS)
    for name, value in (("slot.dropoff.start", "08:15"), ("slot.dropoff.window", "30")):
        if not run.value(name):
            run.type(name, value)
    run.type("slot.pickup.start", "15:10")  # every slot is the form's, not only the first
    run.press(SAVE)
    school = saved_rule(run, "School run")
    run.screen("school-run-detail", axe=True)
    detail = run.text("//main")
    run.check("08:15, 15:10" in detail, "the detail reads 08:15, 15:10 (%r)" % detail[:200])
    days = run.text("//main/p[starts-with(normalize-space(), 'Next 7 days')]")
    run.check("Tomorrow" in days.split(": ")[-1].split(" · "),
              "the school run comes up tomorrow (%r)" % days)

    run.step = "exception"
    run.type("from", TOMORROW)
    run.type("to", WEDNESDAY)
    run.choose("reason", "holiday")
    run.press("Add", what="the exceptions form")
    run.landed(re.escape("/rules/" + school), "the exception's Add")
    run.screen("school-run-exception")
    exceptions = list_items(run, "Exceptions")
    wanted = "except %s–%s (holiday)" % (TOMORROW, WEDNESDAY)
    run.check(wanted in exceptions, "Exceptions lists %r (%s)" % (wanted, exceptions))
    days = run.text("//main/p[starts-with(normalize-space(), 'Next 7 days')]")
    shown = days.split(": ")[-1].split(" · ")
    run.check("Tomorrow" not in shown and "Wed" not in shown,
              "tomorrow and Wednesday are gone from the days ahead (%r)" % days)

    run.step = "pause"
    run.press("Pause", what="the school run's detail")
    run.landed(re.escape("/rules/" + school), "Pause")
    run.screen("school-run-paused")
    run.check(run.text("//main/p[@class='state']") == "paused",
              "the detail reads paused (%r)" % run.text("//main/p[@class='state']"))
    run.check(run.button("Resume") is not None and run.button("Pause") is None,
              "the detail offers Resume instead of Pause")

    # Plants, due now.
    run.step = "plants"
    open_preset_form(run, "plants")
    all_day = run.element("//input[@name='slot.water.allDay']")
    shown = (run.value("title"), run.value("repeat"), run.value("minDays"),
             run.value("maxDays"), all_day is not None and all_day.is_selected())
    run.expect(shown == ("Water the plants", "afterLast", "3", "4", True),
               "the form shows the preset: Water the plants, 3–4 days after last done, "
               "all day %s" % (shown,))
    if shown[1:] != ("afterLast", "3", "4", True):  # as a person would put them right
        run.choose_any("repeat", "afterLast")
        run.type("minDays", "3")
        run.type("maxDays", "4")
        run.tick("slot.water.allDay")
    run.tick("dueNow")
    run.press(SAVE)
    plants = saved_rule(run, "Water the plants")
    run.screen("plants-detail", axe=True)
    run.follow("Today", what="the navigation")
    row = run.need_row("Water the plants")
    run.check(row["state"] == "open" and ATTENDED in row["buttons"],
              "the plants are due now: open, with Attended (%r, %s)" % (
                  row["state"], row["buttons"]))
    run.screen("today-plants")

    # A one-off, refused once (its window ends before it starts), then added.
    run.step = "one-off"
    run.follow(ONE_OFF_LINK, what="Today")
    run.landed(re.escape("/anchors/new"), "the one-off link")
    run.screen("one-off-form", axe=True)
    run.check(run.field("date").get_attribute("value") == TODAY,
              "the date is today (%r)" % run.field("date").get_attribute("value"))
    run.type("title", "Dentist")
    run.type("start", "18:00")
    run.type("end", "17:00")
    run.press("Add", what="the one-off form")
    alert = run.text("//p[@id='form-error']")
    run.check(alert.startswith("Check Window ends:") and alert.endswith("Nothing was written."),
              "an end before the start is refused naming the field (%r)" % alert)
    run.check(run.field("title").get_attribute("value") == "Dentist",
              "the refused form keeps what was typed")
    run.check(run.field("end").get_attribute("aria-invalid") == "true",
              "the end field is marked invalid")
    run.screen("one-off-refused", axe=True)
    run.type("end", "19:00")
    run.press("Add", what="the one-off form")
    run.landed(r"/today#anchor-[0-9a-f-]{36}", "the one-off's Add")
    run.screen("one-off-added")
    row = run.need_row("Dentist")
    run.check(row["state"] == "upcoming" and "18:00–19:00" in row["window"],
              "Dentist is upcoming, 18:00–19:00 (%r, %r)" % (row["state"], row["window"]))
    run.check(run.path() == "/today#anchor-" + row["id"], "the redirect names Dentist's row")

    # Archive the plants: gone from Rules, listed under Archived rules.
    run.step = "archive"
    run.go("/rules/" + plants)
    run.press("Archive", what="the plants' detail")
    run.landed(re.escape("/rules/" + plants), "Archive")
    run.screen("plants-archived")
    run.check(run.text("//main/p[@class='state']") == "archived",
              "the detail reads archived (%r)" % run.text("//main/p[@class='state']"))
    run.follow("Rules", what="the navigation")
    run.screen("rules-after-archive", axe=True)
    titles = [a.text for a in run.elements("//li[contains(@class,'rule')]/a")]
    run.check(not any(t.startswith("Water the plants") for t in titles),
              "Rules no longer lists the plants (%s)" % titles)
    paused = run.element("//li[contains(@class,'paused')]/a[starts-with(., 'School run')]")
    run.check(paused is not None, "Rules shows the school run as paused")
    run.follow("Archived rules", what="Rules")
    run.landed(re.escape("/rules/archived"), "Archived rules")
    run.screen("rules-archived", axe=True)
    titles = [a.text for a in run.elements("//li[contains(@class,'rule')]/a")]
    run.check(any(t.startswith("Water the plants") for t in titles),
              "Archived rules lists the plants (%s)" % titles)
    context.stop(run)


def clock_words_stored(text):
    return re.fullmatch(r"attended \d\d:\d\d", text) is not None


# Journey 10

def sync_rounds(jamaal, cloud, times, device="iphone"):
    said = ""
    for now in times:
        said += jamaal.run(["sync", "--cloud", cloud, "--device", device], now)
    return said


def banner(run):
    section = run.element("//section[@role='status']")
    return section.text if section is not None else ""


def notice(run, words):
    return run.element("//section[contains(@class,'notice') and contains(., %s)]" % (
        "'%s'" % words))


def journey10(run, context):
    jamaal = context.jamaal(run.name)
    cloud = os.path.join(jamaal.folder, "cloud")
    run.step = "setting the scene"
    # Notifications denied, then a prayer rule whose reminders therefore cannot arrive.
    jamaal.run(["reminders", "plan", "--permission", "denied"], "2026-11-29T10:00:00+00:00")
    jamaal.run(["rules", "add", "--preset", "prayer-times", "--city", "London"],
               "2026-11-29T10:00:00+00:00")
    # Three failed rounds spanning a day: the outbox cannot be made (a file is in its place).
    os.makedirs(os.path.join(cloud, "devices"))
    open(os.path.join(cloud, "devices", "iphone"), "w").close()
    said = sync_rounds(jamaal, cloud, [
        "2026-11-29T10:00:00+00:00", "2026-11-29T22:00:00+00:00", "2026-11-30T09:00:00+00:00",
        "2026-11-30T11:00:00+00:00"])
    if "Sync is having trouble" not in said:
        raise Failure("the failed sync rounds did not say 'Sync is having trouble': %r" % said)

    # The evening, after the planning time (21:00): the banner's one showing of the day.
    context.serve(run, jamaal, "2026-11-30T21:05:00+00:00", first=True)
    run.step = "banner"
    run.screen("today-banner-and-sync-line", axe=True)
    run.check(banner(run).startswith(BANNER), "Today shows the banner (%r)" % banner(run))
    section = run.element("//section[@role='status']")
    run.check(run.button(NOT_TODAY, section) is not None
              and run.button("Don't remind me", section) is not None,
              "the banner offers Not today and Don't remind me")
    line = notice(run, SYNC_TROUBLE)
    run.check(line is not None, "Today shows the sync problem line")
    run.check(run.element("//a[normalize-space()='Plan tomorrow']") is not None,
              "Today invites to plan tomorrow")
    run.press(NOT_TODAY, section, what="the banner")
    run.landed(r"/today", "the banner's Not today")
    run.screen("banner-not-today")
    run.check(BANNER not in run.text(), "the banner is gone")
    run.check(notice(run, SYNC_TROUBLE) is not None, "the sync line stays")
    run.step = "sync line"
    run.press("Dismiss", notice(run, SYNC_TROUBLE), what="the sync line")
    run.landed(r"/today", "the sync line's Dismiss")
    run.screen("sync-line-dismissed")
    run.check(notice(run, SYNC_TROUBLE) is None, "the sync line is gone for now")

    run.step = "settings"
    run.follow("Settings", what="the navigation")
    run.landed(r"/settings", "Settings")
    run.screen("settings-denied", axe=True)
    page = run.text()
    run.check(HONEST_LINE in page, "Settings says %r" % HONEST_LINE)
    card = run.text("//main/p[contains(@class,'notice')]")
    run.check(card == WARNING_CARD, "the warning card reads %r" % card)
    switch = run.element("//input[@name='deviceSwitch']")
    run.check(switch is not None and switch.is_selected(),
              "this device's reminders switch shows on")

    run.step = "night planning"
    run.follow("Today", what="the navigation")
    run.follow("Plan tomorrow", what="Today")
    run.landed(re.escape("/night/" + TOMORROW), "Plan tomorrow")
    run.screen("night-planning", axe=True)
    wanted = "Night Planning · Tue " + TOMORROW
    run.check(run.heading() == wanted, "the page is %r (%r)" % (wanted, run.heading()))
    run.press("Planned", what="Night Planning")
    run.landed(re.escape("/night/" + TOMORROW), "Planned")
    run.follow("Today", what="the navigation")
    run.check(run.element("//a[normalize-space()='Plan tomorrow']") is None,
              "a planned night: Today no longer invites to plan tomorrow")

    # The next evening: the banner is back (Not today was for one day), and so is the line
    # (a day after its dismissal, still true).
    context.serve(run, jamaal, "2026-12-01T21:10:00+00:00")
    run.step = "next evening"
    run.screen("today-next-evening")
    run.check(banner(run).startswith(BANNER), "the banner is back the next evening")
    run.check(notice(run, SYNC_TROUBLE) is not None, "the sync line is back a day later")
    run.press("Don't remind me", run.element("//section[@role='status']"), what="the banner")
    run.landed(r"/today", "Don't remind me")
    run.check(BANNER not in run.text(), "the banner is gone")
    context.serve(run, jamaal, "2026-12-02T21:10:00+00:00")
    run.step = "third evening"
    run.screen("today-dont-remind-me")
    run.check(BANNER not in run.text(), "after Don't remind me the banner stays away")
    context.stop(run)

    # Sync works again, then the account changes.
    run.step = "account change"
    os.remove(os.path.join(cloud, "devices", "iphone"))
    sync_rounds(jamaal, cloud, ["2026-12-02T21:12:00+00:00"])
    os.makedirs(os.path.join(cloud, "accounts"))
    with open(os.path.join(cloud, "accounts", "iphone"), "w") as file:
        file.write("another-account")
    sync_rounds(jamaal, cloud, ["2026-12-02T21:13:00+00:00"])
    context.serve(run, jamaal, "2026-12-02T21:15:00+00:00")
    run.step = "account change"
    run.screen("today-account-changed", axe=True)
    changed = notice(run, ACCOUNT_CHANGED)
    run.check(changed is not None, "Today shows the account-change notice")
    run.check(notice(run, SYNC_TROUBLE) is None, "one notice, not the problem line as well")
    link = run.element(".//a[normalize-space()=%s]" % ("'%s'" % EXPORT_FIRST), changed)
    run.check(link is not None, "the notice offers %r" % EXPORT_FIRST)
    run.check(link.get_attribute("href") == run.url("/export")
              and link.get_attribute("download") is not None,
              "%r is a download of /export (%s)" % (EXPORT_FIRST, link.get_attribute("href")))
    export_checks(run, link)
    context.stop(run)

    recovery(run, context, jamaal)


def export_checks(run, link):
    run.step = "export"
    status, headers, body = run.server.request("/export", cookie=run.cookie())
    disposition = headers.get("content-disposition", "")
    run.check(status == 200 and headers.get("content-type", "").startswith("application/json"),
              "/export answers %d %s" % (status, headers.get("content-type")))
    run.check(disposition == 'attachment; filename="jamaal-export-%s.json"' % WEDNESDAY,
              "it is a download named for the day (%s)" % disposition)
    document = json.loads(body)
    rules = document.get("tables", {}).get("rules", [])
    run.check(any(rule.get("title") == "Salah" for rule in rules),
              "the export holds the Salah rule (%d rules)" % len(rules))
    status, _, _ = run.server.request("/export")
    run.check(status == 403, "without the session /export answers %d" % status)
    if run.browser.javascript:
        fetched = run.driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "fetch('/export', {credentials: 'same-origin'})"
            ".then(function (r) { return r.json().then(function (j) {"
            "  done({status: r.status, rules: (j.tables.rules || []).length}); }); })"
            ".catch(function (e) { done({status: 0, error: String(e)}); });")
        run.check(fetched.get("status") == 200 and fetched.get("rules", 0) >= 1,
                  "the page's own fetch of /export reads the JSON (%s)" % fetched)
    # The link itself, as a person clicks it: a JSON file in the downloads folder.
    for old in glob.glob(os.path.join(run.browser.downloads, "*")):
        os.remove(old)
    link.click()
    try:
        WebDriverWait(run.driver, 20).until(lambda d: [
            f for f in os.listdir(run.browser.downloads)
            if f.endswith(".json")])
    except TimeoutException:
        run.fail("clicking %r downloaded nothing within 20 s (%s)" % (
            EXPORT_FIRST, os.listdir(run.browser.downloads)))
    [name] = [f for f in os.listdir(run.browser.downloads) if f.endswith(".json")]
    with open(os.path.join(run.browser.downloads, name)) as file:
        downloaded = json.load(file)
    run.check(name == "jamaal-export-%s.json" % WEDNESDAY and "tables" in downloaded,
              "clicking %r saves %s, a JSON export" % (EXPORT_FIRST, name))


def recovery(run, context, jamaal):
    """A damaged store: the recovery screen, Try again, the reset's two questions."""
    run.step = "damage"
    original = app.damage(jamaal.store)
    context.serve(run, jamaal, "2026-12-02T21:20:00+00:00", lands="/recovery")
    run.step = "recovery"
    run.screen("recovery", axe=True)
    run.check(run.heading() == RECOVERY_HEADING, "the recovery screen: %r" % run.heading())
    alert = run.text("//main/p[@role='alert']")
    run.check("the file is damaged" in alert, "it says why (%r)" % alert)
    run.check(run.element("//nav") is None, "no navigation while the store needs recovery")
    run.go("/today")
    run.landed(r"/recovery", "Today while damaged")
    run.press(TRY_AGAIN, what="the recovery screen")
    run.landed(r"/recovery", "Try again on a file still damaged")
    run.check(run.heading() == RECOVERY_HEADING, "still the recovery screen")
    run.press(RESET, what="the recovery screen")
    run.screen("recovery-first-question", axe=True)
    run.check(FIRST_QUESTION in run.text(), "the first question: %r" % FIRST_QUESTION)
    run.follow("Don't reset", what="the first question")
    run.landed(r"/recovery", "Don't reset")
    with open(jamaal.store, "rb") as file:
        run.check(file.read(8) == b"this fil", "Don't reset left the file as it was")
    run.step = "try again repaired"
    app.repair(jamaal.store, original)
    run.press(TRY_AGAIN, what="the recovery screen")
    run.landed(r"/today", "Try again on the repaired file")
    run.screen("recovery-try-again-opens")
    run.check(any(s.startswith("Salah") for s in run.summaries()),
              "the store opens with its data (%s)" % run.summaries())
    context.stop(run)

    run.step = "reset"
    app.damage(jamaal.store)
    before = set(os.listdir(jamaal.folder))
    context.serve(run, jamaal, "2026-12-02T21:25:00+00:00", lands="/recovery")
    run.step = "reset"
    run.press(RESET, what="the recovery screen")
    run.check(FIRST_QUESTION in run.text(), "the first question")
    run.press(RESET, what="the first question")
    run.screen("recovery-second-question", axe=True)
    run.check(SECOND_QUESTION in run.text(), "the second question: %r" % SECOND_QUESTION)
    run.check(run.element("//a[normalize-space()=\"Don't reset\"]") is not None,
              "the second question offers Don't reset")
    run.press(RESET, what="the second question")
    run.landed(r"/today", "the second confirmation")
    run.screen("recovery-reset-done", axe=True)
    run.check("No Anchors today" in run.text(), "a fresh store: \"No Anchors today\"")
    aside = sorted(set(os.listdir(jamaal.folder)) - before)
    run.check(any(name.startswith("store.sqlite") for name in aside),
              "the damaged file was moved aside, not deleted (%s)" % aside)
    context.stop(run)


# Today's actions (with JavaScript off: plain form posts and redirects)

def actions(run, context):
    jamaal = context.jamaal(run.name)
    run.step = "setting the scene"
    jamaal.run(["oneoff", "add", "--title", "Call D", "--date", TODAY, "--start", "12:00",
                "--end", "13:00"], "2026-11-30T11:00:00+00:00")
    for title in ("Call A", "Call B", "Call C", "Call E"):
        jamaal.run(["oneoff", "add", "--title", title, "--date", TODAY, "--start", "13:00",
                    "--end", "16:00"], AT_TWO)
    context.serve(run, jamaal, AT_TWO, first=True)
    run.screen("today", axe=True)
    run.check([r["line"].split(" ·")[0] for r in run.rows()][:1] == ["Call D"],
              "rows sorted by window start: Call D first (%s)" % [
                  r["line"] for r in run.rows()])

    run.step = "stale form"
    row = run.need_row("Call B")
    form = run.element(".//form[.//button[normalize-space()='Not today']]", run.row_element(row))
    run.driver.execute_script(  # a tab from an earlier run of serve carries another token
        "arguments[0].querySelector('input[name=form-token]').value = '0'.repeat(64)", form)
    run.press(NOT_TODAY, run.row_element(row), what="Call B")
    run.screen("refused", axe=True)
    run.check(run.refused() == STALE_FORM, "a stale form is refused: %r" % run.refused())
    run.check(run.element("//nav") is not None, "the refusal keeps the navigation")
    run.follow("Back to Today", what="the refusal")
    run.landed(r"/today", "Back to Today")
    row = run.need_row("Call B")
    run.check(row["state"] == "open" and NOT_TODAY in row["buttons"],
              "Call B is as it was (%r)" % row["state"])

    for title, label, outcome in (
            ("Call A", ATTENDED, None), ("Call B", NOT_TODAY, "not today"),
            ("Call C", SOMEONE_ELSE, "someone else did it")):
        run.step = "%s %s" % (title, label)
        run.act(title, label)
        run.screen("%s-%s" % (title, label))
        row = run.need_row(title)
        holds = clock_words(run, row["state"]) if outcome is None else row["state"] == outcome
        run.check(holds, "%s reads %r" % (title, row["state"]))
        run.check(label not in row["buttons"], "%s no longer offers %r (%s)" % (
            title, label, row["buttons"]))

    run.step = "Call D missed"
    row = run.need_row("Call D")
    run.check(row["state"] == "missed" and row["buttons"] == [DONE_AFTER_ALL],
              "Call D reads missed, offering only %r (%s)" % (DONE_AFTER_ALL, row["buttons"]))
    run.act("Call D", DONE_AFTER_ALL)
    run.screen("call-d-done-after-all")
    row = run.need_row("Call D")
    run.check(clock_words(run, row["state"]), "Call D reads %r" % row["state"])

    run.step = "reload"
    run.go("/today")
    states = {r["line"].split(" ·")[0]: r["state"] for r in run.rows()}
    run.check(clock_words_stored(states.get("Call A", "")) and states.get("Call B") == "not today"
              and states.get("Call C") == "someone else did it"
              and clock_words_stored(states.get("Call D", "")),
              "a fresh load shows the four outcomes stored (%s)" % states)

    if run.browser.javascript and context.full:
        live_rows(run, jamaal)
    context.stop(run)


def live_rows(run, jamaal):
    """/jamaal.js swaps in Today's rows every 30 s: a change made elsewhere shows unreloaded."""
    run.step = "live rows"
    row = run.need_row("Call E")
    html = run.driver.find_element(By.TAG_NAME, "html")
    jamaal.run(["anchors", "attend", row["id"]], iso(run.server.clock()))
    try:
        WebDriverWait(run.driver, 45, poll_frequency=1).until(
            lambda d: (run.row("Call E") or {}).get("state", "").startswith("attended"))
    except TimeoutException:
        run.fail("Call E, attended from the command line, still reads %r after 45 s" % (
            (run.row("Call E") or {}).get("state")))
    run.check(not is_stale(html), "Call E reads attended within 45 s, the page not reloaded")
    run.screen("live-rows")


def is_stale(element):
    try:
        element.is_enabled()
        return False
    except Exception:
        return True


# Keyboard only

def keyboard(run, context):
    jamaal = context.jamaal(run.name)
    run.step = "setting the scene"
    jamaal.run(["rules", "add", "--preset", "prayer-times", "--city", "London"], AT_TWO)
    jamaal.run(["oneoff", "add", "--title", "Call A", "--date", TODAY, "--start", "13:00",
                "--end", "16:00"], AT_TWO)
    context.serve(run, jamaal, AT_TWO, first=True)
    run.step = "tab order"
    run.screen("today")
    wanted = run.driver.execute_script("""
      return Array.from(document.querySelectorAll(
          "a[href], summary, button:not([disabled]), input:not([type=hidden])"))
        .map(function (e) { var li = e.closest("li[id]");
          return (li ? li.id + " " : "") + e.textContent.trim(); });""")
    reached = []
    for _ in range(len(wanted) + 2):
        tab(run)
        reached.append(run.driver.execute_script("""
          var e = document.activeElement, li = e.closest("li[id]");
          return (li ? li.id + " " : "") + e.textContent.trim();"""))
        if len(reached) == len(wanted):
            break
    run.check(reached == wanted, "Tab reaches every link, summary and row button in order "
              "(%d stops)" % len(wanted) if reached == wanted else
              "Tab order %s differs from the page's %s" % (reached, wanted))
    run.check(any(w.endswith(" " + ATTENDED) for w in wanted),
              "the tab order holds an Attended button")

    run.step = "focus ring"
    run.go("/today")
    asr = run.need_row("Asr")
    target = "anchor-%s %s" % (asr["id"], ATTENDED)
    for _ in range(len(wanted) + 2):
        tab(run)
        if run.driver.execute_script("""
            var e = document.activeElement, li = e.closest("li[id]");
            return (li ? li.id + " " : "") + e.textContent.trim();""") == target:
            break
    else:
        run.fail("Tab never reached Asr's Attended")
    outline = run.driver.execute_script(
        "var s = getComputedStyle(document.activeElement);"
        "return s.outlineStyle + ' ' + s.outlineWidth;")
    run.check(not outline.startswith("none"), "the focused button shows its ring (%s)" % outline)
    run.screen("focus-on-asr-attended")
    run.step = "enter"
    html = run.driver.find_element(By.TAG_NAME, "html")
    ActionChains(run.driver).send_keys(Keys.ENTER).perform()
    run.loaded(html)
    run.landed(re.escape("/today#anchor-" + asr["id"]), "Enter on Attended")
    run.screen("asr-attended-by-keyboard")
    run.check(clock_words(run, run.need_row("Asr")["state"]),
              "Asr reads %r" % run.need_row("Asr")["state"])
    context.stop(run)


def tab(run):
    """One press of Tab, to whatever has the focus (the page itself at first)."""
    ActionChains(run.driver).send_keys(Keys.TAB).perform()


JOURNEYS = {"journey4": journey4, "journey10": journey10, "actions": actions,
            "keyboard": keyboard}


def plan(full):
    """(journey, width, javascript, axe) in the order they run."""
    if not full:
        return [("journey4", 390, True, False), ("journey10", 390, True, False),
                ("actions", 390, False, False)]
    runs = []
    for width in (390, 1280):
        for javascript in (True, False):
            for journey in ("journey4", "journey10", "actions"):
                runs.append((journey, width, javascript, javascript))
        runs.append(("keyboard", width, True, False))
    return runs
