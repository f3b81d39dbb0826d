public import Foundation
public import JamaalModel

/// Finalising missed Anchors at an evaluation (rollover, SPEC §4.4).
public enum MissedAnchors {
  /// The pending Anchors whose window has closed, as missed.
  ///
  /// `resolvedAt` is the window's end, not `now`: that is when the status actually left pending
  /// (the row already read as missed from then on), it does not depend on when the app was next
  /// opened, and two devices finalising the same Anchor write the same value.
  /// - Parameters:
  ///   - stored: the stored Anchors, any source, one-offs included.
  ///   - now: the current instant.
  /// - Returns: the changed Anchors only (same ids), `modifiedAt = now`.
  public static func finalise(_ stored: [Anchor], now: Date) -> [Anchor] {
    stored.compactMap { anchor in
      guard anchor.attendanceStatus == .pending, anchor.windowEnd <= now else { return nil }
      var missed = anchor
      missed.attendanceStatus = .missed
      missed.resolvedAt = anchor.windowEnd
      missed.modifiedAt = now
      return missed
    }
  }
}
