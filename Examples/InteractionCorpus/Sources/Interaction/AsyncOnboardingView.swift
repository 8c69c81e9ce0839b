//
//  AsyncOnboardingView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct OnboardingFeature: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String

    static let all = [
        OnboardingFeature(id: 0, symbol: "map.fill", title: "Offline maps", detail: "Download trails before you go."),
        OnboardingFeature(id: 1, symbol: "figure.hiking", title: "Track hikes", detail: "Distance, pace and elevation."),
        OnboardingFeature(id: 2, symbol: "person.2.fill", title: "Share routes", detail: "Send a trail to a friend."),
    ]
}

/// Onboarding whose content "loads" for a second in `.task`, then animates in.
struct AsyncOnboardingView: View {
    @State private var features: [OnboardingFeature] = []
    @State private var isLoaded = false
    @State private var didFinish = false

    var body: some View {
        VStack(spacing: 28) {
            Text("Welcome to Trails")
                .font(.largeTitle.bold())

            if isLoaded {
                VStack(alignment: .leading, spacing: 20) {
                    ForEach(features) { feature in
                        HStack(spacing: 16) {
                            Image(systemName: feature.symbol)
                                .font(.title)
                                .foregroundStyle(.green)
                                .frame(width: 44)
                            VStack(alignment: .leading) {
                                Text(feature.title).font(.headline)
                                Text(feature.detail).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .transition(.move(edge: .bottom).combined(with: .opacity))

                Button(didFinish ? "You're all set" : "Get Started") {
                    withAnimation { didFinish = true }
                }
                .buttonStyle(.borderedProminent)
                .disabled(didFinish)
                .transition(.opacity)
            } else {
                ProgressView("Preparing your tour…")
                    .frame(height: 200)
            }
        }
        .padding(24)
        .task {
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.easeOut(duration: 0.5)) {
                features = OnboardingFeature.all
                isLoaded = true
            }
        }
    }
}

#Preview {
    AsyncOnboardingView()
}
