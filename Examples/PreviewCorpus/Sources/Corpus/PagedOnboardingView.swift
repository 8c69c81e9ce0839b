//
//  PagedOnboardingView.swift
//  CorpusFuture
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct PagedOnboardingView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            ForEach(0..<3) { index in
                VStack(spacing: 20) {
                    Image(systemName: ["leaf.fill", "drop.fill", "sun.max.fill"][index])
                        .font(.system(size: 80))
                        .foregroundStyle(.green)
                    Text(["Plant", "Water", "Grow"][index])
                        .font(.largeTitle.bold())
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .ignoresSafeArea()
    }
}

#Preview {
    PagedOnboardingView()
}
