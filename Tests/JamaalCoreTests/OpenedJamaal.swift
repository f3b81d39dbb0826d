import Foundation
import JamaalCore
import JamaalModel
import JamaalSchedule
import JamaalTestSupport

/// The facade over a store, as the tests of this target open it.
enum OpenedJamaal {
  /// The store could not be opened as ready (it needs recovery).
  struct NotReady: Error {}

  /// Opens the store at `url` with the scheduled source and sources, its clock fixed at `now`.
  /// - Parameters:
  ///   - url: the store file (created when missing).
  ///   - now: an ISO 8601 instant with an offset.
  ///   - zone: the device's zone (Riyadh unless a test says otherwise).
  ///   - sources: the registry's sources (the scheduled source unless a test says otherwise).
  /// - Returns: the facade.
  /// - Throws: ``NotReady`` when the store needs recovery; the registry's errors.
  static func open(
    _ url: URL, at now: String, zone: TimeZone = Fixtures.zone("Asia/Riyadh"),
    sources: [any AnchorSource] = [ScheduledSource()]
  ) throws -> Jamaal {
    let clock = FixedClock(now: Fixtures.instant(now), timeZone: zone)
    guard
      case .ready(let jamaal) = Jamaal.open(
        storeAt: url, registry: try SourceRegistry(sources), clock: clock)
    else { throw NotReady() }
    return jamaal
  }
}
