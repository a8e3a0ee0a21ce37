print("habit")
