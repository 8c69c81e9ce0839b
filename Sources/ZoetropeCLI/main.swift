import ZoetropeCommands

// The `zoetrope` executable: everything lives in the ZoetropeCommands library, which a user's own
// package reaches through `StoryboardCatalog`.
ZoetropeCommand.main()
