/// The version `habit --version` prints.
enum Version {
    static let current = "0.1.0"
}
