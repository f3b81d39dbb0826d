import JamaalCDBus

/// The desktop's notification service, `org.freedesktop.Notifications` on the session D-Bus
/// (the Desktop Notifications Specification), over libdbus-1: show, replace and withdraw
/// notifications, and hear which one was clicked. One connection, used from one task at a time.
public final class DesktopNotificationService: @unchecked Sendable {
  /// Why there is no service to show notifications through.
  public enum Unavailable: Error, Equatable, Sendable {
    /// No session bus could be reached (no desktop session, or its address is wrong).
    case noSessionBus(String)
    /// The bus answers, but nothing owns `org.freedesktop.Notifications`.
    case noService
  }

  /// What the service said about a notification.
  public enum Signal: Equatable, Sendable {
    /// The person clicked it (the default action) or chose an action.
    case actionInvoked(id: UInt32, key: String)
    /// It was closed (expired, dismissed, or withdrawn).
    case closed(id: UInt32)
  }

  private let connection: OpaquePointer
  /// How long a call waits for the service's answer, in milliseconds.
  private let timeoutMilliseconds: Int32 = 5_000

  /// Connects to the bus at `address` (a D-Bus address, e.g. `unix:path=/run/user/1000/bus`), or
  /// to this session's bus when `nil`.
  /// - Throws: ``Unavailable/noSessionBus(_:)`` when no bus answers.
  public init(address: String? = nil) throws(Unavailable) {
    var error = [CChar](repeating: 0, count: 512)
    guard let made = jamaal_dbus_connect(address, &error, error.count) else {
      throw .noSessionBus(Self.text(error))
    }
    connection = made
  }

  deinit { jamaal_dbus_disconnect(connection) }

  /// Whether the service is there now (asked of the bus each time).
  /// - Throws: ``Unavailable`` when the bus is gone or nothing owns the service's name.
  public func checkPresent() throws(Unavailable) {
    switch jamaal_dbus_service_present(connection) {
    case 1: return
    case 0: throw .noService
    default: throw .noSessionBus("the session bus closed the connection")
    }
  }

  /// Shows a notification (`Notify`), in place of notification `replacing` when it is not 0;
  /// a click on it is its default action, labelled `openLabel` (nil: not clickable). The
  /// urgency is the normal one and the timeout the server's.
  /// - Returns: the service's id of the notification shown.
  /// - Throws: ``DesktopNotificationError`` when the service refused or did not answer.
  public func show(
    summary: String, body: String, openLabel: String?, replacing: UInt32 = 0,
    application: String = "Jamaal"
  ) throws(DesktopNotificationError) -> UInt32 {
    var id: UInt32 = 0
    var error = [CChar](repeating: 0, count: 512)
    let result = jamaal_dbus_notify(
      connection, application, replacing, summary, body, openLabel, timeoutMilliseconds, &id,
      &error, error.count)
    guard result == 0 else { throw DesktopNotificationError(call: "Notify", Self.text(error)) }
    return id
  }

  /// Withdraws a notification (`CloseNotification`); one already gone is no error.
  /// - Throws: ``DesktopNotificationError`` when the service did not answer.
  public func close(_ id: UInt32) throws(DesktopNotificationError) {
    var error = [CChar](repeating: 0, count: 512)
    guard
      jamaal_dbus_close_notification(connection, id, timeoutMilliseconds, &error, error.count)
        == 0
    else { throw DesktopNotificationError(call: "CloseNotification", Self.text(error)) }
  }

  /// The connection's socket, readable when the service has said something (poll it).
  public var fileDescriptor: Int32 { jamaal_dbus_fd(connection) }

  /// What the service has said since the last call, without waiting.
  /// - Returns: the signals, oldest first, and whether the bus is still connected.
  public func signals() -> (signals: [Signal], connected: Bool) {
    var found: [Signal] = []
    while true {
      var id: UInt32 = 0
      var key = [CChar](repeating: 0, count: 256)
      switch jamaal_dbus_next_signal(connection, &id, &key, key.count) {
      case 1: found.append(.actionInvoked(id: id, key: Self.text(key)))
      case 2: found.append(.closed(id: id))
      case 0: return (found, true)
      default: return (found, false)
      }
    }
  }

  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// A call to the notification service that failed.
public struct DesktopNotificationError: Error, Equatable, Sendable {
  /// The method called (`Notify`, `CloseNotification`).
  public var call: String
  /// What D-Bus said.
  public var message: String

  /// An error of `call`.
  public init(call: String, _ message: String) {
    self.call = call
    self.message = message
  }
}
