import Foundation
import ZoetropeUI
import VectorPath
import RenderCommands
import Geometry2D
import AnimationCore

/// The built-in scenes, animating the seeds' shapes and (through `LayerSceneAdapter`) seed 002's
/// Core Animation layers.
///
/// ```swift
/// for scene in SceneCatalog.all { print(scene.name, scene.summary) }
/// ```
public enum SceneCatalog {
    /// Every built-in scene, in the order `zoetrope scenes` lists them.
    public static var all: [any AnimationScene.Type] {
        [
            FlowerScene.self, PolygonScene.self, ClockScene.self, BlobScene.self,
            RightAngleScene.self, LineChartScene.self, CountdownScene.self, FlipCardScene.self,
            LayerSceneAdapter<LayerGroupScene>.self, LayerSceneAdapter<LayerSpinnerScene>.self,
            LayerSceneAdapter<LayerShakeScene>.self, LayerSceneAdapter<LayerShockScene>.self,
        ]
    }

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> (any AnimationScene.Type)? {
        all.first { $0.name == name }
    }
}

extension CGSize {
    /// The largest centered square inside this size, inset by `padding` of its side on each edge.
    func centeredSquare(padding: Double = 0.05) -> CGRect {
        let side = min(width, height)
        let inset = side * padding
        return CGRect(x: (width - side) / 2 + inset, y: (height - side) / 2 + inset,
                      width: side - 2 * inset, height: side - 2 * inset)
    }
}

/// Formats an animated number for printing.
func formatValue(_ value: Double) -> String { String(format: "%.5f", value) }
