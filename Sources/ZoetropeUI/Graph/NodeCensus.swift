/// How many view identities of a graph are alive (in the tree, or kept by a running transition).
final class NodeCensus {
    var count = 0
    /// How many distinct identities the current pass visited (the root, reached children and
    /// created ones). When it equals `count`, no identity of the tree went unvisited.
    var visited = 0
    /// The pass `visited` counts for.
    var pass = 0
}
