@_exported import VectorPath
