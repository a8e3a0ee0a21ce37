import Foundation
import HabitStore
import HabitSystem

/// What a process writes to a pipe, collected as it arrives (on the pipe's reading thread), so a
/// test can wait for a line to appear instead of sleeping for a guessed time.
public final class OutputCollector: @unchecked Sendable {
    // `@unchecked`: every access to `data` and `ended` holds `condition`.
    private let condition = NSCondition()
    private var data = Data()
    private var ended = false

    /// A collector with nothing collected yet; see ``collecting(_:)``.
    public init() {}

    /// A collector fed by the reading end of `pipe` until the writers close it.
    public static func collecting(_ pipe: Pipe) -> OutputCollector {
        let collector = OutputCollector()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let more = handle.availableData
            if more.isEmpty { handle.readabilityHandler = nil }
            collector.append(more)
        }
        return collector
    }

    /// Adds `more`; no bytes mean the writers closed the pipe.
    public func append(_ more: Data) {
        condition.lock()
        if more.isEmpty { ended = true } else { data.append(more) }
        condition.broadcast()
        condition.unlock()
    }

    /// Everything collected so far, as UTF-8.
    public var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits until the text collected so far satisfies `isComplete`, or `timeout` seconds
    /// have passed; whether it did.
    @discardableResult
    public func wait(timeout: Double, until isComplete: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !isComplete(String(decoding: data, as: UTF8.self)) {
            if ended || !condition.wait(until: deadline) { return isComplete(String(decoding: data, as: UTF8.self)) }
        }
        return true
    }

    /// Waits until the writers have closed the pipe, or `timeout` seconds have passed; whether
    /// they did.
    @discardableResult
    public func waitForEnd(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { return ended }
        }
        return true
    }
}

/// The end of a process, told by its termination handler, so a test waits for the process to
/// end (with a bound) instead of asking over and over whether it still runs.
public final class ProcessEnd: @unchecked Sendable {
    // `@unchecked`: `ended` is read and written holding `condition`.
    private let condition = NSCondition()
    private var ended = false

    /// Watches `process`, which has not been started yet (its termination handler is replaced).
    public init(of process: Process) {
        process.terminationHandler = { [self] _ in
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Waits until the process has ended, or `timeout` seconds have passed; whether it ended.
    @discardableResult
    public func wait(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { return ended }
        }
        return true
    }
}
