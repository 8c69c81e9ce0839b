//
//  TabUnderlineView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

enum FeedTab: String, CaseIterable, Identifiable {
    case forYou = "For You"
    case following = "Following"
    case trending = "Trending"

    var id: Self { self }
}

struct TabUnderlineView: View {
    @State private var selectedTab: FeedTab = .forYou
    @Namespace private var underline

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                ForEach(FeedTab.allCases) { tab in
                    Button {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                            selectedTab = tab
                        }
                    } label: {
                        VStack(spacing: 8) {
                            Text(tab.rawValue)
                                .font(.headline)
                                .foregroundColor(selectedTab == tab ? .primary : .secondary)

                            ZStack {
                                Capsule()
                                    .fill(Color.clear)
                                    .frame(height: 3)
                                if selectedTab == tab {
                                    Capsule()
                                        .fill(Color.accentColor)
                                        .frame(height: 3)
                                        .matchedGeometryEffect(id: "underline", in: underline)
                                }
                            }
                        }
                    }
                    .buttonStyle(.plain)
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(.horizontal)
            .padding(.top, 8)

            Divider()

            ZStack {
                Color(.systemGroupedBackground)
                Text(selectedTab.rawValue)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.tertiary)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                selectedTab = .trending
            }
        }
    }
}

#Preview {
    TabUnderlineView()
}
