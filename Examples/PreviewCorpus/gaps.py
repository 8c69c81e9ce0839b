#!/usr/bin/env python3
"""The corpus's gap list: build each target, group the compiler's errors by the API they lack.

    cd Examples/PreviewCorpus
    python3 gaps.py                      # builds Corpus, CorpusApp, HabitsApp, CorpusPending
    python3 gaps.py --log build.log ...  # or reads logs of `swift build` runs already made
    python3 gaps.py --uses               # files using each missing API, read from the sources

Prints Markdown: errors and files per missing API (most first), then each file's errors by API.
An error is assigned by the name it reports ("no member 'shadow'", "cannot find 'GroupBox'",
"unknown attribute 'AppStorage'"); errors that name nothing useful ("cannot infer contextual base
…") go to the API whose use on that source line is nearest the error's column, else to "cascade".
The compiler stops at the first failing expression of a view builder, so a file's count is a lower
bound until the APIs ahead of it exist (CORPUS.md lists what a stub pass found behind them).
"""
import argparse
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = ["Corpus", "CorpusApp", "HabitsApp", "CorpusPending"]

# Group name -> names the compiler reports (members, types, attributes, macros).
GROUPS = {
    "#Preview macro": ["Preview", "Previewable"],
    "PreviewProvider + preview modifiers": ["PreviewProvider", "previewLayout", "previewDisplayName", "previewDevice",
                                            "previewInterfaceOrientation", "PreviewDevice", "sizeThatFits", "landscapeLeft"],
    "preferredColorScheme": ["preferredColorScheme"],
    "@Environment wrapper + values": ["Environment", "verticalSizeClass", "horizontalSizeClass", "scenePhase",
                                      "dynamicTypeSize", "compact", "regular"],
    "App / Scene / WindowGroup / @main": ["App", "Scene", "WindowGroup", "main"],
    "safe area (ignoresSafeArea, edgesIgnoringSafeArea, safeAreaInset, safeAreaPadding)": [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset", "safeAreaPadding", "safeAreaInsets"],
    "UIScreen.main.bounds": ["UIScreen"],
    "UIColor bridge + system colours (Color(uiColor:), Color(.systemBackground))": [
        "UIColor", "uiColor", "white", "systemBackground", "secondarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "label", "secondaryLabel", "separator", "systemBlue", "systemGray5",
        "systemGray6"],
    "asset colours by name (Color(\"Brand\"))": ["hex:"],
    "generated asset symbols (Color(.brand), Image(.logo))": ["brand", "cardBackground", "logo"],
    "#colorLiteral / #imageLiteral / Image(uiImage:)": ["colorLiteral", "imageLiteral", "uiImage", "decorative"],
    "hierarchical + tint shape styles (.primary/.secondary/.tint)": ["primary", "secondary", "tint-style"],
    "materials (.ultraThinMaterial, .regularMaterial)": ["ultraThinMaterial", "regularMaterial"],
    "background(_:in:)": ["in"],
    "gradient styles (Color.gradient, EllipticalGradient, .pink)": ["gradient", "EllipticalGradient", "pink", "S"],
    "gradients as views (LinearGradient(...).frame)": ["gradient-view"],
    "effects (shadow, cornerRadius, mask, redacted)": ["shadow", "cornerRadius", "mask", "redacted", "placeholder"],
    "controls + styles (GroupBox, TextField, Stepper, Divider, ButtonStyle, .tint, controlSize…)": [
        "GroupBox", "TextField", "Stepper", "Divider", "ButtonStyle", "Configuration", "pressable", "labelsHidden",
        "buttonBorderShape", "capsule", "controlSize", "progressViewStyle", "linear", "textFieldStyle",
        "roundedBorder", "textInputAutocapitalization", "never", "tint", "disabled", "destructive", "where"],
    "text + image modifiers (monospacedDigit, Text(_:format:), renderingMode, imageScale, strikethrough)": [
        "monospacedDigit", "format", "currency", "LocalizedStringKey", "renderingMode", "original", "imageScale",
        "large", "strikethrough"],
    "iOS 17 contentTransition / symbolEffect / sensoryFeedback": [
        "contentTransition", "numericText", "symbolEffect", "bounce", "sensoryFeedback", "impact", "replace"],
    "Observation + Combine (@Observable, ObservableObject, @Published, @StateObject, Timer.publish, onReceive)": [
        "Observable", "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject",
        "environmentObject", "Combine", "publish", "onReceive", "common"],
    ".task { }": ["task"],
    "AnyLayout / HStackLayout / VStackLayout": ["AnyLayout", "HStackLayout", "VStackLayout"],
    "accessibility (accessibilityElement, accessibilityValue)": ["accessibilityElement", "accessibilityValue", "ignore"],
    "@AppStorage": ["AppStorage", "$notificationsEnabled", "self"],
    "UIKit haptics (UIImpactFeedbackGenerator)": ["UIImpactFeedbackGenerator"],
    "ForEach over a binding (ForEach($items))": ["RandomAccessCollection"],
    "zIndex": ["zIndex"],
    "strokeBorder(style:) on InsettableShape": ["strokeBorder", "InsettableShape"],
    "future: navigation, lists, scroll, tabs, toolbars, sheets": [
        "NavigationView", "NavigationStack", "NavigationLink", "List", "Section", "ScrollView", "LazyVStack",
        "TabView", "ToolbarItem", "topBarTrailing", "onDelete", "atOffsets:", "insetGrouped", "presentationDetents",
        "medium", "page", "always", "searchable", "refreshable", "swipeActions", "navigationTitle"],
}
NAME_TO_GROUP = {name: group for group, names in GROUPS.items() for name in names}

# Uses on a source line, for errors that name nothing (nearest to the error's column wins).
LINE_PATTERNS = [
    ("#Preview macro", r"#Preview|@Previewable"),
    ("PreviewProvider + preview modifiers", r"\.preview\w+\(|PreviewProvider|PreviewDevice|static var previews"),
    ("preferredColorScheme", r"\.preferredColorScheme\("),
    ("@Environment wrapper + values", r"@Environment\(|colorScheme ==|SizeClass =="),
    ("App / Scene / WindowGroup / @main", r"@main|WindowGroup|some Scene"),
    ("safe area (ignoresSafeArea, edgesIgnoringSafeArea, safeAreaInset, safeAreaPadding)",
     r"\.ignoresSafeArea\(|\.edgesIgnoringSafeArea\(|\.safeArea\w+\("),
    ("UIColor bridge + system colours (Color(uiColor:), Color(.systemBackground))",
     r"Color\(uiColor:|UIColor|Color\(\.(?:system|secondarySystem|label|secondaryLabel|separator)\w*\)"),
    ("#colorLiteral / #imageLiteral / Image(uiImage:)", r"#colorLiteral|#imageLiteral|Image\(uiImage:"),
    ("effects (shadow, cornerRadius, mask, redacted)", r"\.shadow\(|\.cornerRadius\(|\.mask\(|\.redacted\("),
    ("Observation + Combine (@Observable, ObservableObject, @Published, @StateObject, Timer.publish, onReceive)",
     r"Timer\.publish|\.onReceive\("),
    ("iOS 17 contentTransition / symbolEffect / sensoryFeedback", r"\.contentTransition\(|\.symbolEffect\(|\.sensoryFeedback\("),
    ("controls + styles (GroupBox, TextField, Stepper, Divider, ButtonStyle, .tint, controlSize…)",
     r"\.tint\(|\.textFieldStyle\(|\.textInputAutocapitalization\(|\.buttonStyle\(|\.progressViewStyle\(|role:|Button\(\"[^\"]*\", systemImage:"),
    ("text + image modifiers (monospacedDigit, Text(_:format:), renderingMode, imageScale, strikethrough)",
     r"format:|\.imageScale\(|\.renderingMode\("),
    ("gradient styles (Color.gradient, EllipticalGradient, .pink)", r"EllipticalGradient|\.gradient\b"),
    ("future: navigation, lists, scroll, tabs, toolbars, sheets",
     r"\.listStyle\(|\.navigation\w+\(|\.tabViewStyle\(|\.indexViewStyle\(|ToolbarItem|LazyVStack"),
    ("effects (shadow, cornerRadius, mask, redacted)", r"\.(?:black|blue)\.opacity"),  # shadow(color: .black…)
    ("materials (.ultraThinMaterial, .regularMaterial)", r"Material"),
]

# What each file uses, read from its source (not masked by earlier errors): `--uses`.
USE_PATTERNS = {
    "#Preview macro": r"^#Preview\b",
    "#Preview traits (.sizeThatFitsLayout, .fixedLayout, .landscapeLeft)": r"^#Preview.*traits:",
    "@Previewable": r"@Previewable",
    "PreviewProvider + preview modifiers": r"PreviewProvider|\.preview(?:Layout|DisplayName|Device|InterfaceOrientation)\(",
    "preferredColorScheme": r"\.preferredColorScheme\(",
    "@Environment wrapper + values": r"@Environment\(",
    "App / Scene / WindowGroup / @main": r"@main|WindowGroup",
    "safe area (ignoresSafeArea, edgesIgnoringSafeArea, safeAreaInset, safeAreaPadding)":
        r"\.ignoresSafeArea\(|\.edgesIgnoringSafeArea\(|\.safeAreaInset\(|\.safeAreaPadding\(|safeAreaInsets",
    "UIScreen.main.bounds": r"UIScreen",
    "UIColor bridge + system colours (Color(uiColor:), Color(.systemBackground))":
        r"Color\(uiColor:|UIColor|Color\(\.(?:system|secondarySystem|label|secondaryLabel|separator)\w*\)",
    "asset colours by name (Color(\"Brand\"))": r"Color\(\"\w+\"\)",
    "generated asset symbols (Color(.brand), Image(.logo))": r"Color\(\.(?:brand|cardBackground)\)|Image\(\.logo\)",
    "#colorLiteral / #imageLiteral / Image(uiImage:)": r"#colorLiteral|#imageLiteral|Image\(uiImage:",
    "hierarchical + tint shape styles (.primary/.secondary/.tint)": r"(?:foregroundStyle|fill|stroke)\(\.(?:primary|secondary|tertiary|tint)\)",
    "materials (.ultraThinMaterial, .regularMaterial)": r"Material\b",
    "background(_:in:)": r"\.background\([^()]*(?:\([^()]*\))?[^()]*, in:",
    "gradient styles (Color.gradient, EllipticalGradient, .pink)": r"\.gradient\b|EllipticalGradient|\.linearGradient\(",
    # A gradient as a statement of a view builder (after `{`, `in` or a previous view), not as a fill.
    "gradients as views (LinearGradient(...).frame)":
        r"(?:\{|\bin|\))[ \t]*\n\s*(?:LinearGradient|RadialGradient|AngularGradient)\(",
    "effects (shadow, cornerRadius, mask, redacted)": r"\.shadow\(|\.cornerRadius\(|\.mask\(|\.redacted\(",
    "controls + styles (GroupBox, TextField, Stepper, Divider, ButtonStyle, .tint, controlSize…)":
        r"GroupBox|TextField|Stepper|Divider\(|ButtonStyle\b|\.tint\(|\.controlSize\(|\.labelsHidden\(|\.buttonBorderShape\(|\.progressViewStyle\(|\.disabled\(|role: \.",
    "text + image modifiers (monospacedDigit, Text(_:format:), renderingMode, imageScale, strikethrough)":
        r"monospacedDigit|format: \.|\.renderingMode\(|\.imageScale\(|\.strikethrough\(",
    "iOS 17 contentTransition / symbolEffect / sensoryFeedback": r"\.contentTransition\(|\.symbolEffect\(|\.sensoryFeedback\(",
    "Observation + Combine (@Observable, ObservableObject, @Published, @StateObject, Timer.publish, onReceive)":
        r"@Observable\b|ObservableObject|@Published|@StateObject|@ObservedObject|@EnvironmentObject|Timer\.publish|\.onReceive\(|import Combine",
    ".task { }": r"\.task \{",
    "AnyLayout / HStackLayout / VStackLayout": r"AnyLayout",
    "accessibility (accessibilityElement, accessibilityValue)": r"\.accessibilityElement\(|\.accessibilityValue\(",
    "@AppStorage": r"@AppStorage",
    "UIKit haptics (UIImpactFeedbackGenerator)": r"UIImpactFeedbackGenerator",
    "ForEach over a binding (ForEach($items))": r"ForEach\(\$",
    "zIndex": r"\.zIndex\(",
    "strokeBorder(style:) on InsettableShape": r"\.strokeBorder\(",
    "future: navigation, lists, scroll, tabs, toolbars, sheets":
        r"Navigation(?:Stack|View|Link)|\bList \{|ScrollView|TabView|\.toolbar|\.sheet\(|\.searchable\(",
}

ERROR = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): error: (.*)$")
NAMED = [
    re.compile(r"no macro named '(\w+)'"),
    re.compile(r"value of type '([^']+)' has no member '([^']+)'"),
    re.compile(r"type '[^']+' has no member '([^']+)'"),
    re.compile(r"cannot find (?:type )?'([^']+)' in scope"),
    re.compile(r"unknown attribute '(\w+)'"),
    re.compile(r"no such module '(\w+)'"),
    re.compile(r"requires that '[^']+' conform to '(\w+)'"),
    re.compile(r"have '(atOffsets:)'"),
    re.compile(r"missing argument label '(hex:)'"),
    re.compile(r"extra argument '(\w+)' in call"),
    re.compile(r"'(where)' clause cannot be applied"),
    re.compile(r"cannot assign to property: '(self)' is immutable"),
    re.compile(r"cannot convert value of type '\w+' to expected argument type '(LocalizedStringKey)'"),
    re.compile(r"generic parameter '(S)' could not be inferred"),
]
GRADIENT_TYPES = {"LinearGradient", "RadialGradient", "AngularGradient"}


def classify(path, line, col, message, lines_of):
    source = lines_of(path)[line - 1] if 0 < line <= len(lines_of(path)) else ""
    nearby = "\n".join(lines_of(path)[line - 1:line + 5])
    if "failed to produce diagnostic" in message and "#colorLiteral" in nearby:
        return "#colorLiteral / #imageLiteral / Image(uiImage:)"
    if re.search(r"could not infer type of (?:image|color) literal", message):
        return "#colorLiteral / #imageLiteral / Image(uiImage:)"
    for pattern in NAMED:
        match = pattern.search(message)
        if not match:
            continue
        groups = [g for g in match.groups() if g]
        if pattern is NAMED[1]:
            owner, member = groups
            if owner in GRADIENT_TYPES:
                return "gradients as views (LinearGradient(...).frame)"
            if owner == "some View" and member == "tint":
                return NAME_TO_GROUP["tint"]
            name = member
        else:
            name = groups[0]
        if name == "tint" and "ShapeStyle" in message:
            name = "tint-style"
        if name in NAME_TO_GROUP:
            return NAME_TO_GROUP[name]
        break
    # Nothing named: the nearest use on the line.
    best, best_distance = None, None
    for group, regex in LINE_PATTERNS:
        for match in re.finditer(regex, source):
            distance = 0 if match.start() <= col - 1 < match.end() else min(abs(match.start() - (col - 1)), abs(match.end() - (col - 1)))
            if best_distance is None or distance < best_distance:
                best, best_distance = group, distance
    if best:
        return best
    member = re.search(r"member '(\w+)'", message)
    if member and member.group(1) in NAME_TO_GROUP:
        return NAME_TO_GROUP[member.group(1)]
    if "cannot infer contextual base" in message:
        return "cascade (an earlier error in the same modifier chain)"
    return "other: " + message[:70]


def collect(logs):
    errors = set()
    for text in logs:
        for raw in text.splitlines():
            match = ERROR.match(raw)
            if match:
                errors.add((match.group(1), int(match.group(2)), int(match.group(3)), match.group(4)))
    return sorted(errors)


def build_logs():
    logs = []
    for target in TARGETS:
        # CORPUS_PENDING=1: the manifest declares the pending targets only then (see Package.swift).
        run = subprocess.run(["swift", "build", "--target", target], cwd=HERE, capture_output=True, text=True,
                             env={**os.environ, "CORPUS_PENDING": "1"})
        logs.append(run.stdout + run.stderr)
        print(f"<!-- swift build --target {target}: exit {run.returncode} -->", file=sys.stderr)
    return logs


def uses():
    per_group = collections.defaultdict(list)
    root = os.path.join(HERE, "Sources")
    for directory, _, files in sorted(os.walk(root)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            text = open(path, encoding="utf-8").read()
            for group, regex in USE_PATTERNS.items():
                if re.search(regex, text, flags=re.M):
                    per_group[group].append(os.path.relpath(path, root))
    print("| API the corpus uses (missing from Zoetrope at c475d08) | files using it |")
    print("|---|---:|")
    for group, names in sorted(per_group.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"| {group} | {len(names)} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--log", action="append", help="a `swift build` log to read instead of building")
    parser.add_argument("--uses", action="store_true", help="count the files that use each API (no build)")
    args = parser.parse_args()
    if args.uses:
        return uses()
    logs = [open(p, encoding="utf-8", errors="replace").read() for p in args.log] if args.log else build_logs()

    cache = {}
    def lines_of(path):
        if path not in cache:
            try:
                cache[path] = open(path, encoding="utf-8").read().splitlines()
            except OSError:
                cache[path] = []
        return cache[path]

    by_group = collections.defaultdict(list)
    by_file = collections.defaultdict(collections.Counter)
    for path, line, col, message in collect(logs):
        group = classify(path, line, col, message, lines_of)
        name = os.path.relpath(path, os.path.join(HERE, "Sources"))
        by_group[group].append(name)
        by_file[name][group] += 1

    total = sum(len(v) for v in by_group.values())
    print(f"{total} errors (unique file:line:column) in {len(by_file)} files.\n")
    print("| missing API | errors | files |")
    print("|---|---:|---:|")
    for group, names in sorted(by_group.items(), key=lambda kv: (-len(set(kv[1])), -len(kv[1]), kv[0])):
        print(f"| {group} | {len(names)} | {len(set(names))} |")
    print("\n| file | errors | by missing API |")
    print("|---|---:|---|")
    for name in sorted(by_file):
        counts = by_file[name]
        parts = "; ".join(f"{g.split(' (')[0]} {n}" for g, n in counts.most_common())
        print(f"| `{name}` | {sum(counts.values())} | {parts} |")


if __name__ == "__main__":
    main()
