// The fuzz targets: appended by Scripts/fuzz to a copy of Package.swift (in .build/fuzz/package,
// beside links to Modules, Tests, Scripts, Presets and Fuzz), so they see the modules' `package`
// symbols and build only there, with `-sanitize=fuzzer,address`. The normal build never reads
// this file.

/// One libFuzzer executable per target: `fuzz-<name>`, its source in Fuzz/Sources/<folder>.
let fuzzTargets: [(name: String, folder: String, dependencies: [Target.Dependency])] = [
  ("fuzz-yaml", "FuzzYAML", ["JamaalYAML", "JamaalJSON", "JamaalModel"]),
  ("fuzz-config", "FuzzConfig", ["JamaalJSON", "JamaalModel"]),
  ("fuzz-import", "FuzzImport", ["JamaalStorage", "JamaalModel"]),
  (
    "fuzz-cli", "FuzzCommandLine",
    [
      "JamaalCommandLine", "JamaalPrayerCommands", "JamaalSyncCommands", "JamaalTestSupport",
    ]
  ),
  (
    "fuzz-sync", "FuzzSync",
    [
      "JamaalSync", "JamaalStorage", "JamaalModel", "JamaalJSON", "JamaalTestSupport",
    ]
  ),
  ("fuzz-icalendar", "FuzzICalendar", ["JamaalICalendar"]),
]

package.targets += [
  .target(
    name: "FuzzSupport",
    dependencies: [
      "JamaalJSON", "JamaalModel", "JamaalSchedule", "JamaalPrayerTimes", "JamaalTestSupport",
    ],
    path: "Fuzz/Sources/FuzzSupport",
    swiftSettings: swiftSettings
  )
]
package.targets += fuzzTargets.map { target in
  .executableTarget(
    name: target.name,
    dependencies: target.dependencies + ["FuzzSupport"],
    path: "Fuzz/Sources/\(target.folder)",
    // No `main`: libFuzzer's runs the target's LLVMFuzzerTestOneInput.
    swiftSettings: swiftSettings + [.unsafeFlags(["-parse-as-library"])]
  )
}
