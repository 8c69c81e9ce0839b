import Foundation

/// A weighted least-squares solve of linear layout relations: each row asks `a·x = b`
/// (or ≤, ≥) with a weight; the solution minimises Σ w (a·x − b)² plus a faint pull of each
/// variable towards its start (so a layout the rows leave free stays where it is). An inequality
/// joins the solve only while the solution would break it (an active set, a few rounds).
struct LayoutSolver {
    struct Row {
        var coefficients: [Int: Double]
        var target: Double
        var relation: NSLayoutConstraint.Relation
        var weight: Double
    }

    let count: Int
    let start: [Double]
    var rows: [Row] = []

    /// The pull towards the start, far weaker than any row.
    static let anchorWeight = 1e-4
    /// Rounds of adding broken inequalities.
    static let rounds = 10

    init(start: [Double]) {
        count = start.count
        self.start = start
    }

    /// The solution (the start where the system cannot be solved).
    func solve() -> [Double] {
        var active = rows.map { $0.relation == .equal }
        var x = start
        for _ in 0..<Self.rounds {
            guard let solved = solveActive(active) else { return start }
            x = solved
            var added = false
            for (i, row) in rows.enumerated() where !active[i] {
                let value = row.coefficients.reduce(0) { $0 + $1.value * x[$1.key] }
                let broken = row.relation == .lessThanOrEqual ? value > row.target + 1e-6 : value < row.target - 1e-6
                if broken { active[i] = true; added = true }
            }
            if !added { break }
        }
        return x
    }

    /// The least-squares solution with the active rows as equalities (Cholesky of the normal equations).
    private func solveActive(_ active: [Bool]) -> [Double]? {
        let n = count
        var m = [Double](repeating: 0, count: n * n)
        var rhs = [Double](repeating: 0, count: n)
        for i in 0..<n {
            m[i * n + i] = Self.anchorWeight
            rhs[i] = Self.anchorWeight * start[i]
        }
        for (i, row) in rows.enumerated() where active[i] {
            let entries = Array(row.coefficients)
            for (p, a) in entries {
                rhs[p] += row.weight * a * row.target
                for (q, b) in entries { m[p * n + q] += row.weight * a * b }
            }
        }
        // Cholesky: m = L·Lᵀ, in place (lower triangle).
        for j in 0..<n {
            var d = m[j * n + j]
            for k in 0..<j { d -= m[j * n + k] * m[j * n + k] }
            guard d > 0, d.isFinite else { return nil }
            let root = d.squareRoot()
            m[j * n + j] = root
            for i in (j + 1)..<n {
                var s = m[i * n + j]
                for k in 0..<j { s -= m[i * n + k] * m[j * n + k] }
                m[i * n + j] = s / root
            }
        }
        var y = rhs
        for i in 0..<n {
            var s = y[i]
            for k in 0..<i { s -= m[i * n + k] * y[k] }
            y[i] = s / m[i * n + i]
        }
        for i in stride(from: n - 1, through: 0, by: -1) {
            var s = y[i]
            for k in (i + 1)..<n { s -= m[k * n + i] * y[k] }
            y[i] = s / m[i * n + i]
        }
        return y.allSatisfy(\.isFinite) ? y : nil
    }
}
