public import Foundation
public import JamaalModel
public import JamaalSchedule
public import JamaalStorage

extension Jamaal {
  /// A rule as rule detail shows it (G-34, D-14): its overview, the Anchors of the next `days`
  /// days (the stored ones, with their ids and outcomes, for days already stored) and its
  /// exceptions.
  /// - Parameters:
  ///   - rule: the rule.
  ///   - days: how many days from today to show (7 in rule detail).
  /// - Returns: the detail.
  /// - Throws: `StoreError`.
  public func ruleDetail(_ rule: AnchorRule, days: Int = 7) throws -> RuleSnapshot {
    try ruleDetail(id: rule.id, days: days)
      ?? ruleDetail(
        rule, days: days, stored: try storedAnchors(of: rule.id), now: clock.now)
  }

  /// Rule detail (AN-02) of the rule with `id`, read from the store as it is now — so an edit
  /// or an exception made since the caller read the rule shows.
  /// - Parameters:
  ///   - id: the rule's id.
  ///   - days: how many days from today to show (7 in rule detail).
  /// - Returns: the detail, or `nil` when there is no rule with `id`.
  /// - Throws: `StoreError`.
  public func ruleDetail(id: UUID, days: Int = 7) throws -> RuleSnapshot? {
    try store.readTogether {
      guard let rule = try store.rule(id: id) else { return nil }
      return try ruleDetail(rule, days: days, stored: try storedAnchors(of: id), now: clock.now)
    }
  }

  /// Evaluates the day, re-plans reminders, then builds ``ruleDetail(_:days:)`` from the stored
  /// Anchors the evaluation read (what `jamaal rules show` does, reading them once).
  /// - Parameters:
  ///   - rule: the rule.
  ///   - days: how many days to show from today.
  /// - Returns: the rule's detail after the evaluation's writes.
  /// - Throws: `StoreError`.
  public func evaluateRuleDetail(_ rule: AnchorRule, days: Int = 7) async throws -> RuleSnapshot {
    let now = clock.now
    let context = try await evaluateReadingContext(now: now).stored
    let fresh = try store.rule(id: rule.id) ?? rule
    return try ruleDetail(
      fresh, days: days, stored: try storedAnchors(of: rule.id, context: context), now: now)
  }

  private func ruleDetail(_ rule: AnchorRule, days: Int, stored: [Anchor], now: Date) throws
    -> RuleSnapshot
  {
    let today = engine.today(at: now)
    // One look a day past the shown days, so "next" finds a weekly rule's window a week on.
    let ahead = engine.upcoming(rule, from: today, days: days + 1, stored: stored, now: now)
    let last = today.adding(days: days - 1)
    let upcoming = ahead.filter { $0.occurrenceDate <= last }
    let gaps = engine.gaps(
      rule, from: today, days: days, shown: upcoming, stored: stored, now: now)
    return RuleSnapshot(
      overview: RuleOverview(
        rule: rule, engine: engine, next: ScheduleEngine.nextPending(in: ahead, now: now),
        today: today),
      upcoming: upcoming, gaps: gaps,
      exceptions: (try? ExceptionRange.list(in: rule.configData)) ?? [],
      lastDone: LastDoneDate.of(config: rule.configData, stored: stored, logicalDay: logicalDay))
  }

  /// Every row of the store as one readable, versioned JSON document (README "Export format"),
  /// held in memory; ``exportDocument(to:)`` writes it a part at a time.
  /// - Throws: `StoreError`.
  public func exportDocument() throws -> Data { try store.export() }

  /// Writes every row of the store as one readable, versioned JSON document, about a megabyte
  /// at a time, so memory stays bounded whatever the store holds.
  /// - Parameter write: called with each part, in order.
  /// - Throws: `StoreError`; what `write` throws.
  public func exportDocument(to write: ([UInt8]) throws -> Void) throws {
    try store.export(to: write)
  }

  /// Opens an import file before any store is opened: a regular file (of any size) that starts
  /// as an export of this version or an older one.
  /// - Parameter path: the file.
  /// - Returns: the file, for ``importFile(_:progress:)``.
  /// - Throws: ``JamaalError`` of kind `importRefused` saying why.
  public static func openImport(atPath path: String) throws -> ImportFile {
    do {
      return try ImportFile(atPath: path)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }

  /// Checks and restores an import file into this (empty) store, read a window at a time, all
  /// or nothing.
  /// - Parameters:
  ///   - file: the file ``openImport(atPath:)`` opened.
  ///   - progress: told `(rows written, bytes read, bytes in all)` every 1,000 rows and at the
  ///     end.
  /// - Returns: the rows kept although over one of SPEC §7's limits, named (kept, shown cut,
  ///   editable).
  /// - Throws: ``JamaalError`` of kind `importRefused` naming the table, row and column;
  ///   `StoreError`.
  @discardableResult
  public func importFile(
    _ file: ImportFile,
    progress: ((_ rows: Int, _ bytesRead: Int, _ totalBytes: Int) -> Void)? = nil
  ) throws -> ImportLimitNotes {
    do {
      return try store.import(file, progress: progress)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }

  /// Restores a checked export into this (empty) store, all or nothing.
  /// - Parameters:
  ///   - checked: a document `Store.check(importing:)` accepted.
  ///   - progress: told `(rows written, rows in all)` every 1,000 rows and at the end.
  /// - Throws: ``JamaalError`` of kind `importRefused` naming what is wrong; `StoreError`.
  public func importDocument(
    _ checked: CheckedExport, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws {
    do {
      try store.import(checked, progress: progress)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }

  /// Checks and restores an export held in memory, all or nothing.
  /// - Throws: ``JamaalError`` of kind `importRefused` naming what is wrong; `StoreError`.
  public func importDocument(_ data: Data) throws {
    do {
      try store.import(data)
    } catch let error as StoreImportError {
      throw JamaalError(.importRefused, error.message)
    }
  }
}

/// A rule as rule detail reads it from the store (Presentation's `RuleDetail` words it).
public struct RuleSnapshot: Sendable {
  /// The rule, its state, summary and next Anchor.
  public let overview: RuleOverview
  /// The Anchors of the next days (a preview; G-34).
  public let upcoming: [Anchor]
  /// What the rule cannot generate over those days, and why nothing is shown when nothing is.
  public let gaps: RuleGaps
  /// The rule's exceptions (AN-06).
  public let exceptions: [ExceptionRange]
  /// When an after-last-done rule was last done (G-33); `nil` for other rules.
  public let lastDone: LogicalDate?
}
