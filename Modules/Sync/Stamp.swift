public import Foundation
public import JamaalJSON

/// When and by which device a field was last changed (SPEC D-17): whole milliseconds since
/// 2001 (D-18: times compare in whole milliseconds, so a stamp never loses its tie-break to
/// floating point), then the device's name. Later stamps win; the device breaks ties.
public struct Stamp: Hashable, Sendable, Comparable {
  /// Milliseconds since 2001-01-01 UTC.
  public var milliseconds: Int64
  /// The writing device's name.
  public var device: String

  /// A stamp.
  /// - Parameters:
  ///   - milliseconds: milliseconds since 2001.
  ///   - device: the device.
  public init(milliseconds: Int64, device: String) {
    self.milliseconds = milliseconds
    self.device = device
  }

  /// A stamp at `date`, rounded down to the millisecond (clamped to what an `Int64` holds).
  /// - Parameters:
  ///   - date: when.
  ///   - device: the device.
  public init(_ date: Date, device: String) {
    self.init(milliseconds: Self.milliseconds(date), device: device)
  }

  /// The stamp as a date.
  public var date: Date {
    Date(timeIntervalSinceReferenceDate: Double(milliseconds) / 1000)
  }

  /// Whole milliseconds since 2001 of `date`, clamped.
  public static func milliseconds(_ date: Date) -> Int64 {
    let value = (date.timeIntervalSinceReferenceDate * 1000).rounded(.down)
    guard value.isFinite else { return value > 0 ? .max : .min }
    if value >= 9.2e18 { return .max }
    if value <= -9.2e18 { return .min }
    return Int64(value)
  }

  /// By time, then device.
  public static func < (lhs: Stamp, rhs: Stamp) -> Bool {
    if lhs.milliseconds != rhs.milliseconds { return lhs.milliseconds < rhs.milliseconds }
    return lhs.device < rhs.device
  }

  /// The stamp a local change gets: `date`, or just after `earlier` when that is not before it
  /// (a write made after the version it read wins, even on a clock that is behind).
  static func local(_ date: Date, after earlier: Stamp?, device: String) -> Stamp {
    let now = milliseconds(date)
    guard let earlier, earlier.milliseconds >= now else {
      return Stamp(milliseconds: now, device: device)
    }
    let (next, overflow) = earlier.milliseconds.addingReportingOverflow(1)
    return Stamp(milliseconds: overflow ? .max : next, device: device)
  }
}

/// One field of a record: its value (nil once removed — a config key taken out) and the stamp of
/// its last change.
public struct FieldEntry: Hashable, Sendable {
  /// The value, or nil when the field was removed.
  public var value: JSONValue?
  /// When and by whom it last changed.
  public var stamp: Stamp

  /// An entry.
  /// - Parameters:
  ///   - value: the value (nil: removed).
  ///   - stamp: its stamp.
  public init(_ value: JSONValue?, stamp: Stamp) {
    self.value = value
    self.stamp = stamp
  }
}
