//
//  AlignmentGuideBadgeView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

struct AlignmentGuideBadgeView: View {
    @State private var unread = 3
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 32) {
            ZStack(alignment: .topTrailing) {
                Circle()
                    .fill(.indigo.gradient)
                    .frame(width: 96, height: 96)
                    .overlay {
                        Text("JA")
                            .font(.title.bold())
                            .foregroundStyle(.white)
                    }

                Text("\(unread)")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(8)
                    .background(Circle().fill(.red))
                    .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                    .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] + (expanded ? 8 : 0) }
                    .scaleEffect(expanded ? 1.2 : 1)
            }

            VStack(alignment: .valueColumn, spacing: 12) {
                HStack {
                    Text("Name")
                        .foregroundStyle(.secondary)
                    Text("Jane Appleseed")
                        .alignmentGuide(.valueColumn) { d in d[.leading] }
                }
                HStack {
                    Text("Email")
                        .foregroundStyle(.secondary)
                    Text("jane@example.com")
                        .alignmentGuide(.valueColumn) { d in d[.leading] }
                }
                HStack {
                    Text("Member since")
                        .foregroundStyle(.secondary)
                    Text("2019")
                        .alignmentGuide(.valueColumn) { d in d[.leading] }
                }
            }
            .font(.subheadline)
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        }
        .padding()
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.6).delay(0.3)) {
                unread = 12
                expanded = true
            }
        }
    }
}

#Preview {
    AlignmentGuideBadgeView()
}
