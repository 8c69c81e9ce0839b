@_exported import AnimationCore
@_exported import Foundation
@_exported import Geometry2D
@_exported import VectorPath
