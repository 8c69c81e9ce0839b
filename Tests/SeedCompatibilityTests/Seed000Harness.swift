// Harness for seed 000: the article ends with `FlowerView().drawingGroup()` ("SwiftUI + Metal") but never
// shows FlowerView. This stand-in is not seed code: the article's flower polygon (every vertex joined to
// every other, FlowerPolygonShape in PolygonShapeSeed.swift), stroked, in a 300 × 300 frame.
import Zoetrope

struct FlowerView: View {
    var body: some View {
        FlowerPolygonShape(sides: 12, scale: 1)
            .stroke(Color.purple, lineWidth: 1)
            .frame(width: 300, height: 300)
    }
}
