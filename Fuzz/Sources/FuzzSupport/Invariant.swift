public import JamaalJSON

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

  /// Whether two values are the same JSON: equal, with a whole number and a `Double` the same
  /// when they are less than 1 (or one step of the `Double`) apart: past 2^53 decoders differ in
  /// which they give (`JSONDecoder` reads `77777775755557545.5` as the `Int` 77777775755557545).
  public func isSame(as other: JSONValue) -> Bool {
    switch (self, other) {
    case (.integer(let left), .number(let right)), (.number(let right), .integer(let left)):
      return abs(Double(left) - right) <= max(1, right.ulp)
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { $0.isSame(as: $1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && left.allSatisfy { key, value in right[key].map { value.isSame(as: $0) } ?? false }
    default: return self == other
    }
  }
}
