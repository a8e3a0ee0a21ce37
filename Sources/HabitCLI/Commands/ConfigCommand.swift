/// `habit config`: the effective settings and where each came from.
extension Runner {
    /// The settings of this run, one per line, and the config file's path.
    func config() -> Output {
        var output = Output()
        let lines = ConfigView.render(
            settings, configPath: configPath, fileExists: configFile != nil, language: presentation.language)
        lines.forEach { output.print($0) }
        return output
    }
}
