import Foundation
import Synchronization
import Geometry2D

/// A field inside a struct-valued property that a key path can name (spec §5): `x`/`y` of a
/// point, `width`/`height` of a size, `origin`, `size` and their fields of a rect, and the
/// decomposed parts of a transform (`rotation.z`, `scale`, `translation.x`, …).
package enum LayerValueComponent: Hashable, Sendable {
    case x, y
    case width, height
    case origin, originX, originY, size, sizeWidth, sizeHeight
    case transform(TransformComponent)

    /// The component named `path` (e.g. `"size.width"`) of a property stored as `rootType`.
    init?(_ path: String, rootType: any CALayerValue.Type) {
        switch rootType {
        case is CGPoint.Type:
            switch path { case "x": self = .x; case "y": self = .y; default: return nil }
        case is CGSize.Type:
            switch path { case "width": self = .width; case "height": self = .height; default: return nil }
        case is CGRect.Type:
            switch path {
            case "origin": self = .origin
            case "origin.x": self = .originX
            case "origin.y": self = .originY
            case "size": self = .size
            case "size.width": self = .sizeWidth
            case "size.height": self = .sizeHeight
            default: return nil
            }
        case is CATransform3D.Type:
            guard let t = TransformComponent(rawValue: path) else { return nil }
            self = .transform(t)
        default:
            return nil
        }
    }

    /// The type of the component's values: `Double` for numbers, `CGPoint`/`CGSize` for a rect's
    /// origin/size and a transform's translation.
    var valueType: any CALayerValue.Type {
        switch self {
        case .origin: CGPoint.self
        case .size: CGSize.self
        case .transform(let t): t.valueType
        default: Double.self
        }
    }

    /// The component of `root`, or nil if `root` is not the type it belongs to.
    func read(from root: any CALayerValue) -> (any CALayerValue)? {
        switch (self, root) {
        case (.x, let p as CGPoint): Double(p.x)
        case (.y, let p as CGPoint): Double(p.y)
        case (.width, let s as CGSize): Double(s.width)
        case (.height, let s as CGSize): Double(s.height)
        case (.origin, let r as CGRect): r.origin
        case (.originX, let r as CGRect): Double(r.origin.x)
        case (.originY, let r as CGRect): Double(r.origin.y)
        case (.size, let r as CGRect): r.size
        case (.sizeWidth, let r as CGRect): Double(r.size.width)
        case (.sizeHeight, let r as CGRect): Double(r.size.height)
        case (.transform(let t), let m as CATransform3D): t.read(m)
        default: nil
        }
    }

    /// `root` with the component set to `value`; nil if either has the wrong type.
    func write(_ value: any CALayerValue, into root: any CALayerValue) -> (any CALayerValue)? {
        if case .transform(let t) = self {
            guard let m = root as? CATransform3D else { return nil }
            return t.write(value, into: m)
        }
        switch (self, root, value) {
        case (.x, var p as CGPoint, let v as Double): p.x = CGFloat(v); return p
        case (.y, var p as CGPoint, let v as Double): p.y = CGFloat(v); return p
        case (.width, var s as CGSize, let v as Double): s.width = CGFloat(v); return s
        case (.height, var s as CGSize, let v as Double): s.height = CGFloat(v); return s
        case (.origin, var r as CGRect, let v as CGPoint): r.origin = v; return r
        case (.originX, var r as CGRect, let v as Double): r.origin.x = CGFloat(v); return r
        case (.originY, var r as CGRect, let v as Double): r.origin.y = CGFloat(v); return r
        case (.size, var r as CGRect, let v as CGSize): r.size = v; return r
        case (.sizeWidth, var r as CGRect, let v as Double): r.size.width = CGFloat(v); return r
        case (.sizeHeight, var r as CGRect, let v as Double): r.size.height = CGFloat(v); return r
        default: return nil
        }
    }
}

/// A key path resolved once against a layer class — the root property and the field inside it
/// — so animations can read and write it every frame without parsing.
///
/// ```swift
/// let kp = CALayerKeyPath("transform.rotation.z", in: CALayer.self)!
/// var t = layer.layerValue(for: kp.property)                  // the whole transform
/// t = kp.replacing(in: t, with: 0.5)!                         // rotation about z set to 0.5 rad
/// layer.setLayerValue(t, for: kp.property)
/// kp.box(kp.value(in: layer)) as? CGFloat                     // 0.5
/// ```
public struct CALayerKeyPath: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: immutable; CALayerProperty is immutable.

    /// The key path as written.
    public let keyPath: String
    /// The root property (`transform` for `transform.rotation.z`).
    public let property: CALayerProperty
    /// The field inside the root value, nil when the key path is the property itself.
    package let component: LayerValueComponent?

    /// Resolves `keyPath` for layers of `layerClass`; nil if its root is not a registered property
    /// or the rest is not a field of that property's type.
    public init?(_ keyPath: String, in layerClass: CALayer.Type) {
        let parts = keyPath.split(separator: ".", maxSplits: 1)
        guard let first = parts.first, let property = layerClass.layerProperties[String(first)] else { return nil }
        self.keyPath = keyPath
        self.property = property
        if parts.count == 2 {
            guard let c = LayerValueComponent(String(parts[1]), rootType: property.valueType) else { return nil }
            component = c
        } else {
            component = nil
        }
    }

    /// `CALayerKeyPath(keyPath, in: layerClass)`, parsed once per class and key path (animation
    /// code resolves every leaf's key path every frame).
    static func cached(_ keyPath: String, in layerClass: CALayer.Type) -> CALayerKeyPath? {
        let key = CacheKey(layerClass: ObjectIdentifier(layerClass), keyPath: keyPath)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let resolved = CALayerKeyPath(keyPath, in: layerClass)
        cache.withLock { $0[key] = .some(resolved) }
        return resolved
    }

    private struct CacheKey: Hashable {
        let layerClass: ObjectIdentifier
        let keyPath: String
    }

    /// Layer classes are never unloaded, so their identifiers are never reused.
    private static let cache = Mutex<[CacheKey: CALayerKeyPath?]>([:])

    /// The type of the values this key path reads and writes (`Double` for `position.x`).
    public var valueType: any CALayerValue.Type { component?.valueType ?? property.valueType }

    /// True if the root property animates.
    public var isAnimatable: Bool { property.isAnimatable }

    /// `any` as this key path's value type, or nil if it does not fit.
    public func coerce(_ any: Any) -> (any CALayerValue)? { valueType.coerce(any) }

    /// The key path's value inside a value of the root property (nil on a type mismatch).
    public func value(in root: any CALayerValue) -> (any CALayerValue)? {
        guard let component else { return root }
        return component.read(from: root)
    }

    /// A root value with the key path's field set to `value` (coerced); nil on a type mismatch
    /// or a non-finite field.
    public func replacing(in root: any CALayerValue, with value: Any) -> (any CALayerValue)? {
        guard let v = coerce(value) else { return nil }
        guard let component else { return v }
        guard layerValueIsFinite(v) else { return nil }
        return component.write(v, into: root)
    }

    /// The key path's current model value on `layer`.
    public func value(in layer: CALayer) -> any CALayerValue {
        let root = layer.layerValue(for: property)
        return value(in: root) ?? root
    }

    /// Sets the key path's value on `layer` (refused with a warning on a type mismatch or a
    /// non-finite value); true if it was set. Like `setLayerValue(_:for:)`, this runs no model
    /// bookkeeping: it is how animation code writes presentation values.
    @discardableResult
    public func setValue(_ value: Any, in layer: CALayer) -> Bool {
        setValue(value, in: layer, asModelChange: false)
    }

    /// Sets the value, as a model change (`setValue(_:forKeyPath:)`) or a raw write.
    @discardableResult
    func setValue(_ value: Any, in layer: CALayer, asModelChange: Bool) -> Bool {
        func store(_ v: Any) -> Bool {
            asModelChange ? layer.setModelValue(v, for: property) : layer.setLayerValue(v, for: property)
        }
        guard let component else { return store(value) }
        guard let v = coerce(value) else {
            LayerDiagnostics.warn("\(keyPath) cannot hold \(type(of: value)) (\(value)); the value is unchanged")
            return false
        }
        guard layerValueIsFinite(v), let root = component.write(v, into: layer.layerValue(for: property)) else {
            LayerDiagnostics.warn("\(keyPath) = \(value) is not finite; the value is unchanged")
            return false
        }
        return store(root)
    }

    /// `value` as `value(forKeyPath:)` returns it: the property's Swift type, or `CGFloat` for
    /// a numeric field.
    public func box(_ value: any CALayerValue) -> Any {
        guard component != nil else { return property.box(value) }
        if let d = value as? Double { return CGFloat(d) }
        return value.boxed
    }

    public var description: String { "CALayerKeyPath(\(keyPath))" }
}
