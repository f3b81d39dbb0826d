/// One bad invocation of a command and the field its refusal must name. Arguments may hold the
/// placeholders of ``BadInputWorld/bytes(_:scratch:)`` (`{rule}`, `{big}`, `{broken}`, …).
struct BadInput: CustomStringConvertible, Sendable {
  let arguments: [String]
  let field: String

  init(_ arguments: [String], _ field: String) {
    self.arguments = arguments
    self.field = field
  }

  var description: String {
    arguments.map { $0.count > 60 ? String($0.prefix(20)) + "…" : $0 }.joined(separator: " ")
  }
}

/// For every command of the table: an invocation that would run (the base the generated cases
/// change one option of) and hand-written hostile values.
enum BadInputCases {
  /// A valid invocation of each command, every option of it given where they can go together.
  static let bases: [String: [String]] = [
    "demo": ["demo"], "today": ["today"],
    "prayer-times": [
      "prayer-times", "--lat", "21.4", "--lon", "39.8", "--date", "2026-12-01", "--days", "2",
      "--method", "ummAlQura", "--madhab", "shafi", "--high-latitude-rule", "recommended",
      "--adjust", "fajr=2", "--country", "SA", "--rounding", "nearest", "--polar", "unresolved",
      "--shafaq", "general",
    ],
    "presets": ["presets"], "presets list": ["presets", "list"],
    "presets show": ["presets", "show", "custom"],
    "places search": ["places", "search", "London", "--limit", "3"],
    "rules add": [
      "rules", "add", "--preset", "prayer-times", "--lat", "21.4", "--lon", "39.8", "--method",
      "ummAlQura", "--madhab", "shafi", "--title", "Salah", "--set", "duration=20",
    ],
    "rules list": ["rules", "list"], "rules show": ["rules", "show", "{rule}"],
    "rules edit": ["rules", "edit", "{rule}", "--set", "start=09:00"],
    "rules pause": ["rules", "pause", "{rule}"], "rules resume": ["rules", "resume", "{rule}"],
    "rules archive": ["rules", "archive", "{rule}"],
    "rules except": [
      "rules", "except", "{rule}", "--from", "2026-12-01", "--to", "2026-12-03", "--reason",
      "holiday",
    ],
    "anchors attend": ["anchors", "attend", "{anchor}"],
    "anchors skip": ["anchors", "skip", "{anchor}"],
    "anchors delegate": ["anchors", "delegate", "{anchor}"],
    "oneoff add": [
      "oneoff", "add", "--title", "Dentist", "--date", "2026-12-01", "--start", "10:00", "--end",
      "11:00", "--end-date", "2026-12-01", "--effort", "30", "--remind-before-end", "10",
    ],
    "reminders plan": [
      "reminders", "plan", "--permission", "authorized", "--switch", "on", "--horizon-days", "3",
      "--planning-prompt", "on", "--morning-nudge", "off",
    ],
    "reminders dismiss": ["reminders", "dismiss"],
    "reminders deliver": ["reminders", "deliver", "--once"],
    "calendar": ["calendar", "--ics", "--days", "3", "--out", "{scratch}/cal.ics"],
    "sync": ["sync", "--cloud", "{cloud}", "--device", "phone"],
    "sync dismiss": ["sync", "dismiss"],
    "serve": ["serve", "--port", "0", "--listen", "127.0.0.1"],
    "export": ["export", "--out", "{scratch}/export.json"], "import": ["import", "{export}"],
    "status": ["status"], "recover": ["recover", "--retry"],
    "focus start": ["focus", "start", "--title", "Reading"], "focus stop": ["focus", "stop"],
    "plan": ["plan", "--date", "2026-11-27", "--planned"], "completion": ["completion", "bash"],
    "completion ids": ["completion", "ids", "rules"],
    "settings": [
      "settings", "--planning-time", "21:30", "--morning-time", "7:15", "--day-start", "04:00",
      "--planning-prompt", "on", "--morning-nudge", "on", "--switch", "on",
    ],
  ]

  /// The commands that never open the store: a folder or a dangling symlink at `--store` is no
  /// concern of theirs (they succeed and touch nothing).
  static let storeless: Set<String> = [
    "prayer-times", "presets", "presets list", "presets show", "places search", "completion",
  ]

  /// The fields of cases refused for what the store holds (the demo wants a fresh store, import
  /// an empty one): against a missing store they would run.
  static let refusedForWhatTheStoreHolds: Set<String> = ["--store", "not empty"]

  /// Bad global options, given to every command after its base.
  static let global: [BadInput] = [
    BadInput(["--now", "2026-02-30T10:00:00+03:00"], "--now"),
    BadInput(["--tz", "Mars/Olympus"], "--tz"),
    BadInput(["--presets", ""], "--presets"),
    BadInput(["--store", "{folder}"], "--store"),
    BadInput(["--store", "{dangling}"], "--store"),
  ]

  /// Hand-written hostile values, by command (more in `BadInputCases+Rules.swift`).
  static var handWritten: [String: [BadInput]] {
    general.merging(rules) { $0 + $1 }.merging(prayer) { $0 + $1 }
  }

  static let general: [String: [BadInput]] = [
    "demo": [BadInput(["demo"], "--store")],  // the store exists: the demo makes a fresh one
    "today": [
      BadInput(["today", "--now", "2026-11-27T24:00:00+03:00"], "--now"),
      BadInput(["today", "--now", "2026-11-27T10:60:00+03:00"], "--now"),
      BadInput(["today", "--now", "NaN"], "--now"),
      BadInput(["today", "--tz", "Europe/" + BadInputWorld.notUTF8], "--tz"),
      BadInput(["today", "--now", "{big}"], "--now"), BadInput(["today", "--now", ""], "--now"),
      BadInput(["today", "--now", "-9223372036854775808"], "--now"),
      BadInput(["today", "--now", "1e400"], "--now"),
      BadInput(["today", "--now", "2026-11-27T10:00:00+14:30"], "--now"),
      BadInput(["today", "--tz", ""], "--tz"), BadInput(["today", "--tz", "{big}"], "--tz"),
      BadInput(["today", "--store", ""], "--store"),
    ],
    "presets": [BadInput(["presets", "nope"], "argument")],
    "presets list": [BadInput(["presets", "list", "x"], "argument")],
    "presets show": [
      BadInput(["presets", "show", "nope"], "preset 'nope'"),
      BadInput(["presets", "show", "{big}"], "preset"),
      BadInput(["presets", "show", "zz-broken", "--presets", "{broken}"], "zz-broken.yaml:3:"),
    ],
    "oneoff add": [
      BadInput(base("oneoff add", ["--date", "2026-02-30"]), "--date"),
      BadInput(base("oneoff add", ["--date", "+202-01-01"]), "--date"),
      BadInput(base("oneoff add", ["--start", "24:00"]), "--start"),
      BadInput(base("oneoff add", ["--end", "10:60"]), "--end"),
      BadInput(base("oneoff add", ["--end-date", "2026-02-30"]), "--end-date"),
      BadInput(base("oneoff add", ["--end-date", "2027-12-01"]), "endDate"),
      BadInput(base("oneoff add", ["--effort", "99999999999999999999"]), "--effort"),
      BadInput(base("oneoff add", ["--effort", "-1"]), "--effort"),
      BadInput(base("oneoff add", ["--remind-before-end", "NaN"]), "--remind-before-end"),
      BadInput(base("oneoff add", ["--title", "{big}"]), "title"),
      BadInput(base("oneoff add", ["--title", "a\u{1B}[2Jb"]), "title"),
    ],
    "reminders plan": [
      BadInput(base("reminders plan", ["--permission", "nope"]), "--permission"),
      BadInput(base("reminders plan", ["--switch", "maybe"]), "--switch"),
      BadInput(base("reminders plan", ["--horizon-days", "15"]), "--horizon-days"),
      BadInput(base("reminders plan", ["--horizon-days", "1e400"]), "--horizon-days"),
      BadInput(base("reminders plan", ["--planning-prompt", "x"]), "--planning-prompt"),
      BadInput(base("reminders plan", ["--morning-nudge", "{big}"]), "--morning-nudge"),
    ],
    "reminders dismiss": [BadInput(["reminders", "dismiss", "x"], "argument")],
    "reminders deliver": [BadInput(["reminders", "deliver", "--once", "x"], "argument")],
    "settings": [
      BadInput(base("settings", ["--planning-time", "25:00"]), "--planning-time"),
      BadInput(base("settings", ["--morning-time", "{big}"]), "--morning-time"),
      BadInput(base("settings", ["--day-start", "06:01"]), "--day-start"),
      BadInput(base("settings", ["--day-start", "-1:00"]), "--day-start"),
      BadInput(base("settings", ["--planning-prompt", "yes"]), "--planning-prompt"),
      BadInput(base("settings", ["--morning-nudge", "1"]), "--morning-nudge"),
      BadInput(base("settings", ["--switch", "\u{1B}[2J"]), "--switch"),
      BadInput(["settings", "x"], "argument"),
    ],
    "calendar": [
      BadInput(["calendar", "--days", "3"], "--ics"),
      BadInput(base("calendar", ["--days", "0"]), "--days"),
      BadInput(base("calendar", ["--days", "9223372036854775808"]), "--days"),
      BadInput(base("calendar", ["--out", "{folder}"]), "--out"),
      BadInput(base("calendar", ["--out", "{dangling}"]), "--out"),
      BadInput(base("calendar", ["--out", "{missing}/cal.ics"]), "--out"),
    ],
    "sync": [
      BadInput(base("sync", ["--cloud", "{missing}"]), "--cloud"),
      BadInput(base("sync", ["--cloud", "{export}"]), "--cloud"),
      BadInput(base("sync", ["--device", "../x"]), "--device"),
      BadInput(base("sync", ["--device", "{big}"]), "--device"),
      BadInput(["sync", "--cloud", "{cloud}"], "--device"),  // the first sync needs a name
    ],
    "sync dismiss": [BadInput(["sync", "dismiss", "x"], "argument")],
    "serve": [
      BadInput(base("serve", ["--port", "65536"]), "--port"),
      BadInput(base("serve", ["--port", "-1"]), "--port"),
      BadInput(base("serve", ["--port", "9223372036854775808"]), "--port"),
      BadInput(base("serve", ["--listen", "localhost"]), "--listen"),
      BadInput(base("serve", ["--listen", "127.0.0.256"]), "--listen"),
      BadInput(base("serve", ["--listen", "{big}"]), "--listen"),
    ],
    "export": [
      BadInput(["export", "--out", "{folder}"], "--out"),
      BadInput(["export", "--out", "{dangling}"], "--out"),
      BadInput(["export", "--out", "{missing}/x.json"], "--out"),
    ],
    "import": [
      BadInput(["import", "{export}"], "not empty"), BadInput(["import", "{folder}"], "import"),
      BadInput(["import", "{missing}/x.json"], "import"), BadInput(["import", "{big}"], "import"),
    ],
    "status": [BadInput(["status", "x"], "argument")],
    "recover": [
      BadInput(["recover"], "--retry"), BadInput(["recover", "--retry", "--reset"], "--retry"),
    ],
    "focus start": [
      BadInput(["focus", "start", "--title", "{big}"], "--title"),
      BadInput(["focus", "start", "--title", "a\u{7}b"], "--title"),
    ],
    "focus stop": [BadInput(["focus", "stop"], "focus session")],
    "plan": [
      BadInput(["plan", "--date", "2026-02-30", "--planned"], "--date"),
      BadInput(["plan", "--date", "2026-11-27", "--planned", "--skipped"], "--planned"),
      BadInput(["plan", "--date", "2026-11-27"], "--planned"),
    ],
    "completion": [
      BadInput(["completion", "fish"], "fish"), BadInput(["completion", "{big}"], "shell"),
    ],
    "completion ids": [
      BadInput(["completion", "ids", "rule"], "rule"),
      BadInput(["completion", "ids", "{big}"], "list"),
      BadInput(["completion", "ids", "anchors", "--now", "2026-02-30T10:00:00+03:00"], "--now"),
    ],
  ]

  /// The base of `command` with each option in `changes` set to the value after it.
  static func base(_ command: String, _ changes: [String]) -> [String] {
    var arguments = bases[command] ?? []
    for pair in stride(from: 0, to: changes.count, by: 2) {
      if let at = arguments.firstIndex(of: changes[pair]), at + 1 < arguments.count {
        arguments[at + 1] = changes[pair + 1]
      } else {
        arguments += [changes[pair], changes[pair + 1]]
      }
    }
    return arguments
  }
}
