import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// D-14: a generated Anchor's id is a function of its natural key alone.
@Suite struct GeneratedIDTests {
  let rule = UUID(uuidString: "6F1C2B0E-3D4A-4E59-9B7C-1A2B3C4D5E6F") ?? UUID()
  let date = Fixtures.date("2026-11-26")

  func id(_ rule: UUID, _ date: LogicalDate, _ slot: String) -> UUID {
    Anchor.generatedID(rule: rule, occurrenceDate: date, slotKey: slot)
  }

  @Test func theSameKeyGivesTheSameIdInEveryVersion() {
    #expect(id(rule, date, "fajr") == id(rule, date, "fajr"))
    // Pinned: stored rows and other devices hold ids made this way, so it may never change.
    #expect(id(rule, date, "fajr").uuidString == "FD440E28-7802-895F-8C11-DA50C4B72A70")
  }

  @Test func isAVersion8RFCVariantUUID() {
    let bytes = id(rule, date, "dropoff").uuid
    #expect(bytes.6 >> 4 == 8)
    #expect(bytes.8 >> 6 == 0b10)
  }

  @Test func anotherRuleDateOrSlotGivesAnotherId() {
    let base = id(rule, date, "pickup")
    #expect(id(UUID(), date, "pickup") != base)
    #expect(id(rule, date.adding(days: 1), "pickup") != base)
    #expect(id(rule, date.adding(days: -1), "pickup") != base)
    #expect(id(rule, date, "pickup2") != base)
    #expect(id(rule, date, "") != base)
  }

  @Test func noTwoKeysCollideOverManyRulesDaysAndSlots() {
    var random = SplitMix64(seed: 14)
    let rules = (0..<40).map { _ in UUID(uuid: Self.bytes(&random)) }
    let slots = ["fajr", "dhuhr", "asr", "maghrib", "isha", "s", "s1", "a", "b", ""]
    var seen: Set<UUID> = []
    for rule in rules {
      for offset in -200..<200 {
        for slot in slots { seen.insert(id(rule, date.adding(days: offset), slot)) }
      }
    }
    #expect(seen.count == rules.count * 400 * slots.count)
  }

  static func bytes(_ random: inout SplitMix64) -> uuid_t {
    let (high, low) = (random.next(), random.next())
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { buffer in
      buffer.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
      buffer.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
    }
    return bytes
  }
}
