/// The shells `habit completion` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
