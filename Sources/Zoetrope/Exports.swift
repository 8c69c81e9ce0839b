// The umbrella module: one import gives the whole public surface, as swift-numerics' `Numerics`.
@_exported import AnimationCore
@_exported import Backends
@_exported import BenchmarkScenes
@_exported import DisplayListJSON
@_exported import Foundation
@_exported import FrameOutput
@_exported import GLESRenderer
@_exported import LayerTree
@_exported import Geometry2D
@_exported import PNGCodec
@_exported import RenderCommands
@_exported import Scenes
@_exported import SoftwareRasterizer
@_exported import VectorPath
@_exported import ZoetropeCommands
@_exported import ZoetropeUI
