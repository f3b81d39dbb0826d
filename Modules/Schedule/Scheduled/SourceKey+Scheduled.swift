public import JamaalModel

extension SourceKey {
  /// The key of the `scheduled` source: school run, bin night, plants and custom rules.
  public static let scheduled: SourceKey = "scheduled"
}
