import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Test failures and attachments from inside a strategy, in whichever framework runs the test:
/// Swift Testing's `Issue.record` / `Attachment.record` inside a `@Test`, else `XCTFail`.
enum SnapshotIssue {
    /// Fails the running test with `message`.
    static func record(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }

    /// Attaches `data` to the running Swift Testing test (saved with `swift test --attachments-path`);
    /// XCTest on Linux has no attachments.
    static func attach(_ data: Data, named name: String) {
        #if canImport(Testing)
        if Test.current != nil { Attachment.record([UInt8](data), named: name) }
        #endif
    }
}
