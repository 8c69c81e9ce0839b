//
//  TypewriterTerminalView.swift
//  UIKitCorpus
//
//  A retro terminal that types its boot messages one character at a time: a
//  Timer appends characters to a UILabel (with small pauses after punctuation),
//  and a block cursor blinks next to the text with a repeating, autoreversing
//  alpha animation.
//

import Zoetrope

public final class TypewriterTerminalView: UIView {

    private let windowBar = UIView()
    private let textLabel = UILabel()
    private let cursorView = UIView()
    private var dots: [UIView] = []

    private let script = """
    $ zoetrope boot --headless
    Loading layer tree... done.
    Compiling shaders... done.
    Starting virtual clock at 0.000 s
    Ready. Rendering 60 frames per second.
    """

    private var typedCount = 0
    private var pauseTicks = 0
    private var typingTimer: Timer?
    private let characterInterval: TimeInterval = 0.03

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 320))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        typingTimer?.invalidate()
    }

    private func setUp() {
        backgroundColor = UIColor(red: 0.05, green: 0.07, blue: 0.06, alpha: 1)
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 1, alpha: 0.15).cgColor
        clipsToBounds = true

        windowBar.backgroundColor = UIColor(white: 0.18, alpha: 1)
        addSubview(windowBar)
        for color in [UIColor.systemRed, UIColor.systemYellow, UIColor.systemGreen] {
            let dot = UIView()
            dot.backgroundColor = color
            dot.layer.cornerRadius = 6
            windowBar.addSubview(dot)
            dots.append(dot)
        }

        textLabel.font = UIFont(name: "Menlo", size: 14) ?? UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        textLabel.textColor = UIColor(red: 0.30, green: 1.0, blue: 0.45, alpha: 1)
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.text = ""
        addSubview(textLabel)

        cursorView.backgroundColor = UIColor(red: 0.30, green: 1.0, blue: 0.45, alpha: 1)
        addSubview(cursorView)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        windowBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 32)
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(x: 14 + CGFloat(index) * 20, y: 10, width: 12, height: 12)
        }
        positionTextAndCursor()
    }

    private func positionTextAndCursor() {
        let maxWidth = bounds.width - 32
        let fitting = textLabel.sizeThatFits(CGSize(width: maxWidth, height: .greatestFiniteMagnitude))
        textLabel.frame = CGRect(x: 16, y: 48, width: maxWidth, height: fitting.height)

        // Put the cursor after the last character of the last line.
        let font = textLabel.font ?? UIFont.systemFont(ofSize: 14)
        let lastLine = (textLabel.text ?? "").components(separatedBy: "\n").last ?? ""
        let lastLineWidth = (lastLine as NSString).size(withAttributes: [.font: font]).width
        let lineCount = max(1, (textLabel.text ?? "").components(separatedBy: "\n").count)
        let lineHeight = font.lineHeight
        let cursorY = 48 + CGFloat(lineCount - 1) * lineHeight
        cursorView.frame = CGRect(x: 16 + lastLineWidth + 1, y: cursorY + 1, width: 8, height: lineHeight - 2)
    }

    private func startCursorBlink() {
        cursorView.layer.removeAllAnimations()
        cursorView.alpha = 1
        UIView.animate(withDuration: 0.5,
                       delay: 0,
                       options: [.repeat, .autoreverse, .curveEaseInOut],
                       animations: {
            self.cursorView.alpha = 0
        }, completion: nil)
    }

    /// Types the script from the start.
    public func startTyping() {
        typingTimer?.invalidate()
        typedCount = 0
        pauseTicks = 0
        textLabel.text = ""
        positionTextAndCursor()

        // A solid cursor while typing, blinking when idle.
        cursorView.layer.removeAllAnimations()
        cursorView.alpha = 1

        let characters = Array(script)
        typingTimer = Timer.scheduledTimer(withTimeInterval: characterInterval, repeats: true) { [weak self] timer in
            guard let self = self else { timer.invalidate(); return }
            if self.pauseTicks > 0 {
                self.pauseTicks -= 1
                return
            }
            guard self.typedCount < characters.count else {
                timer.invalidate()
                self.startCursorBlink()
                return
            }
            let next = characters[self.typedCount]
            self.typedCount += 1
            self.textLabel.text = String(characters[0..<self.typedCount])
            self.positionTextAndCursor()

            switch next {
            case "\n": self.pauseTicks = 12      // a beat after each line
            case ".": self.pauseTicks = 3
            default: break
            }
        }
    }
}
