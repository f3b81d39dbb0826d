import Foundation
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// AN-10, G-28, G-29: every action in every window state, with the exact words of each refusal.
@Suite struct ActionTests {
  let day = LogicalDay(timeZone: ScheduleFixtures.london)

  /// The moments, for a window 15:00–15:40 on Monday 30 November 2026 in London.
  static let moments: [(name: String, now: String)] = [
    ("upcoming", "2026-11-30T14:00:00Z"),
    ("open", "2026-11-30T15:10:00Z"),
    ("closingSoon", "2026-11-30T15:35:00Z"),
    ("closed", "2026-11-30T16:00:00Z"),
    ("closedNextMorning", "2026-12-01T02:59:00Z"),
    ("afterTheDayOfGrace", "2026-12-01T03:00:00Z"),
  ]

  /// Expected outcome per moment, in `moments` order: a status, or the refusal's words.
  static let table: [(AttendanceStatus, AnchorAction, [String])] = [
    (
      .pending, .attend,
      [
        "Opens at 15:00", "attended", "attended", "attended", "attended",
        "The day for marking this done ended at 03:00",
      ]
    ),
    (
      .pending, .skip,
      [
        "skipped", "skipped", "skipped", "This window has closed", "This window has closed",
        "This window has closed",
      ]
    ),
    (
      .pending, .delegate,
      [
        "delegated", "delegated", "delegated", "This window has closed", "This window has closed",
        "This window has closed",
      ]
    ),
    (
      .pending, .markDoneAfterAll,
      [
        "Opens at 15:00", "This window is still open", "This window is still open", "attended",
        "attended", "The day for marking this done ended at 03:00",
      ]
    ),
  ]

  static let available: [AttendanceStatus: [[AnchorAction]]] = [
    .pending: [
      [.skip, .delegate], [.attend, .skip, .delegate], [.attend, .skip, .delegate],
      [.markDoneAfterAll], [.markDoneAfterAll], [],
    ]
  ]

  func outcome(_ action: AnchorAction, _ anchor: Anchor, at now: Date) -> String {
    do {
      let changed = try AnchorActions.perform(action, on: anchor, now: now, logicalDay: day)
      #expect(changed.resolvedAt == now)
      #expect(changed.modifiedAt == now)
      #expect(changed.id == anchor.id)
      return changed.attendanceStatus.rawValue
    } catch {
      return error.message
    }
  }

  @Test func pendingInEveryWindowState() {
    let anchor = ScheduleFixtures.anchor("2026-11-30T15:00:00Z", "2026-11-30T15:40:00Z")
    for (status, action, expected) in Self.table {
      #expect(status == .pending)
      for (index, moment) in Self.moments.enumerated() {
        let got = outcome(action, anchor, at: Fixtures.instant(moment.now))
        #expect(got == expected[index], "\(action) at \(moment.name)")
      }
    }
    for (index, moment) in Self.moments.enumerated() {
      let now = Fixtures.instant(moment.now)
      #expect(
        AnchorActions.availableActions(for: anchor, now: now, logicalDay: day)
          == Self.available[.pending]?[index], "\(moment.name)")
      #expect(
        WindowState(of: anchor, at: now).rawValue
          == moment.name.replacingOccurrences(
            of: "NextMorning", with: ""
          ).replacingOccurrences(of: "afterTheDayOfGrace", with: "closed"))
    }
  }

  @Test(arguments: [
    (AttendanceStatus.attended, "Already marked attended"),
    (.skipped, "Already marked not today"),
    (.delegated, "Already marked as done by someone else"),
    (.unknown("postponed"), "Update Jamaal to change this"),
  ])
  func decidedOutcomesAreNeverReopened(_ status: AttendanceStatus, message: String) {
    let anchor = ScheduleFixtures.anchor(
      "2026-11-30T15:00:00Z", "2026-11-30T15:40:00Z", status: status)
    for moment in Self.moments {
      let now = Fixtures.instant(moment.now)
      for action in AnchorAction.allCases {
        #expect(outcome(action, anchor, at: now) == message, "\(action) at \(moment.name)")
      }
      #expect(AnchorActions.availableActions(for: anchor, now: now, logicalDay: day).isEmpty)
    }
  }

  @Test func aStoredMissedAnchorGetsTheLateCorrectionUntilTheEndOfItsDay() {
    let anchor = ScheduleFixtures.anchor(
      "2026-11-30T15:00:00Z", "2026-11-30T15:40:00Z", status: .missed)
    let expected: [AnchorAction: [String]] = [
      .attend: ["attended", "attended", "The day for marking this done ended at 03:00"],
      .skip: ["This window has closed", "This window has closed", "This window has closed"],
      .delegate: ["This window has closed", "This window has closed", "This window has closed"],
      .markDoneAfterAll: ["attended", "attended", "The day for marking this done ended at 03:00"],
    ]
    for (index, moment) in Self.moments.suffix(3).enumerated() {
      for action in AnchorAction.allCases {
        #expect(
          outcome(action, anchor, at: Fixtures.instant(moment.now)) == expected[action]?[index],
          "\(action) at \(moment.name)")
      }
    }
  }

  @Test func theLateCorrectionMovesResolvedAt() throws {
    var anchor = ScheduleFixtures.anchor("2026-11-30T15:00:00Z", "2026-11-30T15:40:00Z")
    anchor = try #require(
      MissedAnchors.finalise([anchor], now: Fixtures.instant("2026-11-30T16:00:00Z")).first)
    #expect(anchor.resolvedAt == Fixtures.instant("2026-11-30T15:40:00Z"))
    let later = Fixtures.instant("2026-11-30T21:00:00Z")
    let corrected = try AnchorActions.perform(
      .markDoneAfterAll, on: anchor, now: later, logicalDay: day)
    #expect(corrected.attendanceStatus == .attended)
    #expect(corrected.resolvedAt == later)
  }

  @Test func aMultiDayWindowEndingAtADayBoundaryHasTheFollowingDayOfGrace() throws {
    // Plants: Thursday 03:00 to Saturday 03:00; missed; correctable all Saturday.
    let anchor = ScheduleFixtures.anchor("2026-11-26T03:00:00Z", "2026-11-28T03:00:00Z")
    let saturdayNight = Fixtures.instant("2026-11-29T02:30:00Z")
    #expect(outcome(.markDoneAfterAll, anchor, at: saturdayNight) == "attended")
    #expect(
      outcome(.markDoneAfterAll, anchor, at: Fixtures.instant("2026-11-29T03:00:00Z"))
        == "The day for marking this done ended at 03:00")
    #expect(
      AnchorActions.lateCorrectionDeadline(for: anchor, logicalDay: day)
        == Fixtures.instant("2026-11-29T03:00:00Z"))
  }

  /// D-20: a window that ends before the day start of its own date (Fajr 02:31–02:55 on
  /// 2027-06-21, the logical 20th) is correctable until that date's day ends, and the refusal
  /// after it names when the day ended.
  @Test func aWindowBeforeTheDayStartIsCorrectableAllThroughItsOwnDay() {
    let reykjavik = LogicalDay(timeZone: Fixtures.zone("Atlantic/Reykjavik"))
    var anchor = ScheduleFixtures.anchor("2027-06-21T02:31:00Z", "2027-06-21T02:55:00Z")
    anchor.occurrenceDate = Fixtures.date("2027-06-21")
    #expect(
      AnchorActions.lateCorrectionDeadline(for: anchor, logicalDay: reykjavik)
        == Fixtures.instant("2027-06-22T03:00:00Z"))
    func attend(at now: String) -> String {
      do {
        return try AnchorActions.perform(
          .attend, on: anchor, now: Fixtures.instant(now), logicalDay: reykjavik
        ).attendanceStatus.rawValue
      } catch { return error.message }
    }
    #expect(attend(at: "2027-06-21T02:57:00Z") == "attended")
    #expect(attend(at: "2027-06-22T02:59:00Z") == "attended")
    #expect(attend(at: "2027-06-22T03:00:00Z") == "The day for marking this done ended at 03:00")
    #expect(
      attend(at: "2027-06-24T12:00:00Z") == "The day for marking this done ended Tue at 03:00")
    #expect(
      attend(at: "2027-07-01T12:00:00Z")
        == "The day for marking this done ended 2027-06-22 at 03:00")
  }

  @Test(arguments: [
    ("2026-11-30T15:00:00Z", "Opens at 15:00"),
    ("2026-12-01T08:15:00Z", "Opens tomorrow at 08:15"),
    ("2026-12-03T03:00:00Z", "Opens Thu at 03:00"),
    ("2027-01-04T09:00:00Z", "Opens 2027-01-04 at 09:00"),
    ("2026-07-01T09:30:00+01:00", "Opens 2026-07-01 at 09:30"),
  ])
  func anUpcomingRowSaysWhenItOpens(_ start: String, _ message: String) {
    let opens = Fixtures.instant(start)
    var anchor = ScheduleFixtures.anchor(start, start)
    anchor.windowEnd = opens.addingTimeInterval(1800)
    let now =
      opens > Fixtures.instant("2026-11-01T00:00:00Z")
      ? Fixtures.instant("2026-11-30T10:00:00Z") : Fixtures.instant("2026-01-01T10:00:00Z")
    #expect(outcome(.attend, anchor, at: now) == message)
  }

  @Test func opensAtIsReadInTheDeviceZone() {
    let anchor = ScheduleFixtures.anchor("2026-11-30T12:20:00Z", "2026-11-30T12:50:00Z")
    let istanbul = LogicalDay(timeZone: Fixtures.zone("Europe/Istanbul"))
    #expect(throws: ActionRefusal.self) {
      try AnchorActions.perform(
        .attend, on: anchor, now: Fixtures.instant("2026-11-30T10:00:00Z"), logicalDay: istanbul)
    }
    do {
      _ = try AnchorActions.perform(
        .attend, on: anchor, now: Fixtures.instant("2026-11-30T10:00:00Z"), logicalDay: istanbul)
    } catch {
      #expect(error.message == "Opens at 15:20")
    }
  }

  @Test(arguments: [
    // (window minutes, minutes before the end, expected state)
    (120, 16, WindowState.open), (120, 15, .closingSoon), (60, 15, .closingSoon),
    (60, 16, .open), (40, 10, .closingSoon), (40, 11, .open), (20, 5, .closingSoon),
    (20, 6, .open), (1440, 15, .closingSoon), (1, 0, .closed),
  ])
  func closingSoonIsTheLast15MinutesOrTheLastQuarter(
    _ length: Int, _ before: Int, _ state: WindowState
  ) {
    let start = Fixtures.instant("2026-11-30T09:00:00Z")
    let end = start.addingTimeInterval(Double(length * 60))
    #expect(
      WindowState(
        windowStart: start, windowEnd: end, now: end.addingTimeInterval(Double(-before * 60)))
        == state)
  }

  @Test func pendingAndClosedReadsAsMissedAtOnce() {
    let anchor = ScheduleFixtures.anchor("2026-11-30T15:00:00Z", "2026-11-30T15:40:00Z")
    #expect(anchor.effectiveStatus(at: Fixtures.instant("2026-11-30T15:39:59Z")) == .pending)
    #expect(anchor.effectiveStatus(at: Fixtures.instant("2026-11-30T15:40:00Z")) == .missed)
    let finalised = MissedAnchors.finalise(
      [anchor], now: Fixtures.instant("2026-11-30T18:00:00Z"))
    #expect(finalised.map(\.attendanceStatus) == [.missed])
    #expect(finalised.map(\.modifiedAt) == [Fixtures.instant("2026-11-30T18:00:00Z")])
    #expect(MissedAnchors.finalise([anchor], now: Fixtures.instant("2026-11-30T15:39:00Z")).isEmpty)
  }
}
