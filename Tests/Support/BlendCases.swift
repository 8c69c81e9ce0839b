import Foundation
import Geometry2D
import RenderCommands
import VectorPath

/// Shared display lists for the blend modes: the same picture for the CPU golden and the GPU parity.
public enum BlendCases {
    /// Every blend mode in its cell (7 columns of 32×32 points, as many rows as needed): a backdrop
    /// of a red-to-blue ramp over a half-transparent band, and a layer with a yellow-to-green disc
    /// (three quarters opaque) and a small opaque white square, composited with the cell's mode.
    public static func allModes() -> DisplayList {
        let cell = 32.0, columns = 7
        var list = DisplayList()
        // One group around everything, so the modes that remove what is below (destinationOut,
        // xor) cut holes in the group, not in the canvas's background.
        list.pushLayer(LayerStyle())
        for (index, mode) in BlendMode.allCases.enumerated() {
            let x = Double(index % columns) * cell, y = Double(index / columns) * cell
            list.fill(TestShapes.rect(x, y, cell, cell * 0.75),
                      with: .linearGradient(Gradient(colors: [.red, .blue]), start: CGPoint(x: x, y: y), end: CGPoint(x: x + cell, y: y)))
            list.fill(TestShapes.rect(x, y + cell * 0.75, cell, cell * 0.25), with: .color(Color(red: 0.2, green: 0.8, blue: 0.4, opacity: 0.5)))
            list.pushLayer(LayerStyle(blendMode: mode))
            list.fill(TestShapes.circle(x + cell / 2, y + cell / 2, cell * 0.38),
                      with: .linearGradient(Gradient(colors: [Color(red: 1, green: 0.9, blue: 0, opacity: 0.75),
                                                              Color(red: 0, green: 0.6, blue: 0.3, opacity: 0.75)]),
                                            start: CGPoint(x: x, y: y), end: CGPoint(x: x, y: y + cell)))
            list.fill(TestShapes.rect(x + 4, y + 4, 8, 8), with: .color(.white))
            list.popLayer()
        }
        list.popLayer()
        return list
    }

    /// The size of ``allModes()``: 224 × 128 (22 modes in 4 rows).
    public static let allModesSize = (width: 224, height: 128)
}
