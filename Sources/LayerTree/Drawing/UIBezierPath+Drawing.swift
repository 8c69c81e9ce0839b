import Foundation
import Geometry2D

// UIKit's drawing with paths and colours: into the current context (`UIGraphicsGetCurrentContext()`,
// a view's `draw(_:)`), with the path's own line settings. Without a current context nothing is
// drawn and one warning says so.

extension UIBezierPath {
    /// Fills the path with the current fill colour (`UIColor.setFill()`) in the current context.
    ///
    /// ```swift
    /// UIColor.systemOrange.setFill()
    /// UIBezierPath(roundedRect: rect, cornerRadius: 12).fill()
    /// ```
    public func fill() { fill(with: nil, alpha: 1) }

    /// Fills the path with `blendMode` and `alpha` for this fill only.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fill(with: Optional(blendMode), alpha: alpha) }

    /// Strokes the path with the current stroke colour and this path's width, caps, joins,
    /// miter limit and dash.
    ///
    /// ```swift
    /// UIColor.label.setStroke()
    /// let line = UIBezierPath(); line.move(to: a); line.addLine(to: b); line.lineWidth = 2
    /// line.stroke()
    /// ```
    public func stroke() { stroke(with: nil, alpha: 1) }

    /// Strokes the path with `blendMode` and `alpha` for this stroke only.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { stroke(with: Optional(blendMode), alpha: alpha) }

    /// Intersects the current context's clip with the path's interior (it stays in force, as in UIKit).
    public func addClip() {
        guard let ctx = CGContext.currentForUIKit("UIBezierPath.addClip()") else { return }
        ctx.beginPath()
        ctx.addPath(cgPath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The dash pattern `stroke()` uses: `count` lengths from `pattern` (nil or 0: solid),
    /// starting `phase` into it.
    ///
    /// ```swift
    /// path.setLineDash([4, 2], count: 2, phase: 0)
    /// ```
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { lineDash = ([], 0); return }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: min(count, 1_024))), phase)
    }

    /// Copies the dash pattern into `pattern` (when given), its length into `count`, its phase into `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in lineDash.pattern.enumerated() { pattern[i] = v } }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }

    private func fill(with blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let ctx = CGContext.currentForUIKit("UIBezierPath.fill()") else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let blendMode { ctx.setBlendMode(blendMode); ctx.setAlpha(alpha) }
        ctx.beginPath()
        ctx.addPath(cgPath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func stroke(with blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let ctx = CGContext.currentForUIKit("UIBezierPath.stroke()") else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let blendMode { ctx.setBlendMode(blendMode); ctx.setAlpha(alpha) }
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern)
        ctx.beginPath()
        ctx.addPath(cgPath)
        ctx.strokePath()
    }
}

extension UIColor {
    /// Makes this the fill and stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }
    /// Makes this the fill colour of the current context (`UIBezierPath.fill()`, `UIRectFill`).
    public func setFill() { CGContext.currentForUIKit("UIColor.setFill()")?.setFillColor(cgColor) }
    /// Makes this the stroke colour of the current context (`UIBezierPath.stroke()`).
    public func setStroke() { CGContext.currentForUIKit("UIColor.setStroke()")?.setStrokeColor(cgColor) }
}

extension CGContext {
    /// The current context for a UIKit drawing call, or nil with a warning naming `call`.
    package static func currentForUIKit(_ call: String) -> CGContext? {
        if let context = current { return context }
        LayerDiagnostics.warn("\(call) outside a drawing context (a view's draw(_:), UIGraphicsImageRenderer) draws nothing")
        return nil
    }
}
