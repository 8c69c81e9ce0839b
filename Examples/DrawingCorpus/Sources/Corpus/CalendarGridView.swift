//
//  CalendarGridView.swift
//  DrawingCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope

struct CalendarGridView: View {
    let month: Date
    @State private var selectedDay: Int?

    private let calendar = Calendar(identifier: .gregorian)
    private let columns = Array(repeating: GridItem(.flexible()), count: 7)
    private let weekdaySymbols = ["S", "M", "T", "W", "T", "F", "S"]

    init(month: Date) {
        self.month = month
    }

    private var daysInMonth: Int {
        calendar.range(of: .day, in: .month, for: month)?.count ?? 30
    }

    private var leadingBlanks: Int {
        let firstOfMonth = calendar.date(from: calendar.dateComponents([.year, .month], from: month))!
        return calendar.component(.weekday, from: firstOfMonth) - 1
    }

    private var title: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "LLLL yyyy"
        return formatter.string(from: month)
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text(title)
                    .font(.title2.bold())
                Spacer()
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right")
            }
            .foregroundStyle(.primary)

            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(Array(weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                    Text(symbol)
                        .font(.caption.bold())
                        .foregroundStyle(.secondary)
                }

                ForEach(0..<leadingBlanks, id: \.self) { _ in
                    Color.clear.frame(height: 36)
                }

                ForEach(1...daysInMonth, id: \.self) { day in
                    Text("\(day)")
                        .font(.body.monospacedDigit())
                        .frame(width: 36, height: 36)
                        .foregroundColor(selectedDay == day ? .white : .primary)
                        .background {
                            if selectedDay == day {
                                Circle()
                                    .fill(Color.red)
                                    .transition(.scale)
                            }
                        }
                        .onTapGesture {
                            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                                selectedDay = day
                            }
                        }
                }
            }
        }
        .padding()
        .onAppear {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6).delay(0.3)) {
                selectedDay = 14
            }
        }
    }
}

#Preview {
    CalendarGridView(month: Calendar(identifier: .gregorian).date(from: DateComponents(year: 2026, month: 12, day: 1))!)
}
