import Foundation
public import JamaalModel
import JamaalPresentation

extension Jamaal.Focus {
  /// The running focus session, if any (the latest, should sync have brought two).
  /// - Throws: `StoreError`.
  public func running() throws -> FocusSession? {
    try store.runningFocusSessions().last
  }

  /// Starts a focus session now.
  ///
  /// Whether one already runs is read inside the write transaction, so of two starts at once
  /// exactly one runs.
  /// - Parameter title: what it is for, if named (at most 200 characters, not blank).
  /// - Returns: the session as stored.
  /// - Throws: ``JamaalError`` — `field` for a bad title, `focusRunning` (naming the running
  ///   session) when one runs; `StoreError`.
  @discardableResult
  public func start(title: String?) throws -> FocusSession {
    if let title {
      do { try TitleRule.check(title, field: "--title") } catch { throw JamaalError.field(error) }
    }
    let now = clock.now
    return try store.transaction {
      try stopSessionsPastTheirDay(now: now)
      if let running = try store.runningFocusSessions().last {
        throw JamaalError(
          .focusRunning,
          FocusStrings.alreadyRunning(
            title: running.title,
            since: TimeText.clock(running.startedAt, in: logicalDay.timeZone)))
      }
      let session = FocusSession(title: title, startedAt: now, createdAt: now, modifiedAt: now)
      try store.insertFocusSession(session)
      return session
    }
  }

  /// Stops every running focus session now, logging the whole minutes each ran.
  /// - Returns: the sessions stopped, by start.
  /// - Throws: ``JamaalError`` `notFound` when none runs; `StoreError`.
  @discardableResult
  public func stop() throws -> [FocusSession] {
    let now = clock.now
    return try store.transaction {
      let running = try store.runningFocusSessions()
      guard !running.isEmpty else { throw JamaalError(.notFound, FocusStrings.notRunning) }
      return try running.map { session in
        try stop(session, at: min(now, dayEnd(of: session)), now: now)
      }
    }
  }

  /// Stops, at the end of its logical day, every focus session left running past it (a timer
  /// never runs into the next day), logging the minutes up to then.
  /// - Returns: the sessions stopped, by start (none on most days: nothing is written then).
  /// - Throws: `StoreError`.
  @discardableResult
  public func stopPastTheirDay() throws -> [FocusSession] {
    let now = clock.now
    return try store.transaction { try stopSessionsPastTheirDay(now: now) }
  }

  /// ``stopPastTheirDay()`` inside the caller's transaction.
  @discardableResult
  private func stopSessionsPastTheirDay(now: Date) throws -> [FocusSession] {
    try store.runningFocusSessions().filter { dayEnd(of: $0) <= now }.map { session in
      try stop(session, at: dayEnd(of: session), now: now)
    }
  }

  /// The end of the logical day a session started in.
  private func dayEnd(of session: FocusSession) -> Date {
    logicalDay.interval(of: logicalDay.logicalDate(of: session.startedAt)).end
  }

  /// Stops `session` at `end`, logging its whole minutes.
  private func stop(_ session: FocusSession, at end: Date, now: Date) throws -> FocusSession {
    var stopped = session
    stopped.endedAt = max(end, session.startedAt)
    stopped.loggedMinutes = Int(max(0, end.timeIntervalSince(session.startedAt)) / 60)
    stopped.modifiedAt = now
    try store.updateFocusSession(stopped)
    return stopped
  }
}
