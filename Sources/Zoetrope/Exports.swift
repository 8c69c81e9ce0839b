// The umbrella module: one import gives the whole public rendering surface, as swift-numerics' `Numerics`.
// The command library (argument parsing, the benchmark harness, `StoryboardCatalog`) is not part of it:
// a catalog executable imports `ZoetropeCommands` by name.
@_exported import AnimationCore
@_exported import Backends
@_exported import BenchmarkScenes
@_exported import DisplayListJSON
@_exported import Foundation
@_exported import FrameOutput
@_exported import GLESRenderer
@_exported import LayerTree
@_exported import UIKitHosts
@_exported import Geometry2D
@_exported import PNGCodec
@_exported import RenderCommands
@_exported import SafeFiles
@_exported import Scenes
@_exported import SoftwareRasterizer
@_exported import SystemResources
@_exported import TextOutlines
@_exported import VectorPath
@_exported import ZoetropeUI
