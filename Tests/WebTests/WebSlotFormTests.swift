import Foundation
import JamaalCore
import JamaalTestSupport
import JamaalWeb
import Testing

/// The scheduled form's time slots (AN-05: "named time slots (start, window length, or
/// all-day)"): every slot of a rule is shown and can be changed, named, removed, and a new one
/// added; a refusal names the slot's own field and writes nothing.
@Suite struct WebSlotFormTests {
  let forms = WebRuleFormsTests()

  /// The school run's form as a browser sends it, Mon–Fri, both slots as the preset has them.
  static let schoolRun = [
    "title": "School run", "repeat": "weekdays", "days-mon": "on", "days-tue": "on",
    "days-wed": "on", "days-thu": "on", "days-fri": "on", "effort": "30", "placement": "fixed",
    "slot.dropoff.label": "Drop-off", "slot.dropoff.start": "08:15", "slot.dropoff.window": "30",
    "slot.pickup.label": "Pick-up", "slot.pickup.start": "15:15", "slot.pickup.window": "30",
    "newSlot.label": "", "newSlot.start": "", "newSlot.window": "",
  ]

  func slots(_ client: WebClient) throws -> [Slot] {
    try ScheduledConfig.read(try #require(try forms.rules(client).first).configData).slots
  }

  @Test func everySlotOfTheSchoolRunIsEditedAndOneAdded() async throws {
    var client = try await forms.client(at: "2026-11-30T07:00:00Z")
    try await client.get("/rules/new/school-run")
    #expect(
      client.page.contains("<label for=\"field-slot.pickup.start\">Pick-up starts at</label>"))
    #expect(client.page.contains("name=\"slot.pickup.window\" value=\"30\""))
    #expect(
      client.page.contains("name=\"slot.dropoff.remove\" value=\"on\"> Remove Drop-off</label>"))
    #expect(client.page.contains("New time slot starts at"))
    var form = Self.schoolRun
    form["slot.pickup.start"] = "15:10"
    form["slot.pickup.window"] = "20"
    form["newSlot.label"] = "Swimming"
    form["newSlot.start"] = "17:00"
    form["newSlot.window"] = "45"
    #expect(try await client.fill("/rules/new/school-run", form).status == 200)
    #expect(try slots(client).map(\.id) == ["dropoff", "pickup", "swimming"])
    #expect(
      try slots(client)[1].timing
        == .timed(start: try #require(WallClockTime("15:10")), windowMinutes: 20))
    try await client.get("/today")
    #expect(client.page.contains("Swimming"), "the new slot's Anchor is on Today")
    #expect(client.page.contains("15:10–15:30"))

    let id = try #require(try forms.rules(client).first?.id).uuidString.lowercased()
    try await client.get("/rules/\(id)/edit")
    #expect(client.page.contains("name=\"slot.swimming.start\" value=\"17:00\""))
    var edit = Self.schoolRun
    edit["slot.pickup.remove"] = "on"
    edit["slot.dropoff.label"] = "Drop-off (Sam)"
    edit["slot.swimming.label"] = "Swimming"
    edit["slot.swimming.allDay"] = "on"
    #expect(try await client.fill("/rules/\(id)/edit", edit).status == 200)
    let after = try slots(client)
    #expect(after.map(\.id) == ["dropoff", "swimming"])
    #expect(after.map(\.label) == ["Drop-off (Sam)", "Swimming"])
    #expect(after[1].timing == .allDay)
  }

  @Test func aNewSlotWithoutAStartOrEverySlotRemovedIsRefusedAndNothingWritten() async throws {
    var client = try await forms.client(at: "2026-11-30T07:00:00Z")
    try await client.get("/rules/new/school-run")
    try await client.fill("/rules/new/school-run", Self.schoolRun)
    let id = try #require(try forms.rules(client).first?.id).uuidString.lowercased()
    try await client.get("/rules/\(id)/edit")
    var form = Self.schoolRun
    form["newSlot.label"] = "Club"
    #expect(try await client.fill("/rules/\(id)/edit", form).status == 422)
    #expect(client.page.contains("Check New time slot starts at: &#39;&#39; is not a time"))
    #expect(client.page.contains("<input type=\"time\" id=\"field-newSlot.start\""))
    #expect(client.page.contains("name=\"newSlot.label\" value=\"Club\""), "what was typed stays")
    #expect(try slots(client).map(\.id) == ["dropoff", "pickup"], "a refused form writes nothing")
    form["newSlot.label"] = ""
    form["slot.dropoff.remove"] = "on"
    form["slot.pickup.remove"] = "on"
    #expect(try await client.fill("/rules/\(id)/edit", form).status == 422)
    #expect(client.page.contains("Check Remove Pick-up: a rule keeps at least one slot"))
    #expect(try slots(client).map(\.id) == ["dropoff", "pickup"])
  }

  @Test func aOneSlotRuleOffersNoRemoveAndGainsANamedSecondSlot() async throws {
    var client = try await forms.client(at: "2026-11-30T07:00:00Z")
    try await client.get("/rules/new/bin-night")
    #expect(client.page.contains("<label for=\"field-slot.bins.start\">Starts at</label>"))
    #expect(!client.page.contains("slot.bins.remove"), "its only slot cannot be removed")
    #expect(!client.page.contains("slot.bins.label"))
    let form = [
      "title": "Bin night", "repeat": "weekdays", "days-mon": "on", "effort": "5",
      "placement": "fixed", "slot.bins.start": "19:00", "slot.bins.window": "180",
      "newSlot.label": "Bring the bins in", "newSlot.start": "07:00", "newSlot.window": "",
    ]
    #expect(try await client.fill("/rules/new/bin-night", form).status == 200)
    let slots = try slots(client)
    #expect(slots.map(\.id) == ["bins", "bring-the-bins-in"])
    #expect(
      slots[1].timing == .timed(start: try #require(WallClockTime("07:00")), windowMinutes: 30))
  }
}
