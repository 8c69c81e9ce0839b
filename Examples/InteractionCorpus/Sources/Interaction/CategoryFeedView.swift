//
//  CategoryFeedView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

enum FeedCategory: String, CaseIterable, Identifiable {
    case news = "News"
    case sports = "Sports"
    case tech = "Tech"

    var id: Self { self }
}

/// `.task(id:)` reloads the feed whenever the segment changes, cancelling a load still in flight.
struct CategoryFeedView: View {
    @State private var category: FeedCategory = .news
    @State private var headlines: [String] = []
    @State private var isLoading = false
    @State private var completedLoads = 0

    var body: some View {
        VStack(spacing: 16) {
            Picker("Category", selection: $category) {
                ForEach(FeedCategory.allCases) { category in
                    Text(category.rawValue).tag(category)
                }
            }
            .pickerStyle(.segmented)

            Group {
                if isLoading {
                    ProgressView()
                        .frame(maxHeight: .infinity)
                } else {
                    VStack(alignment: .leading, spacing: 12) {
                        ForEach(headlines, id: \.self) { headline in
                            Text(headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding()
                                .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                        }
                        Spacer()
                    }
                }
            }
            .frame(maxHeight: .infinity)

            Text("Loads completed: \(completedLoads)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .task(id: category) {
            isLoading = true
            do {
                headlines = try await fetchHeadlines(for: category)
                completedLoads += 1
                isLoading = false
            } catch {
                // Cancelled: the category changed and a new task has started.
            }
        }
    }

    private func fetchHeadlines(for category: FeedCategory) async throws -> [String] {
        try await Task.sleep(for: .milliseconds(800))
        try Task.checkCancellation()
        return (1...3).map { "\(category.rawValue) headline \($0)" }
    }
}

#Preview {
    CategoryFeedView()
}
