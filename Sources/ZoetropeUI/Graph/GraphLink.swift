/// A graph as its state storage sees it: the graph while it lives, nil after (set by its deinit).
/// A weak reference would give the graph a side table, and every retain of the graph on the hot
/// path would take the runtime's slow path (measured: ~3 % of an update frame).
final class GraphLink {
    unowned(unsafe) var graph: ViewGraph?
}
