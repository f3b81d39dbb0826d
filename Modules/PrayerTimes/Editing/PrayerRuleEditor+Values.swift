import Foundation
import JamaalJSON
import JamaalModel

extension PrayerRuleEditor {
  /// Parsers for `--set` values; each error names the key.
  enum Values {
    static func isNone(_ text: String) -> Bool { ["none", "off", ""].contains(text.lowercased()) }

    static func integer(
      _ text: String, key: String, in range: ClosedRange<Int>
    ) throws(FieldError) -> Int {
      guard let value = Int(text), range.contains(value) else {
        throw FieldError(
          field: key,
          message: "'\(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)"
        )
      }
      return value
    }

    static func bool(_ text: String, key: String) throws(FieldError) -> Bool {
      switch text {
      case "true": return true
      case "false": return false
      default: throw FieldError(field: key, message: "'\(text)' is not true or false")
      }
    }

    /// A case of `T` by its raw name in any case: "'foo' is not a method (muslimWorldLeague, …)",
    /// with "did you mean" when a name is near.
    static func name<T: RawRepresentable & CaseIterable>(
      _ text: String, _ type: T.Type, key: String, _ what: String
    ) throws(FieldError) -> T where T.RawValue == String {
      let names = T.allCases.map(\.rawValue)
      guard let name = NameMatching.match(text, among: names), let value = T(rawValue: name)
      else {
        let hint = NameMatching.suggestion(for: text, among: names).map { "; did you mean \($0)?" }
        throw FieldError(
          field: key,
          message: "'\(text)' is not \(what) (\(Names.list(T.allCases)))" + (hint ?? ""))
      }
      return value
    }

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
      if isNone(text) { return current.filter { Prayer(rawValue: $0.key) == nil } }
      let limit = PrayerWindowConfig.maximumAdjustment
      var result = current
      for part in text.split(separator: ",") {
        let pair = part.split(
          maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "=" }
        )
        let name = pair[0].trimmingCharacters(in: .whitespaces).lowercased()
        guard let prayer = Prayer(rawValue: name) else {
          throw FieldError(
            field: "adjust",
            message: "'\(name)' is not a prayer time (\(Names.list(Prayer.allCases)))")
        }
        guard pair.count == 2, let minutes = Int(pair[1].trimmingCharacters(in: .whitespaces)),
          (-limit...limit).contains(minutes)
        else {
          throw FieldError(
            field: "adjust",
            message:
              "'\(part)' is not an adjustment (prayer:minutes from -\(limit) to \(limit), "
              + "e.g. fajr:2,isha:-1)")
        }
        result[prayer.rawValue] = .integer(minutes)
      }
      return result
    }
  }
}
