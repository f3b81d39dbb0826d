import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Issue 26, item 9: a stored value this version can't read (a newer version wrote it, or a hand
/// edit) is its own cause, never damage: the store opens healthy, the value stays as it is, and no
/// recovery is asked for.
@Suite struct UnreadableValueTests {
  /// A store with rows and settings, closed cleanly, then edited through a plain connection.
  func store(editedWith sql: String) throws -> URL {
    let url = StorageFixtures.storeURL("unreadable")
    do {
      let store = try StorageFixtures.open(url)
      try StorageFixtures.fill(store)
      try store.saveSettings(UserSettings(createdAt: StorageFixtures.now))
    }
    do {
      let connection = try Connection(path: url.path, readOnly: false)
      try connection.execute(sql)
    }
    return url
  }

  @Test func aDayStartANewerVersionWroteOpensHealthyWithTheDefault() throws {
    let url = try store(
      editedWith: "UPDATE user_settings SET day_start = 'PT3H', week_start = 'mo'")
    let store = try StorageFixtures.open(url)
    let settings = try #require(try store.settings())
    #expect(settings.dayStart == .defaultDayStart)
    #expect(settings.weekStart == .monday)
    let raw = try store.read {
      try $0.texts("SELECT day_start || ' ' || week_start FROM user_settings")
    }
    #expect(raw == ["PT3H mo"], "the value stays as the newer version wrote it")
  }

  @Test func aRowIdThisVersionCantReadIsNotDamage() throws {
    let url = try store(
      editedWith: "UPDATE rules SET id = 'not-an-id' WHERE rowid = (SELECT min(rowid) FROM rules)")
    do {
      let store = try StorageFixtures.open(url)
      do {
        _ = try store.rules()
        Issue.record("a rule with an unreadable id was read")
      } catch let error as StoreError {
        #expect(error.cause == .unreadableValue)
        #expect(!error.isDamage)
        #expect(error.message.contains("'not-an-id' is not an id"))
      }
    }
    // Closed after the failed read: the next open finds it healthy, not in need of recovery.
    let again = try StorageFixtures.open(url)
    #expect(try again.integrityCheck() == ["ok"])
  }

  @Test func everySQLiteCodeHasOneCause() {
    #expect(StoreError(code: 11, message: "database disk image is malformed").cause == .damaged)
    #expect(StoreError(code: 26, message: "file is not a database").cause == .damaged)
    #expect(StoreError(code: 1, message: "no such table: anchors").cause == .damaged)
    #expect(StoreError(code: 1, message: "near \"x\": syntax error").cause == .refused)
    #expect(StoreError(code: 517, message: "database is locked").cause == .busy)
    #expect(StoreError(code: 13, message: "database or disk is full").cause == .diskFull)
    #expect(StoreError(code: 2067, message: "UNIQUE constraint failed").cause == .constraint)
    #expect(StoreError.unreadable("x").isDamage == false)
  }
}
