import Foundation
import JamaalCore
import Model
import Presentation
import Schedule
import Storage

/// A command's view of the world: the environment, and the store opened through the facade.
struct Session {
  /// Where output goes and which options were given.
  let invocation: Invocation
  /// The clock, zone, store path and preset folder.
  let environment: Environment

  /// Resolves the environment of an invocation.
  init(_ invocation: Invocation) throws {
    self.invocation = invocation
    environment = try Environment(invocation.global)
  }

  /// The output.
  var output: Output { invocation.output }

  /// The store URL.
  var storeURL: URL { URL(fileURLWithPath: environment.storePath) }

  /// Opens the store and the facade; a store that needs recovery ends the command with exit 3.
  func open() throws -> Jamaal {
    switch Jamaal.open(
      storeAt: storeURL, registry: try Sources.registry(), clock: environment.clock)
    {
    case .ready(let jamaal): return jamaal
    case .needsRecovery(let recovery): throw CLIError.needsRecovery(Self.recoveryMessage(recovery))
    case .failed(let error): throw CLIError.refused(error.message)
    }
  }

  /// Opens the store and evaluates the day first (finalise missed, generate), as the app does on
  /// launch.
  func openEvaluated() throws -> Jamaal {
    let jamaal = try open()
    try jamaal.evaluate()
    return jamaal
  }

  /// The preset library of the preset folder.
  func presets() throws -> PresetLibrary {
    do {
      return try PresetLibrary(folder: environment.presetsFolder, registry: try Sources.registry())
    } catch {
      throw CLIError.refused(String(describing: error))
    }
  }

  /// The message for a store that won't open (G-81): the reason and the two ways out.
  static func recoveryMessage(_ recovery: StoreRecovery) -> String {
    RecoveryStrings.needsRecovery(
      at: recovery.url.path, reason: RecoveryWords.reason(recovery.reason),
      detail: recovery.detail) + "\n" + RecoveryWords.waysOut
  }
}
