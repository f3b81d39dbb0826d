/// The JamaalCore module: not built yet (see the open issues).
public enum JamaalCoreModule {}
