package import Foundation
package import JamaalModel
import JamaalPresentation

/// What a command runs against: the clock, the device zone, the store path, the preset folder.
///
/// Reads the process environment (`JAMAAL_STORE`, `XDG_DATA_HOME`, `TZ`, `JAMAAL_PRESETS`) once,
/// here; everything below takes these values.
package struct Environment {
  /// The clock: `--now`, else the system clock.
  package let clock: any DeviceClock
  /// The device's zone: `--tz`, else `$TZ`, else the system zone.
  package let timeZone: TimeZone
  /// The store file.
  package let storePath: String
  /// This user's data folder: `$XDG_DATA_HOME/jamaal`, else `~/.local/share/jamaal`.
  package let dataFolder: String
  /// The preset folder: `--presets`, else `$JAMAAL_PRESETS`, else the bundled data folder,
  /// looked for only when a command reads presets (the search costs a `today` ~1 ms).
  package var presetsFolder: URL { chosenPresets ?? Self.bundledPresets }
  /// `--presets` or `$JAMAAL_PRESETS`, when given.
  private let chosenPresets: URL?
  /// `$JAMAAL_WRITE_PROBE`: a file told "began"/"committed" as write transactions open and
  /// commit (for `Scripts/crash`, which counts the kills that land mid-write); nil when unset.
  package let writeProbe: String?
  /// `$JAMAAL_SQL_TRACE`: a file told every SQL statement the store runs, one per line (tests
  /// hold a quiet `jamaal today` to a number of statements); nil when unset.
  package let statementTrace: String?

  /// Resolves the global options against the process environment.
  /// - Throws: `CLIError.refused` naming `--now`, `--tz` or `$TZ` when their value cannot be
  ///   read (or `--now` is outside ``NowRange``); `CLIError.usage` for an empty `--store`.
  init(_ global: GlobalOptions, variable: (String) -> String? = Environment.processVariable)
    throws
  {
    let system = SystemClock()
    let zoneVariable = variable("TZ")
    let zoneName = global.timeZone ?? zoneVariable.flatMap { $0.isEmpty ? nil : $0 }
    if let zoneName {
      let identifier = zoneName.hasPrefix(":") ? String(zoneName.dropFirst()) : zoneName
      do {
        timeZone = try ZoneName.resolve(identifier)
      } catch {
        let source = global.timeZone == nil ? "$TZ" : "--tz"
        throw CLIError.refused("\(source): \(error)")
      }
    } else {
      timeZone = system.timeZone
    }
    if let text = global.now {
      guard let instant = Self.parseInstant(text) else {
        throw CLIError.refused("--now: " + ClockStrings.notAnInstant(text))
      }
      guard NowRange.contains(instant) else {
        throw CLIError.refused(
          "--now: "
            + ClockStrings.outOfRange(
              text, first: NowRange.first.description, last: NowRange.last.description))
      }
      clock = FixedClock(now: instant, timeZone: timeZone)
    } else if global.timeZone != nil || zoneVariable != nil {
      clock = ZonedSystemClock(timeZone: timeZone)
    } else {
      clock = system
    }
    if global.store?.isEmpty == true { throw CLIError.usage("--store: give the store file's path") }
    if global.presets?.isEmpty == true {
      throw CLIError.usage("--presets: give the preset folder's path")
    }
    dataFolder =
      (variable("XDG_DATA_HOME").flatMap { $0.isEmpty ? nil : $0 }
        ?? (variable("HOME") ?? NSHomeDirectory()) + "/.local/share") + "/jamaal"
    storePath = Self.storePath(global.store, dataFolder: dataFolder, variable: variable)
    writeProbe = variable("JAMAAL_WRITE_PROBE").flatMap { $0.isEmpty ? nil : $0 }
    statementTrace = variable("JAMAAL_SQL_TRACE").flatMap { $0.isEmpty ? nil : $0 }
    chosenPresets = Self.chosenPresets(global.presets, variable: variable)
  }

  /// A variable of the process, read by `getenv` when it is needed: building `ProcessInfo`'s
  /// dictionary of the whole environment cost every command ~0.4 M instructions.
  static func processVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Reads an ISO 8601 instant with an offset or `Z` (fractional seconds allowed).
  static func parseInstant(_ text: String) -> Date? { InstantParser.parse(text) }

  private static func storePath(
    _ option: String?, dataFolder: String, variable: (String) -> String?
  ) -> String {
    if let option { return option }
    if let path = variable("JAMAAL_STORE"), !path.isEmpty { return path }
    return dataFolder + "/jamaal.sqlite"
  }

  /// Whether this `jamaal` is installed (`Scripts/install`), not a build in a checkout's
  /// `.build` folder that `swift run` runs: the hints it prints say `jamaal …` then.
  package static var isInstalled: Bool { !executableURL.path.contains("/.build/") }

  /// How a hint names this command: `jamaal` when installed, else `swift run jamaal`.
  package static var commandName: String { isInstalled ? "jamaal" : "swift run jamaal" }

  private static func chosenPresets(_ option: String?, variable: (String) -> String?) -> URL? {
    if let option { return URL(fileURLWithPath: option) }
    if let path = variable("JAMAAL_PRESETS"), !path.isEmpty { return URL(fileURLWithPath: path) }
    return nil
  }

  /// The bundled data folder: `PREFIX/share/jamaal` beside an installed `PREFIX/bin/jamaal`
  /// (`Scripts/install`), else the package's `Presets/`, found by walking up from the
  /// executable (a `swift run` build) and from this source file (a checkout).
  static var bundledPresets: URL {
    let executable = executableURL
    var candidates = [
      executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/jamaal")
    ]
    var folder = executable
    for _ in 0..<6 {
      folder.deleteLastPathComponent()
      candidates.append(folder.appendingPathComponent("Presets"))
    }
    var source = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { source.deleteLastPathComponent() }
    candidates.append(source.appendingPathComponent("Presets"))
    let found = candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("custom.yaml").path)
    }
    return found ?? candidates[candidates.count - 1]
  }

  /// The running executable, symlinks resolved: `/proc/self/exe` (so a `jamaal` found through
  /// `PATH` is found too), else the first argument.
  private static var executableURL: URL {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  }
}
