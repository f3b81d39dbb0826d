import Foundation
import FuzzSupport
import JamaalCommandLine
import JamaalPrayerCommands
import JamaalSyncCommands
import JamaalTestSupport

/// libFuzzer target: `jamaal`'s command line. The input is cut into an argument vector at NUL
/// bytes and line feeds, parsed as `jamaal` parses it, and — when no argument could name a path
/// outside it (no `/`, not `.` or `..`) — run in a fresh folder of a private sandbox, which is
/// also `HOME` and `XDG_DATA_HOME` (the default store lives there), with the clock and zone
/// from the arguments or London's, and the presets that need no place data.
///
/// Checks: a refusal is exit 1, 2 or 3 with a message that shows no Swift value (`Optional(`);
/// a refused command leaves nothing behind (no store created); help and version print text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  sandbox.enter()
  let arguments = FuzzInput(data, size).pieces
  let parsed: ParsedCommandLine
  do {
    parsed = try parser.parse(arguments) { Output(json: $0, colour: false) }
  } catch {
    checkRefusal(error)
    return 0
  }
  switch parsed {
  case .print(let text):
    invariant(!text.isEmpty, "nothing printed for \(arguments)")
  case .run(let command, let parsedArguments):
    guard arguments.allSatisfy(isSafe) else { return 0 }
    sandbox.clear()
    do {
      try blocking { try await command.run(parsedArguments) }
    } catch {
      checkRefusal(error)
      if error is CLIError {
        let left = sandbox.contents
        invariant(left.isEmpty, "the refused \(arguments) left \(left) behind")
      }
    }
  }
  return 0
}

private let parser = CommandLineParser(
  table: CommandTable(plugins: [PrayerPlugin(), SyncPlugin()]))

/// Whether an argument can only name something inside the current folder.
private func isSafe(_ argument: String) -> Bool {
  !argument.contains("/") && argument != "." && argument != ".."
}

/// Checks a refusal as `jamaal` would show it.
private func checkRefusal(_ error: any Error) {
  guard let error = error as? CLIError else { return }
  invariant((1...3).contains(error.exitCode), "exit \(error.exitCode): \(error.message)")
  invariant(!error.message.isEmpty, "a refusal without words")
  invariant(!error.message.contains("Optional("), "a Swift value shown: \(error.message)")
}

/// The folder commands run in: made once, emptied before every run; `HOME` and
/// `XDG_DATA_HOME` point into it and the process works inside it.
private let sandbox = Sandbox()

private final class Sandbox: Sendable {
  let folder: URL

  init() {
    folder = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("jamaal-fuzz-cli-\(getpid())/run")
    setenv("HOME", folder.path, 1)
    setenv("XDG_DATA_HOME", folder.appendingPathComponent("data").path, 1)
    setenv("TZ", "Europe/London", 1)
    unsetenv("JAMAAL_STORE")
    setenv("JAMAAL_PRESETS", Self.presets(beside: folder).path, 1)
    unsetenv("JAMAAL_WRITE_PROBE")
    clear()
  }

  /// A preset folder beside the run folder with the presets that need no place data: under
  /// the sanitizers a prayer-times rule, `prayer-times` or `places search` reads the gazetteer
  /// for tens of seconds, so those commands are parsed but refuse fast ("unknown preset", no
  /// places file) rather than run.
  private static func presets(beside folder: URL) -> URL {
    let presets = folder.deletingLastPathComponent().appendingPathComponent("presets")
    var source = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { source.deleteLastPathComponent() }
    source.appendPathComponent("Presets")
    try? FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
    for name in ["school-run", "bin-night", "plants", "custom"] {
      let file = source.appendingPathComponent(name + ".yaml")
      let copy = presets.appendingPathComponent(name + ".yaml")
      guard
        (try? FileManager.default.copyItem(at: file, to: copy)) != nil
          || FileManager.default.fileExists(atPath: copy.path)
      else { fatalError("cannot copy the preset \(file.path)") }
    }
    return presets
  }

  /// Removes everything in the folder (the folder is made again, empty, and entered).
  func clear() {
    try? FileManager.default.removeItem(at: folder)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      fatalError("cannot make \(folder.path): \(error)")
    }
    guard chdir(folder.path) == 0 else { fatalError("cannot enter \(folder.path)") }
  }

  /// Makes sure the sandbox is set up (its environment in place) before anything runs.
  func enter() {}

  /// What the folder holds.
  var contents: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  }
}
