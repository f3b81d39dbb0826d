package import Foundation
package import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalPresetFiles
package import JamaalSchedule
import JamaalStorage

/// A command's view of the world: the environment, and the store opened through the facade.
package struct Session {
  /// Where output goes.
  package let output: Output
  /// The plug-ins of this build: its sources.
  package let plugins: PluginSet
  /// The clock, zone, store path and preset folder.
  package let environment: Environment
  /// Lines for stderr held until the command has done its work (``printNotes()``), so that a
  /// refused command prints its refusal alone.
  private let notes = HeldLines()

  /// Resolves the environment of an invocation.
  /// - Throws: `CLIError.refused` naming `--now` or `--tz` when their value cannot be read.
  package init<Option>(_ invocation: Invocation<Option>) throws {
    output = invocation.output
    plugins = invocation.plugins
    environment = try Environment(invocation.global)
  }

  /// Holds `line` (a notice such as the zone a coordinate resolved to) for ``printNotes()``.
  package func note(_ line: String) { notes.lines.append(line) }

  /// Prints the held notices on stderr, once the command has succeeded.
  package func printNotes() {
    for line in notes.lines { Output.error(line) }
    notes.lines.removeAll()
  }

  /// The store URL.
  package var storeURL: URL { URL(fileURLWithPath: environment.storePath) }

  /// Opens the store and the facade; a store that needs recovery ends the command with exit 3.
  /// - Parameter reminders: whether evaluating the day re-plans reminders into the store's center
  ///   (`reminders plan` plans its own).
  /// - Returns: the facade.
  /// - Throws: `CLIError` when the path is refused or the store needs recovery.
  package func open(reminders: Bool = true) throws -> Jamaal {
    try checkStorePath()
    return try openChecked(reminders: reminders)
  }

  /// The facade's configuration for this command: the store, this build's sources and
  /// extensions, and reminders kept in the store.
  package func configuration(reminders: Bool = true) throws -> JamaalConfiguration {
    var configuration = JamaalConfiguration(
      store: .file(storeURL), registry: try plugins.registry(), clock: environment.clock,
      reminders: reminders ? .storedInStore : .off, extensions: plugins.extensions)
    configuration.storeObservers = StoreObservers(
      transaction: environment.writeProbe.map { WriteProbe($0).tell },
      statement: environment.statementTrace.map { StatementLog($0).tell })
    return configuration
  }

  /// Opens the store and the facade and runs `body`, the facade's reads and `body`'s in one
  /// read transaction that takes no write lock (`jamaal today` on a day with nothing to write);
  /// when `body` needs to write, `writing` runs instead, on the facade opened.
  /// - Returns: the facade and what `body` or `writing` returned.
  /// - Throws: `CLIError` when the path is refused or the store needs recovery, or what the
  ///   work throws.
  package func open<T>(
    readingFirst body: (Jamaal) throws -> T, writing: (Jamaal) throws -> T
  ) throws -> (Jamaal, T) {
    try checkStorePath()
    let (opening, result) = try Jamaal.open(try configuration(), readingFirst: body)
    switch opening {
    case .ready(let jamaal): return (jamaal, try result ?? writing(jamaal))
    case .needsRecovery(let recovery): throw CLIError.needsRecovery(Self.recoveryMessage(recovery))
    case .failed(let error): throw CLIError.refused(error.message)
    }
  }

  /// ``open()`` once the store path has been checked.
  private func openChecked(reminders: Bool = true) throws -> Jamaal {
    try openChecked(try configuration(reminders: reminders))
  }

  /// Opens the facade `configuration` names; a store that needs recovery ends the command.
  private func openChecked(_ configuration: JamaalConfiguration) throws -> Jamaal {
    switch Jamaal.open(configuration) {
    case .ready(let jamaal): return jamaal
    case .needsRecovery(let recovery): throw CLIError.needsRecovery(Self.recoveryMessage(recovery))
    case .failed(let error): throw CLIError.refused(error.message)
    }
  }

  /// The store to check a command's input against before anything is written: the store when
  /// its file exists (opened, not evaluated), else an empty one in memory, so a refused command
  /// never creates a store (issue 10: refused means nothing written).
  package func openForChecking() throws -> Jamaal {
    try checkStorePath()
    guard FileManager.default.fileExists(atPath: environment.storePath) else {
      var configuration = try configuration()
      configuration.store = .inMemory
      // The store in memory writes nothing durable: the write probe and the trace are the
      // file's (a kill inside an in-memory transaction loses nothing acknowledged).
      configuration.storeObservers = StoreObservers()
      return try openChecked(configuration)
    }
    return try openChecked()
  }

  /// Once the input passed: the store to write to (opened, created when missing). Commands
  /// evaluate the day after their own write, so a refusal never follows an evaluation's writes.
  /// - Parameter checked: what ``openForChecking()`` returned.
  /// - Returns: `checked` when it is the store, else the store opened.
  /// - Throws: `CLIError` when the store needs recovery.
  package func writable(_ checked: Jamaal) throws -> Jamaal {
    checked.store.isInMemory ? try open() : checked
  }

  /// Refuses a store path where something other than a regular file is (a FIFO, a device, a
  /// folder): such a path is never opened, created or moved.
  /// - Throws: `CLIError.refused` naming `--store`.
  package func checkStorePath() throws {
    if let problem = Store.pathProblem(at: storeURL) {
      throw CLIError.refused("--store: \(problem)")
    }
  }

  /// The preset library of the preset folder.
  package func presets() throws -> PresetLibrary {
    do {
      return try PresetLibrary(folder: environment.presetsFolder, registry: try plugins.registry())
    } catch {
      throw CLIError.refused(String(describing: error))
    }
  }

  /// The message for a store that won't open (G-81): the reason and the two ways out.
  package static func recoveryMessage(_ recovery: JamaalRecovery) -> String {
    let reason = recovery.reason
    return RecoveryStrings.needsRecovery(
      at: recovery.url.path, reason: reason, detail: recovery.detail) + "\n"
      + RecoveryWords.waysOut(reason)
  }
}

/// The notices a session holds until its command succeeds.
private final class HeldLines {
  var lines: [String] = []
}
