import Foundation
import JamaalCore
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

/// Issue 10, item 1: several writers on one store (each its own facade and connection, as
/// several `jamaal` processes have) lose nothing and never both win one decision.
@Suite struct ConcurrentWritersTests {
  let facade = FacadeTests()
  /// Thursday 26 November, 15:20 in Riyadh: the school run's pick-up (15:15–15:45) is open.
  let now = "2026-11-26T15:20:00+03:00"

  /// A store holding the school run, evaluated: its URL and the rule's id.
  func schoolRunStore() throws -> (URL, UUID) {
    let url = Fixtures.temporaryFolder("writers").appendingPathComponent("s.sqlite")
    let jamaal = try facade.open(at: now, store: url)
    let rule = try jamaal.rules.add(facade.draft(facade.schoolRun))
    return (url, rule.id)
  }

  /// Edits of different fields, a pause and an exception, all at once on one rule: every one
  /// acknowledged is in the rule at the end (before the fix, 29 trials in 30 lost one).
  @Test func concurrentEditsPauseAndExceptionAreAllKept() throws {
    for trial in 0..<8 {
      let (url, id) = try schoolRunStore()
      let errors = LockedList<any Error>()
      let facade = facade
      let now = now
      DispatchQueue.concurrentPerform(iterations: 5) { writer in
        do {
          let jamaal = try facade.open(at: now, store: url)
          switch writer {
          case 0: try jamaal.rules.edit(id, sets: ["effort=45"])
          case 1: try jamaal.rules.edit(id, sets: ["endDate=2027-06-30"])
          case 2: try jamaal.rules.edit(id, sets: ["title=Kids' school run"])
          case 3: try jamaal.rules.change(.pause, ruleWithID: id)
          default:
            let range = try ExceptionRange(
              start: Fixtures.date("2026-12-21"), end: Fixtures.date("2027-01-01"),
              reason: .holiday)
            try jamaal.rules.addException(range, toRuleWithID: id)
          }
        } catch {
          errors.append(error)
        }
      }
      #expect(errors.all.isEmpty, "trial \(trial): \(errors.all)")
      let rule = try #require(try facade.open(at: now, store: url).store.rule(id: id))
      let config = String(decoding: rule.configData, as: UTF8.self)
      #expect(rule.effortMinutes == 45, "trial \(trial)")
      #expect(config.contains("2027-06-30"), "trial \(trial): \(config)")
      #expect(rule.title == "Kids' school run", "trial \(trial)")
      #expect(rule.isPaused, "trial \(trial)")
      #expect(config.contains("2026-12-21"), "trial \(trial): \(config)")
      #expect(config.contains("futureKey"), "trial \(trial): unknown keys kept")
    }
  }

  /// Eight actions on one open Anchor at once: exactly one is acknowledged, the store holds its
  /// outcome, and every other is refused with the usual words ("Already marked …").
  @Test func ofEightConcurrentActionsExactlyOneWins() throws {
    let actions: [AnchorAction] = [
      .attend, .skip, .delegate, .attend, .skip, .delegate, .attend, .delegate,
    ]
    for trial in 0..<6 {
      let (url, id) = try schoolRunStore()
      let jamaal = try facade.open(at: now, store: url)
      let pickup = try #require(
        try jamaal.store.anchors(rule: id).first {
          $0.slotKey == "pickup" && $0.occurrenceDate == Fixtures.date("2026-11-26")
        })
      let wins = LockedList<AttendanceStatus>()
      let refusals = LockedList<String>()
      let others = LockedList<any Error>()
      let facade = facade
      let now = now
      DispatchQueue.concurrentPerform(iterations: actions.count) { index in
        do {
          let writer = try facade.open(at: now, store: url)
          wins.append(try writer.anchors.act(actions[index], on: pickup).attendanceStatus)
        } catch let error as JamaalError {
          guard case .action(.alreadyDecided) = error.kind else { return others.append(error) }
          refusals.append(error.message)
        } catch {
          others.append(error)
        }
      }
      #expect(others.all.isEmpty, "trial \(trial): \(others.all)")
      #expect(wins.all.count == 1, "trial \(trial): \(wins.all)")
      #expect(refusals.all.count == actions.count - 1)
      #expect(refusals.all.allSatisfy { $0.hasPrefix("Already marked") }, "\(refusals.all)")
      let stored = try #require(try jamaal.store.anchor(id: pickup.id))
      #expect([stored.attendanceStatus] == wins.all, "trial \(trial)")
    }
  }
}
