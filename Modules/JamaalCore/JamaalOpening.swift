public import JamaalStorage

/// What opening the facade gives.
public enum JamaalOpening {
  /// Ready to use.
  case ready(Jamaal)
  /// The store needs recovery; nothing was changed.
  case needsRecovery(StoreRecovery)
  /// The store opened but could not be read.
  case failed(JamaalError)
}
