public import JamaalJSON

/// Reading a config's exception list straight from the parsed document. The registry reads it
/// for every rule of every source on each cold generation, and most configs keep none: through
/// `Decodable` the empty case alone cost about 10,000 instructions per rule (callgrind over
/// `Scripts/bench S2C`).
extension ExceptionRange {
  /// The exceptions of an already parsed config, as ``list(in:)-(Data)`` reads them.
  /// - Throws: a `DecodingError` when one of its ranges cannot be read.
  public static func list(in document: JSONDocument) throws -> [ExceptionRange] {
    let root = document.root
    if root.isObject {
      guard let value = root["exceptions"], !value.isNull else { return [] }
      if let ranges = list(json: value) { return ranges }
    }
    struct Excepted: Decodable { var exceptions: [ExceptionRange]? }
    return try ConfigDecoder().decode(Excepted.self, from: document).exceptions ?? []
  }

  /// The ranges of an `exceptions` array in the plain form (`{start, end?, reason?}`, dates
  /// written `YYYY-MM-DD`, each end on or after its start); nil for anything else, which
  /// `Decodable` then reads or names the field at fault.
  /// - Parameter value: the parsed `exceptions` value.
  /// - Returns: the ranges, unmerged, or nil.
  public static func list(json value: ConfigValue) -> [ExceptionRange]? {
    guard let items = value.items else { return nil }
    var ranges: [ExceptionRange] = []
    ranges.reserveCapacity(items.count)
    for item in items {
      var startValue: ConfigValue?
      var endValue: ConfigValue?
      var reasonValue: ConfigValue?
      let walked = item.forEachMember { key, value in
        if ConfigValue.key(key, is: "start") { return ConfigValue.keep(value, in: &startValue) }
        if ConfigValue.key(key, is: "end") { return ConfigValue.keep(value, in: &endValue) }
        if ConfigValue.key(key, is: "reason") { return ConfigValue.keep(value, in: &reasonValue) }
        return true
      }
      guard walked, let start = startValue.flatMap(LogicalDate.init(json:)) else { return nil }
      var end: LogicalDate?
      if let endValue, !endValue.isNull {
        guard let date = LogicalDate(json: endValue) else { return nil }
        end = date
      }
      var reason = ExceptionReason.other
      if let reasonValue, !reasonValue.isNull {
        guard let text = reasonValue.string else { return nil }
        reason = ExceptionReason(rawValue: text)
      }
      guard let range = try? ExceptionRange(start: start, end: end, reason: reason) else {
        return nil
      }
      ranges.append(range)
    }
    return ranges
  }
}
