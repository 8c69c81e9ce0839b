//
//  ExpandingCardView.swift
//  Corpus
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct ExpandingCardView: View {
    @State private var showDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "airplane.departure")
                    .font(.title2)
                    .foregroundStyle(.tint)
                VStack(alignment: .leading) {
                    Text("SFO → JFK")
                        .font(.headline)
                    Text("Departs 9:41 AM")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }

            Toggle("Show details", isOn: $showDetails.animation(.spring(response: 0.35, dampingFraction: 0.8)))
                .font(.subheadline)

            if showDetails {
                VStack(alignment: .leading, spacing: 6) {
                    Label("Gate B22", systemImage: "door.left.hand.open")
                    Label("Seat 14A", systemImage: "ticket")
                    Label("Boarding 9:05 AM", systemImage: "clock")
                }
                .font(.callout)
                .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color(.systemBackground))
                .shadow(radius: 4)
        )
        .padding()
    }
}

#Preview {
    ExpandingCardView()
}
