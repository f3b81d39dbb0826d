public import Foundation

/// A source's schedule with the rule's exceptions applied: the engine's rule (SPEC §4.2) that no
/// Anchor is generated inside an exception, whatever the source yields.
///
/// ``SourceRegistry/read(_:)`` wraps every schedule it returns in one, so no source has to
/// remember exceptions and none can forget them.
public struct ExceptedSchedule: RuleSchedule {
  /// The source's own schedule.
  public let base: any RuleSchedule
  /// The rule's exceptions, merged (AN-06).
  public let exceptions: [ExceptionRange]

  /// Wraps `base` with `exceptions`.
  public init(_ base: any RuleSchedule, exceptions: [ExceptionRange]) {
    self.base = base
    self.exceptions = exceptions
  }

  /// The source's Anchors for `date`, less those whose occurrence date is excepted.
  public func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor] {
    guard !exceptions.isEmpty else { return base.anchors(for: date, context: context) }
    return base.anchors(for: date, context: context).filter {
      !exceptions.excludes($0.occurrenceDate)
    }
  }

  /// The source's missing windows, none on an excepted date.
  public func missingWindows(on date: LogicalDate) -> [MissingWindow] {
    exceptions.excludes(date) ? [] : base.missingWindows(on: date)
  }

  /// The source's end date.
  public var endDate: LogicalDate? { base.endDate }

  /// The source's summary.
  public var summary: String { base.summary }

  /// The source's summary on `date` (as written on an excepted date: nothing is generated).
  public func summary(on date: LogicalDate) -> String {
    exceptions.excludes(date) ? base.summary : base.summary(on: date)
  }

  /// The source's zone.
  public var timeZone: TimeZone? { base.timeZone }
}
