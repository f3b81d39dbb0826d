public import JamaalJSON

extension ExceptionRange {
  /// The range as the JSON value its `Encodable` conformance writes: `start`, `end` when set,
  /// `reason` (for patching a config without encoding and parsing again).
  public var jsonValue: JSONValue {
    var members: [String: JSONValue] = [
      "start": .string(start.description), "reason": .string(reason.rawValue),
    ]
    if let end { members["end"] = .string(end.description) }
    return .object(members)
  }
}
