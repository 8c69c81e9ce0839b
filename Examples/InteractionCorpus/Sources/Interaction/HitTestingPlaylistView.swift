//
//  HitTestingPlaylistView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

/// Hit-testing details a real screen needs: a round avatar that only reacts inside the circle,
/// rows tappable across their empty space, and a decorative sheen over a button that must not
/// swallow its taps.
struct HitTestingPlaylistView: View {
    @State private var selectedTrack: String?
    @State private var avatarTaps = 0
    @State private var playCount = 0

    private let tracks = ["Intro", "Daybreak", "Low Tide"]

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
                .font(.system(size: 96))
                .foregroundStyle(.teal)
                .frame(width: 120, height: 120)
                .background(Color.gray.opacity(0.12))
                .contentShape(Circle())
                .onTapGesture { avatarTaps += 1 }
                .accessibilityLabel("Profile photo")

            Text("Avatar taps: \(avatarTaps)")
                .font(.caption)

            VStack(spacing: 0) {
                ForEach(tracks, id: \.self) { track in
                    HStack {
                        Text(track)
                        Spacer()
                        if selectedTrack == track {
                            Image(systemName: "checkmark")
                                .foregroundStyle(.tint)
                        }
                    }
                    .padding(.vertical, 12)
                    .padding(.horizontal)
                    .contentShape(Rectangle())
                    .onTapGesture { selectedTrack = track }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityIdentifier("track.\(track)")
                    Divider()
                }
            }

            Button {
                playCount += 1
            } label: {
                Label("Play", systemImage: "play.fill")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .overlay(
                LinearGradient(colors: [.white.opacity(0.35), .clear], startPoint: .top, endPoint: .center)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .allowsHitTesting(false)
            )
            .accessibilityIdentifier("playButton")

            Text("Plays: \(playCount)")
                .font(.caption)
        }
        .padding()
    }
}

#Preview {
    HitTestingPlaylistView()
}
