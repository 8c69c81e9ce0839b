import Foundation

// Key-value coding without the Objective-C runtime: registered keys go through the registry
// (coerced, validated), a few object keys are handled by hand, and any other key is kept in the
// layer's container dictionary, as Core Animation's "KVC container" classes do.

extension CALayer {
    /// Keys that name objects rather than registry values.
    private static let objectKeys: Set<String> = ["sublayers", "superlayer", "mask", "delegate", "actions", "style"]

    /// Sets the property `key`. A registered key takes any spelling of its type (`CGFloat`,
    /// `Double`, `NSNumber`… for numbers); a value of another type, or a non-finite one, is
    /// refused with a warning. An unknown key stores `value` for `value(forKey:)` to return.
    ///
    /// ```swift
    /// layer.setValue(0.5, forKey: "opacity")   // layer.opacity == 0.5
    /// layer.setValue("x", forKey: "tag")       // layer.value(forKey: "tag") as? String == "x"
    /// ```
    public func setValue(_ value: Any?, forKey key: String) {
        if let property = type(of: self).layerProperties[key] {
            setModelValue(value as Any, for: property)
            return
        }
        if CALayer.objectKeys.contains(key) {
            setObject(value, forKey: key)
            return
        }
        setCustomValue(value, forKey: key)
    }

    /// A key that is not a property (a subclass's custom value, e.g. a drawn `progress`): stored,
    /// and — as Core Animation does for such keys — run through the action search on a committed
    /// model layer (a subclass's `action(forKey:)` may animate it) and marked for display when
    /// `needsDisplay(forKey:)` names it.
    private func setCustomValue(_ value: Any?, forKey key: String) {
        var implicit: CAAction?
        if modelLayer == nil, isCommitted, !CATransaction.disableActions() {
            _ = CATransaction.currentFrame()
            if let found = action(forKey: key), !(found is NSNull) { implicit = found }
        }
        if let value, !isNilValue(value) { container[key] = value } else { container[key] = nil }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        implicit?.run(forKey: key, object: self, arguments: nil)
    }

    /// A custom key's value as a number (what an animation of it interpolates), or nil.
    final func customNumber(forKey key: String) -> Double? {
        switch container[key] {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// The value of `key`: a registered property as its Swift type (`Float` for `opacity`), the
    /// tree's objects, or what `setValue(_:forKey:)` stored (else `defaultValue(forKey:)`).
    ///
    /// ```swift
    /// layer.value(forKey: "anchorPoint") as? CGPoint // (0.5, 0.5)
    /// ```
    public func value(forKey key: String) -> Any? {
        if let property = type(of: self).layerProperties[key] {
            let v = property.box(layerValue(for: property))
            return isNilValue(v) ? nil : v
        }
        switch key {
        case "sublayers": return sublayers
        case "superlayer": return superlayer
        case "mask": return mask
        case "delegate": return delegate
        case "actions": return actions
        case "style": return style
        default: return container[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets the value at `keyPath`: a property, a field inside one (`position.x`,
    /// `bounds.size.width`, `transform.rotation.z`, `transform.scale`…), or a key path into a
    /// layer-valued key (`mask.opacity`). A path that names nothing is refused with a warning.
    ///
    /// ```swift
    /// layer.setValue(2, forKeyPath: "transform.scale")        // CATransform3DMakeScale(2, 2, 2)
    /// layer.setValue(50, forKeyPath: "bounds.size.width")     // origin and height kept
    /// ```
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.contains(".") else { return setValue(value, forKey: keyPath) }
        if let resolved = CALayerKeyPath(keyPath, in: type(of: self)) {
            guard let value, !isNilValue(value) else {
                LayerDiagnostics.warn("\(keyPath) cannot be set to nil; the value is unchanged")
                return
            }
            resolved.setValue(value, in: self, asModelChange: true)
            return
        }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        if let target = self.value(forKey: parts[0]) as? CALayer {
            target.setValue(value, forKeyPath: parts[1])
            return
        }
        LayerDiagnostics.warn("\(type(of: self)) has no key path \"\(keyPath)\"; nothing was set")
    }

    /// The value at `keyPath` (see `setValue(_:forKeyPath:)`); numeric fields come back as
    /// `CGFloat`. Nil for a path that names nothing.
    ///
    /// ```swift
    /// layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
    /// ```
    public func value(forKeyPath keyPath: String) -> Any? {
        guard keyPath.contains(".") else { return value(forKey: keyPath) }
        if let resolved = CALayerKeyPath(keyPath, in: type(of: self)) {
            return resolved.box(resolved.value(in: self))
        }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        if let target = value(forKey: parts[0]) as? CALayer { return target.value(forKeyPath: parts[1]) }
        if parts[0] == "sublayers", parts[1] == "count" { return sublayers?.count ?? 0 }
        return nil
    }

    /// True for keys whose changes Core Animation animates implicitly.
    ///
    /// ```swift
    /// CALayer.isAnimatable(key: "opacity") // true
    /// ```
    public class func isAnimatable(key: String) -> Bool { layerProperties[key]?.isAnimatable ?? false }

    private func setObject(_ value: Any?, forKey key: String) {
        let isNil = value.map(isNilValue) ?? true
        func refuse() {
            LayerDiagnostics.warn("\(type(of: self)).\(key) cannot hold \(value.map { "\(type(of: $0))" } ?? "nil"); unchanged")
        }
        switch key {
        case "sublayers":
            if isNil { sublayers = nil } else if let list = value as? [CALayer] { sublayers = list } else { refuse() }
        case "mask":
            if isNil { mask = nil } else if let layer = value as? CALayer { mask = layer } else { refuse() }
        case "delegate":
            if isNil { delegate = nil } else if let d = value as? CALayerDelegate { delegate = d } else { refuse() }
        case "actions":
            if isNil { actions = nil } else if let a = value as? [String: CAAction] { actions = a } else { refuse() }
        case "style":
            if isNil { style = nil } else if let s = value as? [AnyHashable: Any] { style = s } else { refuse() }
        default:
            LayerDiagnostics.warn("\(type(of: self)).\(key) is read-only; unchanged")
        }
    }
}
