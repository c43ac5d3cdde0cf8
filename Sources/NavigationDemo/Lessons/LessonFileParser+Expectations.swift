import Marshroute

extension LessonFileParser.State {
    /// `EVENT key=value key=value… [| what is still needed]`: a known event, filters it takes,
    /// values it understands, and step numbers that name earlier steps of a fitting kind in
    /// every layout this one has.
    func readExpectation(_ line: String, layout: DemoIdiom?, number: Int) throws(AssetError)
        -> LessonExpectation
    {
        var value = Substring(line)
        var need: String?
        if let bar = line.range(of: " | ") {
            value = line[..<bar.lowerBound]
            let text = line[bar.upperBound...].trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw problem(number, "nothing after ' | ' (what is still needed)") }
            need = text
        }
        guard let words = LessonFileParser.words(value) else { throw problem(number, "a quote is not closed") }
        guard let name = words.first else { throw problem(number, "an expect line names an event") }
        guard let kind = LessonEventKind(rawValue: String(name)) else {
            throw problem(
                number,
                "unknown event '\(name.prefix(40))' (events: \(LessonEventKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        let step = expectations.count + 1
        let layouts = layout.map { [$0] } ?? DemoIdiom.allCases
        var filters: [LessonExpectation.Filter] = []
        for word in words.dropFirst() {
            let filter = try readFilter(word, kind: kind, number: number)
            guard !filters.contains(where: { $0.key == filter.key }) else {
                throw problem(number, "'\(filter.key.rawValue)' twice")
            }
            if filter.key.isStepReference {
                try checkReference(filter, step: step, layouts: layouts, number: number)
            }
            filters.append(filter)
        }
        var expectation = LessonExpectation(
            number: step, kind: kind, filters: filters, layouts: layouts, line: number, text: String(value))
        expectation.need = need
        return expectation
    }

    private func readFilter(_ word: Substring, kind: LessonEventKind, number: Int) throws(AssetError)
        -> LessonExpectation.Filter
    {
        guard let equals = word.firstIndex(of: "=") else {
            throw problem(number, "'\(word.prefix(40))' is not key=value")
        }
        var keyText = word[..<equals]
        let atLeast = keyText.hasSuffix(">")
        if atLeast { keyText = keyText.dropLast() }
        let valueText = word[word.index(after: equals)...]
        guard let key = LessonEventKind.Key(rawValue: String(keyText)), kind.keys.contains(key) else {
            throw problem(
                number,
                "\(kind.rawValue) takes no '\(keyText.prefix(30))' (it takes: \(kind.keys.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        if atLeast && key != .screens { throw problem(number, "only screens takes >=") }
        guard let values = LessonFileParser.values(valueText) else {
            throw problem(number, "\(key.rawValue) needs a value (\"in quotes\" when it has spaces)")
        }
        if key.isNumeric {
            guard values.count == 1, let count = Int(values[0]), count >= 0, count <= 1_000 else {
                throw problem(number, "\(key.rawValue) takes one number, not '\(valueText.prefix(30))'")
            }
        } else if key == .method {
            for value in values where RouterMethod(rawValue: value) == nil {
                throw problem(
                    number,
                    "'\(value.prefix(80))' is not a Marshroute router method (they are: "
                        + RouterMethod.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
        } else if let allowed = key.allowedValues {
            for value in values where !allowed.contains(value) {
                throw problem(
                    number,
                    "\(key.rawValue) is one of \(allowed.joined(separator: ", ")), not '\(value.prefix(30))'")
            }
        } else {
            try checkNames(values, key: key.rawValue, spaces: key == .title, number: number)
        }
        return LessonExpectation.Filter(key: key, values: values, atLeast: atLeast)
    }

    /// Names are ASCII without spaces, up to 80 characters; a title may have spaces and any
    /// printable character (control characters are refused with the line already).
    func checkNames(_ values: [String], key: String, spaces: Bool, number: Int) throws(AssetError) {
        for value in values {
            let plain = spaces || value.allSatisfy { $0.isASCII && $0 != " " }
            guard plain, value.count <= 80 else {
                throw problem(number, "\(key) '\(value.prefix(30))' is not a name (ASCII, up to 80)")
            }
        }
    }

    /// `same-call=N` and `same-request=N` name an earlier step that has a call (or a request)
    /// in every layout the naming step applies to.
    private func checkReference(
        _ filter: LessonExpectation.Filter, step: Int, layouts: [DemoIdiom], number: Int
    ) throws(AssetError) {
        let target = Int(filter.values[0]) ?? 0
        guard target >= 1, target < step else {
            throw problem(number, "\(filter.key.rawValue)=\(target) names no earlier expect line (this is \(step))")
        }
        let earlier = expectations[target - 1]
        guard layouts.allSatisfy(earlier.layouts.contains) else {
            throw problem(
                number,
                "\(filter.key.rawValue)=\(target): expect line \(target) is not there in every layout this one is")
        }
        switch filter.key {
        case .sameCall:
            guard earlier.kind.hasCause else {
                throw problem(number, "same-call=\(target): a \(earlier.kind.rawValue) has no router call")
            }
        case .inside:
            guard earlier.kind.hasScreen else {
                throw problem(number, "inside=\(target): a \(earlier.kind.rawValue) shows no screen")
            }
        default:
            guard earlier.kind.isRouteEvent || earlier.kind == .routerCall else {
                throw problem(number, "same-request=\(target): a \(earlier.kind.rawValue) has no route request")
            }
        }
    }

    /// The lesson, once every line is read and the whole is consistent.
    mutating func finish() throws(AssetError) -> Lesson {
        try closeBlock()
        guard let id else { throw problem(max(1, lastLine), "no 'lesson ID' line") }
        guard let title else { throw problem(lastLine, "no title") }
        guard let layouts else { throw problem(lastLine, "no layouts") }
        guard let concept = blocks["concept"] else { throw problem(lastLine, "no concept") }
        guard let task = blocks["task"] else { throw problem(lastLine, "no task") }
        guard !expectations.isEmpty else { throw problem(lastLine, "no expect line: nothing would complete it") }
        for expectation in expectations where !expectation.layouts.contains(where: layouts.contains) {
            throw problem(expectation.line, "this expect line is for a layout the lesson does not have")
        }
        for goal in goals where !goal.layouts.contains(where: layouts.contains) {
            throw problem(goal.line, "this goal is for a layout the lesson does not have")
        }
        for layout in layouts where !goals.contains(where: { $0.layouts.contains(layout) }) {
            throw problem(lastLine, "no goal for \(layout.rawValue): say what state the steps leave the app in")
        }
        for (layout, solution) in solutions where !layouts.contains(layout) {
            throw problem(solution.line, "a solution for \(layout.rawValue), a layout the lesson does not have")
        }
        for layout in layouts where solutions[layout] == nil {
            throw problem(lastLine, "no solution for \(layout.rawValue)")
        }
        let done = blocks["done"] ?? []
        try LessonCitations.check(
            done, steps: expectations.count, hasGoal: !goals.isEmpty, line: seen["done"] ?? lastLine,
            problem: problem)
        return Lesson(
            id: id, title: title, layouts: layouts, setup: setup, concept: concept, task: task, hints: hints,
            expectations: expectations, goals: goals, done: done,
            solutions: solutions.mapValues(\.script), file: file)
    }
}

extension LessonFileParser.State {
    /// `SUBJECT key=value…`: `screen`, `no-screen` or `tab`, and filters it takes.
    func readGoal(_ line: String, layout: DemoIdiom?, number: Int) throws(AssetError) -> LessonGoal {
        guard let words = LessonFileParser.words(Substring(line)) else {
            throw problem(number, "a quote is not closed")
        }
        let subjects = LessonGoal.Subject.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = words.first, let subject = LessonGoal.Subject(rawValue: String(name)) else {
            throw problem(number, "a goal is about one of: \(subjects), not '\(words.first?.prefix(30) ?? "")'")
        }
        let keys = LessonGoal.keys(of: subject)
        var filters: [LessonGoal.Filter] = []
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "=") else {
                throw problem(number, "'\(word.prefix(40))' is not key=value")
            }
            let keyText = word[..<equals]
            guard let key = LessonGoal.Key(rawValue: String(keyText)), keys.contains(key) else {
                throw problem(
                    number,
                    "a \(subject.rawValue) goal takes no '\(keyText.prefix(30))' (it takes: \(keys.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            guard !filters.contains(where: { $0.key == key }) else { throw problem(number, "'\(key.rawValue)' twice") }
            guard let values = LessonFileParser.values(word[word.index(after: equals)...]), values.count == 1 else {
                throw problem(number, "\(key.rawValue) takes one value (\"in quotes\" when it has spaces)")
            }
            let value = values[0]
            if key.isNumeric {
                guard let count = Int(value), count >= 1, count <= 100 else {
                    throw problem(number, "\(key.rawValue) takes a number from 1, not '\(value.prefix(30))'")
                }
            } else if let allowed = key.allowedValues {
                guard allowed.contains(value) else {
                    throw problem(
                        number,
                        "\(key.rawValue) is one of \(allowed.joined(separator: ", ")), not '\(value.prefix(30))'")
                }
            } else {
                try checkNames([value], key: key.rawValue, spaces: key != .module, number: number)
            }
            filters.append(LessonGoal.Filter(key: key, value: value))
        }
        if subject == .tab, !filters.contains(where: { $0.key == .title }) {
            throw problem(number, "a tab goal names its tab (title=…)")
        }
        if subject != .tab, filters.isEmpty { throw problem(number, "a \(subject.rawValue) goal needs a filter") }
        return LessonGoal(
            subject: subject, filters: filters, layouts: layout.map { [$0] } ?? DemoIdiom.allCases, line: number)
    }
}
