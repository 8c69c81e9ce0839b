import Foundation

/// Every preview of the running program — each `#Preview` (registered by its expansion) and each
/// view of each `PreviewProvider`'s `previews` (found by its conformance) — named and in a stable
/// order, with nothing for the program to write. The `StoryboardCatalog` entry point lists, renders,
/// samples and snapshots them; a snapshot-testing strategy can use it too.
///
/// ```swift
/// for preview in try PreviewRegistry.previews(inModule: "MyApp") {
///     let frame = try preview.storyboard(duration: 1).frame(at: 1)
/// }
/// ```
///
/// Names: the name written (`#Preview("Name")`, `.previewDisplayName("Name")`); an unnamed
/// `#Preview` takes its file's base name (`ContentView.swift` → "ContentView"), and a file's further
/// unnamed previews are numbered by line ("ContentView 2", "ContentView 3"): the name Xcode 15's
/// canvas shows for an unnamed preview is its file's. An unnamed provider preview takes the type's
/// name less a `_Previews`/`Previews` suffix (`Badge_Previews` → "Badge"), numbered the same way
/// within its `previews`. A name that `#Preview`s in several files share is followed by each one's
/// file name: `#Preview("Dark")` in `Card.swift` and in `Badge.swift` are "Dark (Card)" and
/// "Dark (Badge)". Other shared names (in one file, or with a provider's view) are an error naming
/// each place (see ``previews(inModule:)``).
///
/// Order: by `fileID` (`Module/File.swift`; a provider's is `Module/Type`), then line, then position
/// in a provider's `previews`.
public enum PreviewRegistry {
    /// The most views one provider's `previews` may hold.
    public static let maximumPreviewsPerProvider = 256
    /// The largest canvas side, in points, a preview may ask for.
    public static let maximumCanvasSide: CGFloat = 16_384

    /// Every preview found, named and ordered, and the providers that could not be read, found once
    /// per process (the images loaded then).
    nonisolated(unsafe) private static let discovered: (previews: [Preview], errors: [PreviewError]) = discover()

    /// The names of every preview found, in order (duplicates included: see ``previews(inModule:)``).
    public static var names: [String] { discovered.previews.map(\.name) }

    /// Every preview of the program (or of `module`, e.g. "MyApp"), named and in order.
    ///
    /// - Throws: ``PreviewError/duplicateName(_:locations:)`` when two of them share a name (the
    ///   first such name, with where each was written), or a provider's error.
    public static func previews(inModule module: String? = nil) throws(PreviewError) -> [Preview] {
        let previews = discovered.previews.filter { module == nil || $0.moduleName == module }
        if let error = discovered.errors.first(where: { error in
            guard case .tooManyPreviews(let provider, _) = error, let module else { return true }
            return provider.hasPrefix(module + ".")
        }) { throw error }
        try checkUnique(previews)
        return previews
    }

    /// The preview called `name` (of `module`, or of the whole program). Other previews sharing a
    /// name do not stop this one.
    ///
    /// - Throws: ``PreviewError/unknownName(_:known:)`` listing the names, or
    ///   ``PreviewError/duplicateName(_:locations:)`` when several previews are called `name`.
    public static func preview(named name: String, inModule module: String? = nil) throws(PreviewError) -> Preview {
        let candidates = discovered.previews.filter { module == nil || $0.moduleName == module }
        let matches = candidates.filter { $0.name == name }
        try checkUnique(matches)
        guard let preview = matches.first else { throw .unknownName(name, known: candidates.map(\.name)) }
        return preview
    }

    /// Throws for the first name `previews` share, naming where each was written.
    static func checkUnique(_ previews: [Preview]) throws(PreviewError) {
        var byName: [String: [Preview]] = [:]
        for preview in previews { byName[preview.name, default: []].append(preview) }
        if let first = previews.first(where: { byName[$0.name, default: []].count > 1 }) {
            throw .duplicateName(first.name, locations: byName[first.name, default: []].map(\.location))
        }
    }

    /// Finds, names and orders every preview of the program.
    static func discover() -> (previews: [Preview], errors: [PreviewError]) {
        let images = MetadataSections.images()
        var previews = MetadataSections.declaredPreviews(in: images)
        var errors: [PreviewError] = []
        for type in MetadataSections.conformingTypes(to: "PreviewProvider", inModule: "ZoetropeUI", in: images) {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            let leaves = leaves(of: provider)
            guard leaves.count <= maximumPreviewsPerProvider else {
                errors.append(.tooManyPreviews(provider: String(reflecting: provider), limit: maximumPreviewsPerProvider))
                continue
            }
            // Each render builds the provider's `previews` anew (as each `#Preview` builds its body), so
            // no state of one render (the ideal-size measurement, an earlier snapshot) reaches the next.
            previews += leaves.enumerated().map { index, leaf in
                Preview(provider: provider, index: index, leaf: leaf) {
                    let fresh = Self.leaves(of: provider)
                    return fresh.indices.contains(index) ? fresh[index].view : leaf.view
                }
            }
        }
        return (named(previews), errors)
    }

    private static func leaves<Provider: PreviewProvider>(of provider: Provider.Type) -> [PreviewLeaf] {
        previewLeaves(of: Provider.previews)
    }

    /// `previews` ordered, the unnamed given their default names.
    static func named(_ previews: [Preview]) -> [Preview] {
        var sorted = previews.sorted { ($0.fileID, $0.line, $0.index) < ($1.fileID, $1.line, $1.index) }
        var unnamedCount: [String: Int] = [:]
        for index in sorted.indices where sorted[index].givenName == nil {
            let base = defaultName(sorted[index])
            let count = unnamedCount[sorted[index].fileID, default: 0] + 1
            unnamedCount[sorted[index].fileID] = count
            sorted[index].name = count == 1 ? base : "\(base) \(count)"
        }
        return qualifyingSharedNames(sorted)
    }

    /// `previews` with each name that previews of more than one file share (`#Preview("Dark")` in
    /// two files) followed by its file's base name: "Dark (ArticleCardView)". Xcode's canvas shows
    /// one file's previews, so real projects reuse "Light" and "Dark" from file to file. A
    /// `PreviewProvider`'s view counts as written in a file named after its type (less `_Previews`):
    /// "Dark (MiniPlayerView)". Two previews of one name in one file stay an error (see
    /// ``checkUnique(_:)``).
    static func qualifyingSharedNames(_ previews: [Preview]) -> [Preview] {
        var files: [String: Set<String>] = [:]
        for preview in previews { files[preview.name, default: []].insert(defaultName(preview)) }
        return previews.map { preview in
            guard files[preview.name, default: []].count > 1 else { return preview }
            var qualified = preview
            qualified.name = "\(preview.name) (\(defaultName(preview)))"
            return qualified
        }
    }

    /// A file's base name (`Module/Views/Badge.swift` → "Badge"), or a provider type's name less its
    /// `_Previews`/`Previews` suffix.
    static func defaultName(_ preview: Preview) -> String {
        let last = String(preview.fileID.split(separator: "/").last ?? Substring(preview.fileID))
        if !preview.isProvided {
            return last.hasSuffix(".swift") ? String(last.dropLast(".swift".count)) : last
        }
        let type = String(last.split(separator: ".").last ?? Substring(last))
        for suffix in ["_Previews", "Previews", "_Preview"] where type.hasSuffix(suffix) && type.count > suffix.count {
            return String(type.dropLast(suffix.count))
        }
        return type
    }
}
