//
//  SaveProfileButtonView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// A button that runs async work in a `Task`: spinner while saving, a checkmark for 1.5 s after,
/// and an error message every third save (a deterministic "flaky network").
struct SaveProfileButtonView: View {
    enum SaveState: Equatable {
        case idle, saving, saved, failed(String)
    }

    struct SaveError: Error {}

    @State private var displayName = "Jordan"
    @State private var state: SaveState = .idle
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 20) {
            TextField("Display name", text: $displayName)
                .textFieldStyle(.roundedBorder)

            Button {
                Task { await save() }
            } label: {
                HStack(spacing: 8) {
                    switch state {
                    case .saving:
                        ProgressView()
                        Text("Saving…")
                    case .saved:
                        Image(systemName: "checkmark.circle.fill")
                        Text("Saved")
                    case .idle, .failed:
                        Text("Save")
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(state == .saving)
            .accessibilityIdentifier("saveButton")

            if case .failed(let message) = state {
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
        }
        .padding(24)
        .animation(.default, value: state)
    }

    private func save() async {
        state = .saving
        do {
            try await uploadProfile(name: displayName)
            state = .saved
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            if state == .saved {
                state = .idle
            }
        } catch {
            state = .failed("Couldn't save. Check your connection.")
        }
    }

    private func uploadProfile(name: String) async throws {
        attempts += 1
        try await Task.sleep(nanoseconds: 1_200_000_000)
        if attempts % 3 == 0 {
            throw SaveError()
        }
    }
}

#Preview {
    SaveProfileButtonView()
}
