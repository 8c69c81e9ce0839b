extension CALayer {
    /// A new model layer of `layerClass` with every property at its default — what UIKit's
    /// `[[[self class] layerClass] alloc] init]` makes for a view — for a class known only at run
    /// time (`init()` is not `required`, as in Core Animation, so it cannot be called through a
    /// metatype). It goes through `init(layer:)`: a subclass's override sees an argument that is not
    /// a layer of its class and keeps its own defaults, as `if let other = layer as? MyLayer` expects.
    ///
    /// ```swift
    /// let layer = CALayer.makeModelLayer(of: CAShapeLayer.self)   // a CAShapeLayer, not a copy
    /// ```
    public static func makeModelLayer(of layerClass: CALayer.Type) -> CALayer {
        if layerClass == CALayer.self { return CALayer() }
        return layerClass.init(layer: NewModelLayer())
    }
}

/// The argument `CALayer.makeModelLayer(of:)` gives `init(layer:)`: "a new model layer, no copy".
struct NewModelLayer {}
