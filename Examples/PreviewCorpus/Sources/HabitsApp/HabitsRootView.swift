//
//  HabitsRootView.swift
//  HabitsApp
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

struct HabitsRootView: View {
    @EnvironmentObject var store: HabitStore
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Today")
                .font(.largeTitle.bold())
            Text("\(store.completedCount) of \(store.habits.count) done")
                .foregroundColor(.secondary)

            ProgressView(value: Double(store.completedCount), total: Double(store.habits.count))
                .tint(.green)

            ForEach(store.habits) { habit in
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                        store.toggle(habit)
                    }
                } label: {
                    HStack {
                        Text(habit.emoji)
                            .font(.title2)
                        Text(habit.title)
                            .strikethrough(habit.isDone)
                            .foregroundColor(habit.isDone ? .secondary : .primary)
                        Spacer()
                        Image(systemName: habit.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundColor(habit.isDone ? .green : .gray)
                            .font(.title2)
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .cornerRadius(12)
                }
                .buttonStyle(.plain)
            }

            Spacer()
        }
        .padding(horizontalSizeClass == .regular ? 40 : 16)
    }
}

#Preview {
    HabitsRootView()
        .environmentObject(HabitStore.preview)
}
