public import JamaalModel

/// Whether this device writes a prayer rule's coordinate in device-location mode (G-32): only
/// when the device itself moved at least 25 km since its own last check
/// (``LocationUpdatePolicy``), never because its position differs from the stored coordinate
/// (which another device may have written). Where the device last checked is kept in its
/// ``/JamaalModel/DeviceMemory`` — a store's unsynced local preferences — so devices never share it.
///
/// A device's first check only remembers where it is: it has not moved, so a Mac set up at home
/// never overwrites the coordinate a travelling iPhone wrote.
///
/// ```swift
/// if try DeviceLocationCheck(memory: store).shouldWrite(here) { /* write the coordinate */ }
/// ```
public struct DeviceLocationCheck: Sendable {
  /// The last check that counted, remembered as "latitude,longitude".
  static let lastCheck = PreferenceKey<Coordinates>(
    "location.lastCheck",
    decode: { text in
      let parts = text.split(separator: ",").compactMap { Double($0) }
      guard parts.count == 2 else { return nil }
      return try? Coordinates(latitude: parts[0], longitude: parts[1])
    },
    encode: { "\($0.latitude),\($0.longitude)" })
  /// Where the last check is remembered.
  public let memory: any DeviceMemory

  /// A check remembered in `memory`.
  /// - Parameter memory: this device's memory (a `Store` is one).
  public init(memory: any DeviceMemory) { self.memory = memory }

  /// Checks the device's position now: true (and remembered) when it moved ≥ 25 km since the
  /// last remembered check; false otherwise (a first check is remembered and is false).
  /// - Parameter current: where the device is now.
  /// - Returns: whether to write the coordinate.
  /// - Throws: what the memory throws (`StoreError` for a store).
  public func shouldWrite(_ current: Coordinates) throws -> Bool {
    let last = try memory.value(of: Self.lastCheck)
    let write = LocationUpdatePolicy.shouldWrite(current: current, lastCheck: last)
    if write || last == nil { try memory.set(current, for: Self.lastCheck) }
    return write
  }
}
