import RenderCommands

extension GLESRenderer {
    /// `list` (validated) with its filtered layers replaced by their filtered pixels
    /// (``RenderCommands/DisplayList/resolvingFilters(width:height:canvas:render:)``, the lowering the CPU
    /// backend shares): each filtered layer's content is drawn by this renderer into its own
    /// pixmap, filtered by the shared kernels, and drawn back as an image. Call without the lock.
    func resolvingFilters(_ list: DisplayList, width: Int, height: Int, canvas: Pixmap? = nil) throws(GLESError) -> DisplayList {
        guard list.hasFilters else { return list }
        do {
            return try list.resolvingFilters(width: width, height: height, canvas: canvas) { sub, w, h in
                var pixmap = try Pixmap(width: w, height: h)
                try self.render(sub, into: &pixmap)
                return pixmap
            }
        } catch let error as GLESError {
            throw error
        } catch let error as RenderError {
            throw .invalidList(error)
        } catch {
            throw .invalidList(.overBudget(RenderBudget.Exceeded(.imagePixels, amount: Double(width * height),
                                                                  maximum: Pixmap.maximumPixelCount, detail: "\(error)")))
        }
    }
}
