import AnimationCore
import Geometry2D
import Foundation

/// An animation of one layer property named by a key path (`"opacity"`, `"position.x"`,
/// `"transform.rotation.z"`): the base of `CABasicAnimation`, `CASpringAnimation` and
/// `CAKeyframeAnimation`.
///
/// ```swift
/// let nudge = CABasicAnimation(keyPath: "position.x")
/// nudge.fromValue = -20
/// nudge.toValue = 0
/// nudge.isAdditive = true        // added to whatever position.x shows underneath
/// ```
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path; nil animates nothing (the animation still times and
    /// calls its delegate).
    open var keyPath: String?
    /// Whether the animation's value is added to the underlying value (transforms concatenate)
    /// instead of replacing it.
    open var isAdditive: Bool = false
    /// Whether each repeat cycle continues from the end of the previous one: cycle k shows
    /// k·f(end) + f(u) (SMIL accumulation).
    open var isCumulative: Bool = false
    /// Maps the interpolated numbers to a `CATransform3D` (for `transform` key paths).
    open var valueFunction: CAValueFunction?

    /// The value shown before an implicit animation began ("previous" in the from/to/by table for
    /// an animation with no values); set by the layer when it creates the action.
    var previousValue: Any?

    /// An animation of the property at `path`. Subclasses inherit it:
    ///
    /// ```swift
    /// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    /// ```
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init() {
        super.init()
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
        previousValue = other.previousValue
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "additive", "isAdditive", "cumulative", "isCumulative": return false
        default: return super.defaultValue(forKey: key)
        }
    }

    override func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "keyPath":
            if value == nil { keyPath = nil } else if let v = value as? String { keyPath = v }
        case "additive", "isAdditive": if let v = value.flatMap(coerceNumber) { isAdditive = v != 0 }
        case "cumulative", "isCumulative": if let v = value.flatMap(coerceNumber) { isCumulative = v != 0 }
        case "valueFunction":
            if value == nil { valueFunction = nil } else if let v = value as? CAValueFunction { valueFunction = v }
        default: return super.setKnownValue(value, forKey: key)
        }
        return true
    }

    override func knownValue(forKey key: String) -> Any?? {
        switch key {
        case "keyPath": .some(keyPath.map { $0 as Any })
        case "additive", "isAdditive": .some(isAdditive)
        case "cumulative", "isCumulative": .some(isCumulative)
        case "valueFunction": .some(valueFunction.map { $0 as Any })
        default: super.knownValue(forKey: key)
        }
    }

    open override var description: String {
        "<\(type(of: self)) \(keyPath ?? "nil"): duration \(duration), beginTime \(beginTime)>"
    }
}

/// Turns the numbers an animation interpolates into a transform, so `transform` can be animated
/// by angle or distance (`0 → 2π` spins fully, which interpolating matrices cannot).
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform")
/// spin.valueFunction = CAValueFunction(name: .rotateZ)
/// spin.fromValue = 0
/// spin.toValue = 2 * Double.pi
/// CAValueFunction(name: .translate)!.transform(for: [10, 20, 0])   // translation (10, 20, 0)
/// ```
open class CAValueFunction: NSObject {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function called `name`; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
            .translate, .translateX, .translateY, .translateZ,
        ]
        // Initialised fully before failing: an NSObject that fails before `super.init()` crashes
        // when released on Linux.
        self.name = name
        super.init()
        guard known.contains(name) else { return nil }
    }

    /// How many numbers the function reads: 3 for `scale` and `translate`, else 1.
    public var inputCount: Int { name == .scale || name == .translate ? 3 : 1 }

    /// The transform for `numbers` (missing entries: 0 for rotations and translations, 1 for scales).
    public func transform(for numbers: [Double]) -> CATransform3D {
        func at(_ i: Int, _ fallback: Double) -> CGFloat { CGFloat(i < numbers.count ? numbers[i] : fallback) }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(at(0, 0), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(at(0, 0), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(at(0, 0), 0, 0, 1)
        case .scale:
            // A single number scales uniformly.
            let x = at(0, 1)
            return numbers.count == 1 ? CATransform3DMakeScale(x, x, x) : CATransform3DMakeScale(x, at(1, 1), at(2, 1))
        case .scaleX: return CATransform3DMakeScale(at(0, 1), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, at(0, 1), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, at(0, 1))
        case .translate: return CATransform3DMakeTranslation(at(0, 0), at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(at(0, 0), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, at(0, 0), 0)
        default: return CATransform3DMakeTranslation(0, 0, at(0, 0))
        }
    }

    /// The transform for a number or an array of numbers given as `Any` (what `fromValue` holds);
    /// nil when `value` is neither.
    public func transform(for value: Any) -> CATransform3D? {
        guard let numbers = NumberVector.coerce(value) else { return nil }
        let numeric: [Double] = numbers.values
        let result: CATransform3D = transform(for: numeric)   // typed, or `Any` would be chosen again
        return result
    }
}

/// The numbers a value function reads: one number or an array, interpolated elementwise
/// (a missing element counts as 0).
struct NumberVector: CALayerValue, Hashable {
    var values: [Double]

    static func coerce(_ any: Any) -> NumberVector? {
        if let v = any as? NumberVector { return v }
        if let n = coerceNumber(any) { return NumberVector(values: [n]) }
        if let a = any as? [Any] {
            var out: [Double] = []
            for e in a {
                guard let n = coerceNumber(e) else { return nil }
                out.append(n)
            }
            return NumberVector(values: out)
        }
        return nil
    }

    private static func zip(_ a: NumberVector, _ b: NumberVector, _ f: (Double, Double) -> Double) -> NumberVector {
        let n = max(a.values.count, b.values.count)
        return NumberVector(values: (0..<n).map { i in
            f(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
        })
    }

    func interpolated(to other: NumberVector, _ p: Double) -> NumberVector {
        Self.zip(self, other) { $0 + ($1 - $0) * p }
    }
    static func + (a: NumberVector, b: NumberVector) -> NumberVector { zip(a, b, +) }
    static func - (a: NumberVector, b: NumberVector) -> NumberVector { zip(a, b, -) }
    func scaled(by k: Double) -> NumberVector { NumberVector(values: values.map { $0 * k }) }
    var boxed: Any { values.count == 1 ? values[0] : values }
    var hasOnlyFiniteNumbers: Bool { values.allSatisfy(\.isFinite) }
}
