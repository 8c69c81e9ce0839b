//
//  OnboardingView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let message: String
}

struct OnboardingView: View {
    private let pages: [OnboardingPage] = [
        OnboardingPage(symbol: "sparkles", title: "Welcome", message: "Track your habits with a single tap."),
        OnboardingPage(symbol: "chart.bar.fill", title: "See your progress", message: "Charts show how far you've come."),
        OnboardingPage(symbol: "bell.badge.fill", title: "Stay on track", message: "Gentle reminders, never spam."),
    ]

    @State private var currentPage = 0
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color("Brand"), Color("Brand").opacity(0.6)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 24) {
                Spacer()

                ZStack {
                    ForEach(pages.indices, id: \.self) { index in
                        if index == currentPage {
                            pageView(pages[index])
                                .transition(.asymmetric(
                                    insertion: .move(edge: .trailing).combined(with: .opacity),
                                    removal: .move(edge: .leading).combined(with: .opacity)
                                ))
                        }
                    }
                }
                .frame(width: UIScreen.main.bounds.width - 48)

                Spacer()

                HStack(spacing: 8) {
                    ForEach(pages.indices, id: \.self) { index in
                        Capsule()
                            .fill(Color.white.opacity(index == currentPage ? 1 : 0.4))
                            .frame(width: index == currentPage ? 24 : 8, height: 8)
                    }
                }
                .animation(.spring(), value: currentPage)

                Button(action: next) {
                    Text(currentPage == pages.count - 1 ? "Get Started" : "Next")
                        .font(.headline)
                        .foregroundColor(Color("Brand"))
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(Color.white)
                        .cornerRadius(14)
                }
                .padding(.horizontal, 24)
                .padding(.bottom, 16)
            }
        }
    }

    private func pageView(_ page: OnboardingPage) -> some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .font(.system(size: 72, weight: .semibold))
                .foregroundColor(.white)
            Text(page.title)
                .font(.largeTitle.bold())
                .foregroundColor(.white)
            Text(page.message)
                .font(.body)
                .multilineTextAlignment(.center)
                .foregroundColor(.white.opacity(0.85))
        }
    }

    private func next() {
        if currentPage < pages.count - 1 {
            withAnimation(.easeInOut) {
                currentPage += 1
            }
        } else {
            hasSeenOnboarding = true
        }
    }
}

#Preview {
    OnboardingView()
}
