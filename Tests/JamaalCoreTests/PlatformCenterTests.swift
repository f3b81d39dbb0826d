import Foundation
import JamaalCore
import JamaalReminders
import JamaalTestSupport
import Synchronization
import Testing

/// The platform's notification center is async, like `UNUserNotificationCenter` (issue 26,
/// item 7): the facade awaits it with no transaction open, so what the app writes meanwhile (a
/// notification's action, handled on another connection) is kept, and the screen read after
/// the re-planning shows it.
@Suite struct PlatformCenterTests {
  let door = ConfigurationTests()

  /// A center that suspends on every call and, the next time it is asked what is pending, runs
  /// what was given to ``whilePending(_:)`` first.
  final class SuspendingCenter: UserNotificationCenter {
    private let inner = InMemoryNotificationCenter(permission: .authorized)
    private let meanwhile = Mutex<(@Sendable () throws -> Void)?>(nil)

    func whilePending(_ body: @escaping @Sendable () throws -> Void) {
      meanwhile.withLock { $0 = body }
    }

    func pendingRequests() async throws -> [NotificationRequest] {
      await Task.yield()
      let body = meanwhile.withLock { body in
        defer { body = nil }
        return body
      }
      try body?()
      return inner.pendingRequests()
    }

    func add(_ requests: [NotificationRequest]) async throws {
      await Task.yield()
      inner.add(requests)
    }

    func removePendingRequests(withIdentifiers ids: [String]) {
      inner.removePendingRequests(withIdentifiers: ids)
    }

    func authorizationStatus() async -> NotificationPermission {
      await Task.yield()
      return inner.authorizationStatus()
    }

    /// What is pending now.
    var pending: [NotificationRequest] { inner.pendingRequests() }
  }

  func status(of id: UUID, on screen: TodayScreen) -> AttendanceStatus? {
    screen.section.rows.lazy.flatMap { row -> [TodayMember] in
      switch row {
      case .plain(let plain): [plain.member]
      case .group(let group): group.members
      }
    }.first { $0.anchor.id == id }?.status
  }

  @Test func aDecisionWrittenWhileTheCenterIsAwaitedIsKeptAndShown() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("j.sqlite")
    let now = "2026-11-30T09:10:00Z"
    let center = SuspendingCenter()
    let jamaal = try door.open(
      try door.configuration(.file(url), at: now, reminders: .center(center)))
    let dentist = try door.dentist(jamaal)
    _ = try jamaal.rules.add(door.walk(at: "18:00"))
    let first = try await jamaal.todayScreen()
    #expect(status(of: dentist.id, on: first) == .pending)
    #expect(center.pending.contains { $0.title.contains("Walk") }, "the walk is reminded")

    // The next launch: while the center is read, the dentist is attended from its notification
    // on another connection. A transaction held across the await would make that write wait
    // and fail, or hide it from the screen read in the same snapshot.
    let other = try door.open(try door.configuration(.file(url), at: now))
    center.whilePending { _ = try other.anchors.act(.attend, on: dentist) }
    let second = try await jamaal.todayScreen()
    #expect(status(of: dentist.id, on: second) == .attended)
  }
}
