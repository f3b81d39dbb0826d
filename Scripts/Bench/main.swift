import Foundation

// `jamaal-bench [--runs N] [--smoke] [FIGURE…]`: runs each figure N times (default 7) on a
// release build and prints one line per figure: its median, its bar, and ok or MISS. Exits 1 on a
// miss or a failure; with --smoke (CI's short run on a shared machine) only a failure counts.
var runs = 7
var smoke = false
var wanted: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--runs", let next = arguments.popFirst(), let count = Int(next), count > 0 {
    runs = count
  } else if argument == "--prepare-s5" {
    _ = try LaunchBench.makeStore()
    exit(0)
  } else if argument == "--prepare-x" {
    // Ten times the heavy user's history (600,000 Anchors) for Scripts/bench-export.
    let url = URL(fileURLWithPath: arguments.popFirst() ?? "/tmp/jamaal-bench-x/jamaal.sqlite")
    _ = try LaunchBench.makeStore(at: url, days: 12_000)
    exit(0)
  } else if argument == "--prepare-s7l" {
    _ = try SyncBench.makeLargeCloud()
    exit(0)
  } else if argument == "--list" {
    print(allFigures().map(\.id).joined(separator: " "))
    exit(0)
  } else if argument == "--smoke" {
    smoke = true
  } else if argument == "--help" || argument == "-h" {
    print("usage: jamaal-bench [--runs N] [--smoke] [S1 S2 …]   (release build; prints medians)")
    exit(0)
  } else {
    wanted.insert(argument.uppercased())
  }
}

let figures: [Figure] = allFigures()
var missed = false
var failed = false
for figure in figures where wanted.isEmpty || wanted.contains(figure.id) {
  do {
    let run = try figure.prepare()
    var values: [Double] = []
    for _ in 0..<runs { values.append(try run()) }
    let value = median(values)
    let verdict = value <= figure.bar ? "ok" : "MISS"
    if value > figure.bar { missed = true }
    print(
      "\(figure.id) \(figure.what): \(String(format: "%.3f", value)) \(figure.unit)"
        + " (bar ≤ \(figure.bar) \(figure.unit), median of \(runs)) \(verdict)")
  } catch {
    print("\(figure.id) \(figure.what): failed: \(error)")
    failed = true
  }
}
exit(failed || (missed && !smoke) ? 1 : 0)
