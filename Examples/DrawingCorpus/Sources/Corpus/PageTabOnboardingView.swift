//
//  PageTabOnboardingView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct OnboardingPage: Identifiable {
    let id = UUID()
    let imageName: String
    let title: String
    let description: String
    let color: Color
}

extension OnboardingPage {
    static let samplePages: [OnboardingPage] = [
        OnboardingPage(imageName: "sparkles", title: "Welcome", description: "Discover a smarter way to plan your day.", color: .purple),
        OnboardingPage(imageName: "bell.badge", title: "Stay Notified", description: "Get reminders exactly when you need them.", color: .orange),
        OnboardingPage(imageName: "lock.shield", title: "Private by Design", description: "Your data stays on your device.", color: .green)
    ]
}

struct PageTabOnboardingView: View {
    @State private var selection = 0
    let pages = OnboardingPage.samplePages

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    VStack(spacing: 24) {
                        Image(systemName: page.imageName)
                            .font(.system(size: 80))
                            .foregroundStyle(page.color)
                            .scaleEffect(selection == index ? 1 : 0.5)
                            .animation(.spring(response: 0.5, dampingFraction: 0.6), value: selection)

                        Text(page.title)
                            .font(.largeTitle.bold())

                        Text(page.description)
                            .font(.body)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 40)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                withAnimation {
                    selection = min(selection + 1, pages.count - 1)
                }
            } label: {
                Text(selection == pages.count - 1 ? "Get Started" : "Next")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(pages[selection].color)
                    .foregroundColor(.white)
                    .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 16)
        }
    }
}

#Preview {
    PageTabOnboardingView()
}
