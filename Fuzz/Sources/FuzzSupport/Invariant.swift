public import JSON

/// Stops the process with `message` when `condition` is false: libFuzzer records the input as a
/// crash, so a broken invariant is found like a trap is.
/// - Parameters:
///   - condition: what must hold.
///   - message: what went wrong, shown when it does not.
public func invariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
) {
  if !condition() { fatalError("invariant broken: " + message()) }
}

extension JSONValue {
  /// The value with every whole `Double` that fits an `Int` written as that `Int`, for
  /// comparing values across a write and a read (JSON writes `1.0` as `1`).
  public var normalized: JSONValue {
    switch self {
    case .number(let value)
    where value.rounded() == value && abs(value) < 9.0e18:
      return .integer(Int(value))
    case .array(let items): return .array(items.map(\.normalized))
    case .object(let members): return .object(members.mapValues(\.normalized))
    default: return self
    }
  }
}
