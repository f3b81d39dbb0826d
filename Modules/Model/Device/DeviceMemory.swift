/// Values this device keeps for itself: never synced, never exported, never shared with another
/// device (a store's local preferences; on a platform, whatever the app keeps per device). A
/// module that must remember something per device — the G-32 location check — asks for one,
/// so it needs no store of its own.
public protocol DeviceMemory: Sendable {
  /// The value remembered under `key`, or nil.
  /// - Parameter key: the name.
  /// - Returns: the value.
  /// - Throws: whatever the memory throws when it cannot be read.
  func rememberedValue(for key: String) throws -> String?

  /// Remembers `value` under `key` (nil forgets it).
  /// - Parameters:
  ///   - value: the value, or nil.
  ///   - key: the name.
  /// - Throws: whatever the memory throws when it cannot be written.
  func remember(_ value: String?, for key: String) throws
}
