import Foundation
// Seed 004 (Cardify / CountDownCircle), pasted with only `import SwiftUI` → `import Zoetrope`.
import Zoetrope

struct CountDownCircle: Shape {
    // 我直观展示这个插值的用法
    var animatableData: Double   // degrees
    
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        p.addArc(center: center,
                 radius: (rect.width-10.0)/2.0,
                 startAngle: Angle.degrees(0-90),
                 endAngle: Angle.degrees(animatableData), //endAngle（教程用endAngle）,
                 clockwise: false)
        return p
    }
}
