import RenderCommands

extension GLESRenderer {
    /// The pixmap's color when every pixel has it (then a clear replaces the upload).
    static func uniformColor(of pixmap: Pixmap) -> PremultipliedRGBA8? {
        let first = pixmap[x: 0, y: 0]
        let uniform = pixmap.withUnsafeBytes { bytes -> Bool in
            let words = bytes.bindMemory(to: UInt32.self)
            guard let value = words.first else { return false }
            for word in words where word != value { return false }
            return true
        }
        return uniform ? first : nil
    }
}
