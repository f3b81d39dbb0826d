"""The parts of Scripts/browser-test: the app (app), the browser (browser), the journeys."""
