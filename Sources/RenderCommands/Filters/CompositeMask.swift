/// A mask drawn while compositing (``DisplayList/compositingFilters(width:height:blurs:masks:)``):
/// a layer whose lone mask filter a backend applies in its compositing shader. The masked layer
/// ends with the mask's content in a group of its own, which the backend draws but does not
/// composite; the masked layer is then multiplied by that group's alpha as it is composited
/// (where the mask drew nothing, by 0), as ``LayerFilter/mask(_:)`` defines.
///
/// ```swift
/// // pushLayer(masked) … content … pushLayer(source) … mask … popLayer popLayer
/// ```
package enum CompositeMask: Equatable, Sendable {
    /// The layer whose pixels are multiplied by the mask's alpha.
    case masked
    /// The group holding the mask's content, last in the masked layer.
    case source
}
