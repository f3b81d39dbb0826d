import Foundation
import JamaalPlaces

// `jamaal-places-index [TSV [OUT]]`: writes the binary index of the gazetteer TSV (default
// Presets/places.tsv) to OUT (default: places.bin beside it), offline and byte for byte the
// same for the same TSV. Scripts/update-places runs it after regenerating the TSV. Progress goes
// to stderr when it is a terminal; the closing line always does.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "-h" || arguments.first == "--help" || arguments.count > 2 {
  let usage = "usage: jamaal-places-index [TSV [OUT]]   (default TSV: Presets/places.tsv)\n"
  FileHandle.standardError.write(Data(usage.utf8))
  exit(arguments.count > 2 ? 2 : 0)
}
let tsv = URL(fileURLWithPath: arguments.first ?? "Presets/\(Gazetteer.fileName)")
let output =
  arguments.count == 2
  ? URL(fileURLWithPath: arguments[1])
  : tsv.deletingLastPathComponent().appendingPathComponent(Gazetteer.indexFileName)
let onTerminal = isatty(2) == 1

/// Writes `text` to stderr.
func say(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

if onTerminal { say("places index: reading and indexing \(tsv.path)…") }
do {
  let image = try Gazetteer.indexImage(ofFile: tsv)
  if onTerminal { say("\rplaces index: writing \(output.path)…\u{1B}[K") }
  // Written beside its place and renamed over it: a running jamaal never maps half a file.
  let partial = output.deletingLastPathComponent()
    .appendingPathComponent(".\(output.lastPathComponent).\(getpid())")
  try Data(image).write(to: partial)
  guard rename(partial.path, output.path) == 0 else {
    try? FileManager.default.removeItem(at: partial)
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
  }
  let places = try Gazetteer(file: tsv, indexFile: output).load()
  if onTerminal { say("\r\u{1B}[K") }
  say("\(output.path): \(places) places, \(image.count) bytes\n")
} catch {
  if onTerminal { say("\r\u{1B}[K") }
  say("jamaal-places-index: \(error)\n")
  exit(1)
}
