import Foundation

/// One matched-geometry group: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The frames of the matched-geometry groups, as their source views were last shown (global
/// coordinates), with the identity that showed each and the layout pass it was placed in. A view
/// inserted into a group starts from the frame the group had in the pass before; a removed view
/// still fading out moves to the frame the group has now.
final class MatchedGeometryRegistry {
    struct Entry {
        var frame: CGRect
        weak var owner: ViewNode?
        var pass: Int
    }

    private var entries: [MatchedGeometryKey: Entry] = [:]

    /// The group's frame as shown by its source, when recorded in `pass` or the pass before.
    func entry(_ key: MatchedGeometryKey, since pass: Int) -> Entry? {
        guard let entry = entries[key], entry.pass >= pass - 1 else { return nil }
        return entry
    }

    func record(_ key: MatchedGeometryKey, frame: CGRect, owner: ViewNode, pass: Int) {
        entries[key] = Entry(frame: frame, owner: owner, pass: pass)
    }

    /// Drops the groups no view has shown since the pass before `pass`.
    func prune(before pass: Int) {
        guard !entries.isEmpty else { return }
        entries = entries.filter { $0.value.pass >= pass - 1 }
    }
}
