//
//  PhotoSortMenuView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/5/26.
//

import Zoetrope

enum PhotoSort: String, CaseIterable, Identifiable {
    case newest = "Newest First"
    case oldest = "Oldest First"
    case favorites = "Favorites"
    var id: Self { self }
}

/// A photo grid whose order comes from a toolbar menu, with a grid-size picker in the menu look.
struct PhotoSortMenuView: View {
    @State private var sort = PhotoSort.newest
    @State private var columns = 3
    private let hues: [Double] = [0.02, 0.08, 0.15, 0.3, 0.45, 0.55, 0.62, 0.7, 0.8, 0.9, 0.95, 0.5]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: columns), spacing: 2) {
                    ForEach(sortedHues, id: \.self) { hue in
                        Color(hue: hue, saturation: 0.6, brightness: 0.9)
                            .aspectRatio(1, contentMode: .fill)
                    }
                }
            }
            .navigationTitle(sort.rawValue)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Picker("Columns", selection: $columns) {
                        Text("2 Columns").tag(2)
                        Text("3 Columns").tag(3)
                        Text("4 Columns").tag(4)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Newest First") { sort = .newest }
                        Button("Oldest First") { sort = .oldest }
                        Divider()
                        Button("Favorites", systemImage: "heart") { sort = .favorites }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }

    private var sortedHues: [Double] {
        switch sort {
        case .newest: hues
        case .oldest: hues.reversed()
        case .favorites: hues.filter { $0 > 0.5 }
        }
    }
}

#Preview {
    PhotoSortMenuView()
}
