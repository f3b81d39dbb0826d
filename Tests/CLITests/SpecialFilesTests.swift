import Foundation
import JamaalTestSupport
import Testing

/// Issue 10, items 6, 7 and 9: special files at the store and export paths never hang a command
/// and are never moved or written through; what the command creates is private whatever the
/// umask; a bad `$TZ` is blamed on `$TZ`.
@Suite(.serialized) struct SpecialFilesTests {
  let folder = Fixtures.temporaryFolder("jamaal-special")

  /// Runs `jamaal` through `sh` (for the umask), failing the test instead of hanging past 20 s.
  func run(_ arguments: [String], umask: String = "022", environment: [String: String] = [:])
    throws -> JamaalRunner.Result
  {
    let quoted = ([JamaalRunner.binary.path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "umask \(umask); exec " + quoted.joined(separator: " ")]
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    if done.wait(timeout: .now() + 20) == .timedOut {
      process.terminate()
      Issue.record("jamaal \(arguments.joined(separator: " ")) hung")
    }
    return JamaalRunner.Result(
      status: process.terminationStatus,
      stdout: String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      stderr: String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test func aFIFOOrStdoutAtTheStorePathIsRefusedWithoutHanging() throws {
    let fifo = path("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    for store in [fifo, "/dev/stdout", "/proc/self/fd/1"] {
      let result = try run(["today", "--store", store, "--tz", "Europe/London"])
      #expect(result.status != 0, "\(store)")
      #expect(result.stderr.contains("not a store file"), "\(store): \(result.stderr)")
      let reset = try run(["recover", "--reset", "--confirm", "--confirm-again", "--store", store])
      #expect(reset.status != 0, "\(store): \(reset.stdout)")
    }
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was moved")
  }

  @Test func aFolderAtTheStorePathIsNeverMovedAndAnEmptyStoreIsAUsageError() throws {
    let store = path("a-folder")
    try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
    let reset = try run(["recover", "--reset", "--confirm", "--confirm-again", "--store", store])
    #expect(reset.status != 0)
    #expect(reset.stderr.contains("is a folder, not a store file"), "\(reset.stderr)")
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: store, isDirectory: &isFolder) && isFolder.boolValue)
    let empty = try run(["recover", "--reset", "--confirm", "--confirm-again", "--store", ""])
    #expect(empty.status == 2, "\(empty.stderr)")
    #expect(empty.stderr.contains("--store"))
  }

  @Test func exportOutNeverWritesThroughASymlinkOrIntoAFIFO() throws {
    let store = path("j.sqlite")
    let target = path("precious.txt")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
    let link = path("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let fifo = path("out-fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    for out in [link, fifo, folder.path] {
      let result = try run(["export", "--out", out, "--store", store, "--tz", "Europe/London"])
      #expect(result.status == 1, "\(out): \(result.stderr)")
      #expect(result.stderr.contains("--out"), "\(result.stderr)")
    }
    #expect(FileManager.default.contents(atPath: target) == Data("mine".utf8))
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
  }

  /// The `.checked` stamp beside a store is written when the store closes: a FIFO there never
  /// hangs the command, a symlink is never written through, a folder is left alone; the command
  /// still works, and the next one checks the store in full instead of trusting a stamp.
  @Test func aSpecialFileAtTheStampPathNeverHangsOrIsWrittenThrough() throws {
    let store = path("stamped.sqlite")
    let stamp = store + ".checked"
    let target = path("stamp-target.txt")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
    let clock = ["--store", store, "--tz", "Europe/London", "--now", "2026-11-30T07:00:00Z"]
    #expect(try run(["today"] + clock).status == 0)
    let kinds: [(String, () throws -> Void, mode_t)] = [
      ("a FIFO", { #expect(mkfifo(stamp, 0o600) == 0) }, S_IFIFO),
      (
        "a symlink",
        { try FileManager.default.createSymbolicLink(atPath: stamp, withDestinationPath: target) },
        S_IFLNK
      ),
      (
        "a dangling symlink",
        {
          try FileManager.default.createSymbolicLink(
            atPath: stamp, withDestinationPath: path("nothing-here"))
        }, S_IFLNK
      ),
      (
        "a folder",
        {
          try FileManager.default.createDirectory(atPath: stamp, withIntermediateDirectories: false)
        },
        S_IFDIR
      ),
    ]
    for (kind, make, mode) in kinds {
      try? FileManager.default.removeItem(atPath: stamp)
      try make()
      for _ in 0..<2 {
        let result = try run(["today"] + clock)
        #expect(result.status == 0, "\(kind): \(result.stderr)")
        #expect(result.stdout.contains("Today"), "\(kind): \(result.stdout)")
      }
      var info = stat()
      #expect(lstat(stamp, &info) == 0 && info.st_mode & S_IFMT == mode, "\(kind) was replaced")
      let status = try run(["status", "--json"] + clock)
      #expect(
        status.stdout.contains("\"integrityCheck\" : \"quickCheck\""), "\(kind): \(status.stdout)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("mine".utf8))
    #expect(!FileManager.default.fileExists(atPath: path("nothing-here")))
  }

  @Test func storeFoldersAndExportsArePrivateUnderUmask000() throws {
    let store = path("new/deeper/j.sqlite")
    let export = path("export.json")
    let added = try run(
      ["rules", "add", "--preset", "school-run", "--store", store, "--tz", "Europe/London"],
      umask: "000")
    #expect(added.status == 0, "\(added.stderr)")
    let exported = try run(
      ["export", "--out", export, "--store", store, "--tz", "Europe/London"], umask: "000")
    #expect(exported.status == 0, "\(exported.stderr)")
    func mode(_ path: String) -> mode_t {
      var info = stat()
      _ = lstat(path, &info)
      return info.st_mode & 0o777
    }
    #expect(mode(path("new")) == 0o700)
    #expect(mode(path("new/deeper")) == 0o700)
    #expect(mode(store) == 0o600)
    #expect(mode(export) == 0o600)
  }

  @Test func aBadTZIsBlamedOnTZ() throws {
    let result = try run(
      ["today", "--store", path("tz.sqlite")], environment: ["TZ": "Mars/Olympus"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("jamaal: $TZ: 'Mars/Olympus'"), "\(result.stderr)")
  }
}

/// Issue 10, items 8 and 9: files and titles of a size no person means are refused at once, in
/// words, and one bad preset file never blocks the others.
extension SpecialFilesTests {
  @Test func aFIFOOrAHugePresetIsReportedAndTheOthersLoad() throws {
    let presets = path("presets")
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Presets"),
      to: URL(fileURLWithPath: presets))
    #expect(mkfifo(presets + "/fifo.yaml", 0o600) == 0)
    try Data(repeating: UInt8(ascii: "a"), count: 2_000_000)
      .write(to: URL(fileURLWithPath: presets + "/big.yaml"))
    let listed = try run(["presets", "--presets", presets])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("school-run"))
    #expect(listed.stdout.contains("is a FIFO, not a file"), "\(listed.stdout)")
    #expect(listed.stdout.contains("is 1.9 MB; a YAML file is at most 1 MB"), "\(listed.stdout)")
    let fromFIFO = try run([
      "rules", "add", "--file", presets + "/fifo.yaml", "--store", path("f.sqlite"),
    ])
    #expect(fromFIFO.status == 1)
    #expect(!fromFIFO.stderr.contains("NSCocoaErrorDomain"), "\(fromFIFO.stderr)")
  }

  @Test func aHugeTitleIsRefusedFromTheCommandLineAndFromARuleFile() throws {
    let store = path("titles.sqlite")
    let long = String(repeating: "x", count: 100_000)
    let file = path("rule.yaml")
    try Data(
      ("source: scheduled\ntitle: " + String(repeating: "y", count: 300_000)
        + "\nrecurrence: {kind: everyNDays, n: 2}\nslots:\n  - {id: a, allDay: true}\n").utf8
    ).write(to: URL(fileURLWithPath: file))
    for arguments in [
      ["rules", "add", "--preset", "custom", "--title", long],
      ["rules", "add", "--preset", "custom", "--set", "title=" + long],
      ["rules", "add", "--file", file],
      [
        "oneoff", "add", "--title", long, "--date", "2026-12-02", "--start", "10:00", "--end",
        "11:00",
      ],
    ] {
      let result = try run(arguments + ["--store", store, "--tz", "Europe/London"])
      #expect(result.status == 1, "\(arguments.prefix(3))")
      #expect(result.stderr.contains("title: is too long: a title is at most 200 characters"))
    }
    #expect(!FileManager.default.fileExists(atPath: store))
  }
}

extension SpecialFilesTests {
  /// Issue 10, item 9: control bytes from an argument or a file are escaped when an error
  /// echoes them, so an escape sequence never reaches the terminal.
  @Test func controlBytesInAnEchoedValueAreEscaped() throws {
    let result = try run(["rules", "show", "\u{1B}[2Jabcdef\u{07}", "--store", path("c.sqlite")])
    #expect(result.status == 1)
    #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
    #expect(result.stderr.contains("\\x1B[2Jabcdef\\x07"), "\(result.stderr)")
  }
}
