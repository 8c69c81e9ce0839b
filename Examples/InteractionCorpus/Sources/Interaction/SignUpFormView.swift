//
//  SignUpFormView.swift
//  InteractionCorpus
//
//  Created by Corpus on 12/3/26.
//

import Zoetrope
import Combine

/// Form validation with Combine: the username is debounced on `RunLoop.main`, checked against a
/// `CurrentValueSubject` of taken names, and the results are bound with `.assign(to: &$…)`.
final class SignUpViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published private(set) var usernameMessage = ""
    @Published private(set) var isValid = false
    @Published private(set) var welcome: String?

    let takenUsernames = CurrentValueSubject<Set<String>, Never>(["admin", "taylor"])

    init() {
        $username
            .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
            .removeDuplicates()
            .combineLatest(takenUsernames)
            .map { name, taken -> String in
                if name.isEmpty { return "" }
                if name.count < 3 { return "At least 3 characters" }
                return taken.contains(name.lowercased()) ? "“\(name)” is taken" : "“\(name)” is available"
            }
            .assign(to: &$usernameMessage)

        $username
            .combineLatest($password, takenUsernames)
            .map { name, password, taken in
                name.count >= 3 && password.count >= 8 && !taken.contains(name.lowercased())
            }
            .assign(to: &$isValid)
    }

    func createAccount() {
        let name = username.lowercased()
        takenUsernames.send(takenUsernames.value.union([name]))
        welcome = "Welcome, \(username)!"
    }
}

struct SignUpFormView: View {
    @StateObject private var viewModel = SignUpViewModel()

    var body: some View {
        Form {
            Section {
                TextField("Username", text: $viewModel.username)
                    .textInputAutocapitalization(.never)
                    .accessibilityIdentifier("username")
                if !viewModel.usernameMessage.isEmpty {
                    Text(viewModel.usernameMessage)
                        .font(.footnote)
                        .foregroundStyle(viewModel.usernameMessage.hasSuffix("available") ? Color.green : Color.red)
                }
                SecureField("Password (8+ characters)", text: $viewModel.password)
                    .accessibilityIdentifier("password")
            }

            Section {
                Button("Create account") {
                    viewModel.createAccount()
                }
                .disabled(!viewModel.isValid)
            } footer: {
                if let welcome = viewModel.welcome {
                    Text(welcome)
                }
            }
        }
    }
}

#Preview {
    SignUpFormView()
}
