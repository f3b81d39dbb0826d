import Foundation
import JamaalCore
import JamaalPresentation
import JamaalTestSupport
import JamaalWeb
import Testing

/// The forms as a person without script fills them: a one-off (AN-08) and a rule's exception
/// (AN-06). A refusal names the field, keeps what was typed and writes nothing.
@Suite struct WebFormsTests {
  let pages = WebPagesTests()

  func oneOffs(_ client: WebClient) throws -> [Anchor] {
    let jamaal = try #require(client.app.door.jamaal)
    return try jamaal.anchors.from(
      Fixtures.date("2026-11-30"), through: Fixtures.date("2026-12-07")
    ).filter { $0.rule == nil }
  }

  @Test func aOneOffIsAddedFromItsFormAndARefusalNamesTheField() async throws {
    var client = try await pages.client(pages.store(), at: "2026-11-30T09:00:00Z")
    #expect(client.page.contains("href=\"/anchors/new\""))
    try await client.get("/anchors/new")
    #expect(client.page.contains("<label for=\"field-end\">\(OneOffFormStrings.end)</label>"))
    #expect(client.page.contains("name=\"date\" value=\"2026-11-30\" required=\"required\""))
    let hostile = "Dentist <b>&</b>"
    var typed = ["title": hostile, "date": "2026-11-30", "start": "11:00", "end": "10:00"]
    let refused = try await client.fill("/anchors/new", typed)
    #expect(refused.status == 422)
    #expect(
      client.page.contains("role=\"alert\" id=\"form-error\">Check Window ends: must be after"))
    #expect(client.page.contains("aria-invalid=\"true\""))
    #expect(client.page.contains("value=\"Dentist &lt;b&gt;&amp;&lt;/b&gt;\""), "typed title kept")
    #expect(try oneOffs(client).isEmpty, "a refused form writes nothing")
    typed["effort"] = "lots"
    typed["end"] = "11:30"
    #expect(try await client.fill("/anchors/new", typed).status == 422)
    #expect(client.page.contains("Check \(OneOffFormStrings.effort): must be a whole number"))
    typed["effort"] = "20"
    typed["remindAtStart"] = "on"
    let added = try await client.fill("/anchors/new", typed)
    #expect(added.status == 200)
    let stored = try #require(try oneOffs(client).first)
    #expect(stored.title == hostile && stored.effortMinutes == 20)
    #expect(client.page.contains("id=\"anchor-\(stored.id.uuidString.lowercased())\""))
    #expect(
      client.page.contains("Dentist &lt;b&gt;&amp;&lt;/b&gt;") && !client.page.contains("<b>&"))
  }

  @Test func anExceptionIsAddedOnTheRulesDetail() async throws {
    var client = try await pages.client(pages.store(), at: "2026-11-30T09:00:00Z")
    let id = try #require(client.app.door.jamaal?.rules.overviews().first?.rule.id)
    let detail = "/rules/\(id.uuidString.lowercased())"
    try await client.get(detail)
    #expect(client.page.contains("Tomorrow 2026-12-01 · 22:00–22:30 · Walk"))
    let refused = try await client.fill(
      detail + "/exceptions", ["from": "2026-12-03", "to": "2026-12-01", "reason": "holiday"])
    #expect(refused.status == 422)
    #expect(client.page.contains("Check \(ExceptionFormStrings.to)"))
    #expect(client.page.contains("name=\"from\" value=\"2026-12-03\""), "what was typed is kept")
    #expect(try client.app.door.jamaal?.rules.detail(id: id)?.exceptions.isEmpty == true)
    try await client.fill(
      detail + "/exceptions", ["from": "2026-12-01", "to": "2026-12-02", "reason": "holiday"])
    #expect(client.page.contains("except 2026-12-01–2026-12-02 (holiday)"))
    #expect(
      !client.page.contains("Tomorrow 2026-12-01 · 22:00–22:30 · Walk"), "the days excepted go")
    #expect(client.page.contains("Thu 2026-12-03 · 22:00–22:30 · Walk"))
  }

  @Test func notificationsAndTimesAreChangedFromTheirForm() async throws {
    var client = try await pages.client(pages.store(), at: "2026-11-30T09:00:00Z")
    try await client.get("/settings")
    #expect(
      client.page.contains(
        "<h1>\(SettingsStrings.heading.replacingOccurrences(of: "&", with: "&amp;"))</h1>"))
    #expect(client.page.contains("name=\"planningTime\" value=\"21:00\""))
    let jamaal = try #require(client.app.door.jamaal)
    // A day start past 06:00 is refused by the door, naming the field; nothing is saved.
    let refused = try await client.fill(
      "/settings",
      ["planningTime": "20:30", "morningTime": "07:00", "dayStart": "07:00", "deviceSwitch": "on"])
    #expect(refused.status == 422)
    #expect(client.page.contains("Check \(SettingsStrings.Label.dayStart.rawValue)"))
    #expect(client.page.contains("name=\"planningTime\" value=\"20:30\""), "what was typed is kept")
    #expect(try jamaal.settings.day().planningTime.description == "21:00")
    try await client.fill(
      "/settings",
      ["planningTime": "20:30", "morningTime": "07:00", "dayStart": "00:00", "deviceSwitch": "on"])
    #expect(client.page.contains(SettingsStrings.saved))
    let saved = try jamaal.settings.day()
    #expect(saved.planningTime.description == "20:30")
    #expect(!saved.planningPrompt && !saved.morningNudge && saved.deviceSwitch)
    #expect(!client.page.contains("name=\"planningPrompt\" value=\"on\" checked"))
  }
}
