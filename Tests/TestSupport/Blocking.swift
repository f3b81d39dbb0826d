import Foundation
import Synchronization

/// Runs an `async` body to its end from synchronous code that cannot be `async` — a bench
/// figure's measured closure, a fuzz target's entry — waiting on a semaphore. Only harnesses do
/// this; the library never blocks a thread.
/// - Parameter body: the work.
/// - Returns: what it returns.
/// - Throws: what it throws.
public func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
  let result = Mutex<Result<T, any Error>?>(nil)
  let done = DispatchSemaphore(value: 0)
  Task {
    do {
      let value = try await body()
      result.withLock { $0 = .success(value) }
    } catch {
      result.withLock { $0 = .failure(error) }
    }
    done.signal()
  }
  done.wait()
  guard let outcome = result.withLock({ $0 }) else { fatalError("the task ended without a result") }
  return try outcome.get()
}
