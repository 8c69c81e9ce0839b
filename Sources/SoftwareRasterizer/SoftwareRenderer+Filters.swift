import RenderCommands

extension SoftwareRenderer {
    /// `list` (validated) with its filtered layers replaced by their filtered pixels
    /// (``RenderCommands/DisplayList/resolvingFilters(width:height:canvas:threads:render:renderMany:)``, the
    /// lowering the GPU backend shares): each filtered layer's content is drawn by this renderer
    /// into its own pixmap, filtered by the shared kernels, and drawn back as an image. The layers
    /// that need only their own content are drawn one after another and filtered together, spread
    /// over the renderer's threads (a small layer's blur does not split well; a hundred of them do).
    func resolvingFilters(_ list: DisplayList, width: Int, height: Int, canvas: Pixmap? = nil) throws(RenderError) -> DisplayList {
        guard list.hasFilters else { return list }
        let draw = { (sub: DisplayList, w: Int, h: Int) throws -> Pixmap in
            var pixmap = try Pixmap(width: w, height: h)
            try self.render(sub, into: &pixmap)
            return pixmap
        }
        do {
            // The filters on this renderer's threads (0: the machine's, as its raster).
            return try list.resolvingFilters(width: width, height: height, canvas: canvas, threads: threads, render: draw) { contents in
                try contents.map { try draw($0.list, $0.width, $0.height) }
            }
        } catch let error as RenderError {
            throw error
        } catch {
            throw .overBudget(RenderBudget.Exceeded(.imagePixels, amount: Double(width * height),
                                                    maximum: Pixmap.maximumPixelCount, detail: "\(error)"))
        }
    }
}
