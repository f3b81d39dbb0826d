import Foundation
import JamaalTestSupport

/// A private session bus (`dbus-daemon --session` on a socket in a temporary folder) with, when
/// asked, the stand-in notification service (`notification_server.py`, PyPI's dbus-next)
/// recording every `Notify` and `CloseNotification` call. Nothing touches the user's own bus.
final class PrivateBus: @unchecked Sendable {
  /// One call the stand-in service received.
  struct Call: Decodable, Equatable {
    var call: String
    var id: UInt32
    var replaces: UInt32?
    var summary: String?
    var body: String?
    var actions: [String]?
    var urgency: Int?
    var timeout: Int?
  }

  struct Failed: Error, CustomStringConvertible { var description: String }

  let folder: URL
  let address: String
  private let daemon: Process
  private var server: Process?
  private let log: URL
  private let clicks: URL
  private let refuse: URL

  /// Starts the bus, and the stand-in service when `withService`.
  init(withService: Bool = true) throws {
    folder = Fixtures.temporaryFolder("jamaal-bus")
    log = folder.appendingPathComponent("calls.jsonl")
    clicks = folder.appendingPathComponent("clicks")
    refuse = folder.appendingPathComponent("refuse")
    daemon = Process()
    daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    daemon.arguments = [
      "dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1",
      "--address=unix:path=\(folder.appendingPathComponent("bus").path)",
    ]
    let out = Pipe()
    daemon.standardOutput = out
    try daemon.run()
    guard let line = Self.firstLine(of: out), line.hasPrefix("unix:") else {
      daemon.terminate()
      throw Failed(description: "dbus-daemon gave no address (is the dbus package installed?)")
    }
    address = line
    if withService { try startService() }
  }

  deinit {
    if let server { Self.stop(server) }
    Self.stop(daemon)
  }

  /// Kills a process. SIGKILL: a child of the test runner inherits its blocked signals, so
  /// SIGTERM may never arrive.
  static func stop(_ process: Process) {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
  }

  /// Starts the stand-in service and waits for it to own its name.
  func startService() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("notification_server.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, address, log.path, clicks.path, refuse.path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    guard Self.firstLine(of: out) == "ready" else {
      process.terminate()
      throw Failed(
        description: "the stand-in notification service did not start (python3 -m pip install "
          + "dbus-next; Scripts/test installs it)")
    }
    server = process
  }

  /// Stops the stand-in service (the bus stays): the desktop without a notification service.
  func stopService() {
    if let server { Self.stop(server) }
    server = nil
  }

  /// Every call received so far, in order.
  func calls() throws -> [Call] {
    guard let data = FileManager.default.contents(atPath: log.path) else { return [] }
    return try data.split(separator: UInt8(ascii: "\n")).map {
      try JSONDecoder().decode(Call.self, from: Data($0))
    }
  }

  /// The person clicks notification `id` (the service emits `ActionInvoked(id, "default")`).
  func click(_ id: UInt32) throws {
    let line = Data("\(id)\n".utf8)
    if let handle = FileHandle(forWritingAtPath: clicks.path) {
      try handle.seekToEnd()
      try handle.write(contentsOf: line)
      try handle.close()
    } else {
      try line.write(to: clicks)
    }
  }

  /// The service answers the next `Notify` with an error (it does not take it), once.
  func refuseNextNotify() throws {
    try Data().write(to: refuse)
  }

  /// The first line a process prints (nil when it exits first).
  private static func firstLine(of pipe: Pipe) -> String? {
    var bytes: [UInt8] = []
    let handle = pipe.fileHandleForReading
    while true {
      let chunk = handle.readData(ofLength: 1)
      guard let byte = chunk.first else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }
}
