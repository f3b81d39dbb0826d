import JamaalYAML

extension Figure {
  /// Y1: decoding a 50-line preset (parse with libyaml, build nodes, decode into structs).
  static func y1() -> Figure {
    Figure(
      id: "Y1", what: "YAML decode of a 50-line preset", unit: "µs", bar: 1000,
      prepare: {
        let text = YAMLBenchPreset.text
        let decoder = YAMLDecoder()
        _ = try decoder.decode(YAMLBenchPreset.self, from: text)
        return {
          let rounds = 200
          let elapsed = try seconds {
            for _ in 0..<rounds {
              blackHole(try decoder.decode(YAMLBenchPreset.self, from: text))
            }
          }
          return elapsed / Double(rounds) * 1e6
        }
      })
  }
}

/// A preset-shaped document of 50 lines, with anchors, quoted times and a folded description.
private struct YAMLBenchPreset: Decodable {
  struct Slot: Decodable {
    var title: String
    var start: String
    var windowMinutes: Int
    var weekdays: [String]
    var remind: Bool?
  }

  var key: String
  var sourceKey: String
  var version: Int
  var title: String
  var description: String
  var defaults: [String: Int]
  var slots: [Slot]

  static let text = """
    # School run preset
    key: school-run
    sourceKey: scheduled
    version: 1
    title: "School run"
    description: >
      Drop-off and pick-up on school days,
      with a window for each.
    defaults:
      windowMinutes: 20
      leadMinutes: 10
      snoozeMinutes: 5
    slots:
      - &dropoff
        title: Drop-off
        start: '08:15'
        windowMinutes: 20
        weekdays: [mon, tue, wed, thu, fri]
        remind: true
      - title: Pick-up
        start: '15:10'
        windowMinutes: 25
        weekdays: [mon, tue, wed, thu, fri]
      - title: Early pick-up
        start: '13:00'
        windowMinutes: 15
        weekdays: [wed]
        remind: false
      - <<: *dropoff
        title: Club drop-off
        start: '07:45'
      - title: Club pick-up
        start: '17:30'
        windowMinutes: 30
        weekdays:
          - tue
          - thu
      - title: Saturday sport
        start: '09:00'
        windowMinutes: 60
        weekdays: [sat]
        remind: true
      - title: Music lesson
        start: "16:00"
        windowMinutes: 45
        weekdays: [mon]
      - title: Swimming
        start: '18:00'
        windowMinutes: 40
        weekdays: [fri]   # last one
    """
}
