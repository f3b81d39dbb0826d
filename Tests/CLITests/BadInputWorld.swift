import Foundation
import JamaalTestSupport

/// What the bad-input cases run against, made once per test run: a store holding the school run
/// and its Anchors (copied into a fresh folder for each command), an export of it, a preset
/// folder with one broken file, a cloud folder, a folder, a dangling symlink and a rule file with
/// a NUL byte — and the placeholders a case's arguments name them by.
struct BadInputWorld: Sendable {
  /// When the template's rule was added.
  static let made = "2026-11-26T14:05:00+03:00"
  /// The clock of every case: the next day, when evaluating the day would finalise the morning's
  /// Anchor as missed and generate — so a refusal that evaluated first would show as a write.
  static let later = "2026-11-27T12:30:00+03:00"
  /// The device zone of every case.
  static let zone = "Asia/Riyadh"
  /// The longest single argument Linux passes (`MAX_ARG_STRLEN` − 1: a longer one fails
  /// `execve` with E2BIG, so a 10 MB argument cannot reach the program at all).
  static let longestArgument = 131_071
  /// Stands for bytes that are not UTF-8 (0xFF 0xFE) inside a case's argument.
  static let notUTF8 = "\u{E000}"

  /// The world, made on first use (a failure is reported by every test that needs it).
  static let shared = Result { try BadInputWorld() }

  /// The fixtures' folder.
  let folder: URL
  /// The folder of the template store (`j.sqlite` and its stamp).
  let template: URL
  /// The school run's id and one of its Anchors' ids.
  let ruleID: String
  let anchorID: String

  private init() throws {
    folder = Fixtures.temporaryFolder("jamaal-bad-input")
    template = folder.appendingPathComponent("template")
    let store = template.appendingPathComponent("j.sqlite").path
    let common = ["--store", store, "--now", Self.made, "--tz", Self.zone, "--json"]
    let added = try JamaalRunner.raw(["rules", "add", "--preset", "school-run"] + common)
    let rule = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
    let today =
      try JSONSerialization.jsonObject(
        with: Data(try JamaalRunner.raw(["today"] + common).stdout.utf8)) as? [String: Any]
    let rows = today?["rows"] as? [[String: Any]]
    guard let ruleID = rule?["id"] as? String, let anchorID = rows?.first?["anchor"] as? String
    else { throw CocoaError(.fileReadCorruptFile) }
    self.ruleID = ruleID
    self.anchorID = anchorID
    _ = try JamaalRunner.raw(["export", "--out", path("export.json")] + common)
    let presets = folder.appendingPathComponent("presets")
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Presets"), to: presets)
    try Data("source: scheduled\ntitle: [unclosed\n  - x: y\n".utf8)
      .write(to: presets.appendingPathComponent("zz-broken.yaml"))
    try Data("source: scheduled\ntitle: Nul\u{0}here\n".utf8).write(to: url("nul.yaml"))
    for name in ["cloud", "a-folder"] {
      try FileManager.default.createDirectory(at: url(name), withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      atPath: path("dangling.sqlite"), withDestinationPath: path("nowhere/j.sqlite"))
  }

  func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
  func path(_ name: String) -> String { url(name).path }

  /// The bytes of a case's argument: placeholders replaced, ``notUTF8`` as 0xFF 0xFE.
  /// - Parameters:
  ///   - argument: the case's argument.
  ///   - scratch: a folder of this run where `--out` may point (it must stay empty).
  /// - Returns: the bytes to pass.
  func bytes(_ argument: String, scratch: URL) -> [UInt8] {
    var text = argument
    if text.hasPrefix("{big:") {  // "{big:title=}": the prefix, then x to the longest argument
      let prefix = String(text.dropFirst(5).dropLast())
      text = prefix + String(repeating: "x", count: Self.longestArgument - prefix.utf8.count)
    } else if text.contains("{") {
      let values = [
        "{rule}": ruleID, "{anchor}": anchorID, "{big}": Self.big, "{export}": path("export.json"),
        "{broken}": path("presets"), "{nul-file}": path("nul.yaml"), "{cloud}": path("cloud"),
        "{folder}": path("a-folder"), "{dangling}": path("dangling.sqlite"),
        "{missing}": path("no-such-folder/deeper"), "{scratch}": scratch.path,
        "{nested}": Self.nested,
      ]
      for (key, value) in values where text.contains(key) {
        text = text.replacingOccurrences(of: key, with: value)
      }
    }
    guard text.contains(Self.notUTF8) else { return Array(text.utf8) }
    return text.split(separator: Self.notUTF8, omittingEmptySubsequences: false)
      .map { Array($0.utf8) }.joined(separator: [0xFF, 0xFE]).map { $0 }
  }

  /// The longest argument: x repeated.
  private static let big = String(repeating: "x", count: longestArgument)
  /// 10,000 levels of brackets.
  private static let nested =
    String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)

  /// Runs `jamaal` with a case's arguments against `store`, at ``later`` in ``zone`` unless the
  /// case gives its own `--store`, `--now` or `--tz`; killed after 30 s (a hang).
  func run(_ arguments: [String], store: String, scratch: URL) throws -> BoundedProcess.Outcome {
    var all = arguments.map { bytes($0, scratch: scratch) }
    for (option, value) in [("--store", store), ("--now", Self.later), ("--tz", Self.zone)]
    where !arguments.contains(option) {
      all += [Array(option.utf8), Array(value.utf8)]
    }
    return try BoundedProcess.run(JamaalRunner.binary.path, arguments: all)
  }
}

/// A fresh copy of the template store in a folder of its own, opened once (so its verification
/// stamp is current and a later refused command has nothing to refresh), with a scratch folder
/// beside it for `--out`.
struct StoreSandbox {
  let folder: URL
  let scratch: URL
  var store: String { folder.appendingPathComponent("j.sqlite").path }

  init(_ world: BadInputWorld) throws {
    folder = Fixtures.temporaryFolder("jamaal-sandbox")
    scratch = Fixtures.temporaryFolder("jamaal-scratch")
    for name in try FileManager.default.contentsOfDirectory(atPath: world.template.path) {
      try FileManager.default.copyItem(
        at: world.template.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    _ = try JamaalRunner.raw(["status", "--store", store])
  }

  /// Every file under `folder` (symlinks followed), by relative path: the store, its `-wal` and
  /// `-shm` when present, its stamp, and anything a command created.
  static func snapshot(_ folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let root = folder.resolvingSymlinksInPath().path
    let walker = FileManager.default.enumerator(atPath: root)
    while let name = walker?.nextObject() as? String {
      files[name] = FileManager.default.contents(atPath: root + "/" + name) ?? Data()
    }
    return files
  }
}
