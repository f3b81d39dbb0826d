import Foundation
import JamaalTestSupport
import Testing

/// `jamaal reminders deliver` as a running process on a private bus (issue 28): it reports a
/// re-plan when another process changes the store, refuses a second deliverer for the store,
/// uses no CPU while it waits, and exits cleanly on SIGTERM.
@Suite(.serialized) struct DeliverCommandTests {
  let store = Fixtures.temporaryFolder("jamaal-deliver-cli").appendingPathComponent("j.sqlite")
  let now = "2026-11-30T08:00:00Z"

  func process(_ arguments: [String], bus: String) -> Process {
    let process = Process()
    process.executableURL = Fixtures.jamaalBinary
    process.arguments =
      arguments + ["--store", store.path, "--now", now, "--tz", "Europe/London"]
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    variables["DBUS_SESSION_BUS_ADDRESS"] = bus
    process.environment = variables
    process.standardInput = FileHandle.nullDevice
    return process
  }

  /// Runs a command to its end: its status and what it printed.
  func run(_ arguments: [String], bus: String) throws -> (status: Int32, output: String) {
    let process = process(arguments, bus: bus)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func statusSaysDeliveredHereOnlyOnceADelivererAsked() throws {
    let bus = try PrivateBus()
    // A permission told to `reminders plan` is not a deliverer on this desktop.
    #expect(
      try run(["reminders", "plan", "--permission", "authorized"], bus: bus.address).status == 0)
    let before = try run(["status"], bus: bus.address).output
    #expect(before.contains("desktop notifications: not checked yet"))
    #expect(!before.contains("delivered here"))
    let raw = try run(["status", "--json"], bus: bus.address).output
    #expect(raw.contains(#""desktopNotifications" : "notChecked""#))

    #expect(try run(["reminders", "deliver", "--once"], bus: bus.address).status == 0)
    #expect(
      try run(["status"], bus: bus.address).output.contains("desktop notifications: delivered here")
    )
    #expect(
      try run(["status", "--json"], bus: bus.address).output.contains(
        #""desktopNotifications" : "available""#))
  }

  @Test func aChangeByAnotherProcessIsReportedAndSIGTERMEndsIt() throws {
    let bus = try PrivateBus()
    let walk = [
      "rules", "add", "--preset", "custom", "--title", "Walk", "--set", "start=09:00",
      "--set", "remindAtStart=true",
    ]
    #expect(try run(walk, bus: bus.address).status == 0)
    let deliverer = process(["reminders", "deliver"], bus: bus.address)
    let lines = LineReader()
    deliverer.standardOutput = lines.pipe
    try deliverer.run()
    defer { if deliverer.isRunning { kill(deliverer.processIdentifier, SIGKILL) } }
    let first = try lines.next { $0.hasPrefix("Next wake:") }
    #expect(first.contains { $0.hasPrefix("Delivering reminders for ") })

    let second = try run(["reminders", "deliver", "--once"], bus: bus.address)
    #expect(second.status == 1)
    #expect(second.output.contains("already being delivered by another"))

    let read = [
      "rules", "add", "--preset", "custom", "--title", "Read", "--set", "start=20:00",
      "--set", "remindAtStart=true",
    ]
    #expect(try run(read, bus: bus.address).status == 0)
    // The deliverer's own report of the other process's change (no time is waited for).
    let replanned = try lines.next {
      $0.hasPrefix("Plan re-read:") && $0.contains("new or changed")
    }
    // Five days of the new rule's 20:00 reminders join the plan.
    #expect(
      Self.planned(replanned.last)
        == Self.planned(first.last { $0.hasPrefix("Plan re-read:") })
        .map { $0 + 5 })

    // Idle: no CPU while it waits (from /proc, over real seconds). It settles first: the tail of
    // the wake that printed the report (on a loaded machine, some ms) is not idle time.
    Thread.sleep(forTimeInterval: 2)
    let before = try Self.cpuTicks(deliverer.processIdentifier)
    Thread.sleep(forTimeInterval: 10)
    let after = try Self.cpuTicks(deliverer.processIdentifier)
    #expect(after - before <= 1, "at most 0.01 s of CPU in 10 s (clock ticks of 10 ms)")

    deliverer.terminate()
    let last = try lines.next { $0 == "Stopped delivering reminders." }
    #expect(!last.isEmpty)
    deliverer.waitUntilExit()
    #expect(deliverer.terminationStatus == 0)
  }

  /// The count of "Plan re-read: 12 notifications planned …".
  static func planned(_ line: String?) -> Int? {
    line?.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
  }

  /// utime + stime of a process, in clock ticks (`/proc/PID/stat`, fields 14 and 15).
  static func cpuTicks(_ pid: Int32) throws -> Int {
    let text = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    guard let close = text.lastIndex(of: ")") else { return 0 }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }
}

/// Reads a process's output line by line on its own thread.
final class LineReader: @unchecked Sendable {
  struct Ended: Error, CustomStringConvertible {
    var lines: [String]
    var description: String { "the output ended first:\n" + lines.joined(separator: "\n") }
  }

  let pipe = Pipe()
  private let condition = NSCondition()
  private var lines: [String] = []
  private var ended = false
  private var taken = 0

  init() {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      var bytes: [UInt8] = []
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        for byte in chunk {
          if byte == UInt8(ascii: "\n") {
            condition.withLock { lines.append(String(decoding: bytes, as: UTF8.self)) }
            condition.broadcast()
            bytes = []
          } else {
            bytes.append(byte)
          }
        }
      }
      condition.withLock { ended = true }
      condition.broadcast()
    }
  }

  /// The lines up to and including the next one that `matches` (a 60 s bound, only so a
  /// broken deliverer fails the test instead of hanging it).
  func next(_ matches: (String) -> Bool) throws -> [String] {
    let limit = Date().addingTimeInterval(60)
    condition.lock()
    defer { condition.unlock() }
    while true {
      while taken < lines.count {
        taken += 1
        if matches(lines[taken - 1]) { return Array(lines[..<taken]) }
      }
      if ended || !condition.wait(until: limit) { throw Ended(lines: lines) }
    }
  }
}
