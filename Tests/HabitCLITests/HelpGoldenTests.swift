import Testing

@testable import HabitCLI

/// Help as a person reads it, rendered from the one table of commands and options, in English and
/// German.
@Suite struct HelpGoldenTests {
    private func help(_ arguments: String..., language: String) throws -> Output {
        try TestWorld(environment: ["LANG": language]).run(arguments)
    }

    @Test("habit help: commands, global options, exit codes and the data file")
    func overviewEnglish() throws {
        let output = try help("help", language: "en_US.UTF-8")
        Golden.expect(output.stdout, is: "Help/overviewEnglish")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit --help auf Deutsch")
    func overviewGerman() throws {
        let output = try help("--help", language: "de_DE.UTF-8")
        Golden.expect(output.stdout, is: "Help/overviewGerman")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit help add: its own options, and the global ones it does not shadow")
    func addEnglish() throws {
        let output = try help("help", "add", language: "en_US.UTF-8")
        Golden.expect(output.stdout, is: "Help/addEnglish")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit check -h auf Deutsch")
    func checkGerman() throws {
        let output = try help("check", "-h", language: "de_DE.UTF-8")
        Golden.expect(output.stdout, is: "Help/checkGerman")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit delete --help")
    func deleteEnglish() throws {
        let output = try help("delete", "--help", language: "C")
        Golden.expect(output.stdout, is: "Help/deleteEnglish")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }

    @Test("habit help show auf Deutsch")
    func showGerman() throws {
        let output = try help("help", "show", language: "de_DE.UTF-8")
        Golden.expect(output.stdout, is: "Help/showGerman")  // exactly what the terminal shows
        #expect(output.stderr.isEmpty)  // help is output, not an error
        #expect(output.exitCode == .success)  // exit 0
    }
}
