import Foundation
import JamaalCore
import JamaalPlaces
import JamaalPrayerCommands
import JamaalPrayerTimes
import JamaalPresentation
import JamaalTestSupport
import JamaalWeb
import Testing

/// Creating a rule in the browser (AN-03 … AN-05, AN-11): a type chosen, its form filled from the
/// preset, the prayer form's city found offline in any script, and refusals that name the field
/// and write nothing.
@Suite struct WebRuleFormsTests {
  static let london = Fixtures.zone("Europe/London")
  static let presets = Fixtures.packageRoot.appendingPathComponent("Presets")

  /// A signed-in client on an empty store at `now`, with the bundled presets and the gazetteer.
  func client(at now: String, denied: Bool = false) async throws -> WebClient {
    let registry = try SourceRegistry([ScheduledSource(), PrayerWindowSource()])
    let store = Fixtures.temporaryFolder("jamaal-web").appendingPathComponent("s.sqlite")
    let configuration = JamaalConfiguration(
      store: .file(store), registry: registry,
      clock: FixedClock(now: Fixtures.instant(now), timeZone: Self.london),
      reminders: denied ? .center(InMemoryNotificationCenter(permission: .denied)) : .off)
    guard case .ready(let jamaal) = Jamaal.open(configuration) else {
      throw WebAppTests.NotReady()
    }
    let places = GazetteerPlaces(
      places: Gazetteer(presetsFolder: Self.presets),
      regions: try RegionTable.load(presetsFolder: Self.presets))
    let catalog = WebCatalog(presets: try PresetLibrary.bundled(registry: registry), places: places)
    var client = WebClient(
      WebApp(
        door: WebDoor(jamaal), session: WebSession(host: "127.0.0.1", port: 4242),
        catalog: catalog))
    try await client.signIn()
    return client
  }

  func rules(_ client: WebClient) throws -> [AnchorRule] {
    try #require(client.app.door.jamaal).rules.overviews().map(\.rule)
  }

  static let everyPrayer = [
    "prayers-fajr": "on", "prayers-dhuhr": "on", "prayers-asr": "on", "prayers-maghrib": "on",
    "prayers-isha": "on", "duration": "10", "ishaEndsAt": "islamicMidnight", "remindAtStart": "on",
  ]

  @Test func theTypesAreListedInTheSeedsOrderEachOpeningItsForm() async throws {
    var client = try await client(at: "2026-11-30T14:05:00Z")
    try await client.get("/rules")
    #expect(client.page.contains("href=\"/rules/new\""))
    try await client.get("/rules/new")
    let names = ["Prayer times", "School run", "Bin night", "Plant watering", "Custom"]
    let offsets = names.map { client.page.range(of: ">\($0)</a>")?.lowerBound }
    #expect(offsets.allSatisfy { $0 != nil })
    #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted())
    #expect(client.page.contains("href=\"/rules/new/plants\""))
    #expect(try await client.get("/rules/new/nothing-like-it").status == 404)
    #expect(try rules(client).isEmpty, "opening forms writes nothing")
  }

  @Test func prayerTimesForACityMakeTodaysSalahGroup() async throws {
    var client = try await client(at: "2026-11-30T14:05:00Z")
    try await client.get("/rules/new/prayer-times")
    #expect(
      client.page.contains("<option value=\"\" selected=\"selected\">Suggested from the region"))
    #expect(client.page.contains("name=\"prayers-asr\" value=\"on\" checked=\"checked\""))
    // The preset's "reminders at the start" is ticked, its duration filled; the high-latitude
    // rule stays the place's own.
    #expect(client.page.contains("name=\"remindAtStart\" value=\"on\" checked=\"checked\""))
    #expect(client.page.contains("name=\"duration\" value=\"10\""))
    #expect(
      client.page.contains(
        "<option value=\"\" selected=\"selected\">\(PrayerFormStrings.forThePlace)"))
    #expect(client.page.contains("<summary>\(PrayerFormStrings.advanced)</summary>"))
    // No city: refused naming it, nothing written.
    let empty = try await client.fill("/rules/new/prayer-times", Self.everyPrayer)
    #expect(empty.status == 422)
    #expect(client.page.contains("Check City: type a city&#39;s name. Nothing was written."))
    let added = try await client.fill(
      "/rules/new/prayer-times", Self.everyPrayer.merging(["city": "London"]) { $1 })
    #expect(added.status == 200)
    let rule = try #require(try rules(client).first)
    #expect(rule.sourceKey == .prayerWindow)
    #expect(try PrayerWindowConfig.read(rule.configData).reminder.atStart, "as ticked")
    #expect(client.page.contains("<h1>Salah</h1>") || client.page.contains("Salah"))
    try await client.get("/today")
    #expect(client.page.contains("Salah 0/3 · Asr · until 15:"))
  }

  @Test func aCityThatIsSeveralPlacesIsOfferedAsAChoiceAndNoPlaceIsRefused() async throws {
    var client = try await client(at: "2026-11-30T14:05:00Z")
    try await client.get("/rules/new/prayer-times")
    let several = try await client.fill(
      "/rules/new/prayer-times", Self.everyPrayer.merging(["city": "Springfield"]) { $1 })
    #expect(several.status == 422)
    #expect(
      client.page.contains("Check City: &#39;Springfield&#39; matches several places; choose one"))
    #expect(client.page.contains("<select id=\"field-city\" name=\"city\">"))
    #expect(client.page.contains("<option value=\"Springfield, Illinois\">"))
    #expect(try rules(client).isEmpty)
    // The one chosen is found alone.
    let chosen = try await client.fill(
      "/rules/new/prayer-times",
      Self.everyPrayer.merging(["city": "Springfield, Illinois"]) { $1 })
    #expect(chosen.status == 200)
    let placed = try #require(try rules(client).first)
    #expect(String(decoding: placed.configData, as: UTF8.self).contains("America/Chicago"))
    try await client.get("/rules/new/prayer-times")
    let missed = try await client.fill(
      "/rules/new/prayer-times", Self.everyPrayer.merging(["city": "Qwxyzzy"]) { $1 })
    #expect(missed.status == 422)
    #expect(client.page.contains("Check City: no place called &#39;Qwxyzzy&#39;"))
    #expect(try rules(client).count == 1, "a refused form writes nothing")
  }

  @Test func theCitySearchFindsPlacesInAnyScript() async throws {
    var client = try await client(at: "2026-11-30T14:05:00Z")
    let latin = try await client.get("/places?q=lond")
    #expect(latin.headers["Content-Type"] == "application/json")
    #expect(latin.text.hasPrefix("[\"London\""))
    // The request's query arrives decoded: Karachi typed in Urdu script.
    #expect(try await client.get("/places?q=كراتشي").text == "[\"Karachi\"]")
    #expect(try await client.get("/places?q=").text == "[]")
    #expect(try await client.get("/places?q=\(String(repeating: "a", count: 5000))").status == 200)
  }

  @Test func plantsDueNowAndASchoolRunOnChosenDaysAreSaved() async throws {
    var client = try await client(at: "2026-11-30T09:00:00Z")
    try await client.get("/rules/new/plants")
    #expect(client.page.contains("<option value=\"afterLast\" selected=\"selected\">"))
    #expect(client.page.contains("name=\"lastDone\" value=\"2026-11-30\""), "last done: today")
    let plants = [
      "title": "Water the ferns", "repeat": "afterLast", "minDays": "3", "maxDays": "4",
      "dueNow": "on", "slot.water.allDay": "on", "effort": "10", "placement": "flexible",
    ]
    #expect(try await client.fill("/rules/new/plants", plants).status == 200)
    try await client.get("/today")
    #expect(client.page.contains("Water the ferns"), "due now: on Today at once")
    try await client.get("/rules/new/school-run")
    #expect(
      client.page.contains("<label for=\"field-slot.pickup.start\">Pick-up starts at</label>"))
    #expect(client.page.contains("name=\"slot.pickup.start\" value=\"15:15\""))
    var school = [
      "title": "School run", "repeat": "weekdays", "slot.dropoff.start": "08:15",
      "slot.dropoff.window": "30",
      "effort": "30", "placement": "fixed",
    ]
    let noDays = try await client.fill("/rules/new/school-run", school)
    #expect(noDays.status == 422)
    #expect(client.page.contains("Check On these days: choose at least one weekday"))
    #expect(client.page.contains("<fieldset id=\"field-days\" aria-describedby=\"form-error\">"))
    #expect(try rules(client).count == 1, "a refused form writes nothing")
    school["days-mon"] = "on"
    school["days-fri"] = "on"
    #expect(try await client.fill("/rules/new/school-run", school).status == 200)
    let lines = try #require(client.app.door.jamaal).rules.overviews().map(\.summary)
    #expect(lines.contains("Mon, Fri · 08:15, 15:15 · 30 min"))
  }

  @Test func theRemindersQuietLineShowsWhileNotificationsAreOff() async throws {
    var client = try await client(at: "2026-11-30T09:00:00Z", denied: true)
    try await client.get("/rules/new/custom")
    let delivery = try #require(client.app.door.jamaal).settings.screen().delivery
    let line = try #require(ReminderStrings.quietLine(delivery))
    #expect(client.page.contains(line.replacingOccurrences(of: "'", with: "&#39;")))
    try await client.get("/rules/new/prayer-times")
    #expect(client.page.contains(line.replacingOccurrences(of: "'", with: "&#39;")))
  }

  @Test func aRuleIsEditedFromItsDetailAndARefusalChangesNothing() async throws {
    var client = try await client(at: "2026-11-30T09:00:00Z")
    try await client.get("/rules/new/school-run")
    let school = [
      "title": "School run", "repeat": "weekdays", "days-mon": "on", "days-tue": "on",
      "slot.dropoff.start": "08:15", "slot.dropoff.window": "30", "effort": "30",
      "placement": "fixed",
    ]
    try await client.fill("/rules/new/school-run", school)
    let id = try #require(try rules(client).first?.id)
    let edit = "/rules/\(id.uuidString.lowercased())/edit"
    #expect(client.page.contains("href=\"\(edit)\""), "the detail links to Edit")
    try await client.get(edit)
    #expect(client.page.contains("<h1>Edit School run</h1>"))
    #expect(client.page.contains("name=\"days-tue\" value=\"on\" checked=\"checked\""))
    #expect(!client.page.contains("name=\"days-wed\" value=\"on\" checked"))
    var changed = school
    changed["slot.dropoff.window"] = "0"
    #expect(try await client.fill(edit, changed).status == 422)
    #expect(
      client.page.contains(
        "Check Drop-off · window in minutes: &#39;0&#39; is not a whole number"))
    let before = try #require(client.app.door.jamaal).rules.overviews().map(\.summary)
    #expect(before == ["Mon, Tue · 08:15, 15:15 · 30 min"], "a refused edit writes nothing")
    changed["slot.dropoff.window"] = "20"
    changed["slot.dropoff.start"] = "08:30"
    changed["title"] = "School run (Sam)"
    #expect(try await client.fill(edit, changed).status == 200)
    #expect(client.page.contains("<h1>School run (Sam)</h1>"))
    let after = try #require(client.app.door.jamaal).rules.overviews().map(\.summary)
    #expect(after == ["Mon, Tue · 08:30, 15:15 · 20 min"])
  }

  @Test func aPrayerRuleKeepsItsPlaceUnlessANewCityIsTyped() async throws {
    var client = try await client(at: "2026-11-30T14:05:00Z")
    try await client.get("/rules/new/prayer-times")
    try await client.fill(
      "/rules/new/prayer-times", Self.everyPrayer.merging(["city": "London"]) { $1 })
    let id = try #require(try rules(client).first?.id)
    let edit = "/rules/\(id.uuidString.lowercased())/edit"
    try await client.get(edit)
    #expect(client.page.contains("Leave empty to keep London."))
    var form = Self.everyPrayer
    form["madhab"] = "hanafi"
    form["title"] = "Salah"
    try await client.fill(edit, form)
    var config = try #require(try rules(client).first).configData
    #expect(String(decoding: config, as: UTF8.self).contains("\"madhab\":\"hanafi\""))
    #expect(String(decoding: config, as: UTF8.self).contains("Europe/London"), "the place is kept")
    try await client.get(edit)
    form["city"] = "Karachi"
    try await client.fill(edit, form)
    config = try #require(try rules(client).first).configData
    #expect(String(decoding: config, as: UTF8.self).contains("Asia/Karachi"))
  }
}
