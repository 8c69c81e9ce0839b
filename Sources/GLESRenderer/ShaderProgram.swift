import CGLES3
import Foundation
import VectorPath
import Tessellation
import RenderCommands
import Geometry2D

/// A linked GL program built from two files of `Shaders/` (embedded at build time by the
/// EmbedShaders plugin). Compile and link errors name the shader file and carry the driver's log.
/// Internal; needs the context current.
struct ShaderProgram {
    let id: GLuint
    let name: String

    /// Compiles `vertex` and `fragment` (file names, e.g. "solid.vert") and links them; `prelude`
    /// (extension directives, defines) goes right after the fragment shader's `#version` line, and
    /// `version` (e.g. "#version 320 es"), when given, replaces both shaders' `#version` line (the
    /// shaders of a program share one version).
    init(vertex: String, fragment: String, prelude: String = "", version: String? = nil) throws(GLESError) {
        name = "\(vertex) + \(fragment)"
        let vs = try Self.compile(vertex, type: GLenum(GL_VERTEX_SHADER), version: version)
        defer { glDeleteShader(vs) }
        let fs = try Self.compile(fragment, type: GLenum(GL_FRAGMENT_SHADER), prelude: prelude, version: version)
        defer { glDeleteShader(fs) }
        let program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            let log = Self.log(program, glGetProgramiv, glGetProgramInfoLog)
            glDeleteProgram(program)
            throw .shader(name: name, log: "link: " + log)
        }
        id = program
    }

    /// The location of a uniform (-1 when the linker removed it).
    func uniform(_ name: String) -> GLint { glGetUniformLocation(id, name) }

    /// Compiles one embedded shader source.
    static func compile(_ file: String, type: GLenum, prelude: String = "", version: String? = nil) throws(GLESError) -> GLuint {
        guard var source = EmbeddedShaders.sources[file] else {
            throw .shader(name: file, log: "not embedded (missing from Shaders/)")
        }
        if let version, source.hasPrefix("#version "), let versionEnd = source.firstIndex(of: "\n") {
            source.replaceSubrange(source.startIndex..<versionEnd, with: version)
        }
        if !prelude.isEmpty, let versionEnd = source.firstIndex(of: "\n") {
            source.insert(contentsOf: "\n" + prelude, at: versionEnd)
        }
        return try compile(source: try including(source, file: file), name: file, type: type)
    }

    /// `source` with each line `#include "name"` replaced by the embedded file `name` (one level:
    /// included files include nothing), so the cover shaders share mask.glsl.
    static func including(_ source: String, file: String) throws(GLESError) -> String {
        guard source.contains("#include") else { return source }
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("#include \""), line.hasSuffix("\"") else { lines.append(line); continue }
            let name = String(line.dropFirst(10).dropLast())
            guard let included = EmbeddedShaders.sources[name] else {
                throw .shader(name: file, log: "#include \"\(name)\": not embedded (missing from Shaders/)")
            }
            lines.append(Substring(included))
        }
        return lines.joined(separator: "\n")
    }

    /// Compiles `source`; errors carry `name` and the driver's log.
    static func compile(source: String, name: String, type: GLenum) throws(GLESError) -> GLuint {
        let shader = glCreateShader(type)
        guard shader != 0 else { throw .shader(name: name, log: "glCreateShader failed") }
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var status: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
        guard status == GL_TRUE else {
            let log = Self.log(shader, glGetShaderiv, glGetShaderInfoLog)
            glDeleteShader(shader)
            throw .shader(name: name, log: log)
        }
        return shader
    }

    private static func log(_ object: GLuint,
                            _ getiv: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
                            _ getLog: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void)
        -> String {
        var length: GLint = 0
        getiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        guard length > 1 else { return "(no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        getLog(object, length, nil, &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// GL error checking.
enum GLCheck {
    /// Throws the first pending GL error (and drains the rest).
    static func check(_ operation: String) throws(GLESError) {
        let first = glGetError()
        guard first != GLenum(GL_NO_ERROR) else { return }
        while glGetError() != GLenum(GL_NO_ERROR) {}
        throw .gl(operation: operation, code: first)
    }

    /// A GL string (GL_RENDERER, …) or "?".
    static func string(_ name: Int32) -> String {
        glGetString(GLenum(name)).map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? "?"
    }

    /// An integer limit (GL_MAX_SAMPLES, …).
    static func integer(_ name: Int32) -> Int {
        var value: GLint = 0
        glGetIntegerv(GLenum(name), &value)
        return Int(value)
    }
}
