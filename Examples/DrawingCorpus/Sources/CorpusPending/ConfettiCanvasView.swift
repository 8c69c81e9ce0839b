//
//  ConfettiCanvasView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct ConfettiPiece {
    let x: Double          // 0...1 across the view
    let delay: Double      // seconds before it starts falling
    let fallSpeed: Double  // points per second
    let spinSpeed: Double  // degrees per second
    let wobble: Double
    let color: Color
    let size: CGSize
}

struct ConfettiCanvasView: View {
    @State private var startDate = Date.now
    @State private var pieces: [ConfettiPiece] = ConfettiCanvasView.makePieces(count: 120)

    static let palette: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink]

    static func makePieces(count: Int) -> [ConfettiPiece] {
        (0..<count).map { _ in
            ConfettiPiece(
                x: Double.random(in: 0...1),
                delay: Double.random(in: 0...1.5),
                fallSpeed: Double.random(in: 120...260),
                spinSpeed: Double.random(in: 90...360),
                wobble: Double.random(in: 10...30),
                color: palette.randomElement()!,
                size: CGSize(width: Double.random(in: 6...10), height: Double.random(in: 10...16))
            )
        }
    }

    var body: some View {
        ZStack {
            VStack(spacing: 8) {
                Text("🎉")
                    .font(.system(size: 64))
                Text("You did it!")
                    .font(.largeTitle.bold())
                Button("Celebrate again") {
                    startDate = .now
                    pieces = Self.makePieces(count: 120)
                }
                .buttonStyle(.borderedProminent)
            }

            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let elapsed = timeline.date.timeIntervalSince(startDate)

                    for piece in pieces {
                        let t = elapsed - piece.delay
                        guard t > 0 else { continue }

                        let y = -20 + t * piece.fallSpeed
                        guard y < size.height + 20 else { continue }
                        let x = piece.x * size.width + sin(t * 3) * piece.wobble

                        var pieceContext = context
                        pieceContext.translateBy(x: x, y: y)
                        pieceContext.rotate(by: .degrees(t * piece.spinSpeed))
                        // Squash horizontally to fake a 3D tumble
                        pieceContext.scaleBy(x: cos(t * 4), y: 1)

                        let rect = CGRect(x: -piece.size.width / 2, y: -piece.size.height / 2,
                                          width: piece.size.width, height: piece.size.height)
                        pieceContext.fill(Path(rect), with: .color(piece.color))
                    }
                }
            }
            .allowsHitTesting(false)
            .ignoresSafeArea()
        }
    }
}

#Preview {
    ConfettiCanvasView()
}
