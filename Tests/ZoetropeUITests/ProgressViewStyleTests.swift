import Foundation
import Geometry2D
import Testing
@testable import ZoetropeUI

/// `.progressViewStyle(.linear / .circular / .automatic)`.
@Suite struct ProgressViewStyleTests {
    func kinds<V: View>(_ view: V) throws -> [String] {
        let board = Storyboard("p", size: CGSize(width: 200, height: 100), duration: 1) { view }
        // Leaves only: an overlay or background wrapper reports the kind of the view it wraps.
        let views = try board.frame(at: 0).views
        return views.indices.filter { $0 + 1 == views.count || views[$0 + 1].depth <= views[$0].depth }.map { views[$0].kind }
    }

    @Test func stylesChooseBarOrSpinner() throws {
        // A bar is a track capsule and a fill capsule; the spinner is eight spokes.
        #expect(try kinds(ProgressView(value: 0.3)).filter { $0 == "Capsule" }.count == 2)
        #expect(try kinds(ProgressView()).filter { $0 == "Capsule" }.count == 8)
        #expect(try kinds(ProgressView(value: 0.3).progressViewStyle(.circular)).filter { $0 == "Capsule" }.count == 8)
        #expect(try kinds(ProgressView().progressViewStyle(.linear)).filter { $0 == "Capsule" }.count == 2)
        #expect(try kinds(ProgressView().progressViewStyle(.automatic)).filter { $0 == "Capsule" }.count == 8)
    }
}
