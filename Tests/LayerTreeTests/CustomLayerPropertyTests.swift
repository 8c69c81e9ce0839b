import Foundation
import Testing
import Geometry2D
@testable import LayerTree

/// A subclass registering its own animatable property, as `@NSManaged` properties do on Apple.
final class ProgressLayer: CALayer {
    static let table = CALayerPropertyTable(inheriting: CALayer.layerProperties, [
        CALayerProperty("progress", Double.self, default: { 0.25 }, box: { CGFloat($0) }),
        CALayerProperty("tint", CGColor?.self, default: { nil }),
    ])
    override class var layerProperties: CALayerPropertyTable { table }

    var progress: CGFloat {
        get { CGFloat(layerValue(forKey: "progress") as? Double ?? 0) }
        set { setValue(newValue, forKey: "progress") }
    }
}

@Suite struct CustomLayerPropertyTests {
    @Test func customPropertiesBehaveLikeBuiltInOnes() throws {
        let l = ProgressLayer()
        #expect(l.progress == 0.25)
        #expect(ProgressLayer.defaultValue(forKey: "progress") as? CGFloat == 0.25)
        l.progress = 0.5
        #expect(l.value(forKey: "progress") as? CGFloat == 0.5)
        #expect(ProgressLayer(layer: l).progress == 0.5)                 // copied
        let kp = try #require(CALayerKeyPath("progress", in: ProgressLayer.self))
        #expect(kp.isAnimatable)
        let (_, warnings) = LayerDiagnostics.capturing { l.setValue(CGFloat.nan, forKey: "progress") }
        #expect(warnings.count == 1 && l.progress == 0.5)
        l.setValue(CGColor.white, forKey: "tint")
        #expect(l.value(forKey: "tint") as? CGColor == CGColor.white)
        #expect(l.layerValue(forKey: "bounds") as? CGRect == .zero)    // inherited keys still there
        #expect(CALayer().layerValue(forKey: "progress") == nil)
    }
}
