public import Foundation

/// A store that needs recovery: why, details, and the two ways out — retry, or a reset that takes
/// two distinct confirmations.
///
/// ```swift
/// let first = recovery.requestReset()
/// let second = first.confirmAgain()
/// let outcome = try recovery.reset(second)   // moves the file aside, opens a fresh store
/// ```
public struct StoreRecovery: Sendable {
  /// The store file.
  public let url: URL
  /// Why it could not be opened.
  public let reason: StoreRecoveryReason
  /// What SQLite or the file system said, for the curious and for bug reports.
  public let detail: String
  let options: StoreOptions

  /// Opens the store again (after the user fixed permissions, or another version migrated it).
  /// - Returns: the new opening state.
  ///
  /// Damage remembered from an earlier command (`DamageMarker`) is forgotten first and the file
  /// checked in full again: a store that passes opens; one that fails needs recovery again.
  public func retry() -> StoreOpening {
    DamageMarker.clear(url.path)
    let opening = Opener(url: url, options: options).open()
    guard case .ready(let store) = opening, let missing = store.missingTable() else {
      return opening
    }
    let detail = "the table \(missing) is missing"
    store.noteDamage(detail)
    return .needsRecovery(
      StoreRecovery(url: url, reason: .damaged, detail: detail, options: options))
  }

  /// The first of the two confirmations a reset needs ("Reset this device's data?").
  /// - Returns: a token whose `confirmAgain()` gives the second confirmation.
  public func requestReset() -> ResetConfirmation { ResetConfirmation(url: url) }

  /// Moves the store file (and its `-wal`/`-shm`) aside to `<name>.damaged-<UTC time>`, never
  /// deleting anything, then opens a fresh store at `url`. Never touches a cloud copy.
  /// - Parameter confirmation: the second confirmation, made from this recovery's first one.
  /// - Returns: where the file went (nil when there was no file) and the new opening state.
  /// - Throws: `StoreError` when the file cannot be moved; nothing was moved then.
  public func reset(_ confirmation: FinalResetConfirmation) throws -> StoreResetOutcome {
    precondition(confirmation.url == url, "a reset confirmation for another store")
    let moved = try DamagedFile.moveAside(url, at: options.clock.now)
    return StoreResetOutcome(movedTo: moved, opening: Opener(url: url, options: options).open())
  }
}

/// The first reset confirmation; only `StoreRecovery.requestReset()` makes one.
public struct ResetConfirmation: Sendable {
  let url: URL

  /// The second, distinct confirmation ("This can't be undone on this device. Reset?").
  /// - Returns: the token `StoreRecovery.reset(_:)` takes.
  public func confirmAgain() -> FinalResetConfirmation { FinalResetConfirmation(url: url) }
}

/// The second reset confirmation; only `ResetConfirmation.confirmAgain()` makes one.
public struct FinalResetConfirmation: Sendable {
  let url: URL
}

/// What a reset did.
public struct StoreResetOutcome: Sendable {
  /// Where the old file was moved (nil when there was no file to move).
  public let movedTo: URL?
  /// The state of the fresh store.
  public let opening: StoreOpening
}
