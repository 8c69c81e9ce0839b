// What the seed-002 test files share (not the seed's code).
import Zoetrope

/// A presentation value read through KVC as a number (CGFloat on this platform; NSNumber-free).
func number(_ any: Any?) -> Double {
    switch any {
    case let v as CGFloat: return Double(v)
    case let v as Double: return v
    case let v as Float: return Double(v)
    default: return .nan
    }
}

/// The spec §9 test layer: a 100 × 50 layer at (100, 100) in a 200 × 200 root.
func card() -> (CALayer, CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    root.addSublayer(layer)
    return (root, layer)
}
