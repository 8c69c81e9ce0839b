//
//  GroceryListEditorView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/5/26.
//

import Zoetrope

/// A shopping list you can reorder and prune: tap Edit, drag the handles, tap the red buttons.
struct GroceryListEditorView: View {
    @State private var items = ["Milk", "Eggs", "Bread", "Coffee", "Apples", "Cheese"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                    }
                    .onDelete { offsets in
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        items.move(fromOffsets: source, toOffset: destination)
                    }
                } header: {
                    Text("\(items.count) items")
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                EditButton()
            }
        }
    }
}

#Preview {
    GroceryListEditorView()
}
