import Foundation
import Testing
import Zoetrope

@Suite struct SceneCatalogTests {
    @Test func catalogNamesAreUnique() {
        let names = SceneCatalog.all.map { $0.name }
        #expect(Set(names).count == names.count)
        #expect(names.contains("flower"))
    }
}
