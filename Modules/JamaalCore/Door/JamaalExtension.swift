public import JamaalPresentation

/// What plugs into the facade beside the sources, passed in the ``JamaalConfiguration``: the
/// daily rollover's pause and Today's notices with their dismissal (sync's account change and
/// problem line, G-79/G-80). The facade knows nothing of what an extension is about.
///
/// ```swift
/// struct Maintenance: JamaalExtension {
///   func todayNotices(_ jamaal: Jamaal) throws -> [TodayNotice] {
///     [TodayNotice(id: "maintenance", text: "Backups resume tonight.")]
///   }
/// }
/// ```
public protocol JamaalExtension: Sendable {
  /// Whether the daily rollover waits: evaluation then finalises and generates nothing, and Today
  /// shows what is stored (G-80). Read once, when the facade opens.
  /// - Parameter jamaal: the facade being opened.
  /// - Returns: whether the rollover waits.
  /// - Throws: what reading its state throws; opening then fails.
  func pausesRollover(_ jamaal: Jamaal) throws -> Bool

  /// The notices this extension shows on Today, in order (read with Today; a notice shown once
  /// may record its showing).
  /// - Parameter jamaal: the open facade.
  /// - Returns: the notices, in order.
  /// - Throws: what reading its state throws.
  func todayNotices(_ jamaal: Jamaal) throws -> [TodayNotice]

  /// Dismisses the notice with `id`, if it is this extension's and can be dismissed.
  /// - Parameters:
  ///   - id: the notice's id.
  ///   - jamaal: the open facade.
  /// - Returns: whether something was dismissed (`false`: nothing written).
  /// - Throws: what writing the dismissal throws.
  func dismissNotice(_ id: TodayNotice.ID, _ jamaal: Jamaal) throws -> Bool

  /// Its part of the settings screens (ST-06: sync's state — signed in, or a problem and what
  /// was set aside), read with them; `nil` when it has none.
  /// - Parameter jamaal: the open facade.
  /// - Returns: the part.
  /// - Throws: what reading its state throws.
  func settingsPart(_ jamaal: Jamaal) throws -> SettingsPart?
}

/// An extension's part of the settings screens: a heading and its lines, in words.
public struct SettingsPart: Hashable, Sendable {
  /// The part's heading ("Sync").
  public let heading: String
  /// Its lines, in order.
  public let lines: [String]

  /// Makes a part.
  public init(heading: String, lines: [String]) {
    self.heading = heading
    self.lines = lines
  }
}

extension JamaalExtension {
  /// Never pauses the rollover.
  public func pausesRollover(_ jamaal: Jamaal) throws -> Bool { false }
  /// No notices.
  public func todayNotices(_ jamaal: Jamaal) throws -> [TodayNotice] { [] }
  /// Nothing to dismiss.
  public func dismissNotice(_ id: TodayNotice.ID, _ jamaal: Jamaal) throws -> Bool { false }
  /// No part of the settings screens.
  public func settingsPart(_ jamaal: Jamaal) throws -> SettingsPart? { nil }
}
