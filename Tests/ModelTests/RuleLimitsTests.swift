import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// SPEC §7 on a rule this device writes: each excess a refusal naming its field and saying by
/// how much; TitleRule (what is typed) says the same.
@Suite struct RuleLimitsTests {
  func excesses(_ config: String, title: String = "School run") -> [String] {
    RuleLimits.excesses(title: title, configData: LimitConfigs.data(config)).map(\.description)
  }

  @Test func eachExcessNamesItsFieldAndHowMuch() {
    #expect(excesses(LimitConfigs.scheduled(slots: 48, exceptions: 500)).isEmpty)
    #expect(
      excesses(LimitConfigs.scheduled(slots: 49)) == [
        "slots: a rule has at most 48 slots; this one has 49 (1 too many)"
      ])
    #expect(
      excesses(LimitConfigs.scheduled(exceptions: 501)) == [
        "exceptions: a rule has at most 500 exception ranges; this one has 501 (1 too many)"
      ])
    #expect(
      excesses(LimitConfigs.scheduled(slots: 60), title: String(repeating: "t", count: 250)) == [
        "title: is too long: a title is at most 200 characters; this one has 250 (50 too many)",
        "slots: a rule has at most 48 slots; this one has 60 (12 too many)",
      ])
    let big = RuleLimits.excesses(title: "Big", configData: LimitConfigs.sized(70_000))
    #expect(
      big.map(\.description) == [
        "config: is too big: a rule's config is at most 64 KB (65536 bytes); this one is 70000"
          + " bytes (4464 too many)"
      ])
  }

  /// An Anchor's title is its slot label: a label is held to the title's limit.
  @Test func aSlotLabelIsATitle() {
    #expect(excesses(LimitConfigs.scheduled(label: String(repeating: "l", count: 200))).isEmpty)
    #expect(
      excesses(LimitConfigs.scheduled(label: String(repeating: "l", count: 201))) == [
        "slots[0].label: is too long: a title is at most 200 characters; this one has 201"
          + " (1 too many)"
      ])
    #expect(
      excesses(LimitConfigs.scheduled(label: #"Drop\u001Boff"#)) == [
        #"slots[0].label: must not hold control characters (found \x1B)"#
      ])
  }

  @Test func aTypedTitleIsRefusedAtTheSameLimit() throws {
    try TitleRule.check(String(repeating: "a", count: 200))
    #expect(throws: FieldError.self) { try TitleRule.check(String(repeating: "a", count: 201)) }
    do {
      try TitleRule.check(String(repeating: "a", count: 201), field: "--title")
      Issue.record("201 characters passed")
    } catch {
      #expect(
        error.description
          == "--title: is too long: a title is at most 200 characters; this one has 201"
          + " (1 too many)")
    }
    #expect(throws: FieldError(field: "title", message: "must not be empty")) {
      try TitleRule.check("   ")
    }
    #expect(
      throws: FieldError(field: "title", message: #"must not hold control characters (found \x07)"#)
    ) { try TitleRule.check("Bell\u{07}") }
  }
}
