import Foundation

/// Documents for the import tests.
enum ExportFixtures {
  /// An export as `jamaal export` wrote it before the readable format (version 1: a table dump,
  /// configs as base64, times as seconds since 2001, dates as days since 1970): a plants rule
  /// (its `created_at` given a fraction by hand), its Anchor, a one-off and the change log.
  static let versionOne = #"""
    {
      "format" : "jamaal-export",
      "schemaVersion" : 3,
      "tables" : {
        "anchors" : [
          {
            "attendance_status" : "pending",
            "created_at" : 817643100,
            "effort_minutes" : 60,
            "id" : "20540DA0-51A5-4378-8648-B6635E172B4B",
            "modified_at" : 817643100,
            "occurrence_date" : 20787,
            "placement" : "fixed",
            "remind_before_end_minutes" : null,
            "remind_before_start_minutes" : null,
            "resolved_at" : null,
            "rule_id" : null,
            "slot_key" : "",
            "title" : "Dentist",
            "window_end" : 817714800,
            "window_start" : 817711200
          },
          {
            "attendance_status" : "pending",
            "created_at" : 817643100,
            "effort_minutes" : 10,
            "id" : "EC72A434-38CD-84BA-B3D8-8BC0885C59DF",
            "modified_at" : 817643100,
            "occurrence_date" : 20786,
            "placement" : "flexible",
            "remind_before_end_minutes" : null,
            "remind_before_start_minutes" : null,
            "resolved_at" : null,
            "rule_id" : "BA45C443-ADC3-44B2-B0EC-2820310E6B6E",
            "slot_key" : "water",
            "title" : "Water the plants",
            "window_end" : 817776000,
            "window_start" : 817603200
          }
        ],
        "change_log" : [
          {
            "changed_at" : 817643100,
            "kind" : "rule",
            "operation" : "insert",
            "row_id" : "BA45C443-ADC3-44B2-B0EC-2820310E6B6E",
            "seq" : 1
          },
          {
            "changed_at" : 817643100,
            "kind" : "anchor",
            "operation" : "insert",
            "row_id" : "EC72A434-38CD-84BA-B3D8-8BC0885C59DF",
            "seq" : 2
          },
          {
            "changed_at" : 817643100,
            "kind" : "anchor",
            "operation" : "insert",
            "row_id" : "20540DA0-51A5-4378-8648-B6635E172B4B",
            "seq" : 3
          }
        ],
        "day_plans" : [

        ],
        "focus_sessions" : [

        ],
        "local_preferences" : [

        ],
        "rules" : [
          {
            "config_data" : {
              "base64" : "eyJlZmZvcnRNaW51dGVzIjoxMCwiZXhjZXB0aW9ucyI6W10sInBsYWNlbWVudCI6ImZsZXhpYmxlIiwicmVjdXJyZW5jZSI6eyJraW5kIjoiYWZ0ZXJMYXN0IiwibWF4RGF5cyI6NCwibWluRGF5cyI6Mywic3RhcnREYXRlIjoiMjAyNi0xMS0yNiJ9LCJyZW1pbmRlciI6eyJhdFN0YXJ0IjpmYWxzZX0sInNsb3RzIjpbeyJhbGxEYXkiOnRydWUsImlkIjoid2F0ZXIifV0sInZlcnNpb24iOjF9"
            },
            "created_at" : 817643100.123456,
            "effort_minutes" : 10,
            "id" : "BA45C443-ADC3-44B2-B0EC-2820310E6B6E",
            "is_archived" : 0,
            "is_paused" : 0,
            "modified_at" : 817643100,
            "placement" : "flexible",
            "source_key" : "scheduled",
            "title" : "Water the plants"
          }
        ],
        "user_settings" : [

        ]
      },
      "version" : 1
    }
    """#
}
