import Foundation
import JamaalTestSupport
import Testing

/// A click on a delivered notification (issue 28, G-78), end to end: the real `jamaal serve`
/// writes its address beside the store, the real deliverer shows the reminder on a private bus,
/// the stand-in service reports the click, and the deliverer hands the row's page to `xdg-open`
/// (a stand-in on `PATH` that records what it was given). Without `serve`, nothing opens.
@Suite(.serialized) struct ClickRouteTests {
  let folder = Fixtures.temporaryFolder("jamaal-click")
  var store: URL { folder.appendingPathComponent("j.sqlite") }
  var openedLog: URL { folder.appendingPathComponent("opened") }
  let now = "2026-11-30T09:00:00Z"

  /// A `jamaal` process on the store, with the recording `xdg-open` first on `PATH`.
  func process(_ arguments: [String], bus: String) throws -> Process {
    let bin = folder.appendingPathComponent("bin")
    let opener = bin.appendingPathComponent("xdg-open")
    if !FileManager.default.fileExists(atPath: opener.path) {
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(openedLog.path)'\n".write(
        to: opener, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: opener.path)
    }
    let process = Process()
    process.executableURL = Fixtures.jamaalBinary
    process.arguments =
      arguments + ["--store", store.path, "--now", now, "--tz", "Europe/London"]
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    variables["DBUS_SESSION_BUS_ADDRESS"] = bus
    variables["PATH"] = bin.path + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
    process.environment = variables
    process.standardInput = FileHandle.nullDevice
    return process
  }

  /// Runs a command to its end: what it printed.
  func run(_ arguments: [String], bus: String) throws -> String {
    let process = try process(arguments, bus: bus)
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(arguments)")
    return String(decoding: data, as: UTF8.self)
  }

  /// A 09:00 Walk reminding at its start; its Anchor's id (from `today --json`).
  func addWalk(bus: String) throws -> String {
    let walk = [
      "rules", "add", "--preset", "custom", "--title", "Walk", "--set", "start=09:00",
      "--set", "remindAtStart=true",
    ]
    _ = try run(walk, bus: bus)
    let today = try run(["today", "--json"], bus: bus)
    let document = try JSONSerialization.jsonObject(with: Data(today.utf8)) as? [String: Any]
    let rows = document?["rows"] as? [[String: Any]] ?? []
    return try #require(rows.first { $0["title"] as? String == "Walk" }?["anchor"] as? String)
  }

  /// Starts the deliverer, waits for its first wake, clicks the reminder it showed and returns
  /// the deliverer's line about the click.
  func deliverAndClick(bus: PrivateBus) throws -> (line: String, stop: () -> Void) {
    let deliverer = try process(["reminders", "deliver"], bus: bus.address)
    let lines = LineReader()
    deliverer.standardOutput = lines.pipe
    try deliverer.run()
    let stop = { PrivateBus.stop(deliverer) }
    do {
      _ = try lines.next { $0.hasPrefix("Next wake:") }
      let shown = try bus.calls().filter { $0.call == "Notify" }
      let id = try #require(shown.first?.id)
      try bus.click(id)
      let line = try #require(
        try lines.next { $0.hasPrefix("Opened:") || $0.contains("nothing opens") }.last)
      return (line, stop)
    } catch {
      stop()
      throw error
    }
  }

  /// What the recording `xdg-open` was given, once it has written (bounded: the opener is a
  /// child the deliverer does not wait for).
  func opened(expecting count: Int) -> [String] {
    for _ in 0..<500 {
      let text = (try? String(contentsOf: openedLog, encoding: .utf8)) ?? ""
      let lines = text.split(separator: "\n").map(String.init)
      if lines.count >= count { return lines }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return []
  }

  @Test func aClickOpensTheRowInTheRunningWebApp() throws {
    let bus = try PrivateBus()
    let anchor = try addWalk(bus: bus.address)
    let serve = try process(["serve", "--port", "0"], bus: bus.address)
    let served = LineReader()
    serve.standardOutput = served.pipe
    try serve.run()
    defer { PrivateBus.stop(serve) }
    let started = try served.next { $0.hasPrefix("Jamaal is at ") }
    let launch = try #require(started.last?.dropFirst("Jamaal is at ".count))
    let origin = try #require(launch.components(separatedBy: "/open").first)
    // serve's address file appears after its first line; wait for it (bounded).
    let addressFile = store.path + ".serve-url"
    for _ in 0..<500 where !FileManager.default.fileExists(atPath: addressFile) {
      Thread.sleep(forTimeInterval: 0.02)
    }
    let written = try String(contentsOfFile: addressFile, encoding: .utf8)
    #expect(written == origin + "\n", "the origin only: no token on disk")
    let mode = try FileManager.default.attributesOfItem(atPath: addressFile)[.posixPermissions]
    #expect((mode as? Int) == 0o600)

    let (line, stop) = try deliverAndClick(bus: bus)
    defer { stop() }
    #expect(line == "Opened: Today")
    #expect(opened(expecting: 1) == [origin + "/today#anchor-" + anchor.lowercased()])

    // serve stops on SIGINT (Ctrl-C) and takes its address with it.
    kill(serve.processIdentifier, SIGINT)
    let last = try served.next { $0 == "Stopped." }
    #expect(!last.isEmpty)
    serve.waitUntilExit()
    #expect(!FileManager.default.fileExists(atPath: addressFile))
  }

  @Test func withoutTheWebAppAClickOpensNothing() throws {
    let bus = try PrivateBus()
    _ = try addWalk(bus: bus.address)
    let (line, stop) = try deliverAndClick(bus: bus)
    defer { stop() }
    #expect(line == "A notification was clicked; the web app is not running, so nothing opens.")
    #expect(!FileManager.default.fileExists(atPath: openedLog.path))
  }
}
