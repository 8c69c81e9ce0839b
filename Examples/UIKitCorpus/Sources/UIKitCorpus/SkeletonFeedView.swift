//
//  SkeletonFeedView.swift
//  UIKitCorpus
//
//  Facebook-style skeleton loading: grey placeholder blocks (avatar, name,
//  text lines, image) for three feed cards, each with a CAGradientLayer
//  highlight sliding across (a repeating "locations" animation). When the
//  data "arrives", the skeleton cross-fades to the real content.
//

import Zoetrope

public final class SkeletonFeedView: UIView {

    private final class SkeletonBlock: UIView {
        let shimmer = CAGradientLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.88, alpha: 1)
            clipsToBounds = true
            shimmer.colors = [
                UIColor(white: 0.88, alpha: 1).cgColor,
                UIColor(white: 0.97, alpha: 1).cgColor,
                UIColor(white: 0.88, alpha: 1).cgColor
            ]
            shimmer.startPoint = CGPoint(x: 0, y: 0.5)
            shimmer.endPoint = CGPoint(x: 1, y: 0.5)
            shimmer.locations = [-1.0, -0.5, 0.0]
            layer.addSublayer(shimmer)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            shimmer.frame = bounds
        }

        func startShimmering(delay: CFTimeInterval) {
            let animation = CABasicAnimation(keyPath: "locations")
            animation.fromValue = [-1.0, -0.5, 0.0]
            animation.toValue = [1.0, 1.5, 2.0]
            animation.duration = 1.4
            animation.beginTime = CACurrentMediaTime() + delay
            animation.repeatCount = .infinity
            shimmer.add(animation, forKey: "shimmer")
        }

        func stopShimmering() {
            shimmer.removeAllAnimations()
        }
    }

    private struct Post {
        let author: String
        let text: String
        let color: UIColor
    }

    private let posts = [
        Post(author: "Ana Lima", text: "Sunrise hike this morning!", color: .systemOrange),
        Post(author: "Ben Carter", text: "New keyboard day. Clack clack.", color: .systemTeal),
        Post(author: "Chen Wei", text: "Finally shipped the release!", color: .systemPink)
    ]

    private var cards: [UIView] = []
    private var skeletonContainers: [UIView] = []
    private var contentContainers: [UIView] = []
    private var blocks: [SkeletonBlock] = []

    public private(set) var isLoading = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        buildCards()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func buildCards() {
        let cardWidth: CGFloat = 393 - 32
        for (index, post) in posts.enumerated() {
            let card = UIView(frame: CGRect(x: 16, y: 70 + CGFloat(index) * 255, width: cardWidth, height: 235))
            card.backgroundColor = .white
            card.layer.cornerRadius = 16
            addSubview(card)
            cards.append(card)

            // Skeleton
            let skeleton = UIView(frame: card.bounds)
            let avatar = SkeletonBlock(frame: CGRect(x: 16, y: 16, width: 48, height: 48))
            avatar.layer.cornerRadius = 24
            let nameLine = SkeletonBlock(frame: CGRect(x: 76, y: 22, width: 140, height: 14))
            let subLine = SkeletonBlock(frame: CGRect(x: 76, y: 44, width: 90, height: 12))
            let image = SkeletonBlock(frame: CGRect(x: 16, y: 80, width: cardWidth - 32, height: 110))
            let textLine = SkeletonBlock(frame: CGRect(x: 16, y: 204, width: cardWidth - 100, height: 14))
            for block in [avatar, nameLine, subLine, image, textLine] {
                if block !== avatar { block.layer.cornerRadius = 6 }
                skeleton.addSubview(block)
                blocks.append(block)
            }
            card.addSubview(skeleton)
            skeletonContainers.append(skeleton)

            // Real content (hidden until loaded)
            let content = UIView(frame: card.bounds)
            content.alpha = 0
            let avatarView = UIView(frame: CGRect(x: 16, y: 16, width: 48, height: 48))
            avatarView.backgroundColor = post.color
            avatarView.layer.cornerRadius = 24
            let initials = UILabel(frame: avatarView.bounds)
            initials.text = String(post.author.prefix(1))
            initials.textAlignment = .center
            initials.textColor = .white
            initials.font = UIFont.boldSystemFont(ofSize: 22)
            avatarView.addSubview(initials)
            content.addSubview(avatarView)

            let nameLabel = UILabel(frame: CGRect(x: 76, y: 18, width: 220, height: 22))
            nameLabel.text = post.author
            nameLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            content.addSubview(nameLabel)

            let timeLabel = UILabel(frame: CGRect(x: 76, y: 40, width: 200, height: 18))
            timeLabel.text = "\(index * 7 + 2) min ago"
            timeLabel.font = UIFont.systemFont(ofSize: 13)
            timeLabel.textColor = .gray
            content.addSubview(timeLabel)

            let photo = UIView(frame: CGRect(x: 16, y: 80, width: cardWidth - 32, height: 110))
            photo.backgroundColor = post.color.withAlphaComponent(0.8)
            photo.layer.cornerRadius = 10
            content.addSubview(photo)

            let textLabel = UILabel(frame: CGRect(x: 16, y: 198, width: cardWidth - 32, height: 24))
            textLabel.text = post.text
            textLabel.font = UIFont.systemFont(ofSize: 16)
            content.addSubview(textLabel)

            card.addSubview(content)
            contentContainers.append(content)
        }
    }

    public func startShimmering() {
        isLoading = true
        for (index, block) in blocks.enumerated() {
            // A slight stagger down the list looks more natural.
            block.startShimmering(delay: Double(index / 5) * 0.15)
        }
    }

    /// "Data arrived": fade the skeletons out and the posts in, card by card.
    public func showContent() {
        guard isLoading else { return }
        isLoading = false
        for index in cards.indices {
            UIView.animate(withDuration: 0.45, delay: Double(index) * 0.15, options: .curveEaseInOut, animations: {
                self.skeletonContainers[index].alpha = 0
                self.contentContainers[index].alpha = 1
            }, completion: { _ in
                self.skeletonContainers[index].subviews
                    .compactMap { $0 as? SkeletonBlock }
                    .forEach { $0.stopShimmering() }
            })
        }
    }
}
