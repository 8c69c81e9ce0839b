//
//  FeedView.swift
//  CorpusFuture
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct Post: Identifiable {
    let id = UUID()
    let author: String
    let text: String
    var likes: Int
}

struct FeedView: View {
    @State private var posts = [
        Post(author: "Ada", text: "Shipped the new onboarding today 🎉", likes: 24),
        Post(author: "Grace", text: "Found the bug. It was a moth. 🦋", likes: 103),
        Post(author: "Alan", text: "Thinking about machines again…", likes: 7),
    ]
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 16) {
                    ForEach(posts) { post in
                        VStack(alignment: .leading, spacing: 6) {
                            Text(post.author)
                                .font(.headline)
                            Text(post.text)
                            Label("\(post.likes)", systemImage: "heart")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .navigationTitle("Feed")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New", systemImage: "square.and.pencil") {}
                }
            }
            .searchable(text: $searchText)
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }
}

#Preview {
    FeedView()
}
