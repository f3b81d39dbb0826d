package import JamaalPresentation
import JamaalStorage

/// The recovery screen's words for the storage layer's reasons, and how the CLI takes each way
/// out.
package enum RecoveryWords {
  /// The command that tries again.
  static let retryCommand = "jamaal recover --retry"
  /// The command that resets this device's data.
  static let resetCommand = "jamaal recover --reset"

  /// The two ways out, one line each ("Try again: jamaal recover --retry", …), for `reason`.
  package static func waysOut(_ reason: RecoveryReason = .damaged) -> String {
    RecoveryStrings.wayOut(.tryAgain, command: retryCommand, reason: reason) + "\n"
      + RecoveryStrings.wayOut(.reset, command: resetCommand, reason: reason)
  }
}
