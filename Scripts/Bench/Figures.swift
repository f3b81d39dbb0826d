/// Every figure this build measures. Each module's figure lives in its own file.
func allFigures() -> [Figure] {
  [
    .y1(), .s1(), .s2(), .s2Prayer(), .s2Cold(), .s3(), .s4(), .s4Floor(), .s4Query(), .s5(),
    .s5Memory(),
    .placesNearest(), .placesSearch(), .placesOpen(), .s7(), .s7Memory(), .s7Large(),
    .s9(), .s9Bytes(),
  ]
}
