/// Hand-written hostile values for the rule and Anchor commands and the prayer-time options.
extension BadInputCases {
  static let custom = ["rules", "add", "--preset", "custom"]

  static let rules: [String: [BadInput]] = [
    "rules add": [
      BadInput(["rules", "add", "--preset", "nope"], "--preset"),
      BadInput(
        ["rules", "add", "--preset", "zz-broken", "--presets", "{broken}"], "zz-broken.yaml:3:"),
      BadInput(["rules", "add", "--file", "{broken}/zz-broken.yaml"], "zz-broken.yaml:3:"),
      BadInput(["rules", "add", "--file", "{nul-file}"], "nul.yaml:2:"),
      BadInput(["rules", "add", "--file", "{folder}"], "a-folder"),
      BadInput(custom + ["--title", "{big}"], "title"),
      BadInput(custom + ["--set", "{big:title=}"], "title"),
      BadInput(custom + ["--set", "title={nested}"], "title"),
      BadInput(custom + ["--set", "days={nested}"], "days"),
      BadInput(custom + ["--set", "start=24:00"], "start"),
      BadInput(custom + ["--set", "start=10:60"], "start"),
      BadInput(custom + ["--set", "window=NaN"], "window"),
      BadInput(custom + ["--set", "window=1e400"], "window"),
      BadInput(custom + ["--set", "window=-9223372036854775808"], "window"),
      BadInput(custom + ["--set", "endDate=2026-02-30"], "endDate"),
      BadInput(custom + ["--set", "days=someday"], "days"),
      BadInput(custom + ["--set", "timeZone=Mars/Olympus"], "timeZone"),
      BadInput(custom + ["--set", "every=9223372036854775807"], "every"),
      BadInput(custom + ["--set", "remindAtStart=maybe"], "remindAtStart"),
      BadInput(custom + ["--set", "colour=red"], "colour"),
      BadInput(custom + ["--set", "=1"], "--set"),
      BadInput(["rules", "add", "--preset", "plants", "--set", "lastDone=2026-02-30"], "lastDone"),
      BadInput(["rules", "add", "--preset", "plants", "--set", "minDays=NaN"], "minDays"),
      BadInput(["rules", "add", "--preset", "custom", "--file", "{nul-file}"], "--file"),
    ],
    "rules list": [BadInput(["rules", "list", "x"], "argument")],
    "rules show": [
      BadInput(["rules", "show", "ffffffff"], "rule"), BadInput(["rules", "show", ""], "id"),
      BadInput(["rules", "show", "{big}"], "rule"),
    ],
    "rules edit": [
      BadInput(["rules", "edit", "{rule}", "--set", "start=24:00"], "start"),
      BadInput(["rules", "edit", "{rule}", "--set", "window=0"], "window"),
      BadInput(["rules", "edit", "{rule}", "--set", "nonsense"], "--set"),
      BadInput(["rules", "edit", "{rule}", "--set", "{big:title=}"], "title"),
      BadInput(["rules", "edit", "ffffffff", "--set", "start=09:00"], "rule"),
      BadInput(["rules", "edit", "{rule}"], "--set"),
    ],
    "rules pause": [
      BadInput(["rules", "pause", "ffffffff"], "rule"), BadInput(["rules", "pause", ""], "id"),
    ],
    "rules resume": [BadInput(["rules", "resume", "ffffffff"], "rule")],
    "rules archive": [BadInput(["rules", "archive", "{big}"], "rule")],
    "rules except": [
      BadInput(base("rules except", ["--from", "2026-02-30"]), "from"),
      BadInput(base("rules except", ["--to", "2026-02-30"]), "to"),
      BadInput(base("rules except", ["--to", "2026-11-01"]), "to"),
      BadInput(base("rules except", ["--reason", "sabbatical"]), "reason"),
      BadInput(
        ["rules", "except", "ffffffff", "--from", "2026-12-01", "--reason", "holiday"], "rule"),
    ],
    "anchors attend": [
      BadInput(["anchors", "attend", "ffffffff"], "Anchor"),
      BadInput(["anchors", "attend", ""], "id"),
    ],
    "anchors skip": [BadInput(["anchors", "skip", "{big}"], "Anchor")],
    "anchors delegate": [BadInput(["anchors", "delegate", "000000"], "Anchor")],
  ]

  static let prayer: [String: [BadInput]] = [
    "prayer-times": [
      BadInput(base("prayer-times", ["--lat", "NaN"]), "--lat"),
      BadInput(base("prayer-times", ["--lat", "1e400"]), "--lat"),
      BadInput(base("prayer-times", ["--lat", "-91"]), "--lat"),
      BadInput(base("prayer-times", ["--lon", "181"]), "--lon"),
      BadInput(base("prayer-times", ["--lon", "{big}"]), "--lon"),
      BadInput(base("prayer-times", ["--date", "2026-02-30"]), "--date"),
      BadInput(base("prayer-times", ["--days", "9223372036854775808"]), "--days"),
      BadInput(base("prayer-times", ["--days", "-1"]), "--days"),
      BadInput(base("prayer-times", ["--method", "nope"]), "--method"),
      BadInput(base("prayer-times", ["--madhab", "maliki"]), "--madhab"),
      BadInput(base("prayer-times", ["--high-latitude-rule", "nope"]), "--high-latitude-rule"),
      BadInput(base("prayer-times", ["--adjust", "fajr=9223372036854775807"]), "--adjust"),
      BadInput(base("prayer-times", ["--adjust", "isha=NaN"]), "--adjust"),
      BadInput(base("prayer-times", ["--country", "ZZZ"]), "--country"),
      BadInput(base("prayer-times", ["--rounding", "sideways"]), "--rounding"),
      BadInput(base("prayer-times", ["--polar", "nope"]), "--polar"),
      BadInput(base("prayer-times", ["--shafaq", "nope"]), "--shafaq"),
    ],
    "places search": [
      BadInput(["places", "search", ""], "search text"),
      BadInput(["places", "search", "{big}"], "search text"),
      BadInput(["places", "search", "London", "--limit", "0"], "--limit"),
      BadInput(["places", "search", "London", "--limit", "9223372036854775808"], "--limit"),
      BadInput(["places", "search", "London", "--limit", "NaN"], "--limit"),
    ],
    "rules add": [
      BadInput(base("rules add", ["--lat", "NaN"]), "--lat"),
      BadInput(base("rules add", ["--lon", "-181"]), "--lon"),
      BadInput(["rules", "add", "--preset", "prayer-times", "--city", "Nowhereville"], "--city"),
      BadInput(base("rules add", ["--method", "nope"]), "method"),
      BadInput(base("rules add", ["--madhab", "nope"]), "madhab"),
      BadInput(base("rules add", ["--set", "prayers=fajr,fajr"]), "prayers"),
      BadInput(base("rules add", ["--set", "ishaEndsAt=dawn"]), "ishaEndsAt"),
      BadInput(base("rules add", ["--set", "duration=0"]), "duration"),
    ],
  ]
}
