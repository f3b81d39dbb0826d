import Foundation
import JamaalModel
import Testing

/// Typed preference keys (issue 26, item 9): the owner declares the key and its words; a text
/// the key can't read is no value and stays as it was stored.
@Suite struct PreferenceKeyTests {
  /// A device memory in a dictionary.
  final class Memory: DeviceMemory, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: String] = [:]

    func rememberedValue(for key: String) throws -> String? { lock.withLock { values[key] } }

    func remember(_ value: String?, for key: String) throws {
      lock.withLock { values[key] = value }
    }
  }

  @Test func eachKindOfKeyWritesTheWordsItWasStoredInBefore() throws {
    let memory = Memory()
    let nudge = PreferenceKey<Bool>(switch: "morningNudge")
    let never = PreferenceKey<Bool>(flag: "reminderBannerNever")
    let shown = PreferenceKey<LogicalDate>(date: "reminderBannerShownOn")
    let reported = PreferenceKey<NotificationPermission>(raw: "notificationReported")
    try memory.set(true, for: nudge)
    try memory.set(true, for: never)
    try memory.set(LogicalDate(year: 2026, month: 12, day: 3), for: shown)
    try memory.set(.denied, for: reported)
    #expect(try memory.rememberedValue(for: "morningNudge") == "on")
    #expect(try memory.rememberedValue(for: "reminderBannerNever") == "true")
    #expect(try memory.rememberedValue(for: "reminderBannerShownOn") == "2026-12-03")
    #expect(try memory.rememberedValue(for: "notificationReported") == "denied")
    #expect(try memory.value(of: nudge) == true)
    #expect(try memory.value(of: shown) == LogicalDate(year: 2026, month: 12, day: 3))
    try memory.set(false, for: nudge)
    #expect(try memory.value(of: nudge) == false)
    try memory.set(nil, for: nudge)
    #expect(try memory.rememberedValue(for: "morningNudge") == nil, "nil forgets it")
  }

  @Test func aTextTheKeyCannotReadIsNoValueAndIsKept() throws {
    let memory = Memory()
    let nudge = PreferenceKey<Bool>(switch: "morningNudge")
    let shown = PreferenceKey<LogicalDate>(date: "reminderBannerShownOn")
    try memory.remember("sometimes", for: "morningNudge")
    try memory.remember("2026-02-30", for: "reminderBannerShownOn")
    #expect(try memory.value(of: nudge) == nil)
    #expect(try memory.value(of: shown) == nil)
    #expect(try memory.rememberedValue(for: "morningNudge") == "sometimes", "nothing rewritten")
    // A word from a newer version is kept by an open enum, and written back as it came.
    let reported = PreferenceKey<NotificationPermission>(raw: "notificationReported")
    try memory.remember("ephemeral", for: "notificationReported")
    let value = try #require(try memory.value(of: reported))
    try memory.set(value, for: reported)
    #expect(try memory.rememberedValue(for: "notificationReported") == "ephemeral")
  }
}
