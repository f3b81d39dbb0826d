/// The Storage module: not built yet (see the open issues).
public enum StorageModule {}
