import Foundation
import JamaalTestSupport

/// Runs the built `jamaal` executable as a person would, capturing what it prints.
struct JamaalRunner {
  /// What one run printed and how it ended.
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// A fresh store path in a temporary folder.
  let store: String = Fixtures.temporaryFolder("jamaal-cli").appendingPathComponent("j.sqlite").path
  /// The fixed clock of every run (`--now`), unless a run gives its own.
  var now = "2026-11-26T14:05:00+03:00"
  /// The device zone of every run (`--tz`).
  var timeZone = "Asia/Riyadh"

  /// A runner with a fresh store, at `now` in `timeZone`.
  init(now: String = "2026-11-26T14:05:00+03:00", timeZone: String = "Asia/Riyadh") {
    self.now = now
    self.timeZone = timeZone
  }

  /// The `jamaal` binary: `$JAMAAL_BIN`, else beside the test bundle, else `.build/debug`.
  static var binary: URL { Fixtures.jamaalBinary }

  /// Runs `jamaal ARGS --store S --now N --tz Z` (the global options appended).
  @discardableResult
  func run(_ arguments: [String], now: String? = nil, input: String? = nil) throws -> Result {
    try Self.raw(arguments + ["--store", store, "--now", now ?? self.now, "--tz", timeZone])
  }

  /// Runs `jamaal` with exactly `arguments`.
  static func raw(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    variables.removeValue(forKey: "JAMAAL_STORE")
    variables.removeValue(forKey: "JAMAAL_PRESETS")
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Whether `script` is there to give a run a pseudo-terminal.
  static let hasTerminal = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  /// Runs `jamaal` with exactly `arguments` on a pseudo-terminal (`script`: stdout and stderr
  /// both the terminal), with `NO_COLOR` set or not; what the terminal showed.
  static func onTerminal(_ arguments: [String], noColour: Bool, emptyNoColor: Bool = false)
    throws -> String
  {
    let command = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    if noColour { environment["NO_COLOR"] = "1" }
    if emptyNoColor { environment["NO_COLOR"] = "" }
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Parses a run's stdout as JSON.
  static func json(_ result: Result) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }
}
