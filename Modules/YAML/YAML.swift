/// The YAML module: not built yet (see the open issues).
public enum YAMLModule {}
