/// The Presentation module: not built yet (see the open issues).
public enum PresentationModule {}
