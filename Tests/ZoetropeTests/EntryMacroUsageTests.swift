import Testing
import Zoetrope

extension EnvironmentValues {
    @Entry var entryTestAccent: Color = .orange
    @Entry var entryTestNote: String?
}

extension Transaction {
    @Entry var entryTestScrubbing: Bool = false
}

/// `@Entry` as user code writes it: the generated keys work in the environment and in transactions.
@Suite struct EntryMacroUsageTests {
    @Test func environmentEntries() {
        var environment = EnvironmentValues()
        #expect(environment.entryTestAccent == .orange)
        #expect(environment.entryTestNote == nil)
        environment.entryTestAccent = .pink
        environment.entryTestNote = "set"
        #expect(environment.entryTestAccent == .pink && environment.entryTestNote == "set")
    }

    @Test func transactionEntries() {
        var transaction = Transaction()
        #expect(transaction.entryTestScrubbing == false)
        transaction.entryTestScrubbing = true
        #expect(transaction.entryTestScrubbing)
    }
}
