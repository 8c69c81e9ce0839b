//
//  SegmentedPillToggle.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct SegmentedPillToggle: View {
    enum Mode: String, CaseIterable {
        case day = "Day"
        case week = "Week"
        case month = "Month"
    }

    @Binding var selection: Mode
    @Namespace private var pillNamespace

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Mode.allCases, id: \.self) { mode in
                Text(mode.rawValue)
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(selection == mode ? .white : .primary)
                    .padding(.vertical, 10)
                    .frame(maxWidth: .infinity)
                    .background {
                        if selection == mode {
                            Capsule()
                                .fill(Color.blue)
                                .matchedGeometryEffect(id: "pill", in: pillNamespace)
                        }
                    }
                    .contentShape(Capsule())
                    .onTapGesture {
                        withAnimation(.snappy) {
                            selection = mode
                        }
                    }
            }
        }
        .padding(4)
        .background(Capsule().fill(Color(.secondarySystemBackground)))
    }
}

struct SegmentedPillDemo: View {
    @State private var mode: SegmentedPillToggle.Mode = .day

    var body: some View {
        VStack(spacing: 30) {
            SegmentedPillToggle(selection: $mode)
                .padding(.horizontal)

            Text("Showing \(mode.rawValue.lowercased())ly stats")
                .font(.title3)
                .contentTransition(.opacity)
        }
        .onAppear {
            withAnimation(.snappy.delay(0.3)) {
                mode = .week
            }
        }
    }
}

#Preview {
    SegmentedPillDemo()
}
