import Foundation

/// Runs a program with its arguments given as raw bytes — invalid UTF-8 included, which
/// `Foundation.Process` cannot pass — under a wall-clock limit and, when asked, address-space
/// and CPU-time limits (`ulimit -v`, `ulimit -t` in a `/bin/sh` that then `exec`s the program),
/// and reports how it ended, what it printed and its peak resident memory (the highest `VmHWM`
/// of `/proc/PID/status` read while it runs, every 5 ms: `wait4`'s `ru_maxrss` cannot serve, as
/// Linux carries the spawning test process's own peak into a child started by `posix_spawn`).
///
/// An argument cannot hold a NUL byte (the kernel's argv is NUL-terminated), so tests put NUL
/// bytes in files instead.
enum BoundedProcess {
  /// How one run ended.
  struct Outcome {
    /// The exit status, or `nil` when a signal ended it.
    let exitStatus: Int32?
    /// The signal that ended it, if one did (SIGKILL after ``timeLimit`` included).
    let signal: Int32?
    /// Whether it was killed for running past its time limit.
    let timedOut: Bool
    /// What it wrote to stdout and stderr.
    let stdout: Data
    let stderr: Data
    /// Its peak resident memory, in KiB.
    let maxResidentKiB: Int

    /// Stderr as text (invalid UTF-8 repaired), for messages.
    var errorText: String { String(decoding: stderr, as: UTF8.self) }
  }

  /// What the kernel lets a run use (`ulimit -v`, `ulimit -t`): past the address space an
  /// allocation fails, past the CPU time SIGXCPU ends it.
  struct Limits {
    let addressSpaceMiB: Int
    let cpuSeconds: Int
  }

  /// Runs `executable` with `arguments`, stdin `/dev/null`, `NO_COLOR` set and the `JAMAAL_*`
  /// variables removed, plus `environment`.
  /// - Parameters:
  ///   - executable: the program's path.
  ///   - arguments: its arguments, as bytes.
  ///   - environment: variables added to this process's.
  ///   - timeLimit: wall-clock seconds before it is killed (a hang, ``Outcome/timedOut``).
  ///   - limits: the kernel's limits for it, set by a `/bin/sh` that then `exec`s it.
  /// - Returns: how it ended.
  /// - Throws: when it cannot be started.
  static func run(
    _ executable: String, arguments: [[UInt8]], environment: [String: String] = [:],
    timeLimit: Double = 30, limits: Limits? = nil
  ) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jamaal-bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("out").path
    let errPath = folder.appendingPathComponent("err").path
    var argv = [Array(executable.utf8)] + arguments
    if let limits {
      let shell =
        "ulimit -v \(limits.addressSpaceMiB * 1024) && ulimit -t \(limits.cpuSeconds)"
        + " && exec \"$0\" \"$@\""
      argv = [Array("/bin/sh".utf8), Array("-c".utf8), Array(shell.utf8)] + argv
    }
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    variables.removeValue(forKey: "JAMAAL_STORE")
    variables.removeValue(forKey: "JAMAAL_PRESETS")
    for (key, value) in environment { variables[key] = value }
    let envp = variables.map { Array("\($0.key)=\($0.value)".utf8) }
    let pid = try spawn(argv: argv, envp: envp, stdout: outPath, stderr: errPath)
    let (status, peak, timedOut) = waitBounded(pid, seconds: timeLimit)
    let exited = status & 0x7F == 0
    return Outcome(
      exitStatus: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
      timedOut: timedOut, stdout: FileManager.default.contents(atPath: outPath) ?? Data(),
      stderr: FileManager.default.contents(atPath: errPath) ?? Data(),
      maxResidentKiB: peak)
  }

  /// Starts `argv[0]` with its output redirected to the two files.
  private static func spawn(argv: [[UInt8]], envp: [[UInt8]], stdout: String, stderr: String)
    throws -> pid_t
  {
    func cStrings(_ list: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
      list.map { bytes in
        precondition(!bytes.contains(0), "an argument cannot hold a NUL byte")
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        return copy
      } + [nil]
    }
    let cArgv = cStrings(argv)
    let cEnvp = cStrings(envp)
    defer {
      for pointer in cArgv + cEnvp { pointer?.deallocate() }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var pid: pid_t = 0
    let result = posix_spawn(
      &pid, argv[0].map { CChar(bitPattern: $0) } + [0], &actions, nil, cArgv, cEnvp)
    guard result == 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "spawn: \(result)"])
    }
    return pid
  }

  /// Waits for `pid`, killing it after `seconds`; its raw wait status and peak resident KiB.
  private static func waitBounded(_ pid: pid_t, seconds: Double) -> (Int32, Int, Bool) {
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var waited = 0.0
    var peak = 0
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      peak = max(peak, residentPeakKiB(pid))
      if waited >= seconds, !timedOut {
        kill(pid, SIGKILL)
        timedOut = true
      }
      usleep(5_000)
      waited += 0.005
    }
    return (status, peak, timedOut)
  }

  /// The process's peak resident memory so far (`VmHWM`, KiB); 0 once it is gone.
  private static func residentPeakKiB(_ pid: pid_t) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
  }
}
