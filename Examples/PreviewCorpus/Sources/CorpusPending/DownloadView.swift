//
//  DownloadView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

@Observable
final class DownloadModel {
    var progress: Double = 0

    var isFinished: Bool {
        progress >= 1
    }

    @MainActor
    func start() async {
        progress = 0
        while progress < 1 {
            try? await Task.sleep(for: .milliseconds(200))
            progress = min(progress + 0.1, 1)
        }
    }
}

struct DownloadView: View {
    @State private var model = DownloadModel()

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: model.progress)
                .progressViewStyle(.linear)
                .animation(.easeInOut, value: model.progress)

            HStack {
                if !model.isFinished {
                    ProgressView()
                        .controlSize(.small)
                }
                Text(model.isFinished ? "Done ✅" : "Downloading… \(Int(model.progress * 100))%")
                    .font(.footnote.monospacedDigit())
            }
        }
        .padding()
        .task {
            await model.start()
        }
    }
}

#Preview {
    DownloadView()
}
