import Foundation

/// Values collected from several threads at once (concurrency tests).
public final class LockedList<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value] = []

  /// An empty list.
  public init() {}

  /// Adds a value.
  public func append(_ value: Value) {
    lock.lock()
    values.append(value)
    lock.unlock()
  }

  /// Every value added so far, in the order added.
  public var all: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}
