import Foundation
import Geometry2D
import LayerTree
import ZoetropeUI

// UIKit's graphics context functions: the thread's stack of current contexts, the rectangle
// helpers, and the older image-context API (`UIGraphicsBeginImageContextWithOptions`).

/// The context UIKit drawing goes to: inside a view's `draw(_:)` the view's, inside
/// `UIGraphicsImageRenderer.image { }` the image's; nil elsewhere.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let ctx = UIGraphicsGetCurrentContext() else { return }
///     ctx.setFillColor(UIColor.systemIndigo.cgColor)
///     ctx.fillEllipse(in: rect)
/// }
/// ```
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.current }

/// Makes `context` the current one (until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) { CGContext.push(context) }

/// Ends the innermost current context.
public func UIGraphicsPopContext() { CGContext.pop() }

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { CGContext.currentForUIKit("UIRectFill")?.fill(rect) }

/// Fills `rect` with the current fill colour and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = CGContext.currentForUIKit("UIRectFillUsingBlendMode") else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current fill colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = CGContext.currentForUIKit("UIRectFrame") else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    ctx.saveGState()
    ctx.beginPath()
    ctx.addRect(r)
    ctx.addRect(r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2)))
    ctx.fillPath(using: .evenOdd)
    ctx.restoreGState()
}

/// Intersects the current clip with `rect`.
public func UIRectClip(_ rect: CGRect) { CGContext.currentForUIKit("UIRectClip")?.clip(to: rect) }

/// Starts an image context of `size` points at the screen's scale, transparent (the older API;
/// `UIGraphicsImageRenderer` is the newer one). It becomes the current context.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` points at `scale` pixels per point (0: the screen's), `opaque`
/// starting black instead of transparent. It becomes the current context until
/// `UIGraphicsEndImageContext()`.
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 0)
/// UIColor.red.setFill()
/// UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    if scale > 0 { format.scale = scale }
    format.opaque = opaque
    guard let canvas = ImageCanvas(bounds: CGRect(origin: .zero, size: size), format: format) else { return }
    ImageCanvas.open.append(canvas)
    UIGraphicsPushContext(canvas.context)
}

/// The current image context's drawing so far as an image (nil when the current context is not
/// one begun by `UIGraphicsBeginImageContextWithOptions`).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let canvas = ImageCanvas.open.last, canvas.context === UIGraphicsGetCurrentContext() else { return nil }
    return canvas.image()
}

/// Ends the image context begun last.
public func UIGraphicsEndImageContext() {
    guard let canvas = ImageCanvas.open.popLast() else { return }
    if canvas.context === UIGraphicsGetCurrentContext() { UIGraphicsPopContext() }
}
