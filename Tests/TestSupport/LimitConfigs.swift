public import Foundation

/// Scheduled configs at and past SPEC §7's limits, for the tests of every writer: so many slots,
/// so many exception ranges, a config of an exact size.
public enum LimitConfigs {
  /// A daily scheduled config with `slots` timed slots (the first labelled `label`) and
  /// `exceptions` ranges of one day each, three days apart (so none merge), from 2027-01-01;
  /// `adjacent` more ranges each the day after one of those (so each merges into it alone).
  public static func scheduled(
    slots: Int = 1, label: String? = nil, exceptions: Int = 0, adjacent: Int = 0
  ) -> String {
    let slotList = (0..<slots).map { index in
      let labelled = index == 0 ? label.map { #","label":"\#($0)""# } ?? "" : ""
      return #"{"id":"s\#(index)"\#(labelled),"start":"09:00","windowMinutes":30}"#
    }
    let start = Fixtures.date("2027-01-01")
    let ranges =
      (0..<exceptions).map { day(start.adding(days: 3 * $0)) }
      + (0..<adjacent).map { day(start.adding(days: 3 * $0 + 1)) }
    return #"{"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue","wed","thu","#
      + #""fri","sat","sun"]},"slots":[\#(slotList.joined(separator: ","))],"#
      + #""exceptions":[\#(ranges.joined(separator: ","))]}"#
  }

  /// A scheduled config padded with an unknown key to exactly `bytes` bytes.
  public static func sized(_ bytes: Int) -> Data {
    let base = scheduled()
    let opening = String(base.dropLast()) + #","pad":""#
    let closing = #""}"#
    let padding = bytes - opening.utf8.count - closing.utf8.count
    precondition(padding >= 0, "a config of \(bytes) bytes is too small to hold a rule")
    return Data((opening + String(repeating: "x", count: padding) + closing).utf8)
  }

  /// A config's bytes.
  public static func data(_ text: String) -> Data { Data(text.utf8) }

  private static func day(_ date: some CustomStringConvertible) -> String {
    #"{"start":"\#(date)","end":"\#(date)","reason":"holiday"}"#
  }
}
