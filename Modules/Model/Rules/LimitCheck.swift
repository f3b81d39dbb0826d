public import Foundation
public import JamaalJSON

/// Checks a title or a rule's config against SPEC §7's ``Limits``, cheaply enough for every row
/// of a 600,000-row import and every synced record: a title is counted only when its bytes
/// could be too many characters, and a config is parsed only when it could list too many items.
///
/// ```swift
/// LimitCheck.title("School run")            // []
/// LimitCheck.config(rule.configData)         // [.slots(49)] for a rule of 49 slots
/// ```
public enum LimitCheck {
  /// The longest title whose characters are counted, in UTF-8 bytes; a longer one is reported
  /// by its bytes, so a 50 MB title is refused without walking its characters.
  public static let countedTitleBytes = Limits.configBytes

  /// What about a title is over a limit: its length, a control character, or both.
  /// - Parameter title: the title.
  /// - Returns: the excesses, the length first; empty when the title is within the limits.
  public static func title(_ title: String) -> [LimitExcess] {
    var found: [LimitExcess] = []
    let bytes = title.utf8.count
    // A character is at least one byte: 200 bytes or fewer are 200 characters or fewer.
    if bytes > countedTitleBytes {
      found.append(.titleBytes(bytes))
    } else if bytes > Limits.titleCharacters, isLonger(title, than: Limits.titleCharacters) {
      found.append(.titleCharacters(title.count))
    }
    if let control = firstControlCharacter(in: title) { found.append(.controlCharacter(control)) }
    return found
  }

  /// The first control character of `text`: general category Cc, which is exactly U+0000–U+001F
  /// and U+007F–U+009F, found in the UTF-8 bytes (a C1 control is `C2 80`…`C2 9F`).
  /// - Parameter text: the text.
  /// - Returns: the scalar, or nil when there is none.
  public static func firstControlCharacter(in text: String) -> Unicode.Scalar? {
    let found =
      text.utf8.withContiguousStorageIfAvailable(firstControl)
      ?? Array(text.utf8).withUnsafeBufferPointer(firstControl)
    return found.flatMap(Unicode.Scalar.init)
  }

  /// What about a rule's config is over a limit: its size; or, for a JSON object, its `slots`
  /// and its `exceptions` (merged, SPEC §4.2, when they can be read as ranges).
  ///
  /// A config over 64 KB is reported by its size alone, never parsed; one with fewer commas
  /// than ``Limits/slots`` cannot hold an array of more items, so it is not parsed either.
  /// - Parameter data: the config as stored.
  /// - Returns: the excesses; empty when the config is within the limits (or is not JSON).
  public static func config(_ data: Data) -> [LimitExcess] {
    if data.count > Limits.configBytes { return [.configBytes(data.count)] }
    guard hasCommas(data, atLeast: min(Limits.slots, Limits.exceptionRanges)),
      let document = try? JSONDocument(parsing: data)
    else { return [] }
    return counts(in: document)
  }

  /// The item limits of an already parsed config: its `slots` and its merged `exceptions`.
  /// - Parameter document: the parsed config.
  /// - Returns: the excesses; empty unless the root is an object listing too many.
  public static func counts(in document: JSONDocument) -> [LimitExcess] {
    let root = document.root
    guard root.isObject else { return [] }
    var found: [LimitExcess] = []
    if let slots = root["slots"], slots.isArray, let count = slots.count, count > Limits.slots {
      found.append(.slots(count))
    }
    if let exceptions = root["exceptions"], exceptions.isArray, let count = exceptions.count,
      count > Limits.exceptionRanges
    {
      // Overlapping and adjacent ranges count as one; ranges this build cannot read count
      // one each.
      let ranges = ExceptionRange.list(json: exceptions)?.merged().count ?? count
      if ranges > Limits.exceptionRanges { found.append(.exceptionRanges(ranges)) }
    }
    return found
  }

  /// Whether `text` has more than `limit` characters, walking at most `limit + 1` of them.
  private static func isLonger(_ text: String, than limit: Int) -> Bool {
    var count = 0
    for _ in text {
      count += 1
      if count > limit { return true }
    }
    return false
  }

  /// The first Cc scalar value in UTF-8 bytes.
  private static func firstControl(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return UInt32(byte) }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return UInt32(bytes[index + 1])
      }
      index += 1
    }
    return nil
  }

  /// Whether `data` holds at least `count` commas (an array of `count + 1` items needs them).
  private static func hasCommas(_ data: Data, atLeast count: Int) -> Bool {
    data.withUnsafeBytes { bytes in
      var seen = 0
      for byte in bytes where byte == UInt8(ascii: ",") {
        seen += 1
        if seen >= count { return true }
      }
      return false
    }
  }
}
