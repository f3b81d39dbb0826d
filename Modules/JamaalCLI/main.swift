print("jamaal")
