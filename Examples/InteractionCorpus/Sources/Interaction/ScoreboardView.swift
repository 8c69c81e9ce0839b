//
//  ScoreboardView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

@Observable
final class MatchModel {
    var homeName = "Lions"
    var awayName = "Tigers"
    var homeScore = 0
    var awayScore = 0
    var events: [String] = []

    func score(home: Bool, points: Int) {
        if home {
            homeScore += points
        } else {
            awayScore += points
        }
        events.append("\(home ? homeName : awayName) +\(points)  (\(homeScore)–\(awayScore))")
    }
}

/// Children read the model from the environment with `@Environment(MatchModel.self)`.
struct ScoreHeader: View {
    @Environment(MatchModel.self) private var match

    var body: some View {
        HStack {
            team(match.homeName, score: match.homeScore)
            Text("–").font(.largeTitle)
            team(match.awayName, score: match.awayScore)
        }
    }

    private func team(_ name: String, score: Int) -> some View {
        VStack {
            Text(name).font(.headline)
            Text("\(score)")
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(score)))
        }
        .frame(maxWidth: .infinity)
    }
}

struct ScoreControls: View {
    @Environment(MatchModel.self) private var match

    var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
                Button("\(match.homeName) +1") { withAnimation { match.score(home: true, points: 1) } }
                Button("\(match.awayName) +1") { withAnimation { match.score(home: false, points: 1) } }
            }
            GridRow {
                Button("\(match.homeName) +3") { withAnimation { match.score(home: true, points: 3) } }
                Button("\(match.awayName) +3") { withAnimation { match.score(home: false, points: 3) } }
            }
        }
        .buttonStyle(.bordered)
    }
}

struct TeamNameEditor: View {
    @Environment(MatchModel.self) private var match

    var body: some View {
        @Bindable var match = match
        HStack {
            TextField("Home", text: $match.homeName)
            TextField("Away", text: $match.awayName)
        }
        .textFieldStyle(.roundedBorder)
    }
}

struct ScoreboardView: View {
    @State private var match = MatchModel()

    var body: some View {
        VStack(spacing: 24) {
            ScoreHeader()
            ScoreControls()
            TeamNameEditor()
            VStack(alignment: .leading, spacing: 4) {
                ForEach(match.events.suffix(3), id: \.self) { event in
                    Text(event).font(.footnote.monospacedDigit())
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Spacer()
        }
        .padding()
        .environment(match)
    }
}

#Preview {
    ScoreboardView()
}
