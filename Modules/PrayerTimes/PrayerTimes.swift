/// The PrayerTimes module: not built yet (see the open issues).
public enum PrayerTimesModule {}
