//
//  CitySearchView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope
import Combine

/// Search-as-you-type with Combine: keystrokes go into a `PassthroughSubject`, which is debounced
/// on the main queue so the (pretend) search runs only once typing pauses.
final class CitySearchModel: ObservableObject {
    @Published private(set) var results: [String] = []
    @Published private(set) var searchCount = 0

    let queryChanged = PassthroughSubject<String, Never>()

    private var cancellables = Set<AnyCancellable>()
    private let allCities = [
        "Amsterdam", "Athens", "Austin", "Barcelona", "Berlin", "Boston",
        "Lisbon", "London", "Los Angeles", "Madrid", "Melbourne", "Milan",
    ]

    init() {
        queryChanged
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { [allCities] query in
                query.isEmpty ? [] : allCities.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .sink { [weak self] cities in
                self?.searchCount += 1
                self?.results = cities
            }
            .store(in: &cancellables)
    }
}

struct CitySearchView: View {
    @StateObject private var model = CitySearchModel()
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Search cities", text: $query)
                .textFieldStyle(.roundedBorder)
                .autocorrectionDisabled()
                .accessibilityIdentifier("searchField")
                .onChange(of: query) { _, newValue in
                    model.queryChanged.send(newValue)
                }

            Text("Searches run: \(model.searchCount)")
                .font(.caption)
                .foregroundStyle(.secondary)

            ForEach(model.results, id: \.self) { city in
                Label(city, systemImage: "building.2")
                    .padding(.vertical, 4)
            }

            if model.results.isEmpty && !query.isEmpty {
                Text("No matches")
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

struct CitySearchView_Previews: PreviewProvider {
    static var previews: some View {
        CitySearchView()
    }
}
