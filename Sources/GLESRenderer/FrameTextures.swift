import RenderCommands

/// The textures a frame's images need: one per distinct image storage, so an image named many
/// times is uploaded and held once, and the bytes they take (RGBA8).
///
/// ```swift
/// var textures = FrameTextures()
/// let index = textures.index(of: image)   // the same index for every draw of this storage
/// ```
struct FrameTextures {
    private var indices: [UnsafeRawPointer: Int] = [:]
    private(set) var count = 0
    private(set) var bytes = 0.0

    /// Forgets the frame's textures, keeping the storage.
    mutating func reset() {
        indices.removeAll(keepingCapacity: true)
        count = 0
        bytes = 0
    }

    /// The texture index of `image`: a new one unless an earlier draw of the frame has the same
    /// pixels (the same storage).
    mutating func index(of image: Pixmap) -> Int {
        if let identity = image.storageIdentity, let index = indices[identity] { return index }
        let index = count
        count += 1
        if let identity = image.storageIdentity { indices[identity] = index }
        bytes += Double(image.width) * Double(image.height) * 4
        return index
    }
}
