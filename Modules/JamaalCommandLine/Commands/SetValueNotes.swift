extension RulesCommands {
  /// How `--set` values may be typed, in the help of `rules add` and `rules edit`.
  static let setValueNotes = [
    "--set values as a person types them:",
    "  days=Mon-Fri (or Mon–Fri), mon,wed,fri, weekdays, weekend or daily",
    "  start=8:15 or 08:15 (24-hour)",
    "  every=3d, 3 days, 2w or 2 weeks; a bare number counts days on a daily or every-N-days",
    "    rule (every=3 on a daily rule: every 3 days) and weeks on a rule for some weekdays",
    "    (every=2 on Mon–Fri: every other week)",
    "  timeZone=Europe/London (an IANA zone, any case; abbreviations such as BST are refused)",
    "Names of presets, methods and madhabs may be typed in any case (--preset School-Run,",
    "--method muslimworldleague, --madhab Hanafi).",
  ]
}
