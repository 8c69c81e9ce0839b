//
//  FlashcardFlipView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct FlashcardFlipView: View {
    @State private var isFlipped = false
    @State private var frontDegree: Double = 0
    @State private var backDegree: Double = -90

    let durationAndDelay: CGFloat = 0.3

    var body: some View {
        VStack(spacing: 40) {
            ZStack {
                CardFace(text: "¿Dónde está la biblioteca?", caption: "Spanish", color: .orange, degree: $frontDegree)
                CardFace(text: "Where is the library?", caption: "English", color: .teal, degree: $backDegree)
            }
            .onTapGesture {
                flipCard()
            }

            Text("Tap the card to flip")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                flipCard()
            }
        }
    }

    func flipCard() {
        isFlipped.toggle()
        if isFlipped {
            withAnimation(.linear(duration: durationAndDelay)) {
                frontDegree = 90
            }
            withAnimation(.linear(duration: durationAndDelay).delay(durationAndDelay)) {
                backDegree = 0
            }
        } else {
            withAnimation(.linear(duration: durationAndDelay)) {
                backDegree = -90
            }
            withAnimation(.linear(duration: durationAndDelay).delay(durationAndDelay)) {
                frontDegree = 0
            }
        }
    }
}

struct CardFace: View {
    let text: String
    let caption: String
    let color: Color
    @Binding var degree: Double

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(color.gradient)
                .frame(width: 260, height: 170)
                .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 6)

            VStack(spacing: 10) {
                Text(caption.uppercased())
                    .font(.caption.bold())
                    .opacity(0.7)
                Text(text)
                    .font(.title3.weight(.semibold))
                    .multilineTextAlignment(.center)
                    .padding(.horizontal)
            }
            .foregroundColor(.white)
        }
        .rotation3DEffect(Angle(degrees: degree), axis: (x: 0, y: 1, z: 0))
    }
}

#Preview {
    FlashcardFlipView()
}
