/// What opening the facade gives.
public enum JamaalOpening: Sendable {
  /// Ready to use.
  case ready(Jamaal)
  /// The store needs recovery; nothing was changed.
  case needsRecovery(JamaalRecovery)
  /// The store opened but could not be read.
  case failed(JamaalError)
}
