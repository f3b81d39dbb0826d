import Foundation
import JamaalCore
import JamaalTestSupport
import Testing

/// The screens as values an app lays out (issue 26, item 5): each read in one call, its rows
/// identified, its buttons paired with their words.
@Suite struct ScreenTests {
  let door = ConfigurationTests()

  func labels<Action>(_ actions: [ScreenAction<Action>]) -> [String] { actions.map(\.label) }

  @Test func theRulesListOffersAddAndEachRuleItsButtons() throws {
    let jamaal = try door.open(try door.configuration(.inMemory))
    let empty = try jamaal.rules.listScreen()
    #expect(empty.rows.isEmpty)
    #expect(empty.emptyText == "No rules yet")
    #expect(empty.add?.label == "Add")
    let walk = try jamaal.rules.add(door.walk(at: "18:00"))
    let list = try jamaal.rules.listScreen()
    #expect(list.emptyText == nil)
    #expect(list.rows.map(\.id) == [walk.id])
    #expect(labels(list.rows[0].actions) == ["Edit", "Pause", "Archive"])
    #expect(list.rows[0].words.title == "Walk")
    try jamaal.rules.change(.pause, ruleWithID: walk.id)
    #expect(labels(try jamaal.rules.listScreen().rows[0].actions) == ["Edit", "Resume", "Archive"])
    try jamaal.rules.change(.archive, ruleWithID: walk.id)
    #expect(try jamaal.rules.listScreen().rows.isEmpty)
    let archived = try jamaal.rules.listScreen(archived: true)
    #expect(archived.rows.map(\.id) == [walk.id])
    #expect(archived.rows[0].actions.isEmpty, "an archived rule keeps its history, no buttons")
    #expect(archived.add == nil)
  }

  @Test func ruleDetailIsReadByIdAsStoredNow() throws {
    let jamaal = try door.open(try door.configuration(.inMemory))
    #expect(try jamaal.rules.detailScreen(id: UUID()) == nil)
    let walk = try jamaal.rules.add(door.walk(at: "18:00"))
    let range = try ExceptionRange(
      start: Fixtures.date("2026-12-24"), end: Fixtures.date("2026-12-26"), reason: .holiday)
    _ = try jamaal.rules.addException(range, toRuleWithID: walk.id)
    let screen = try #require(try jamaal.rules.detailScreen(id: walk.id))
    #expect(screen.id == walk.id)
    #expect(screen.words.exceptions.count == 1, "the exception added after the rule was read")
    #expect(labels(screen.actions) == ["Edit", "Pause", "Archive"])
    #expect(screen.words.upcoming.count == 7, "a walk a day for the week")
  }

  @Test func settingsSayHonestlyWhatIsNotDelivered() throws {
    let jamaal = try door.open(try door.configuration(.inMemory))
    _ = try jamaal.rules.add(door.walk(at: "18:00"))
    let asked = try jamaal.settings.screen(reported: .notDetermined)
    #expect(asked.heading == "Notifications & times")
    #expect(asked.rows.map(\.label).last == "Send reminders on this device")
    #expect(asked.permissionAction?.label == "Turn on reminders")
    let denied = try jamaal.settings.screen(reported: .denied)
    #expect(
      denied.honestLine
        == "Reminders are on for this device, but notifications are off in Settings")
    #expect(denied.permissionAction?.label == "Open Settings")
    #expect(denied.warning?.hasPrefix("Not being delivered: ") == true)
    #expect(denied.warning?.contains("Anchor reminders") == true, "the walk reminds at its start")
    let allowed = try jamaal.settings.screen(reported: .authorized)
    #expect(allowed.warning == nil)
    #expect(allowed.permissionAction == nil)
    #expect(allowed.honestLine == "Reminders are on for this device.")
  }

  @Test func theRecoveryScreenHasBothWaysOutAndTwoConfirmations() throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("j.sqlite")
    try Data("a shopping list, not a database".utf8).write(to: url)
    let recovery = try #require(Jamaal.recovery(try door.configuration(.file(url))))
    let screen = recovery.screen
    #expect(screen.reason == .damaged)
    #expect(screen.heading == "Jamaal couldn't open your data")
    #expect(screen.reasonText == "the file is damaged")
    #expect(labels(screen.actions) == ["Try again", "Reset this device's data"])
    #expect(screen.confirmReset.hasPrefix("Reset this device's data?"))
    #expect(screen.confirmAgain == "Are you sure?")
    #expect(!screen.body.contains("jamaal"), "no command in a screen's words")
  }

  @Test func todaysBannerComesWithItsButtons() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("j.sqlite")
    let center = InMemoryNotificationCenter(permission: .denied)
    let jamaal = try door.open(
      try door.configuration(.file(url), at: "2026-11-30T21:30:00Z", reminders: .center(center)))
    _ = try jamaal.rules.add(door.walk(at: "22:00"))
    let banner = try await #require(try jamaal.todayScreen().banner)
    #expect(banner.text == "Your reminders can't arrive: notifications are off in Settings.")
    #expect(labels(banner.actions) == ["Open Settings", "Not today", "Don't remind me"])
    #expect(banner.line.hasPrefix(banner.text))
  }
}
