public import JamaalCore

extension Jamaal {
  /// The sync engine on this facade's own store: one connection writes the file, so the app
  /// never opens it twice (STYLE: one writer per file).
  ///
  /// ```swift
  /// let report = try jamaal.syncEngine(cloud: AppCloud(), device: "iphone").sync()
  /// ```
  /// - Parameters:
  ///   - cloud: the cloud database.
  ///   - device: this device's sync name (1–64 letters, digits, `.`, `_` or `-`).
  ///   - retry: how often to retry a passing failure.
  ///   - progress: told how many of how many records moved, for long rounds.
  /// - Returns: the engine, with the facade's clock.
  public func syncEngine(
    cloud: any CloudDatabase, device: String, retry: RetryPolicy = RetryPolicy(),
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) -> SyncEngine {
    SyncEngine(
      store: store, cloud: cloud, device: device, clock: clock, retry: retry, progress: progress)
  }
}
