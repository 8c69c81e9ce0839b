//
//  CorpusAppApp.swift
//  CorpusApp
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

@main
struct CorpusAppApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
