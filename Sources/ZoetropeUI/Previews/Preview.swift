import Foundation

/// One preview of the program: a `#Preview` or one view of a `PreviewProvider`'s `previews`, with
/// its name, where it was written, its traits, device and colour scheme, and its content. Found by
/// ``PreviewRegistry``; ``storyboard(duration:fps:)`` plays it.
///
/// ```swift
/// let preview = try PreviewRegistry.preview(named: "Badge")
/// preview.location          // "MyApp/Badge.swift:42"
/// let story = try preview.storyboard(duration: 1)
/// ```
public struct Preview {
    /// The name it is listed, rendered and snapshotted by: the name given, else the file's (or
    /// the provider's) name (see ``PreviewRegistry``).
    public internal(set) var name: String
    /// The name written in the source (`#Preview("Name")`, `.previewDisplayName("Name")`), if any.
    public let givenName: String?
    /// `Module/File.swift` for a `#Preview`; `Module/TypeName` for a `PreviewProvider`'s (whose file
    /// is not known at run time).
    public let fileID: String
    /// The full path of the `#Preview`'s file when it was compiled (empty for a provider's).
    public let filePath: String
    /// The line of the `#Preview` (0 for a provider's).
    public let line: Int
    /// The position of a provider's preview among its `previews` (0 for a `#Preview`).
    public let index: Int
    /// Layout and orientation, in the order given (later ones win).
    public var traits: [PreviewTrait]
    /// The device it names (`.previewDevice`), if any; nil: ``DeviceProfile/default``.
    public var device: PreviewDevice?
    /// The colour scheme it asks for (`.preferredColorScheme` on a provider's preview), if known
    /// before its content is built; a `#Preview`'s is read when its storyboard is made.
    public var colorScheme: ColorScheme?
    /// Whether it is a `PreviewProvider`'s.
    public let isProvided: Bool
    let makeContent: () -> AnyView

    /// The preview's view, built anew.
    public var content: AnyView { makeContent() }

    /// Where it was written: `Module/File.swift:LINE`, or `Module.Type.previews[i]` for a provider's.
    public var location: String {
        isProvided ? "\(fileID.replacingOccurrences(of: "/", with: ".")).previews[\(index)]" : "\(fileID):\(line)"
    }

    /// The module it was declared in.
    public var moduleName: String { String(fileID.prefix { $0 != "/" }) }

    /// A `#Preview`'s value (what its expansion makes; not for direct use).
    public init<Content: View>(__name name: String?, traits: [PreviewTrait], fileID: String, filePath: String, line: Int,
                               @ViewBuilder content: @escaping () -> Content) {
        self.name = name ?? ""
        givenName = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        index = 0
        self.traits = traits
        isProvided = false
        makeContent = { AnyView(content()) }
    }

    /// A provider's preview: `leaf` of `type`'s `previews`, the `index`-th; `rebuild` makes its view
    /// anew for each render (default: `leaf`'s view, built once).
    init(provider type: Any.Type, index: Int, leaf: PreviewLeaf, rebuild: (() -> AnyView)? = nil) {
        let reflected = String(reflecting: type)            // "Module.Outer.Type_Previews"
        name = leaf.settings.displayName ?? ""
        givenName = leaf.settings.displayName
        fileID = reflected.firstIndex(of: ".").map { reflected[..<$0] + "/" + reflected[reflected.index(after: $0)...] }
            ?? reflected
        filePath = ""
        line = 0
        self.index = index
        traits = leaf.settings.traits
        device = leaf.settings.device
        colorScheme = leaf.settings.colorScheme
        isProvided = true
        let view = leaf.view
        makeContent = rebuild ?? { view }
    }
}

/// The record a `#Preview` expansion places in the `swift5_tests` section: swift-testing's layout
/// (kind, reserved, accessor, context, reserved) with the kind `'zprv'`, which swift-testing skips.
/// The accessor writes the ``Preview`` to its first argument when the second points to `Preview.self`.
public typealias __PreviewRecord = (
    kind: UInt32, reserved1: UInt32,
    accessor: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool,
    context: UInt, reserved2: UInt
)

/// The kind of a preview's record: `'zprv'`.
let previewRecordKind: UInt32 = 0x7a70_7276

/// A `#Preview` record's accessor body: writes `preview` to `out` when `type` points to
/// `Preview.self` (as swift-testing's accessors check theirs), and says whether it did.
public func __storePreview(_ preview: Preview, at out: UnsafeMutableRawPointer, ifTypeIs type: UnsafeRawPointer) -> Bool {
    guard type.load(as: Any.Type.self) == Preview.self else { return false }
    out.initializeMemory(as: Preview.self, repeating: preview, count: 1)
    return true
}
