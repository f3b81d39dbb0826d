import Foundation
import JamaalCommandLine
import JamaalCore
import JamaalDesktop
import JamaalModel
import JamaalPresentation
import JamaalReminders
import JamaalStorage

/// `jamaal reminders deliver [--once]`: shows the store's plan on this desktop until stopped.
enum DeliverCommand {
  /// `jamaal reminders deliver`.
  static let command = CommandSpec(
    "reminders deliver", "[--once]",
    "Shows planned reminders through the desktop's notification service until stopped.",
    options: Option.self, run: deliver)

  /// The options of `jamaal reminders deliver`.
  enum Option: String, CommandOption {
    case once

    var usage: (value: String?, help: String) {
      (nil, "wake once at --now (show what is due, withdraw, re-plan) and exit")
    }
  }

  static func deliver(_ invocation: Invocation<Option>) async throws {
    let session = try Session(invocation)
    try session.checkStorePath()
    let once = invocation.flag(.once)
    let lock = try DeliveryLock(beside: session.storeURL)
    defer { lock.release() }
    var configuration = try session.configuration()
    configuration.clock = once ? session.environment.clock : session.environment.runningClock
    let jamaal: Jamaal
    switch Jamaal.open(configuration) {
    case .ready(let opened): jamaal = opened
    case .needsRecovery(let recovery): throw CLIError.refused(Session.recoveryMessage(recovery))
    case .failed(let error): throw CLIError.refused(error.message)
    }
    let center = DesktopNotificationCenter(plan: StoredNotificationCenter(store: jamaal.store))
    let deliverer = ReminderDeliverer(jamaal: jamaal, center: center)
    let printer = DeliveryPrinter(output: session.output, zone: jamaal.clock.timeZone)
    let opener = RouteOpener(store: session.storeURL)
    if once {
      printer.print(try await deliverer.wake())
      return
    }
    #if canImport(Glibc)
      let waiter: DeliveryWaiter
      do { waiter = try DeliveryWaiter(store: session.storeURL) } catch {
        throw CLIError.refused(String(describing: error))
      }
      session.output.line(DesktopStrings.started(session.storeURL.path))
      while true {
        let report = try await deliverer.wake()
        printer.print(report)
        waiter.drainStoreEvents()
        var version = try jamaal.store.dataVersion()
        waiting: while true {
          let wake = report.nextWake ?? jamaal.clock.now.addingTimeInterval(60)
          // The deadline on the real-time clock: the facade's clock may run from --now.
          let real = SystemClock().now.addingTimeInterval(wake.timeIntervalSince(jamaal.clock.now))
          switch waiter.wait(until: real.timeIntervalSince1970, bus: center.fileDescriptor) {
          case .stop:
            session.output.line(DesktopStrings.stopped)
            return
          case .due, .clockChanged: break waiting
          case .bus:
            let routes = try deliverer.handleSignals { opener.open($0) }
            for route in routes { session.output.line(opener.words(route)) }
          case .storeChanged:
            // Its own writes leave data_version as it was: only another's change wakes it.
            let now = try jamaal.store.dataVersion()
            if now != version {
              version = now
              break waiting
            }
          }
        }
      }
    #else
      throw CLIError.refused("reminders deliver runs on Linux only")
    #endif
  }
}

/// The lines a wake prints: what was shown, dropped and withdrawn, the plan, the next wake.
struct DeliveryPrinter {
  let output: Output
  let zone: TimeZone

  func print(_ report: DeliveryReport) {
    if output.json {
      try? output.document(DeliveryJSON(report))
      return
    }
    if let problem = DesktopStrings.settingsLine(report.problem?.rawValue) {
      output.line(problem)
    }
    for shown in report.shown {
      output.line(
        DesktopStrings.shown(
          shown.request, replaced: shown.replaced,
          at: TimeText.clock(shown.request.fireDate, in: zone)))
    }
    for dropped in report.dropped { output.line(DesktopStrings.dropped(dropped)) }
    if !report.withdrawn.isEmpty { output.line(DesktopStrings.withdrawn(report.withdrawn.count)) }
    output.line(
      DesktopStrings.planRead(
        planned: report.planned, added: report.changes.add.count,
        removed: report.changes.remove.count))
    if let next = report.nextWake {
      let date = zone.wallClock(at: next).date
      output.line(
        DesktopStrings.nextWake(
          "\(date.weekday.shortName) \(date) \(TimeText.clock(next, in: zone))"))
    }
    fflush(nil)
  }
}
