//
//  DropZoneView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct DropZoneView: View {
    @State private var dashPhase: CGFloat = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [10, 6], dashPhase: dashPhase))
            .foregroundColor(.blue)
            .frame(width: 240, height: 140)
            .overlay(
                VStack(spacing: 8) {
                    Image(systemName: "square.and.arrow.down")
                        .font(.largeTitle)
                    Text("Drop files here")
                        .font(.headline)
                }
                .foregroundColor(.blue)
            )
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    dashPhase -= 16
                }
            }
    }
}

struct DropZoneView_Previews: PreviewProvider {
    static var previews: some View {
        DropZoneView()
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
