import Foundation

/// `--set key=value` texts, as every source's editor reads them.
///
/// A key may stand for many: `slot.<id>.start` is matched by `slot.pickup.start`, where the
/// `<id>` segment is 1 to 64 letters, digits, `-` or `_` (``isIdentifier(_:)``).
public enum FieldAssignments {
  /// The segment of a key pattern that an identifier fills in.
  public static let identifierSegment = "<id>"

  /// Splits `key=value` texts, refusing malformed, unknown and repeated keys.
  /// - Parameters:
  ///   - assignments: the texts, e.g. `["days=weekdays", "start=08:15"]`.
  ///   - keys: the keys the editor knows (patterns included), in the order its error lists them.
  /// - Returns: each key's value.
  /// - Throws: ``FieldError`` naming the key (or `--set`).
  public static func parse(_ assignments: [String], keys: [String]) throws(FieldError)
    -> [String: String]
  {
    var values: [String: String] = [:]
    for text in assignments {
      guard let equals = text.firstIndex(of: "=") else {
        throw FieldError(field: "--set", message: "expected key=value, got '\(text)'")
      }
      let key = String(text[..<equals]).trimmingSpaces
      let value = String(text[text.index(after: equals)...]).trimmingSpaces
      guard keys.contains(where: { matches(key, pattern: $0) }) else {
        throw FieldError(
          field: key.isEmpty ? "--set" : key,
          message: "unknown key; valid keys: \(keys.joined(separator: ", "))")
      }
      guard values.updateValue(value, forKey: key) == nil else {
        throw FieldError(field: key, message: "is given twice")
      }
    }
    return values
  }

  /// Whether `key` is `pattern`, or fills its `<id>` segments with identifiers.
  /// - Parameters:
  ///   - key: a key as typed (`slot.pickup.start`).
  ///   - pattern: one of an editor's keys (`slot.<id>.start`, `title`).
  /// - Returns: `true` when the key is that pattern's.
  public static func matches(_ key: String, pattern: String) -> Bool {
    guard pattern.contains(identifierSegment) else { return key == pattern }
    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
    let shape = pattern.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == shape.count else { return false }
    return zip(parts, shape).allSatisfy { part, segment in
      segment == identifierSegment ? isIdentifier(part) : part == segment
    }
  }

  /// Whether `text` can fill an `<id>` segment: 1 to 64 ASCII letters, digits, `-` or `_`.
  /// - Parameter text: the segment.
  /// - Returns: `true` when it is an identifier.
  public static func isIdentifier(_ text: some StringProtocol) -> Bool {
    (1...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
      }
  }
}
