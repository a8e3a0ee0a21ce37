/// The keys the config file (`~/.config/habit/config`) may hold, in the order `habit config` shows them.
public enum ConfigKey: String, CaseIterable, Sendable {
    case dayStartsAt = "day-starts-at"
    case language
    case color
    case remindAt = "remind-at"
    case remindVia = "remind-via"
    case remindCommand = "remind-command"
    case remindTimeout = "remind-timeout"
    case weekStartsOn = "week-starts-on"
    case motion
}
