import Foundation

/// The values `--set key=value` takes, read one way by every source's editor (and by the
/// command line's own options that take the same values): each error names the key and says
/// what would do.
///
/// ```swift
/// let minutes = try SetValues.integer("45", key: "window", in: 1...1440)  // 45
/// let off = SetValues.isNone("none")                                     // true
/// ```
public enum SetValues {
  /// Whether `text` clears a value: `none`, `off` or nothing, in any case.
  /// - Parameter text: the value.
  /// - Returns: whether it clears.
  public static func isNone(_ text: String) -> Bool {
    ["none", "off", ""].contains(text.lowercased())
  }

  /// A whole number within `range`.
  /// - Parameters:
  ///   - text: the value.
  ///   - key: the key it was given for.
  ///   - range: the numbers allowed.
  /// - Returns: the number.
  /// - Throws: ``FieldError`` at `key`: "'x' is not a whole number from 1 to 1440".
  public static func integer(
    _ text: String, key: String, in range: some RangeExpression<Int>
  ) throws(FieldError) -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw FieldError(field: key, message: "'\(text)' is not \(describe(range))")
    }
    return value
  }

  /// `true` or `false`.
  /// - Parameters:
  ///   - text: the value.
  ///   - key: the key it was given for.
  /// - Returns: the flag.
  /// - Throws: ``FieldError`` at `key`.
  public static func bool(_ text: String, key: String) throws(FieldError) -> Bool {
    switch text {
    case "true": return true
    case "false": return false
    default: throw FieldError(field: key, message: "'\(text)' is not true or false")
    }
  }

  /// A date, `YYYY-MM-DD`.
  /// - Parameters:
  ///   - text: the value.
  ///   - key: the key it was given for.
  /// - Returns: the date.
  /// - Throws: ``FieldError`` at `key`.
  public static func date(_ text: String, key: String) throws(FieldError) -> LogicalDate {
    guard let date = LogicalDate(text) else {
      throw FieldError(field: key, message: "'\(text)' is not a date (YYYY-MM-DD)")
    }
    return date
  }

  /// A case of `T` by its raw name in any case, with the one meant when a name is near:
  /// "'foo' is not a method (muslimWorldLeague, …); did you mean …?".
  /// - Parameters:
  ///   - text: the value.
  ///   - type: the cases.
  ///   - key: the key it was given for.
  ///   - what: what a case is, with its article ("a method").
  /// - Returns: the case.
  /// - Throws: ``FieldError`` at `key`.
  public static func choice<T: RawRepresentable & CaseIterable>(
    _ text: String, _ type: T.Type, key: String, what: String
  ) throws(FieldError) -> T where T.RawValue == String {
    let names = T.allCases.map(\.rawValue)
    guard let name = NameMatching.match(text, among: names), let value = T(rawValue: name) else {
      let hint = NameMatching.suggestion(for: text, among: names).map { "; did you mean \($0)?" }
      throw FieldError(
        field: key,
        message: "'\(text)' is not \(what) (\(names.joined(separator: ", ")))" + (hint ?? ""))
    }
    return value
  }

  /// Comma-separated `name:number` pairs (`=` also separates): each name a case of `T` in any
  /// case, each number a whole number within `range` — `fajr:2,isha:-1`.
  /// - Parameters:
  ///   - text: the value.
  ///   - type: the names' cases.
  ///   - key: the key it was given for.
  ///   - range: the numbers allowed.
  ///   - what: what a name is, with its article ("a prayer time").
  ///   - pair: what a pair is, with its article and its shape ("an adjustment", "prayer:minutes").
  ///   - example: a value that would do ("fajr:2,isha:-1").
  /// - Returns: the pairs in the order given (a name given twice: the later number).
  /// - Throws: ``FieldError`` at `key` naming the part at fault; an empty part is one.
  public static func namedIntegers<T: RawRepresentable & CaseIterable>(
    _ text: String, _ type: T.Type, key: String, in range: ClosedRange<Int>, what: String,
    pair: (name: String, shape: String), example: String
  ) throws(FieldError) -> [(T, Int)] where T.RawValue == String {
    var result: [(T, Int)] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let notAPair = FieldError(
        field: key,
        message:
          "'\(part)' is not \(pair.name) (\(pair.shape) from \(range.lowerBound) to"
          + " \(range.upperBound), e.g. \(example))")
      let halves = part.split(
        maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "=" }
      )
      let name = halves[0].trimmingCharacters(in: .whitespaces).lowercased()
      guard !name.isEmpty else { throw notAPair }
      guard let value = T.allCases.first(where: { $0.rawValue.lowercased() == name }) else {
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw FieldError(field: key, message: "'\(name)' is not \(what) (\(names))")
      }
      guard halves.count == 2, let number = Int(halves[1].trimmingCharacters(in: .whitespaces)),
        range.contains(number)
      else { throw notAPair }
      result.append((value, number))
    }
    return result
  }

  private static func describe(_ range: some RangeExpression<Int>) -> String {
    if let closed = range as? ClosedRange<Int> {
      return "a whole number from \(closed.lowerBound) to \(closed.upperBound)"
    }
    if let from = range as? PartialRangeFrom<Int> {
      return "a whole number of at least \(from.lowerBound)"
    }
    return "a whole number"
  }
}
