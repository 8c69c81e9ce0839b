//
//  DownloadProgressButton.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct DownloadProgressButton: View {
    enum DownloadState {
        case idle, downloading, finished
    }

    @State private var state: DownloadState = .idle
    @State private var progress: CGFloat = 0

    var body: some View {
        ZStack {
            switch state {
            case .idle:
                Button(action: startDownload) {
                    Text("GET")
                        .font(.headline)
                        .foregroundColor(.blue)
                        .frame(width: 80, height: 32)
                        .background(Capsule().fill(Color.blue.opacity(0.12)))
                }
                .transition(.scale.combined(with: .opacity))

            case .downloading:
                ZStack {
                    Circle()
                        .stroke(Color.gray.opacity(0.25), lineWidth: 3)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    RoundedRectangle(cornerRadius: 2)
                        .fill(Color.blue)
                        .frame(width: 10, height: 10)
                }
                .frame(width: 32, height: 32)
                .transition(.scale.combined(with: .opacity))

            case .finished:
                Text("OPEN")
                    .font(.headline)
                    .foregroundColor(.white)
                    .frame(width: 80, height: 32)
                    .background(Capsule().fill(Color.blue))
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .frame(width: 90, height: 40)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                startDownload()
            }
        }
    }

    private func startDownload() {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
            state = .downloading
        }
        withAnimation(.linear(duration: 1.2)) {
            progress = 1
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                state = .finished
            }
        }
    }
}

struct AppRow: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom))
                .frame(width: 60, height: 60)
                .overlay(Image(systemName: "leaf.fill").foregroundColor(.white).font(.title))
            VStack(alignment: .leading, spacing: 2) {
                Text("Plantly")
                    .font(.headline)
                Text("Water reminders for your plants")
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            DownloadProgressButton()
        }
        .padding()
    }
}

struct DownloadProgressButton_Previews: PreviewProvider {
    static var previews: some View {
        AppRow()
            .previewLayout(.sizeThatFits)
    }
}
