import Foundation
import JamaalCore
import JamaalDesktop
import JamaalModel
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport

/// A clock the test moves by hand (the deliverer's now).
final class SteppedClock: DeviceClock, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date
  let timeZone: TimeZone

  init(_ start: String, zone: String) {
    current = Fixtures.instant(start)
    timeZone = Fixtures.zone(zone)
  }

  var now: Date { lock.withLock { current } }

  func move(to date: Date) { lock.withLock { current = date } }
  func move(to text: String) { move(to: Fixtures.instant(text)) }
}

/// A store with one every-day rule and a deliverer over it, reaching the bus at `address`.
struct DeliveryRig {
  struct NotReady: Error {}

  let url: URL
  let clock: SteppedClock
  let address: String

  init(zone: String, start: String, address: String) {
    url = Fixtures.temporaryFolder("jamaal-deliver").appendingPathComponent("j.sqlite")
    clock = SteppedClock(start, zone: zone)
    self.address = address
  }

  /// The facade, as the deliver command opens it (the store's plan, its own clock).
  func open() throws -> Jamaal {
    guard
      case .ready(let jamaal) = Jamaal.open(
        JamaalConfiguration(
          store: .file(url), registry: try SourceRegistry([ScheduledSource()]), clock: clock,
          reminders: .storedInStore))
    else { throw NotReady() }
    return jamaal
  }

  /// A deliverer (a fresh process's: nothing remembered but what the store holds).
  func deliverer() throws -> (ReminderDeliverer, Jamaal) {
    let jamaal = try open()
    let address = address
    let center = DesktopNotificationCenter(
      plan: StoredNotificationCenter(store: jamaal.store),
      connect: { () throws(DesktopNotificationService.Unavailable) in
        try DesktopNotificationService(address: address)
      })
    return (ReminderDeliverer(jamaal: jamaal, center: center), jamaal)
  }

  /// Adds an every-day rule reminding at the start of each slot `(id, start, minutes)`, with the
  /// planning prompt off (only Anchor reminders are planned).
  func addRule(_ title: String, slots: [(String, String, Int)]) throws {
    let jamaal = try open()
    try jamaal.reminders.setDaily(planningPrompt: false, morningNudge: nil)
    let config = ScheduledConfig(
      recurrence: .weekdays(days: Set(Weekday.allCases)),
      slots: slots.map { id, start, minutes in
        Slot(id: id, label: nil, timing: .timed(start: Self.time(start), windowMinutes: minutes))
      },
      reminder: ReminderSetting(atStart: true, beforeEndMinutes: nil))
    try jamaal.rules.add(
      RuleDraft(
        title: title, sourceKey: .scheduled, configData: config.jsonData(), effortMinutes: 10,
        placement: .fixed))
  }

  static func time(_ text: String) -> WallClockTime {
    guard let time = WallClockTime(text) else { preconditionFailure("bad time \(text)") }
    return time
  }
}
