public import JamaalModel

extension SourceKey {
  /// The prayer-times source: the five daily prayers of a place as Anchors (SPEC §5).
  public static let prayerWindow: SourceKey = "prayerWindow"
}
