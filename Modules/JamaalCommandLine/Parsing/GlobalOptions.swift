/// The options every command takes (CLI.md), before or after the command words.
package struct GlobalOptions: Sendable {
  /// `--store PATH`.
  package var store: String?
  /// `--now ISO8601`.
  package var now: String?
  /// `--tz IDENTIFIER`.
  package var timeZone: String?
  /// `--presets DIR`.
  package var presets: String?
  /// `--json`.
  package var json = false
  /// `--help` / `-h`.
  package var help = false
  /// `--version`.
  package var version = false

  /// The global options that take a value, and what the value can be (shell completion).
  static let values: [String: CompletionValues] = [
    "store": .file, "now": .text, "tz": .zone, "presets": .folder,
  ]

  /// The global options that take a value.
  static let valued = Set(values.keys)

  /// The global flags.
  static let flags: Set<String> = ["json", "help", "version"]

  /// The help lines for the global options.
  static let helpLines = """
    global options:
      --store PATH                the SQLite store ($JAMAAL_STORE, else $XDG_DATA_HOME/jamaal/jamaal.sqlite)
      --now ISO8601               the clock, e.g. 2026-11-29T14:05:00+03:00 (default: the system clock)
      --tz IDENTIFIER             the device's time zone, e.g. Europe/London ($TZ, else the system zone)
      --presets DIR               the preset folder ($JAMAAL_PRESETS, else the bundled Presets/)
      --json                      machine-readable output on stdout
      --help, -h                  usage for the command
      --version                   version
    """

  /// Sets a valued option by name.
  mutating func set(_ name: String, _ value: String) {
    switch name {
    case "store": store = value
    case "now": now = value
    case "tz": timeZone = value
    default: presets = value
    }
  }

  /// Sets a flag by name.
  mutating func set(flag name: String) {
    switch name {
    case "json": json = true
    case "help": help = true
    default: version = true
    }
  }
}
