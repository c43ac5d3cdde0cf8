/// The styles a modal can take: the ones of ``PresentationStyle`` that stand alone, without an
/// anchor or a label. A plain value, so that settings and route tables can hold it.
public enum ModalPresentationStyle: Sendable, Hashable {
    /// Over the whole screen.
    case fullScreen
    /// A centred sheet over a dimmed background.
    case formSheet
    /// A sheet rising from the bottom, `height` rows tall.
    case bottomSheet(height: Int)
}

extension PresentationStyle {
    /// The presentation of a modal in `style`.
    public init(_ style: ModalPresentationStyle) {
        switch style {
        case .fullScreen: self = .fullScreen
        case .formSheet: self = .formSheet
        case .bottomSheet(let height): self = .bottomSheet(height: height)
        }
    }
}
