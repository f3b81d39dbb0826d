/// The Schedule module: not built yet (see the open issues).
public enum ScheduleModule {}
