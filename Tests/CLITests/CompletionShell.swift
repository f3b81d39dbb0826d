import Foundation
import JamaalTestSupport

/// The completion script of the built `jamaal`, run in real bash as bash runs it on a TAB.
struct CompletionShell {
  /// The temporary folder the script is written to.
  let folder = Fixtures.temporaryFolder("jamaal-completion")
  /// The script file.
  let script: URL

  /// Writes `jamaal completion bash` to a file.
  init() throws {
    let generated = try JamaalRunner.raw(["completion", "bash"])
    guard generated.status == 0 else { throw Failure(generated.stderr) }
    script = folder.appendingPathComponent("jamaal.bash")
    try Data(generated.stdout.utf8).write(to: script)
  }

  /// A run of bash or zsh that did not end well.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// What `_jamaal` offers for `line` (`jamaal` is the built binary; the word being completed
  /// is what follows the last space), sorted. COMP_LINE and COMP_POINT are set as bash sets
  /// them, COMP_WORDS split at spaces and, as bash's COMP_WORDBREAKS do, around `:` and `=`.
  func complete(_ line: String) throws -> [String] {
    let typed = JamaalRunner.binary.path + line.dropFirst("jamaal".count)
    let program = """
      source "$1"; COMP_LINE=$2; COMP_POINT=${#2}; shift 2
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
      _jamaal
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Self.run(
      "/bin/bash", ["-c", program, "_", script.path, typed] + Self.words(typed))
    guard result.status == 0, result.stderr.isEmpty else {
      throw Failure("\(line): exit \(result.status): \(result.stderr)")
    }
    return result.stdout.split(separator: "\n").map(String.init).sorted()
  }

  /// `line` split as bash splits it into COMP_WORDS: at spaces (a trailing space makes an
  /// empty last word), and each `:` or `=` a word of its own.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    for part in line.split(separator: " ", omittingEmptySubsequences: false) {
      var word = ""
      for character in part {
        guard character == ":" || character == "=" else {
          word.append(character)
          continue
        }
        if !word.isEmpty { words.append(word) }
        words.append(String(character))
        word = ""
      }
      if !word.isEmpty || part.isEmpty { words.append(word) }
    }
    return words
  }

  /// Runs `executable` with `arguments`, without the store and preset folder of the environment.
  static func run(_ executable: String, _ arguments: [String]) throws -> JamaalRunner.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "JAMAAL_STORE")
    environment.removeValue(forKey: "JAMAAL_PRESETS")
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return JamaalRunner.Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
