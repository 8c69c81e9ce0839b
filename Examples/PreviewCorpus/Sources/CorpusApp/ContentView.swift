//
//  ContentView.swift
//  CorpusApp
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
