@_exported import Geometry2D
