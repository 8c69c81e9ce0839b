import Foundation

/// Something a layer runs when one of its properties changes (an implicit animation, or any
/// custom reaction): found by `CALayer.action(forKey:)` in the delegate, `actions`, `style`,
/// then the class's `defaultAction(forKey:)`. `NSNull` is the action that stops the search.
///
/// ```swift
/// layer.actions = ["opacity": NSNull()]   // no implicit fade for this layer
/// ```
public protocol CAAction {
    /// Runs the action for `event` (a property key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` marks "no action" and ends the search.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// A layer's delegate: supplies actions, and hears display and layout requests. Every method
/// has a default, as Objective-C's optional methods do.
///
/// ```swift
/// final class NoFades: CALayerDelegate {
///     func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
/// }
/// ```
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`; nil to continue the search, `NSNull()` to stop it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Called by `display()` (when the layer needs its contents); the default draws the layer
    /// through `draw(in:)`, as a delegate that does not implement it leaves Core Animation to.
    func display(_ layer: CALayer)
    /// Draws the layer's contents (called by `draw(in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Called by `layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func display(_ layer: CALayer) { layer.recordDrawing() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}
