public import Foundation

/// A rule's config, decoded: what the engine needs to generate and summarise.
///
/// A schedule need not know about exceptions: the registry reads a rule's `exceptions` (the
/// config key every source shares, SPEC §4.2) and no Anchor is ever generated inside one,
/// whatever the schedule yields.
public protocol RuleSchedule: Sendable {
  /// The Anchors the rule yields for one logical date; a pure function of its inputs.
  ///
  /// - Parameters:
  ///   - date: the logical date.
  ///   - context: now, zones, settings and what is already stored for this rule.
  /// - Returns: the Anchors for `date` (possibly none), pending, with `createdAt = context.now`.
  func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor]

  /// The one-line summary for the rules list ("Mon–Fri · 08:15 · 30 min").
  var summary: String { get }

  /// The summary as it holds on `date`: what the rule can generate that day ("4 of 5 prayers"
  /// when one has no window). Optional: the default is ``summary``.
  func summary(on date: LogicalDate) -> String

  /// The zone the rule's wall times are read in, when the rule fixes one (D-5).
  var timeZone: TimeZone? { get }

  /// The windows the rule cannot have on `date`, and why (a prayer with no window in polar
  /// night). Optional: the default is none.
  func missingWindows(on date: LogicalDate) -> [MissingWindow]

  /// The last date the rule yields Anchors, when it has one. Optional: the default is none.
  var endDate: LogicalDate? { get }
}

extension RuleSchedule {
  /// No window is ever missing.
  public func missingWindows(on date: LogicalDate) -> [MissingWindow] { [] }

  /// The summary, whatever the day.
  public func summary(on date: LogicalDate) -> String { summary }

  /// No end date.
  public var endDate: LogicalDate? { nil }
}
