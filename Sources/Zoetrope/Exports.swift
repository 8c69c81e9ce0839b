@_exported import AnimationCore
@_exported import Foundation
@_exported import Geometry2D
@_exported import PNGCodec
@_exported import RenderCommands
@_exported import VectorPath
@_exported import SoftwareRasterizer
@_exported import GLESRenderer
