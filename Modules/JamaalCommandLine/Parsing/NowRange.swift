import Foundation
import JamaalModel

/// The instants `--now` may name: those whose every look-ahead and look-back stays within
/// years 1…9999, the years a store, an export and a sync record can hold.
///
/// The longest reach from now is about 11 years ahead: an after-last-done window generated
/// today may span up to `maxDays` (3,660 days, ten years) — so today's and tomorrow's Anchors,
/// which are written, may end ten years on — and `calendar --days 366` or rule detail's "first
/// on …" search (366 days past the 8 shown) reaches a year further before such a window. Behind
/// now, nothing reaches back more than a few days (a logical day that starts before midnight in
/// a zone 14 hours off UTC, yesterday's Anchors). So `--now` must be from 0002-01-01 and before
/// 9980-01-01 (UTC): a year of room behind, twenty ahead.
enum NowRange {
  /// The first day allowed.
  static let first = LogicalDate(year: 2, month: 1, day: 1)
  /// The last day allowed.
  static let last = LogicalDate(year: 9979, month: 12, day: 31)

  /// Whether `instant` is within the allowed days (UTC).
  static func contains(_ instant: Date) -> Bool {
    let seconds = instant.timeIntervalSince1970
    let start = Double(first.daysSinceEpoch) * 86_400
    let end = Double(last.adding(days: 1).daysSinceEpoch) * 86_400
    return seconds >= start && seconds < end
  }
}
