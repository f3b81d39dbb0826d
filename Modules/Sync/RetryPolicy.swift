/// How often and how patiently a round retries a passing failure: `attempts` tries in all, the
/// waits doubling from `firstDelay`, waited on the clock the engine was given (a test's clock
/// waits no time; nothing blocks a thread).
public struct RetryPolicy: Hashable, Sendable {
  /// Tries in all (at least 1).
  public var attempts: Int
  /// The first wait, in seconds.
  public var firstDelay: Double

  /// A policy.
  /// - Parameters:
  ///   - attempts: tries in all.
  ///   - firstDelay: the first wait in seconds.
  public init(attempts: Int = 4, firstDelay: Double = 1) {
    self.attempts = max(1, attempts)
    self.firstDelay = firstDelay
  }

  /// The wait before try `attempt` (1-based; the first try waits nothing).
  /// - Parameter attempt: the try.
  /// - Returns: seconds.
  public func delay(before attempt: Int) -> Double {
    attempt <= 1 ? 0 : firstDelay * Double(1 << min(attempt - 2, 20))
  }
}
