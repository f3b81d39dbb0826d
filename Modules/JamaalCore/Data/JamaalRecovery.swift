public import Foundation
public import JamaalPresentation
public import JamaalStorage

/// A store that would not open (G-81), with the configuration it was opened with: why, in the
/// recovery screen's terms, and the two ways out — try again, or a reset that takes two distinct
/// confirmations — each handing back the facade, opened.
///
/// ```swift
/// case .needsRecovery(let recovery):
///   show(RecoveryStrings.reason(recovery.reason))
///   // Try again:
///   if case .ready(let jamaal) = recovery.retry() { … }
///   // Reset, after two confirmations:
///   let (movedTo, opening) = try recovery.reset(recovery.requestReset().confirmAgain())
/// ```
public struct JamaalRecovery: Sendable {
  /// What the storage layer found.
  public let storeRecovery: StoreRecovery
  /// The configuration to open the facade with once the store opens.
  public let configuration: JamaalConfiguration

  /// Pairs a store's recovery with the configuration it was opened with.
  public init(_ storeRecovery: StoreRecovery, configuration: JamaalConfiguration) {
    self.storeRecovery = storeRecovery
    self.configuration = configuration
  }

  /// The store file.
  public var url: URL { storeRecovery.url }

  /// Why the store would not open, as the recovery screen says it.
  public var reason: RecoveryReason { Self.reason(of: storeRecovery.reason) }

  /// What SQLite or the file system said, for the curious and for bug reports.
  public var detail: String { storeRecovery.detail }

  /// The recovery screen's reason for the storage layer's.
  public static func reason(of reason: StoreRecoveryReason) -> RecoveryReason {
    switch reason {
    case .damaged: .damaged
    case .migrationFailed: .migrationFailed
    case .newerSchema: .newerSchema
    case .noPermission: .noPermission
    }
  }

  /// Opens the store again (after the user fixed permissions, or another version migrated it),
  /// checking it in full.
  /// - Returns: the facade, or what recovery the store still needs.
  public func retry() -> JamaalOpening {
    open(storeRecovery.retry())
  }

  /// The first of the two confirmations a reset needs.
  public func requestReset() -> ResetConfirmation { storeRecovery.requestReset() }

  /// Moves the store file (and its `-wal`/`-shm`) aside, never deleting anything, then opens a
  /// fresh store and the facade on it. Never touches a cloud copy.
  /// - Parameter confirmation: the second confirmation, made from this recovery's first one.
  /// - Returns: where the old file went (nil when there was none) and the facade's opening.
  /// - Throws: `StoreError` when the file cannot be moved; nothing was moved then.
  public func reset(_ confirmation: FinalResetConfirmation) throws -> (
    movedTo: URL?, opening: JamaalOpening
  ) {
    let outcome = try storeRecovery.reset(confirmation)
    return (outcome.movedTo, open(outcome.opening))
  }

  /// The facade over a store opening.
  private func open(_ opening: StoreOpening) -> JamaalOpening {
    switch opening {
    case .ready(let store): Jamaal.ready(store, configuration)
    case .needsRecovery(let again):
      .needsRecovery(JamaalRecovery(again, configuration: configuration))
    }
  }
}
