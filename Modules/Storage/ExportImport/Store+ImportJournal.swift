extension Store {
  /// Runs `body`, one import into an empty store, with SQLite's rollback journal in place of
  /// the WAL when `wanted`, then puts the WAL back.
  ///
  /// Through the WAL, each of an import's pages is written twice: into the `-wal` file, then
  /// into the store by the checkpoint at commit (about 220 MB each for 600,000 Anchors).
  /// Through the rollback journal, a page the store did not have before is written once, to
  /// the store; only the few pages the empty store already had are copied to `-journal` first.
  /// A kill or power cut mid-import leaves that journal hot, and the next open rolls it back
  /// (`Opener`): the store is empty again, as a killed import through the WAL leaves it.
  ///
  /// While the import runs it holds the file's exclusive lock, so another process opening
  /// the store waits its busy time and is then told the store is locked, where through the
  /// WAL it would read the empty store. When the switch is refused (another connection has
  /// the store open), the import runs through the WAL. When putting the WAL back is refused,
  /// the store stays on the rollback journal until its next open switches it back.
  func throughRollbackJournal<T>(if wanted: Bool, _ body: () throws -> T) throws -> T {
    let switched =
      wanted && (try? read { try $0.texts("PRAGMA journal_mode = DELETE") }) == ["delete"]
    defer { if switched { _ = try? read { try $0.texts("PRAGMA journal_mode = WAL") } } }
    return try body()
  }
}
