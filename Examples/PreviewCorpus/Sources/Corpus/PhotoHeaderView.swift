//
//  PhotoHeaderView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct PhotoHeaderView: View {
    var body: some View {
        GeometryReader { geometry in
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(height: 220 + geometry.safeAreaInsets.top)

                    Text("Yosemite")
                        .font(.largeTitle.bold())
                        .foregroundStyle(.white)
                        .padding()
                }
                .ignoresSafeArea(edges: .top)

                VStack(alignment: .leading, spacing: 8) {
                    Text("Yosemite National Park")
                        .font(.title2.bold())
                    Text("California · 3,027 km²")
                        .foregroundStyle(.secondary)
                }
                .safeAreaPadding(.horizontal, 20)
                .padding(.top)

                Spacer()
            }
        }
    }
}

#Preview {
    PhotoHeaderView()
}
