//
//  OnboardingPagerView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct OnboardingPagerView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var currentPage = 0

    private let symbols = ["figure.run", "heart.text.square", "chart.line.uptrend.xyaxis"]
    private let titles = ["Move more", "Mind your heart", "See your progress"]

    var body: some View {
        ZStack(alignment: .topTrailing) {
            LinearGradient(colors: [.blue.opacity(0.25), .white], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            TabView(selection: $currentPage) {
                ForEach(0..<titles.count, id: \.self) { index in
                    VStack(spacing: 20) {
                        Spacer()
                        Image(systemName: symbols[index])
                            .resizable()
                            .scaledToFit()
                            .frame(width: 120, height: 120)
                            .foregroundStyle(.blue)
                            .symbolEffect(.bounce, value: currentPage)
                        Text(titles[index])
                            .font(.title.weight(.semibold))
                        Spacer()
                        if index == titles.count - 1 {
                            Button("Get Started") {
                                hasSeenOnboarding = true
                            }
                            .buttonStyle(.borderedProminent)
                            .controlSize(.large)
                            .transition(.move(edge: .bottom).combined(with: .opacity))
                        }
                        Spacer().frame(height: 60)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .animation(.easeInOut, value: currentPage)

            Button("Skip") {
                withAnimation { currentPage = titles.count - 1 }
            }
            .padding()
            .opacity(currentPage == titles.count - 1 ? 0 : 1)
        }
    }
}

#Preview {
    OnboardingPagerView()
}
