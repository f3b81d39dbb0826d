public import JamaalCore
public import JamaalPresentation

/// iCloud in Settings (ST-06) as one value: one of Signed in · Not signed in · iCloud is
/// restricted · iCloud storage is full · Sync is having trouble, the two facts a problem
/// states, the account-change notice with its two choices, and what was set aside or is held.
/// Read in one call (`Jamaal.syncScreen()`).
public struct SyncScreen: Sendable, Hashable {
  /// A choice the account-change notice offers (G-80).
  public enum Choice: String, Hashable, Sendable {
    /// "Export my data first".
    case exportFirst
    /// "Continue" with the new account.
    case goOn
  }

  /// Where sync stands, as the store records it.
  public let overview: SyncOverview
  /// "Signed in", …, or "Not synced yet".
  public let status: String
  /// The problem in words, with its two facts (safe on this device; what would fix it), or
  /// `nil` with no problem.
  public let problem: String?
  /// The account-change notice's title while sync waits for the user (G-80), else `nil`.
  public let accountChangeTitle: String?
  /// The notice's words, else `nil`.
  public let accountChangeBody: String?
  /// The notice's two choices, with their words (none unless the account changed).
  public let choices: [ScreenAction<Choice>]
  /// What another device sent that was set aside, or `nil` when nothing was.
  public let setAside: String?
  /// Records held until this device's clock reaches them, or `nil` when none are.
  public let held: String?
}

extension Jamaal {
  /// ST-06, read from the store in one read transaction (the cloud is not asked).
  /// - Throws: `StoreError`.
  public func syncScreen() throws -> SyncScreen {
    let overview = try store.readTogether { try SyncOverview(store: store) }
    let changed = overview.accountChanged
    return SyncScreen(
      overview: overview,
      status: overview.status.map(SyncStrings.status) ?? SyncStrings.notSyncedYet,
      problem: overview.status.flatMap(SyncStrings.problem),
      accountChangeTitle: changed ? SyncStrings.accountChangedTitle : nil,
      accountChangeBody: changed ? SyncStrings.accountChangedBody : nil,
      choices: changed
        ? [
          ScreenAction(.exportFirst, label: SyncStrings.exportFirst),
          ScreenAction(.goOn, label: SyncStrings.goOn),
        ] : [],
      setAside: overview.setAside > 0
        ? SyncStrings.setAside(overview.setAside, first: overview.firstSetAside) : nil,
      held: overview.held > 0 ? SyncStrings.held(overview.held) : nil)
  }
}
