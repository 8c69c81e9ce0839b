import RenderCommands

extension GLESRenderer {
    /// The most pixels of a page of filtered layers drawn together, unless the canvas has more.
    static let maximumFilterPagePixels = 1 << 22

    /// `list` (validated) with its filtered layers replaced by their filtered pixels
    /// (``RenderCommands/DisplayList/resolvingFilters(width:height:canvas:threads:render:renderMany:)``, the
    /// lowering the CPU backend shares): each filtered layer's content is drawn by this renderer,
    /// filtered by the shared kernels, and drawn back as an image. The layers that need only their
    /// own content drawn are drawn together, side by side in a few pages of at most
    /// ``maximumFilterPagePixels`` or the canvas's pixels (``RenderCommands/FilterAtlas``): one
    /// upload, draw and readback for a page of a hundred shadowed cards instead of one each.
    /// Call without the lock.
    func resolvingFilters(_ list: DisplayList, width: Int, height: Int, canvas: Pixmap? = nil) throws(GLESError) -> DisplayList {
        guard list.hasFilters else { return list }
        var list = options.shaderColorMatrices ? Self.compositingColorMatrices(list) : list
        if blursInShaders || options.shaderMasks {
            list = list.compositingFilters(width: width, height: height, blurs: blursInShaders, masks: options.shaderMasks)
        }
        guard list.hasFilters else { return list }
        let draw = { (sub: DisplayList, w: Int, h: Int) throws -> Pixmap in
            var pixmap = try Pixmap(width: w, height: h)
            try self.render(sub, into: &pixmap)
            return pixmap
        }
        let maxSide = info.maxTextureSize, maxPixels = max(width * height, Self.maximumFilterPagePixels)
        do {
            return try list.resolvingFilters(width: width, height: height, canvas: canvas, render: draw) { contents in
                try FilterAtlas(contents, maxSide: maxSide, maxPixels: maxPixels).draw(draw)
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

    /// Whether lone blurs and shadows are drawn by shaders (``GLESOptions/shaderBlurs``, by
    /// default on a hardware GPU only).
    public var blursInShaders: Bool { options.shaderBlurs ?? !info.isSoftware }

    /// `list` with each layer whose last filter is a colour matrix that keeps transparent pixels
    /// transparent (no alpha offset, so nothing appears outside what the layer drew) left with its
    /// other filters, that matrix applied by the composite shader after them
    /// (``RenderCommands/LayerStyle/compositeColorMatrix``) instead of drawn, read back, filtered
    /// on the CPU and uploaded again: a lone matrix, or a blur, shadow, mask or matrix then a matrix
    /// (whatever is left is drawn in shaders or resolved as before, and the composite applies the
    /// matrix to its result, so the order holds). What the layer holds is resolved as before.
    package static func compositingColorMatrices(_ list: DisplayList) -> DisplayList {
        var result = list
        for index in result.commands.indices {
            guard case .pushLayer(var style) = result.commands[index],
                  case .colorMatrix(let matrix) = style.filters.last, matrix.entries[19] <= 0 else { continue }
            style.filters.removeLast()
            style.compositeColorMatrix = matrix
            result.commands[index] = .pushLayer(style)
        }
        return result
    }
}
