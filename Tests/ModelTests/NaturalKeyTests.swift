import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// Generation finds a window already stored by its natural key in a `Set`: two keys that are
/// equal must land together, however their slot keys are spelled.
@Suite struct NaturalKeyTests {
  @Test func equalKeysAreFoundWhateverTheSlotSpelling() {
    let rule = UUID()
    let date = Fixtures.date("2026-12-01")
    let composed = NaturalKey(rule: rule, occurrenceDate: date, slotKey: "caf\u{E9}")
    let decomposed = NaturalKey(rule: rule, occurrenceDate: date, slotKey: "cafe\u{301}")
    var keys: Set<NaturalKey> = [composed]
    #expect(keys.contains(decomposed))
    #expect(!keys.insert(decomposed).inserted)
    // Other slots, dates, rules and one-offs are other keys.
    for other in [
      NaturalKey(rule: rule, occurrenceDate: date, slotKey: "cafe"),
      NaturalKey(rule: rule, occurrenceDate: date.adding(days: 1), slotKey: "caf\u{E9}"),
      NaturalKey(rule: UUID(), occurrenceDate: date, slotKey: "caf\u{E9}"),
      NaturalKey(rule: nil, occurrenceDate: date, slotKey: "caf\u{E9}"),
    ] {
      #expect(keys.insert(other).inserted)
    }
    #expect(keys.count == 5)
  }
}
