//
//  HabitsApp.swift
//  HabitsApp
//
//  Created by Corpus on 12/2/26.
//

import Zoetrope

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            HabitsRootView()
                .environmentObject(store)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background {
                store.save()
            }
        }
    }
}
