import Foundation
import LayerTree

extension UIView {
    /// The layer asks its view to draw: `draw(_:)` with the bounds, the layer's context current
    /// (`UIGraphicsGetCurrentContext()`), as UIKit does.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(layer.bounds)
    }

    /// Marks the view's content as out of date: `draw(_:)` runs again before the next frame.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks part of the view's content as out of date (the whole view draws again).
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
}

extension UIView.ContentMode {
    /// The layer gravity UIKit gives a view's layer for this mode (top and bottom swap: Core
    /// Animation's `.top` is the maximum-y edge, the visual bottom of a UIKit view).
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        }
    }
}
