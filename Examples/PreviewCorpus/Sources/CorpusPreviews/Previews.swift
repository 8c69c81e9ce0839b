import Corpus
import ZoetropeCommands

/// The corpus's previews on the command line: `swift run CorpusPreviews list`,
/// `render NAME --out DIR`, `sample NAME --time 1`, `snapshot --out DIR`.
@main enum Previews: StoryboardCatalog {}
