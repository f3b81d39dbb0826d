import Foundation

/// One benchmark figure: a name, its bar, and how to run it once.
struct Figure {
  /// "S1" …
  let id: String
  /// What is measured, in words.
  let what: String
  /// The unit printed (µs per location-day, ms …).
  let unit: String
  /// The bar from BARS.md, in `unit`.
  let bar: Double
  /// Prepares state once and returns one run that yields the figure in `unit`.
  let prepare: () throws -> () throws -> Double
}

/// Times `body` with a monotonic clock, in seconds.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let elapsed = try clock.measure(body)
  let parts = elapsed.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// The median of a list of runs.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
