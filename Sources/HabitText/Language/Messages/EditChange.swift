import HabitCore

/// What an edit changed, as `habit edit` decided it by comparing the habit before and after: the
/// schedule, the look (icon, colour or both), or both, so its sentence names exactly those.
public enum EditChange: Equatable, Sendable {
    /// The schedule, nothing of the look.
    case schedule(Schedule)
    /// The look, not the schedule.
    case look(LookChange)
    /// The schedule and the look.
    case scheduleAndLook(Schedule, LookChange)

    /// The change of schedule and look, or `nil` when neither changed.
    public init?(schedule: Schedule?, look: LookChange?) {
        switch (schedule, look) {
        case (let schedule?, let look?): self = .scheduleAndLook(schedule, look)
        case (let schedule?, nil): self = .schedule(schedule)
        case (nil, let look?): self = .look(look)
        case (nil, nil): return nil
        }
    }
}

/// Which part of a habit's look an edit changed.
public enum LookChange: Equatable, Sendable {
    /// The icon alone.
    case icon
    /// The colour alone.
    case color
    /// The icon and the colour.
    case iconAndColor

    /// The change of a new icon, a new colour or both; `nil` for neither.
    public init?(icon: Bool, color: Bool) {
        switch (icon, color) {
        case (true, true): self = .iconAndColor
        case (true, false): self = .icon
        case (false, true): self = .color
        case (false, false): return nil
        }
    }
}
