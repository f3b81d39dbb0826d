import JamaalModel
import JamaalPresentation
import Testing

/// Sync's words for what it set aside or holds (D-18), a round the store stopped, and the
/// account-change line on Today (G-79, G-80).
@Suite struct SyncWordsTests {
  @Test func recordsSetAsideAreCountedKeptAndTheFirstIsNamedInWords() {
    let first = SyncSetAsideNote(reason: .endsBeforeStart, field: "window_end", kind: "anchor")
    #expect(
      SyncStrings.setAside(3, first: first)
        == "3 records another device sent were set aside; they are kept and nothing else was"
        + " stopped. The first was an Anchor that ends before it starts (window_end).")
    #expect(
      SyncStrings.setAside(1, first: nil)
        == "1 record another device sent was set aside; it is kept and nothing else was stopped.")
    #expect(
      SyncStrings.setAside(2, inAll: 5, first: SyncSetAsideNote(reason: .oversizedBatch))
        == "2 records another device sent were set aside (5 in all); they are kept and nothing"
        + " else was stopped. The first was a batch file of more than 10,000 records or 16 MB.")
    #expect(!SyncStrings.setAside(2, inAll: 2, first: nil).contains("in all"))
  }

  @Test func everyReasonAndKindIsWordsNeverARawName() {
    for reason in SyncSetAsideReason.allCases {
      for kind in ["anchor", "rule", "settings", "dayPlan", "focusSession", nil] {
        let words = SyncStrings.setAsideThing(SyncSetAsideNote(reason: reason, kind: kind))
        #expect(!words.contains(reason.rawValue), "\(words)")
        // Raw names in camel case ("dayPlan") never show; "a rule" is a word, not a raw name.
        if let kind, kind.contains(where: \.isUppercase) {
          #expect(!words.contains(kind), "\(words)")
        }
        #expect(!words.contains("having trouble"))
      }
    }
    let reasons = Set(
      SyncSetAsideReason.allCases.map {
        SyncStrings.setAsideThing(SyncSetAsideNote(reason: $0, kind: "rule"))
      })
    #expect(reasons.count == SyncSetAsideReason.allCases.count, "each reason its own words")
    #expect(SyncStrings.recordKind("habitV2") == "a record", "a kind from a newer version")
  }

  @Test func aMovedRecordIsNamedByWhatItsKeyHolds() {
    #expect(
      SyncStrings.setAsideThing(
        SyncSetAsideNote(reason: .changedNaturalKey, field: "date", kind: "dayPlan"))
        == "a night's plan moved off the day it was made for (date)")
    #expect(
      SyncStrings.setAsideThing(
        SyncSetAsideNote(reason: .changedNaturalKey, field: "slot_key", kind: "anchor"))
        == "an Anchor moved off the day or slot it was made for (slot_key)")
  }

  @Test func theFieldIsNamedAndAHostileOneIsCut() {
    let named = SyncStrings.setAsideThing(
      SyncSetAsideNote(reason: .missingField, field: "title", kind: "rule"))
    #expect(named == "a rule missing a field it needs (title)")
    let long = String(repeating: "x", count: 10_000)
    let cut = SyncStrings.setAsideThing(
      SyncSetAsideNote(reason: .badValue, field: long, kind: "anchor"))
    #expect(cut.count < 120)
    #expect(cut.hasSuffix("…)"))
  }

  @Test func heldRecordsWaitForTheClock() {
    #expect(
      SyncStrings.held(2)
        == "2 records are stamped ahead of this device's clock; they will be applied when the"
        + " clock reaches them.")
    #expect(
      SyncStrings.held(1)
        == "1 record is stamped ahead of this device's clock; it will be applied when the clock"
        + " reaches it.")
  }

  @Test func aStoppedRoundNeverSaysNothingWasWritten() {
    for failure in StoreFailure.allCases {
      for moved in [true, false] {
        let words = SyncStrings.stopped(failure, detail: "d", movedBefore: moved)
        #expect(words.hasPrefix("Sync stopped: "))
        #expect(!words.lowercased().contains("nothing was written"), "\(words)")
        #expect(words.hasSuffix("(d)"))
      }
    }
    #expect(
      SyncStrings.stopped(.diskFull, detail: "database or disk is full", movedBefore: true)
        == "Sync stopped: the disk is full. What was sent and applied before it is kept; the next"
        + " sync goes on from there. (database or disk is full)")
    #expect(
      SyncStrings.stopped(.refused, detail: "x", movedBefore: false)
        == "Sync stopped: the store failed. Your data is safe on this device; the next sync tries"
        + " again. (x)")
  }

  @Test func thePausedLineOnTodayIsOneLineWithTheSeedsWordsAndBothChoices() {
    let line = SyncStrings.pausedToday(export: "EXPORT", goOn: "GO ON")
    #expect(!line.contains("\n"))
    #expect(line.hasPrefix("Your iCloud account changed"))
    #expect(line.contains("nothing new appears"))
    #expect(line.contains("Nothing on this device was deleted."))
    #expect(line.hasSuffix("Export my data first: EXPORT · or go on: GO ON"))
  }

  @Test func statusListsSetAsideAndHeldOnlyWhenThereAreAny() {
    var summary = SyncStatusSummary(state: "signedIn")
    let plain = SyncStrings.statusLines(summary)
    #expect(!plain.contains { $0.contains("set aside") || $0.contains("stamped ahead") })
    summary.setAside = 2
    summary.firstSetAside = SyncSetAsideNote(reason: .wrongID, kind: "anchor")
    summary.held = 1
    var status = StoreStatus(path: "/s/j.sqlite")
    status.schemaVersion = 5
    status.moduleLines = SyncStrings.statusLines(summary)
    let lines = StatusStrings.lines(status, retry: "R", reset: "S")
    let sync = lines.filter { $0.hasPrefix("sync: ") }
    #expect(
      sync == [
        "sync: Signed in",
        "sync: 2 records another device sent were set aside; they are kept and nothing else was"
          + " stopped. The first was an Anchor whose id is not valid or not its own.",
        "sync: 1 record is stamped ahead of this device's clock; it will be applied when the clock"
          + " reaches it.",
      ])
    #expect(!lines.contains { $0.contains("having trouble") })
  }
}
