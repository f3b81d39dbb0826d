public import JamaalPresentation

/// The recovery screen (G-81) as one value: why the store did not open, and the two ways out
/// with their words and a reset's two confirmations. Never a crash, never a silent reset.
public struct RecoveryScreen: Sendable, Hashable {
  /// Why the store needs recovery.
  public let reason: RecoveryReason
  /// "Jamaal couldn't open your data", or "Update Jamaal to open your data" for a store a
  /// newer version wrote (it is not damaged).
  public let heading: String
  /// The reason in words: "the file is damaged", …
  public let reasonText: String
  /// Nothing was changed, and what the two ways out do.
  public let body: String
  /// What storage found, for a details disclosure (not for the headline).
  public let detail: String
  /// "Try again" and "Reset this device's data".
  public let actions: [ScreenAction<RecoveryWayOut>]
  /// The first confirmation of a reset.
  public let confirmReset: String
  /// The second confirmation of a reset.
  public let confirmAgain: String
}

extension JamaalRecovery {
  /// The recovery screen for this store.
  public var screen: RecoveryScreen {
    let reason = self.reason
    return RecoveryScreen(
      reason: reason,
      heading: reason == .newerSchema ? RecoveryStrings.updateToOpen : RecoveryStrings.heading,
      reasonText: RecoveryStrings.reason(reason), body: RecoveryStrings.nothingChanged,
      detail: detail,
      actions: RecoveryWayOut.allCases.map { ScreenAction($0, label: RecoveryStrings.label($0)) },
      confirmReset: RecoveryStrings.confirmReset(for: reason),
      confirmAgain: RecoveryStrings.confirmAgain)
  }
}
