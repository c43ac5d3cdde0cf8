extension LessonFileParser.State {
    /// `EVENT key=value key=value…`: a known event, filters it takes, values it understands,
    /// and step numbers that name earlier steps of a fitting kind in every layout this one has.
    func readExpectation(_ value: String, layout: DemoIdiom?, number: Int) throws(AssetError)
        -> LessonExpectation
    {
        let words = value.split(separator: " ")
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
            if filter.key == .sameCall || filter.key == .sameRequest {
                try checkReference(filter, step: step, layouts: layouts, number: number)
            }
            filters.append(filter)
        }
        return LessonExpectation(
            number: step, kind: kind, filters: filters, layouts: layouts, line: number, text: value)
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
        let values = valueText.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !valueText.isEmpty, values.allSatisfy({ !$0.isEmpty }) else {
            throw problem(number, "\(key.rawValue) needs a value")
        }
        if key.isNumeric {
            guard values.count == 1, let count = Int(values[0]), count >= 0, count <= 1_000 else {
                throw problem(number, "\(key.rawValue) takes one number, not '\(valueText.prefix(30))'")
            }
        } else if let allowed = key.allowedValues {
            for value in values where !allowed.contains(value) {
                throw problem(
                    number,
                    "\(key.rawValue) is one of \(allowed.joined(separator: ", ")), not '\(value.prefix(30))'")
            }
        } else {
            for value in values where !value.allSatisfy({ $0.isASCII && $0 != " " }) || value.count > 80 {
                throw problem(number, "\(key.rawValue) '\(value.prefix(30))' is not a name (ASCII, up to 80)")
            }
        }
        return LessonExpectation.Filter(key: key, values: values, atLeast: atLeast)
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
        if filter.key == .sameCall {
            guard earlier.kind.hasCause else {
                throw problem(number, "same-call=\(target): a \(earlier.kind.rawValue) has no router call")
            }
        } else {
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
        for (layout, solution) in solutions where !layouts.contains(layout) {
            throw problem(solution.line, "a solution for \(layout.rawValue), a layout the lesson does not have")
        }
        for layout in layouts where solutions[layout] == nil {
            throw problem(lastLine, "no solution for \(layout.rawValue)")
        }
        return Lesson(
            id: id, title: title, layouts: layouts, setup: setup, concept: concept, task: task, hints: hints,
            expectations: expectations, done: blocks["done"] ?? [],
            solutions: solutions.mapValues(\.script), file: file)
    }
}
