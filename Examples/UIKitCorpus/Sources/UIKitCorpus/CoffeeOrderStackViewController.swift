//
//  CoffeeOrderStackViewController.swift
//  UIKitCorpus
//
//  A small order screen laid out with UIStackViews: a title, a big quantity
//  label, a row of −/+ buttons made with UIButton.Configuration, size choices
//  as classic setTitle(_:for:) buttons, and a filled "Add to order" button.
//  Changing the quantity bumps the number with a spring; choosing a size
//  slides the selection highlight.
//

import Zoetrope

public final class CoffeeOrderStackViewController: UIViewController {

    private let brown = UIColor(red: 0.44, green: 0.27, blue: 0.16, alpha: 1)
    private let cream = UIColor(red: 0.99, green: 0.95, blue: 0.89, alpha: 1)

    private let mainStack = UIStackView()
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()
    private let quantityLabel = UILabel()
    private let sizeStack = UIStackView()
    private var sizeButtons: [UIButton] = []
    private let addButton = UIButton(type: .system)

    private var quantity = 1 {
        didSet { quantityLabel.text = "\(quantity)" }
    }
    private var selectedSize = 1
    private let sizes = ["Small", "Medium", "Large"]
    private let prices: [Double] = [3.20, 3.80, 4.40]

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = cream

        iconView.image = UIImage(systemName: "cup.and.saucer.fill")
        iconView.tintColor = brown
        iconView.contentMode = .scaleAspectFit
        iconView.heightAnchor.constraint(equalToConstant: 90).isActive = true

        titleLabel.text = "Flat White"
        titleLabel.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = brown
        titleLabel.textAlignment = .center

        priceLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .medium)
        priceLabel.textColor = brown.withAlphaComponent(0.7)
        priceLabel.textAlignment = .center

        // Quantity row: [ − ]  2  [ + ]
        var minusConfig = UIButton.Configuration.tinted()
        minusConfig.image = UIImage(systemName: "minus")
        minusConfig.baseForegroundColor = brown
        minusConfig.baseBackgroundColor = brown
        minusConfig.cornerStyle = .capsule
        let minusButton = UIButton(configuration: minusConfig, primaryAction: UIAction { [weak self] _ in
            self?.decrement()
        })

        var plusConfig = UIButton.Configuration.filled()
        plusConfig.image = UIImage(systemName: "plus")
        plusConfig.baseBackgroundColor = brown
        plusConfig.baseForegroundColor = .white
        plusConfig.cornerStyle = .capsule
        let plusButton = UIButton(configuration: plusConfig, primaryAction: UIAction { [weak self] _ in
            self?.increment()
        })

        quantityLabel.text = "\(quantity)"
        quantityLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 48, weight: .heavy)
        quantityLabel.textColor = brown
        quantityLabel.textAlignment = .center
        quantityLabel.widthAnchor.constraint(equalToConstant: 90).isActive = true

        let quantityStack = UIStackView(arrangedSubviews: [minusButton, quantityLabel, plusButton])
        quantityStack.axis = .horizontal
        quantityStack.alignment = .center
        quantityStack.spacing = 16
        for button in [minusButton, plusButton] {
            button.widthAnchor.constraint(equalToConstant: 56).isActive = true
            button.heightAnchor.constraint(equalToConstant: 56).isActive = true
        }

        // Size row: classic buttons.
        sizeStack.axis = .horizontal
        sizeStack.distribution = .fillEqually
        sizeStack.spacing = 10
        for (index, size) in sizes.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(size, for: .normal)
            button.setTitleColor(brown, for: .normal)
            button.titleLabel?.font = UIFont.systemFont(ofSize: 16, weight: .semibold)
            button.layer.cornerRadius = 12
            button.layer.borderWidth = 2
            button.layer.borderColor = brown.cgColor
            button.heightAnchor.constraint(equalToConstant: 46).isActive = true
            button.addAction(UIAction { [weak self] _ in
                self?.selectSize(index)
            }, for: .touchUpInside)
            sizeStack.addArrangedSubview(button)
            sizeButtons.append(button)
        }

        var addConfig = UIButton.Configuration.filled()
        addConfig.title = "Add to order"
        addConfig.image = UIImage(systemName: "bag.fill")
        addConfig.imagePadding = 10
        addConfig.baseBackgroundColor = brown
        addConfig.baseForegroundColor = .white
        addConfig.cornerStyle = .large
        addConfig.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)
        addButton.configuration = addConfig
        addButton.addAction(UIAction { [weak self] _ in
            self?.confirmOrder()
        }, for: .touchUpInside)

        // Centre the quantity row instead of stretching it.
        let quantityContainer = UIStackView(arrangedSubviews: [quantityStack])
        quantityContainer.axis = .vertical
        quantityContainer.alignment = .center

        mainStack.axis = .vertical
        mainStack.alignment = .fill
        mainStack.spacing = 20
        mainStack.translatesAutoresizingMaskIntoConstraints = false
        [iconView, titleLabel, priceLabel, quantityContainer, sizeStack, addButton].forEach {
            mainStack.addArrangedSubview($0)
        }
        mainStack.setCustomSpacing(36, after: priceLabel)
        mainStack.setCustomSpacing(40, after: sizeStack)

        view.addSubview(mainStack)
        NSLayoutConstraint.activate([
            mainStack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
            mainStack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
            mainStack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        selectSize(1, animated: false)
    }

    private func updatePrice() {
        let total = prices[selectedSize] * Double(quantity)
        priceLabel.text = String(format: "$%.2f", total)
    }

    // MARK: - Actions (public ones are the host's triggers)

    public func increment() {
        quantity = min(quantity + 1, 9)
        bumpQuantity()
        updatePrice()
    }

    public func decrement() {
        quantity = max(quantity - 1, 1)
        bumpQuantity()
        updatePrice()
    }

    public func selectSize(_ index: Int, animated: Bool = true) {
        selectedSize = index
        updatePrice()
        let changes: () -> Void = {
            for (i, button) in self.sizeButtons.enumerated() {
                let isSelected = i == index
                button.backgroundColor = isSelected ? self.brown : .clear
                button.setTitleColor(isSelected ? .white : self.brown, for: .normal)
                button.transform = isSelected ? CGAffineTransform(scaleX: 1.06, y: 1.06) : .identity
            }
        }
        if animated {
            UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.7,
                           initialSpringVelocity: 0.5, options: [.curveEaseInOut], animations: changes)
        } else {
            changes()
        }
    }

    private func bumpQuantity() {
        quantityLabel.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
        UIView.animate(withDuration: 0.5,
                       delay: 0,
                       usingSpringWithDamping: 0.4,
                       initialSpringVelocity: 0.8,
                       options: [],
                       animations: {
            self.quantityLabel.transform = .identity
        })
    }

    public func confirmOrder() {
        var config = addButton.configuration
        config?.title = "Added!"
        config?.image = UIImage(systemName: "checkmark")
        config?.baseBackgroundColor = .systemGreen
        UIView.transition(with: addButton, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.addButton.configuration = config
        }, completion: nil)
        UIView.animate(withDuration: 0.15, animations: {
            self.iconView.transform = CGAffineTransform(rotationAngle: -0.2)
        }, completion: { _ in
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.3,
                           initialSpringVelocity: 0.8, options: [], animations: {
                self.iconView.transform = .identity
            })
        })
    }
}
