import Foundation
import Testing
@testable import ZoetropeUI

/// `Text(_:format:)`: formatted in the fixed en_US locale (and UTC for dates), on any machine.
@Suite struct TextFormatTests {
    @Test func numbersAndCurrency() {
        #expect(Text(19.99, format: .currency(code: "USD")).plainText == "$19.99")
        #expect(Text(1_234_567, format: .number).plainText == "1,234,567")
        #expect(Text(0.25, format: .percent).plainText == "25%")
        #expect(Text(4.2, format: .currency(code: "EUR")).plainText == "€4.20")
    }

    @Test func datesAreUTCAndEnglish() {
        let date = Date(timeIntervalSince1970: 1_796_169_600)   // 2026-12-02 00:00:00 UTC
        #expect(Text(date, format: .dateTime.year().month(.wide).day()).plainText == "December 2, 2026")
        #expect(Text(date, format: .iso8601).plainText == "2026-12-02T00:00:00Z")
    }
}
