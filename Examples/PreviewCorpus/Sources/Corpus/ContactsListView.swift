//
//  ContactsListView.swift
//  CorpusFuture
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let emoji: String
}

struct ContactsListView: View {
    @State private var contacts = [
        Contact(name: "Ada Lovelace", emoji: "🧮"),
        Contact(name: "Grace Hopper", emoji: "🐛"),
        Contact(name: "Alan Turing", emoji: "🤖"),
    ]
    @State private var showingAdd = false

    var body: some View {
        NavigationView {
            List {
                Section("Favourites") {
                    ForEach(contacts) { contact in
                        NavigationLink(destination: Text(contact.name).font(.largeTitle)) {
                            HStack {
                                Text(contact.emoji)
                                Text(contact.name)
                            }
                        }
                        .swipeActions {
                            Button(role: .destructive) {
                                contacts.removeAll { $0.id == contact.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                    .onDelete { contacts.remove(atOffsets: $0) }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Contacts")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $showingAdd) {
                Text("Add contact")
                    .presentationDetents([.medium])
            }
        }
    }
}

struct ContactsListView_Previews: PreviewProvider {
    static var previews: some View {
        ContactsListView()
    }
}
