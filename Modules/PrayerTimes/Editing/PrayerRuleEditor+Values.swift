import Foundation
import JamaalJSON
package import JamaalModel

extension PrayerRuleEditor {
  /// Parsers for the `--set` values only this editor takes (the shared ones are
  /// ``/JamaalModel/SetValues``); each error names the key.
  enum Values {
    /// Degrees within ±`limit`.
    static func degrees(_ text: String, key: String, limit: Double) throws(FieldError)
      -> Double
    {
      guard let value = Double(text), value.isFinite, abs(value) <= limit else {
        throw FieldError(
          field: key,
          message: "'\(text)' is not a \(key) (a number from -\(Int(limit)) to \(Int(limit)))")
      }
      return value
    }

    /// `all` or a comma list of prayers, returned in canonical order.
    static func prayers(_ text: String) throws(FieldError) -> [String] {
      let all = PrayerWindowConfig.allPrayers
      if text.lowercased() == "all" { return all.map(\.rawValue) }
      var chosen = Set<Prayer>()
      for part in text.split(separator: ",") {
        let name = part.trimmingCharacters(in: .whitespaces).lowercased()
        guard let prayer = Prayer(rawValue: name), all.contains(prayer) else {
          throw FieldError(
            field: "prayers", message: "'\(name)' is not a prayer (\(Names.list(all)))")
        }
        guard chosen.insert(prayer).inserted else {
          throw FieldError(field: "prayers", message: "'\(name)' is given twice")
        }
      }
      guard !chosen.isEmpty else {
        throw FieldError(field: "prayers", message: "choose at least one prayer")
      }
      return all.filter(chosen.contains).map(\.rawValue)
    }

    /// `fajr:2,isha:-1` (or `fajr=2`) merged onto `current`; `none` clears every adjustment.
    static func adjustments(
      _ text: String, onto current: [String: JSONValue]
    ) throws(FieldError) -> [String: JSONValue] {
      if SetValues.isNone(text) { return current.filter { Prayer(rawValue: $0.key) == nil } }
      let limit = PrayerWindowConfig.maximumAdjustment
      var result = current
      for (prayer, minutes) in try PrayerRuleEditor.adjustmentPairs(
        text, key: "adjust", in: -limit...limit)
      {
        result[prayer.rawValue] = .integer(minutes)
      }
      return result
    }

  }

  /// `fajr:2,isha:-1` (or `fajr=2`) as pairs, minutes within `range`: what `--set adjust=` and
  /// `prayer-times --adjust` both read.
  package static func adjustmentPairs(_ text: String, key: String, in range: ClosedRange<Int>)
    throws(FieldError) -> [(Prayer, Int)]
  {
    try SetValues.namedIntegers(
      text, Prayer.self, key: key, in: range, what: "a prayer time",
      pair: ("an adjustment", "prayer:minutes"), example: "fajr:2,isha:-1")
  }
}
