import Foundation

/// Writes a ``SwiftFile`` as source text: the one place that decides indentation (four
/// spaces a level), line breaks and punctuation of generated Swift.
///
/// Text goes into one byte buffer (``SwiftWriter``), kept whole or handed to a sink a block
/// at a time. A generated file can hold hundreds of thousands of declarations, so
/// ``openType(_:)`` and ``closeType()`` let a generator render a type's members before it
/// translates the types nested in it: only one path of types is in memory at once.
struct SwiftRenderer: ~Copyable {
    private var writer: SwiftWriter
    /// A call of several arguments or an array literal that would take a line past this many
    /// columns is written one argument or element a line.
    static let lineLimit = 120

    /// A renderer that keeps the text, for ``takeData()``; with a sink, that takes each block of lines instead.
    init(capacity: Int = 4096, sink: (any GeneratedTextSink)? = nil) {
        writer = SwiftWriter(capacity: capacity, sink: sink)
    }

    /// The file as UTF-8, in one buffer ready to write.
    static func data(_ file: SwiftFile) -> Data {
        var renderer = SwiftRenderer()
        renderer.render(file.declarations)
        return renderer.takeData()
    }

    /// The file as text.
    static func text(_ file: SwiftFile) -> String {
        String(decoding: data(file), as: UTF8.self)
    }

    /// Everything rendered, as UTF-8 (without a sink).
    mutating func takeData() -> Data {
        writer.takeData()
    }

    /// Hands the rest of the text to the sink.
    mutating func flush() {
        writer.flush()
    }

    mutating func render(_ declarations: [SwiftDeclaration]) {
        for declaration in declarations { render(declaration) }
    }

    mutating func render(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .comment(let text):
            writer.beginLine()
            writer.write("// ")
            writer.write(string: text)
            writer.endLine()
        case .blankLine:
            writer.endLine()
        case .import(let access, let module):
            writer.beginLine()
            writeModifier(access)
            writer.write("import ")
            writer.write(string: module)
            writer.endLine()
        case .type(let type): render(type)
        case .property(let property): render(property)
        case .enumCase(let name, let rawValue):
            writer.beginLine()
            writer.write("case ")
            writer.write(string: name)
            if let rawValue {
                writer.write(" = ")
                render(rawValue)
            }
            writer.endLine()
        case .initializer(let initializer): render(initializer)
        case .typeAlias(let alias):
            render(alias.documentation)
            writer.beginLine()
            writeModifier(alias.access)
            writer.write("typealias ")
            writer.write(string: alias.name)
            writer.write(" = ")
            writer.write(string: alias.type)
            writer.endLine()
        }
    }

    private mutating func render(_ documentation: [SwiftDocLine]) {
        for line in documentation {
            writer.beginLine()
            switch line {
            case .text(let text):
                writer.write("/// ")
                writer.write(string: text)
            case .paragraphBreak:
                writer.write("///")
            }
            writer.endLine()
        }
    }

    private mutating func render(_ type: SwiftTypeDeclaration) {
        openType(type)
        closeType()
    }

    /// A type's documentation, first line and members, leaving the body open for nested types
    /// rendered after it (so a large tree can be translated and rendered one type at a time).
    mutating func openType(_ type: SwiftTypeDeclaration) {
        render(type.documentation)
        writer.beginLine()
        for modifier in type.modifiers { writeModifier(modifier) }
        writer.write(string: type.kind.rawValue)
        writer.write(" ")
        writer.write(string: type.name)
        for (offset, conformance) in type.conformances.enumerated() {
            writer.write(offset == 0 ? ": " : ", ")
            writer.write(string: conformance)
        }
        writer.write(" {")
        writer.endLine()
        writer.indent()
        render(type.members)
    }

    /// Closes the type ``openType(_:)`` opened last.
    mutating func closeType() {
        writer.outdent()
        writer.beginLine()
        writer.write("}")
        writer.endLine()
    }

    private mutating func render(_ property: SwiftProperty) {
        render(property.documentation)
        for attribute in property.attributes {
            writer.beginLine()
            writer.write(string: attribute)
            writer.endLine()
        }
        writer.beginLine()
        writeModifier(property.access)
        if property.isStatic { writer.write("static ") }
        writer.write(string: property.binding.rawValue)
        writer.write(" ")
        writer.write(string: property.name)
        writer.write(": ")
        writer.write(string: property.type)
        switch property.value {
        case .none: break
        case .initializer(let expression):
            writer.write(" = ")
            render(expression)
        case .getter(let expression):
            writer.write(" { ")
            render(expression)
            writer.write(" }")
        }
        writer.endLine()
    }

    private mutating func render(_ initializer: SwiftInitializer) {
        render(initializer.documentation)
        writer.beginLine()
        writeModifier(initializer.access)
        writer.write("init(")
        // One parameter a line when they would take the line past the limit (an initializer per theme modifier).
        let width = initializer.parameters.reduce(max(0, initializer.parameters.count - 1) * 2) { total, parameter in
            total + (parameter.label.map { $0.utf8.count + 1 } ?? 0) + parameter.name.utf8.count + 2 + parameter.type.utf8.count
                + (parameter.defaultValue.map { Self.width($0) + 3 } ?? 0)
        }
        let wraps = initializer.parameters.count > 1 && writer.column + width + 3 > Self.lineLimit
        if wraps { writer.indent() }
        for (offset, parameter) in initializer.parameters.enumerated() {
            if offset > 0 { writer.write(wraps ? "," : ", ") }
            if wraps {
                writer.endLine()
                writer.beginLine()
            }
            if let label = parameter.label {
                writer.write(string: label)
                writer.write(" ")
            }
            writer.write(string: parameter.name)
            writer.write(": ")
            writer.write(string: parameter.type)
            if let defaultValue = parameter.defaultValue {
                writer.write(" = ")
                render(defaultValue)
            }
        }
        if wraps { closeWrapped() }
        writer.write(") {")
        writer.endLine()
        writer.indent()
        for statement in initializer.body { render(statement) }
        writer.outdent()
        writer.beginLine()
        writer.write("}")
        writer.endLine()
    }

    private mutating func render(_ statement: SwiftStatement) {
        writer.beginLine()
        renderRestOfLine(statement)
    }

    /// A statement from where the current line stands, through its last line break
    /// (a `case` line continues with its statement).
    private mutating func renderRestOfLine(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let expression):
            render(expression)
        case .assignment(let target, let value):
            render(target)
            writer.write(" = ")
            render(value)
        case .switch(let subject, let cases):
            writer.write("switch ")
            render(subject)
            writer.write(" {")
            writer.endLine()
            for (pattern, body) in cases {
                writer.beginLine()
                writer.write("case ")
                render(pattern)
                if case .switch = body {
                    // A nested switch goes on the lines below, indented.
                    writer.write(":")
                    writer.endLine()
                    writer.indent()
                    render(body)
                    writer.outdent()
                    continue
                }
                writer.write(": ")
                renderRestOfLine(body)
            }
            writer.beginLine()
            writer.write("}")
        }
        writer.endLine()
    }

    private mutating func render(_ expression: SwiftExpression) {
        switch expression {
        case .literal(let literal):
            render(literal)
        case .identifier(let name):
            writer.write(string: name)
        case .member(let base, let name):
            if let base { render(base) }
            writer.write(".")
            writer.write(string: name)
        case .call(let callee, let arguments):
            render(callee)
            writer.write("(")
            let wraps = arguments.count > 1 && writer.column + Self.width(expression) - Self.width(callee) - 1 > Self.lineLimit
            renderList(arguments, wraps: wraps, trailingComma: false) { renderer, argument in
                if let label = argument.label {
                    renderer.writer.write(string: label)
                    renderer.writer.write(": ")
                }
                renderer.render(argument.value)
            }
            writer.write(")")
        case .array(let elements):
            writer.write("[")
            let wraps = !elements.isEmpty && writer.column + Self.width(expression) - 1 > Self.lineLimit
            renderList(elements, wraps: wraps, trailingComma: true) { renderer, element in renderer.render(element) }
            writer.write("]")
        case .dictionary(let entries):
            // On one line, however long (the root's list of every theme).
            writer.write("[")
            renderList(entries, wraps: false, trailingComma: true) { renderer, entry in
                renderer.render(entry.key)
                renderer.writer.write(": ")
                renderer.render(entry.value)
            }
            if entries.isEmpty { writer.write(":") }
            writer.write("]")
        case .tuple(let elements):
            writer.write("(")
            renderList(elements, wraps: false, trailingComma: false) { renderer, element in renderer.render(element) }
            writer.write(")")
        case .value(let code):
            writer.write(indentingLines: code)
        }
    }

    /// Parts separated by `, ` on the line, or one a line (indented, a comma after each but the
    /// last, or after each in a collection literal). No comma after a call's last argument: older
    /// compilers reject it.
    private mutating func renderList<Part>(
        _ parts: [Part], wraps: Bool, trailingComma: Bool, _ renderPart: (inout SwiftRenderer, Part) -> Void
    ) {
        if wraps { writer.indent() }
        for (offset, part) in parts.enumerated() {
            if wraps {
                writer.endLine()
                writer.beginLine()
            } else if offset > 0 {
                writer.write(", ")
            }
            renderPart(&self, part)
            if wraps, trailingComma || offset < parts.count - 1 { writer.write(",") }
        }
        if wraps { closeWrapped() }
    }

    private mutating func render(_ literal: SwiftLiteralValue) {
        switch literal {
        case .int(let value): writer.write(integer: value)
        case .double(let value): writer.write(number: value)
        case .string(let text): SwiftLiteral.write(string: text, into: &writer)
        case .bool(let value): writer.write(value ? "true" : "false")
        }
    }

    /// Ends the last wrapped part's line; the closing bracket starts the next at the outer indentation.
    private mutating func closeWrapped() {
        writer.outdent()
        writer.endLine()
        writer.beginLine()
    }

    /// How many columns `expression` takes on one line.
    private static func width(_ expression: SwiftExpression) -> Int {
        switch expression {
        case .literal(.int(let value)): return String(value).utf8.count
        case .literal(.double(let value)): return SwiftLiteral.number(value).utf8.count
        case .literal(.string(let text)): return SwiftLiteral.string(text).utf8.count
        case .literal(.bool(let value)): return value ? 4 : 5
        case .identifier(let name): return name.utf8.count
        case .member(let base, let name): return (base.map(width) ?? 0) + 1 + name.utf8.count
        case .call(let callee, let arguments):
            var total = width(callee) + 2 + max(0, arguments.count - 1) * 2
            for argument in arguments {
                total += (argument.label.map { $0.utf8.count + 2 } ?? 0) + width(argument.value)
            }
            return total
        case .array(let elements), .tuple(let elements):
            return elements.reduce(2 + max(0, elements.count - 1) * 2) { $0 + width($1) }
        case .dictionary(let entries):
            return entries.reduce(entries.isEmpty ? 3 : 2 + max(0, entries.count - 1) * 2) { $0 + width($1.key) + 2 + width($1.value) }
        case .value(let code):
            return code.utf8.count
        }
    }

    /// A keyword followed by a space; nothing for nil.
    private mutating func writeModifier(_ modifier: String?) {
        guard let modifier else { return }
        writer.write(string: modifier)
        writer.write(" ")
    }
}
