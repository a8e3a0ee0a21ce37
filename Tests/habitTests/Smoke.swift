import Testing
@testable import habit
