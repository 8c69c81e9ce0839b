//
//  OrbitLoader.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct OrbitLoader: View {
    @State private var isOrbiting = false

    var body: some View {
        ZStack {
            // Orbit paths
            Circle()
                .stroke(Color.white.opacity(0.15), lineWidth: 1)
                .frame(width: 160, height: 160)
            Circle()
                .stroke(Color.white.opacity(0.15), lineWidth: 1)
                .frame(width: 100, height: 100)

            // Sun
            Circle()
                .fill(
                    RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 24)
                )
                .frame(width: 40, height: 40)
                .shadow(color: .orange.opacity(0.8), radius: 12)

            // Inner planet
            Circle()
                .fill(Color.cyan)
                .frame(width: 14, height: 14)
                .offset(x: 50)
                .rotationEffect(.degrees(isOrbiting ? 360 : 0))
                .animation(.linear(duration: 2).repeatForever(autoreverses: false), value: isOrbiting)

            // Outer planet with a moon
            ZStack {
                Circle()
                    .fill(Color.pink)
                    .frame(width: 20, height: 20)
                Circle()
                    .fill(Color.white)
                    .frame(width: 6, height: 6)
                    .offset(x: 18)
                    .rotationEffect(.degrees(isOrbiting ? -720 : 0))
            }
            .offset(x: 80)
            .rotationEffect(.degrees(isOrbiting ? 360 : 0))
            .animation(.linear(duration: 4).repeatForever(autoreverses: false), value: isOrbiting)
        }
        .frame(width: 220, height: 220)
        .onAppear {
            isOrbiting = true
        }
    }
}

#Preview {
    OrbitLoader()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.05, green: 0.05, blue: 0.15))
}
