/// The Sync module: not built yet (see the open issues).
public enum SyncModule {}
