/// The Reminders module: not built yet (see the open issues).
public enum RemindersModule {}
