import Foundation
import Testing
import Zoetrope
@testable import ZoetropeUI

/// The metadata-section reader: whole records of our kind only, ranges and relative pointers
/// checked before they are followed, conformances resolved to non-generic types only.
@Suite struct MetadataSectionsTests {
    static let stride = MemoryLayout<__PreviewRecord>.stride

    /// A buffer of `records` followed by `extra` bytes (a partial record).
    func withSection<T>(_ records: [__PreviewRecord], extra: Int = 0, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let count = records.count * Self.stride + extra
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 16)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0xFF)
        for (index, record) in records.enumerated() {
            buffer.baseAddress!.storeBytes(of: record, toByteOffset: index * Self.stride, as: __PreviewRecord.self)
        }
        return body(UnsafeRawBufferPointer(start: buffer.baseAddress, count: count))
    }

    static let stores: __PreviewRecord = (0x7a70_7276, 0, { out, type, _, _ in
        __storePreview(Preview(__name: "Synthetic", traits: [], fileID: "X/Y.swift", filePath: "", line: 1) { EmptyView() },
                       at: out, ifTypeIs: type)
    }, 0, 0)
    static let declines: __PreviewRecord = (0x7a70_7276, 0, { _, _, _, _ in false }, 0, 0)
    static let otherKind: __PreviewRecord = (0x7465_7374, 0, { _, _, _, _ in Issue.record("another kind's accessor ran"); return false }, 0, 0)

    @Test func onlyWholeRecordsOfOurKindAreRead() {
        let names = withSection([Self.otherKind, Self.stores, Self.declines, Self.stores], extra: Self.stride - 1) { section in
            let image = MetadataSections.Image(conformances: UnsafeRawBufferPointer(start: nil, count: 0), tests: section)
            return MetadataSections.declaredPreviews(in: [image]).map(\.name)
        }
        #expect(names == ["Synthetic", "Synthetic"])
        // A misaligned section yields nothing.
        let misaligned = withSection([Self.stores, Self.stores]) { section in
            MetadataSections.accessors(ofKind: 0x7a70_7276, in: UnsafeRawBufferPointer(rebasing: section[1...])).count
        }
        #expect(misaligned == 0)
    }

    @Test func theAccessorChecksTheTypeAskedFor() {
        var type: Any.Type = Int.self
        let stored = withUnsafeTemporaryAllocation(of: Preview.self, capacity: 1) { buffer in
            withUnsafePointer(to: &type) { Self.stores.accessor(UnsafeMutableRawPointer(buffer.baseAddress!), $0, nil, 0) }
        }
        #expect(!stored)
    }

    @Test func corruptRangesAreEmpty() {
        // version, base, two unused words, then 15 {start, length} ranges.
        var words = [UInt](repeating: 0, count: 4 + 30)
        words[0] = 3
        words[4 + 2] = 0x1003; words[4 + 3] = 64            // conformances: misaligned start
        words[4 + 28] = 0x1000; words[4 + 29] = UInt.max     // tests: absurd length
        words.withUnsafeBytes { raw in
            let image = MetadataSections.image(raw.baseAddress!)
            #expect(image?.conformances.count == 0 && image?.tests.count == 0)
        }
        words[0] = 2   // a struct older than swift5_tests
        words.withUnsafeBytes { raw in #expect(MetadataSections.image(raw.baseAddress!) == nil) }
    }

    @Test func namesAreReadThroughCheckedRelativePointers() {
        // A protocol descriptor (kind 3) whose name is 16 bytes on; then one whose name has no end.
        var bytes = [UInt8](repeating: 0, count: 16 + 300)
        bytes[0] = 3
        bytes[8] = 8   // name: +8 from the field at offset 8
        bytes.replaceSubrange(16..<21, with: Array("Hello".utf8))
        bytes.withUnsafeBytes { raw in
            #expect(MetadataSections.contextName(raw.baseAddress!, kind: 3) == "Hello")
            #expect(MetadataSections.contextName(raw.baseAddress!, kind: 0) == nil)   // not a module
        }
        for index in 16..<316 { bytes[index] = 65 }
        bytes.withUnsafeBytes { raw in #expect(MetadataSections.contextName(raw.baseAddress!, kind: 3) == nil) }
        let zero: Int32 = 0
        withUnsafeBytes(of: zero) { #expect(MetadataSections.relative($0.baseAddress!, indirectable: true) == nil) }
    }

    @Test func conformancesFindTheNonGenericProviders() {
        let types = MetadataSections.conformingTypes(to: "PreviewProvider", inModule: "ZoetropeUI").map { String(reflecting: $0) }
        #expect(types.contains("PreviewsTests.SwatchRow_Previews"))
        #expect(types.contains("PreviewsTests.DeviceSwatches_Previews"))
        #expect(!types.contains { $0.contains("GenericSwatch_Previews") })
        #expect(MetadataSections.conformingTypes(to: "PreviewProvider", inModule: "NoSuchModule").isEmpty)
    }
}

/// Generic: not a preview Zoetrope (or Xcode) can show.
struct GenericSwatch_Previews<T>: PreviewProvider {
    static var previews: some View { Swatch(color: .red) }
}
