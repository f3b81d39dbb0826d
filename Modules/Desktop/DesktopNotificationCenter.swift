import Foundation
public import JamaalCore
public import JamaalModel
import JamaalPresentation
public import JamaalReminders
import Synchronization

/// The notification center of a Linux desktop, as an app's adapter over its platform's center:
/// the pending requests are the store's plan (``StoredNotificationCenter``), the permission is
/// whether the session bus has a notification service now (G-76: none reads as denied), and
/// showing goes through ``DesktopNotificationService``. The bus is connected again on each ask
/// after it went away.
public final class DesktopNotificationCenter: UserNotificationCenter {
  /// Connects to the bus (``DesktopNotificationService/init(address:)``).
  public typealias Connect =
    @Sendable () throws(DesktopNotificationService.Unavailable) ->
    DesktopNotificationService

  private struct State {
    var service: DesktopNotificationService?
    var problem: DesktopNotificationProblem?
  }

  private let plan: StoredNotificationCenter
  private let connect: Connect
  private let state = Mutex(State())

  /// A center over `plan` (the store's), reaching the service through `connect` (the session
  /// bus by default).
  public init(
    plan: StoredNotificationCenter,
    connect: @escaping Connect = {
      () throws(DesktopNotificationService.Unavailable) in try .init()
    }
  ) {
    self.plan = plan
    self.connect = connect
  }

  /// The store's plan, soonest first.
  public func pendingRequests() throws -> [NotificationRequest] { try plan.pendingRequests() }

  /// Adds (or replaces) requests in the store's plan.
  public func add(_ requests: [NotificationRequest]) throws { try plan.add(requests) }

  /// Removes requests from the store's plan.
  public func removePendingRequests(withIdentifiers ids: [String]) throws {
    try plan.removePendingRequests(withIdentifiers: ids)
  }

  /// Allowed when the session bus has a notification service now; denied without one (or
  /// without a bus), with the reason in ``problem``.
  public func authorizationStatus() -> NotificationPermission {
    state.withLock { state in
      do throws(DesktopNotificationService.Unavailable) {
        let service: DesktopNotificationService
        if let connected = state.service {
          service = connected
        } else {
          service = try connect()
          state.service = service
        }
        try service.checkPresent()
        state.problem = nil
        return .authorized
      } catch .noService {
        state.problem = .noService
      } catch {
        state.service = nil
        state.problem = .noSessionBus
      }
      return .denied
    }
  }

  /// Why the last ask found no service, `nil` when it found one.
  public var problem: DesktopNotificationProblem? { state.withLock { $0.problem } }

  /// Shows `request`'s words, in place of the notification `replacing` (0: none), clickable
  /// when its route can be opened.
  /// - Returns: the service's id, or `nil` when the service did not take it (the deliverer
  ///   tries it again on its next wake).
  func show(_ request: NotificationRequest, replacing: UInt32) -> UInt32? {
    state.withLock { state in
      try? state.service?.show(
        summary: request.title, body: request.body, openLabel: DesktopStrings.open,
        replacing: replacing)
    }
  }

  /// Withdraws the notification the service knows as `id` (nothing when there is no service).
  func withdraw(_ id: UInt32) {
    state.withLock { state in try? state.service?.close(id) }
  }

  /// What the service said since the last call.
  func signals() -> [DesktopNotificationService.Signal] {
    state.withLock { state in
      guard let service = state.service else { return [] }
      let (signals, connected) = service.signals()
      if !connected { state.service = nil }
      return signals
    }
  }

  /// The bus connection's socket to wait on, if connected.
  public var fileDescriptor: Int32? { state.withLock { $0.service?.fileDescriptor } }
}
