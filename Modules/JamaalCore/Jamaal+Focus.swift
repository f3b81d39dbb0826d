import Foundation
public import Model
import Presentation

extension Jamaal {
  /// The running focus session, if any (the latest, should sync have brought two).
  /// - Throws: `StoreError`.
  public func runningFocusSession() throws -> FocusSession? {
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
  public func startFocusSession(title: String?) throws -> FocusSession {
    if let title {
      do { try TitleRule.check(title, field: "--title") } catch { throw JamaalError.field(error) }
    }
    let now = clock.now
    return try store.transaction {
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
  public func stopFocusSessions() throws -> [FocusSession] {
    let now = clock.now
    return try store.transaction {
      let running = try store.runningFocusSessions()
      guard !running.isEmpty else { throw JamaalError(.notFound, FocusStrings.notRunning) }
      return try running.map { session in
        var stopped = session
        stopped.endedAt = max(now, session.startedAt)
        stopped.loggedMinutes = Int(max(0, now.timeIntervalSince(session.startedAt)) / 60)
        stopped.modifiedAt = now
        try store.updateFocusSession(stopped)
        return stopped
      }
    }
  }
}
