import Foundation
import Zoetrope
import ZoetropeCommands

// A user's package of previews as PreviewsTests runs it (Swift 5 mode, as an app's files are): only
// `@main enum Previews: StoryboardCatalog {}` and the previews below, one of which traps. Not linked
// into the test bundle: its trapping preview must not be in the process every test shares.

@main enum Previews: StoryboardCatalog {}

struct Dot: View {
    var body: some View {
        Circle().fill(Color.red).frame(width: 20, height: 20)
    }
}

/// Traps in its body, as a preview with a force unwrap of missing data would.
struct Broken: View {
    var body: some View {
        let missing: Int? = ProcessInfo.processInfo.environment["FIXTURE_NEVER_SET"].flatMap { Int($0) }
        return Text("\(missing!)")
    }
}

#Preview("Dot", traits: .sizeThatFitsLayout) { Dot().padding(6) }

#Preview("Broken", traits: .fixedLayout(width: 40, height: 40)) { Broken() }

#Preview("Dot after", traits: .fixedLayout(width: 30, height: 30)) { Dot() }

/// With FIXTURE_DUPLICATES=1 two of its previews share a name, as two files' previews might.
struct Twins_Previews: PreviewProvider {
    static var previews: some View {
        if ProcessInfo.processInfo.environment["FIXTURE_DUPLICATES"] == "1" {
            Group {
                Dot().previewDisplayName("Dot")
                Dot().previewDisplayName("Twin")
            }
        } else {
            Dot().previewDisplayName("Twin").previewLayout(.fixed(width: 24, height: 24))
        }
    }
}
