//
//  HabitStore.swift
//  HabitsApp
//
//  Created by Corpus on 12/2/26.
//

import Foundation
import Combine

struct Habit: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var emoji: String
    var isDone = false
}

final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = [
        Habit(title: "Drink water", emoji: "💧"),
        Habit(title: "Read 10 pages", emoji: "📚"),
        Habit(title: "Walk", emoji: "🚶"),
    ]

    var completedCount: Int {
        habits.filter(\.isDone).count
    }

    func toggle(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].isDone.toggle()
    }

    func save() {
        if let data = try? JSONEncoder().encode(habits) {
            UserDefaults.standard.set(data, forKey: "habits")
        }
    }

    static var preview: HabitStore {
        let store = HabitStore()
        store.habits[0].isDone = true
        return store
    }
}
