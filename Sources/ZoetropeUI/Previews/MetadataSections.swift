import Foundation

/// Reads the Swift runtime's metadata sections of every loaded image: the records `#Preview`
/// places in `swift5_tests`, and the protocol conformances that find `PreviewProvider` types.
///
/// The runtime's exported `swift_enumerateAllMetadataSections` hands each image's
/// `MetadataSections` (the swift shims' `MetadataSections.h`: version, base address, two unused
/// words, then `{start, length}` ranges of which `swift5_protocol_conformances` is the 2nd and
/// `swift5_tests` the 15th). Every range is checked (aligned start, length within a sane bound) and
/// only whole records inside it are read; every relative pointer is checked for null and alignment
/// before it is followed. The layouts are the runtime's ABI (`include/swift/ABI/Metadata.h`), stable
/// on Linux since Swift 5; this is how swift-testing found its test types before `@section` existed.
enum MetadataSections {
    /// One image's two ranges.
    struct Image {
        var conformances: UnsafeRawBufferPointer
        var tests: UnsafeRawBufferPointer
    }

    /// The sections' struct: version word, base address, two unused words, then 16-byte ranges.
    static let rangesOffset = 4 * MemoryLayout<UInt>.size
    static let conformancesIndex = 1
    static let testsIndex = 14
    /// The `MetadataSections` version that has `swift5_tests` (the shims' struct as of Swift 6).
    static let versionWithTests: UInt = 3
    /// No Swift metadata section comes near this (a guard against a corrupt range).
    static let maximumSectionLength = 1 << 31

    /// The ranges of every loaded image, in the runtime's order (stable for a given program).
    static func images() -> [Image] {
        var images: [Image] = []
        withUnsafeMutablePointer(to: &images) { pointer in
            swift_enumerateAllMetadataSections({ sections, context in
                let images = context.assumingMemoryBound(to: [Image].self)
                if let image = MetadataSections.image(sections) { images.pointee.append(image) }
                return true
            }, UnsafeMutableRawPointer(pointer))
        }
        return images
    }

    /// The two ranges of one `MetadataSections` struct, or nil when it is too old to have them.
    static func image(_ sections: UnsafeRawPointer) -> Image? {
        let version = sections.load(as: UInt.self)
        guard version >= versionWithTests else { return nil }
        return Image(conformances: range(sections, conformancesIndex), tests: range(sections, testsIndex))
    }

    /// Range `index` of a `MetadataSections` struct, empty when it is null, misaligned or absurd.
    static func range(_ sections: UnsafeRawPointer, _ index: Int) -> UnsafeRawBufferPointer {
        let offset = rangesOffset + index * 2 * MemoryLayout<UInt>.size
        let start = sections.load(fromByteOffset: offset, as: UInt.self)
        let length = sections.load(fromByteOffset: offset + MemoryLayout<UInt>.size, as: UInt.self)
        guard start != 0, start % 4 == 0, length <= UInt(maximumSectionLength),
              let base = UnsafeRawPointer(bitPattern: start) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: base, count: Int(length))
    }

    // MARK: Test-content records

    /// The accessors of the `swift5_tests` records of `kind` in `section` (whole 32-byte records only;
    /// a misaligned section yields none).
    static func accessors(ofKind kind: UInt32, in section: UnsafeRawBufferPointer) -> [__PreviewRecord] {
        let stride = MemoryLayout<__PreviewRecord>.stride
        guard let base = section.baseAddress, Int(bitPattern: base) % MemoryLayout<__PreviewRecord>.alignment == 0 else { return [] }
        var records: [__PreviewRecord] = []
        var offset = 0
        while offset + stride <= section.count {
            // The kind first: other kinds (swift-testing's) are never read as ours.
            if base.load(fromByteOffset: offset, as: UInt32.self) == kind {
                records.append(base.load(fromByteOffset: offset, as: __PreviewRecord.self))
            }
            offset += stride
        }
        return records
    }

    /// The previews of every `#Preview` of the program, in section order.
    static func declaredPreviews(in images: [Image] = images()) -> [Preview] {
        var previews: [Preview] = []
        for image in images {
            for record in accessors(ofKind: previewRecordKind, in: image.tests) {
                withUnsafeTemporaryAllocation(of: Preview.self, capacity: 1) { buffer in
                    guard let out = buffer.baseAddress else { return }
                    var type: Any.Type = Preview.self
                    let stored = withUnsafePointer(to: &type) { record.accessor(UnsafeMutableRawPointer(out), $0, nil, 0) }
                    if stored { previews.append(out.move()) }
                }
            }
        }
        return previews
    }

    // MARK: Protocol conformances

    /// The non-generic types conforming to the protocol `protocolName` of module `moduleName`, in
    /// section order (each once).
    static func conformingTypes(to protocolName: String, inModule moduleName: String,
                                in images: [Image] = images()) -> [Any.Type] {
        var types: [Any.Type] = []
        var seen = Set<UnsafeRawPointer>()
        for image in images {
            let section = image.conformances
            guard let base = section.baseAddress else { continue }
            var offset = 0
            while offset + 4 <= section.count {
                defer { offset += 4 }
                guard let descriptor = relative(base + offset, indirectable: false),
                      let proto = relative(descriptor, indirectable: true),
                      contextName(proto, kind: 3) == protocolName,
                      let parent = relative(proto + 4, indirectable: true),
                      contextName(parent, kind: 0) == moduleName,
                      let typeDescriptor = conformingTypeDescriptor(descriptor),
                      seen.insert(typeDescriptor).inserted,
                      let type = metadata(of: typeDescriptor) else { continue }
                types.append(type)
            }
        }
        return types
    }

    /// The target of the 32-bit relative pointer at `field` (indirect when its low bit is set and
    /// `indirectable`), or nil when null or misaligned.
    static func relative(_ field: UnsafeRawPointer, indirectable: Bool, alignment: Int = 4) -> UnsafeRawPointer? {
        let value = Int(field.load(as: Int32.self))
        guard value != 0 else { return nil }
        if indirectable, value & 1 == 1 {
            let slot = field + (value & ~1)
            guard Int(bitPattern: slot) % MemoryLayout<UInt>.alignment == 0,
                  let target = slot.load(as: UnsafeRawPointer?.self) else { return nil }
            return Int(bitPattern: target) % alignment == 0 ? target : nil
        }
        let target = field + value
        return Int(bitPattern: target) % alignment == 0 ? target : nil
    }

    /// A context descriptor's name when its kind (flags' low 5 bits) is `kind`, else nil.
    static func contextName(_ descriptor: UnsafeRawPointer, kind: UInt32) -> String? {
        guard descriptor.load(as: UInt32.self) & 0x1F == kind,
              let name = relative(descriptor + 8, indirectable: false, alignment: 1) else { return nil }
        // Names are short C strings; read at most 256 bytes.
        let bytes = name.assumingMemoryBound(to: UInt8.self)
        var length = 0
        while length < 256, bytes[length] != 0 { length += 1 }
        guard length < 256 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// The descriptor of the type a conformance descriptor is for, when it is a direct or indirect
    /// type descriptor (not an Objective-C class name).
    static func conformingTypeDescriptor(_ conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return relative(conformance + 4, indirectable: false)
        case 1:
            guard let slot = relative(conformance + 4, indirectable: false),
                  Int(bitPattern: slot) % MemoryLayout<UInt>.alignment == 0 else { return nil }
            return slot.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The metadata of a non-generic class, struct or enum from its descriptor's metadata accessor
    /// (called, as swift-testing did, as a C function of the request: 0, complete metadata).
    static func metadata(of typeDescriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = typeDescriptor.load(as: UInt32.self)
        guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0,
              let accessor = relative(typeDescriptor + 12, indirectable: false) else { return nil }
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
        let function = unsafeBitCast(accessor, to: Accessor.self)
        guard let metadata = function(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
