import Foundation
import JamaalCommandLine
import JamaalDesktopCommands
import JamaalPrayerCommands
import JamaalSyncCommands
import JamaalWebCommands
import Testing

/// Issue 15, item 2 (BARS R7, R9): every command of the table — taken from the table, so a new
/// command without cases fails here — run with missing, malformed, out-of-range and hostile
/// values: empty strings, the longest argument Linux passes (128 KiB; a 10 MB one cannot reach
/// `execve`), bytes that are not UTF-8 (NUL bytes cannot be in an argument: they are tested
/// inside rule files and import documents), impossible dates and times, Int64 limits, 1e400,
/// NaN, unknown ids and names, a broken preset, and a store path that is a folder, a dangling
/// symlink, a symlink to the store or in a missing folder. Each is refused with exit 1 or 2, one
/// line on stderr naming the field, no trap, nothing on stdout, the store and its files
/// byte-identical (even at an hour when evaluating the day would write) and no store created.
@Suite struct BadInputEveryCommandTests {
  /// The full build's table, as `jamaal` is built by default.
  static let table = CommandTable(plugins: [
    PrayerPlugin(), SyncPlugin(), WebPlugin(), DesktopPlugin(),
  ])
  static let names = table.commands.map(\.name)

  @Test func everyCommandAndEveryOptionHasHandWrittenBadInput() {
    let written = BadInputCases.handWritten
    for command in Self.table.commands {
      #expect(BadInputCases.bases[command.name] != nil, "\(command.name) has no base")
      let cases = written[command.name] ?? []
      #expect(!cases.isEmpty, "\(command.name) has no bad-input cases")
      for option in command.options where option.valueName != nil {
        let given = cases.contains { $0.arguments.contains("--\(option.rawValue)") }
        #expect(given, "\(command.name) --\(option.rawValue) is never given a bad value")
      }
    }
  }

  @Test(arguments: names) func badInputIsRefusedNamingTheFieldAndWritesNothing(command: String)
    throws
  {
    let world = try BadInputWorld.shared.get()
    let spec = try #require(Self.table.commands.first { $0.name == command })
    let base = try #require(BadInputCases.bases[command])
    let sandbox = try StoreSandbox(world)
    let before = StoreSandbox.snapshot(sandbox.folder)
    let global = BadInputCases.global.map { BadInput(base + $0.arguments, $0.field) }
    let cases = (BadInputCases.handWritten[command] ?? []) + Self.generated(for: spec) + global
    for bad in cases {
      let outcome = try world.run(bad.arguments, store: sandbox.store, scratch: sandbox.scratch)
      if bad.field == "--store", BadInputCases.storeless.contains(command) {
        // A command that never opens the store runs, and touches nothing there.
        #expect(outcome.exitStatus == 0, "\(command): \(bad): \(outcome.errorText)")
      } else {
        Self.expectRefused(outcome, naming: bad.field, "\(command): \(bad)")
      }
      #expect(StoreSandbox.snapshot(sandbox.folder) == before, "\(bad) changed the store")
      #expect(StoreSandbox.snapshot(sandbox.scratch).isEmpty, "\(bad) wrote a file")
    }
    #expect(StoreSandbox.snapshot(world.url("a-folder")).isEmpty, "a command wrote in a folder")
  }

  /// A store path in a missing folder: a refused command creates neither folder nor store. A
  /// symlink to the store: the store behind it is untouched and the link stays a link.
  @Test(arguments: names) func aMissingFolderOrASymlinkAtTheStorePath(command: String) throws {
    let world = try BadInputWorld.shared.get()
    let sandbox = try StoreSandbox(world)
    let link = sandbox.folder.appendingPathComponent("link.sqlite").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.store)
    _ = try JamaalRunner.raw(["status", "--store", link])
    let before = StoreSandbox.snapshot(sandbox.folder)
    let missing = sandbox.scratch.appendingPathComponent("missing/deeper/j.sqlite").path
    let cases = (BadInputCases.handWritten[command] ?? []).filter {
      !BadInputCases.refusedForWhatTheStoreHolds.contains($0.field)
    }
    for bad in cases.prefix(1) {
      let outcome = try world.run(bad.arguments, store: missing, scratch: sandbox.scratch)
      // Against no store an id or a preset may be refused for another reason: any field.
      Self.expectRefused(outcome, naming: nil, "\(bad) (missing folder)")
      #expect(StoreSandbox.snapshot(sandbox.scratch).isEmpty, "\(bad) created a store")
      let linked = try world.run(bad.arguments, store: link, scratch: sandbox.scratch)
      Self.expectRefused(linked, naming: bad.field, "\(bad) (symlink)")
      #expect(StoreSandbox.snapshot(sandbox.folder) == before, "\(bad) (symlink)")
      var info = stat()
      #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "\(bad) moved it")
    }
  }

  /// Cases made from the command's spec: a wrong count of arguments, an unknown option, an
  /// argument that is not UTF-8; for each option an empty value (or, for a flag, a value it does
  /// not take), and for its first option a missing value and one that is not UTF-8.
  static func generated(for spec: CommandSpec) -> [BadInput] {
    let base = BadInputCases.bases[spec.name] ?? spec.path
    let extra = Array(repeating: "x", count: spec.positionals.upperBound + 1)
    var cases = [
      BadInput(spec.path + extra, "argument"),
      BadInput(base + ["--no-such-option"], "--no-such-option"),
      BadInput(base + ["a" + BadInputWorld.notUTF8 + "b"], "argument \(base.count + 1)"),
    ]
    if spec.positionals.lowerBound > 0 { cases.append(BadInput(spec.path, "argument")) }
    for (index, option) in spec.options.enumerated() {
      let name = "--" + option.rawValue
      guard option.valueName != nil else {
        cases.append(BadInput(base + [name + "=yes"], name))
        continue
      }
      var without = base
      if let at = without.firstIndex(of: name) { without.removeSubrange(at...at + 1) }
      cases.append(BadInput(without + [name, ""], option.rawValue))
      guard index == 0 else { continue }
      cases += [
        BadInput(without + [name], name),
        BadInput(without + [name, "a" + BadInputWorld.notUTF8 + "b"], name),
      ]
    }
    return cases
  }

  /// Exit 1 or 2, one line on stderr that names `field`, no trap or stack trace, no output.
  static func expectRefused(
    _ outcome: BoundedProcess.Outcome, naming field: String?, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = outcome.errorText
    #expect(!outcome.timedOut, "\(label) hung", sourceLocation: sourceLocation)
    let ending = outcome.exitStatus.map { "exit \($0)" } ?? "signal \(outcome.signal ?? 0)"
    #expect(
      outcome.exitStatus == 1 || outcome.exitStatus == 2,
      "\(label): \(ending) \(text.prefix(300))", sourceLocation: sourceLocation)
    #expect(
      text.hasPrefix("jamaal") && text.hasSuffix("\n") && !text.dropLast().contains("\n"),
      "\(label): not one line: \(text.prefix(300))", sourceLocation: sourceLocation)
    if let field {
      #expect(
        text.prefix(1_200).contains(field),
        "\(label): \(text.prefix(300)) does not name \(field)", sourceLocation: sourceLocation)
    }
    for trap in [
      "Fatal error", "Stack dump", "Current stack trace", "0x0000", "Illegal instruction",
    ] {
      #expect(!text.contains(trap), "\(label): \(text.prefix(300))", sourceLocation: sourceLocation)
    }
    #expect(outcome.stdout.isEmpty, "\(label) printed on stdout", sourceLocation: sourceLocation)
  }
}
