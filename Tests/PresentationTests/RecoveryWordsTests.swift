import JamaalPresentation
import Testing

@Suite struct RecoveryWordsTests {
  @Test func everyReasonHasItsWords() {
    #expect(
      RecoveryReason.allCases.map(RecoveryStrings.reason) == [
        "the file is damaged", "updating it to this version failed",
        "it was written by a newer version of Jamaal",
        "it cannot be read or written (permission)",
      ])
  }

  @Test func theTwoWaysOutUseTheSeedsWords() {
    #expect(
      RecoveryWayOut.allCases.map(RecoveryStrings.label) == [
        "Try again", "Reset this device's data",
      ])
    #expect(
      RecoveryStrings.wayOut(.tryAgain, command: "jamaal recover --retry")
        == "Try again: jamaal recover --retry")
    #expect(
      RecoveryStrings.wayOut(.reset, command: "jamaal recover --reset")
        == "Reset this device's data (the file is moved aside, not deleted): jamaal recover --reset"
    )
  }

  @Test func theMessagesSayNothingWasChanged() {
    #expect(
      RecoveryStrings.needsRecovery(at: "/s/j.sqlite", reason: .damaged, detail: "not a database")
        == "the store at /s/j.sqlite needs recovery: the file is damaged\n"
        + "(not a database). Nothing was changed.")
    #expect(
      RecoveryStrings.needsRecovery(at: "/s/j.sqlite", reason: .newerSchema, detail: "schema 9")
        == "Update Jamaal to open your data: the store at /s/j.sqlite was written by a newer"
        + " version of Jamaal\n(schema 9). Nothing was changed.")
    #expect(
      RecoveryStrings.wayOut(.reset, command: "R", reason: .newerSchema)
        == "Reset this device's data (what this device holds from the newer version would be set"
        + " aside; the file is moved aside, not deleted): R")
    #expect(
      RecoveryStrings.confirmReset(for: .newerSchema).contains(
        "What this device holds from the newer version would be set aside"))
    #expect(
      RecoveryStrings.damagedInUse("disk I/O error")
        == "the store is damaged (disk I/O error). Nothing more was written.")
  }

  @Test func aReadyStoreListsItsFacts() {
    var status = StoreStatus(path: "/s/j.sqlite")
    status.schemaVersion = 3
    status.integrity = "ok"
    status.rules = 3
    status.anchors = 12
    status.permission = "provisional"
    #expect(
      StatusStrings.lines(status, retry: "R", reset: "S") == [
        "store: /s/j.sqlite", "health: ready", "schema version: 3", "integrity: ok",
        "rules: 3 · anchors: 12", "notification permission: allowed quietly",
      ], "a build without sync says nothing of it")
    var sync = SyncStatusSummary(state: nil)
    sync.pendingChanges = 17
    status.moduleLines = SyncStrings.statusLines(sync)
    #expect(
      StatusStrings.lines(status, retry: "R", reset: "S") == [
        "store: /s/j.sqlite", "health: ready", "schema version: 3", "integrity: ok",
        "rules: 3 · anchors: 12", "sync: not set up", "notification permission: allowed quietly",
      ], "the modules' lines follow the figures; unsynced changes only once sync is set up")
    sync.state = "upToDate"
    status.moduleLines = SyncStrings.statusLines(sync)
    #expect(
      StatusStrings.lines(status, retry: "R", reset: "S").contains("changes not yet synced: 17"))
    status.moduleLines = []
    status.integrityCheck = "unchanged"
    #expect(
      StatusStrings.lines(status, retry: "R", reset: "S")[3]
        == "integrity: ok (unchanged since it was last checked)", "a screen's words: no hint")
    #expect(
      StatusStrings.lines(status, retry: "R", reset: "S", fullCheck: "F")[3]
        == "integrity: ok (unchanged since it was last checked; F for the full check)")
    var absent = StoreStatus(path: "/s/none.sqlite")
    absent.exists = false
    #expect(
      StatusStrings.lines(absent, retry: "R", reset: "S") == [
        "store: /s/none.sqlite",
        "health: no store yet (the first command that saves something makes it)",
      ])
    #expect(
      ["notDetermined", "denied", "authorized", "later"].map(StatusStrings.permission) == [
        "not asked yet", "denied", "allowed", "later",
      ])
  }

  @Test func aStoreThatWontOpenListsTheReasonAndTheWaysOut() {
    var status = StoreStatus(path: "/s/j.sqlite")
    status.reason = .damaged
    status.detail = "file is not a database"
    #expect(
      StatusStrings.lines(status, retry: "jamaal recover --retry", reset: "jamaal recover --reset")
        == [
          "store: /s/j.sqlite", "health: needs recovery",
          "reason: the file is damaged (file is not a database)",
          "Try again: jamaal recover --retry",
          "Reset this device's data (the file is moved aside, not deleted): jamaal recover --reset",
        ])
  }
}
