//
//  SwipeCardStackView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct Profile: Identifiable, Equatable {
    let id: Int
    let name: String
    let age: Int
    let colors: [Color]
}

struct SwipeCard: View {
    let profile: Profile
    var onRemove: (Profile) -> Void

    @State private var offset: CGSize = .zero

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(LinearGradient(colors: profile.colors, startPoint: .top, endPoint: .bottom))

            VStack(alignment: .leading, spacing: 4) {
                Text("\(profile.name), \(profile.age)")
                    .font(.title.bold())
                Text("2 miles away")
                    .font(.subheadline)
            }
            .foregroundColor(.white)
            .padding(24)

            // LIKE / NOPE stamps
            HStack {
                stamp("LIKE", color: .green)
                    .opacity(Double(offset.width / 100))
                Spacer()
                stamp("NOPE", color: .red)
                    .opacity(Double(-offset.width / 100))
            }
            .padding(24)
            .frame(maxHeight: .infinity, alignment: .top)
        }
        .frame(width: 300, height: 420)
        .shadow(radius: 6)
        .offset(x: offset.width, y: offset.height * 0.4)
        .rotationEffect(.degrees(Double(offset.width / 20)))
        .gesture(
            DragGesture()
                .onChanged { gesture in
                    offset = gesture.translation
                }
                .onEnded { _ in
                    if abs(offset.width) > 120 {
                        onRemove(profile)
                    } else {
                        withAnimation(.spring()) {
                            offset = .zero
                        }
                    }
                }
        )
    }

    private func stamp(_ text: String, color: Color) -> some View {
        Text(text)
            .font(.system(size: 32, weight: .heavy))
            .foregroundColor(color)
            .padding(.horizontal, 8)
            .overlay(
                RoundedRectangle(cornerRadius: 6)
                    .stroke(color, lineWidth: 4)
            )
            .rotationEffect(.degrees(text == "LIKE" ? -15 : 15))
    }
}

struct SwipeCardStackView: View {
    @State private var profiles: [Profile] = [
        Profile(id: 0, name: "Ava", age: 27, colors: [.pink, .purple]),
        Profile(id: 1, name: "Noah", age: 31, colors: [.blue, .indigo]),
        Profile(id: 2, name: "Mia", age: 24, colors: [.orange, .red]),
        Profile(id: 3, name: "Leo", age: 29, colors: [.mint, .teal]),
    ]

    var body: some View {
        VStack {
            ZStack {
                ForEach(Array(profiles.enumerated()), id: \.element.id) { index, profile in
                    SwipeCard(profile: profile) { removed in
                        withAnimation(.spring()) {
                            profiles.removeAll { $0.id == removed.id }
                        }
                    }
                    .scaleEffect(1 - CGFloat(profiles.count - 1 - index) * 0.04)
                    .offset(y: CGFloat(profiles.count - 1 - index) * -12)
                    .transition(.asymmetric(insertion: .identity, removal: .move(edge: .trailing).combined(with: .opacity)))
                }
            }

            HStack(spacing: 40) {
                circleButton("xmark", color: .red)
                circleButton("star.fill", color: .blue)
                circleButton("heart.fill", color: .green)
            }
            .padding(.top, 30)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation(.spring()) {
                    _ = profiles.popLast()
                }
            }
        }
    }

    private func circleButton(_ symbol: String, color: Color) -> some View {
        Button {
            withAnimation(.spring()) { _ = profiles.popLast() }
        } label: {
            Image(systemName: symbol)
                .font(.title2.bold())
                .foregroundColor(color)
                .frame(width: 60, height: 60)
                .background(Circle().fill(Color.white).shadow(color: .black.opacity(0.15), radius: 6, y: 3))
        }
    }
}

#Preview {
    SwipeCardStackView()
}
