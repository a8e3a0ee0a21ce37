import HabitStore
import HabitSystem
/// An environment variable `habit` reads, and what it does there.
///
/// ``all`` is the one list of them: the manual page's ENVIRONMENT section is generated from it,
/// and a test fails when the sources read a variable that is not listed (or list one they no
/// longer read).
struct EnvironmentVariable: Sendable {
    /// The variable's name, as in `HABIT_FILE`.
    let name: String
    /// What it does, in English, one or two sentences for the manual page.
    let meaning: String
    /// Whether the C library reads it for `habit` (through `localtime_r`) rather than `habit`'s
    /// own code.
    var readByTheCLibrary = false

    /// Every variable `habit` reads, in the order the manual page lists them.
    static let all: [EnvironmentVariable] = [
        EnvironmentVariable(
            name: "HABIT_FILE",
            meaning: "The data file, unless --file names one. An empty value counts as unset."),
        EnvironmentVariable(
            name: "XDG_DATA_HOME",
            meaning: """
                Without --file and HABIT_FILE, the data file is $XDG_DATA_HOME/habit/habits.json, \
                when this is an absolute path (a relative one is ignored).
                """),
        EnvironmentVariable(
            name: "XDG_STATE_HOME",
            meaning: """
                habit remind keeps what it has sent in $XDG_STATE_HOME/habit/remind-state, when this is \
                an absolute path; else in ~/.local/state/habit/remind-state.
                """),
        EnvironmentVariable(
            name: "DBUS_SESSION_BUS_ADDRESS",
            meaning: """
                habit remind --via notify sends to this session bus; unset (as under cron), it finds \
                the bus at $XDG_RUNTIME_DIR/bus, else /run/user/UID/bus.
                """),
        EnvironmentVariable(
            name: "XDG_RUNTIME_DIR",
            meaning: "The folder of the user's session bus for habit remind --via notify (default /run/user/UID)."),
        EnvironmentVariable(
            name: "DISPLAY",
            meaning: """
                The desktop habit remind --via notify shows its notification on; when neither this nor \
                WAYLAND_DISPLAY is set, :0 if its X socket exists, else wayland-0 in XDG_RUNTIME_DIR.
                """),
        EnvironmentVariable(name: "WAYLAND_DISPLAY", meaning: "See DISPLAY."),
        EnvironmentVariable(
            name: "USER",
            meaning: "Whom habit remind --via mail writes to; unset, LOGNAME, else the user of the process."),
        EnvironmentVariable(name: "LOGNAME", meaning: "See USER."),
        EnvironmentVariable(
            name: "HOME",
            meaning: """
                Without the variables above, the data file is ~/.local/share/habit/habits.json; \
                without XDG_CONFIG_HOME, the config file is ~/.config/habit/config.
                """),
        EnvironmentVariable(
            name: "XDG_CONFIG_HOME",
            meaning: "The config file is $XDG_CONFIG_HOME/habit/config."),
        EnvironmentVariable(
            name: "HABIT_WAIT",
            meaning: """
                How many seconds a change waits for another habit to finish with the data file \
                (default 10); --wait beats it.
                """),
        EnvironmentVariable(
            name: "HABIT_DAY_STARTS_AT",
            meaning: """
                The hour, 0 to 23, at which a new day starts (default 0, midnight); beats \
                day-starts-at in the config file.
                """),
        EnvironmentVariable(
            name: "HABIT_LANGUAGE",
            meaning: "The language, en, de or fr; beats the config file and the locale."),
        EnvironmentVariable(
            name: "LC_ALL",
            meaning: """
                The first of LC_ALL, LC_MESSAGES and LANG that is set and not empty picks the \
                language when neither HABIT_LANGUAGE nor the config file does: a value starting \
                with de is German, with fr French, anything else English. The first of LC_ALL, \
                LC_TIME and LANG names the region whose week a new data file counts, unless the \
                config file says week-starts-on: Sunday in the US (en_US), Saturday or Friday where \
                CLDR says so, Monday elsewhere and without a region (C, POSIX, de).
                """),
        EnvironmentVariable(name: "LC_MESSAGES", meaning: "See LC_ALL."),
        EnvironmentVariable(name: "LC_TIME", meaning: "See LC_ALL."),
        EnvironmentVariable(name: "LANG", meaning: "See LC_ALL."),
        EnvironmentVariable(
            name: "NO_COLOR",
            meaning: "When set and not empty, no colour, whatever the config file says; --color always beats it."),
        EnvironmentVariable(
            name: "NO_MOTION",
            meaning: "When set and not empty, habit tui does not move (no streak count-up), whatever the config file says."),
        EnvironmentVariable(
            name: "TERM",
            meaning: """
                dumb means no colour with --color auto; a value containing 256 means 256 colours. \
                habit tui also reads the terminal's terminfo entry: fewer than 8 colours there give \
                its plain screen.
                """),
        EnvironmentVariable(
            name: "TERMINFO",
            meaning: "Where habit tui looks first for the terminal's terminfo entry, as ncurses does."),
        EnvironmentVariable(
            name: "TERMINFO_DIRS",
            meaning: "Folders, separated by colons, where habit tui looks for the terminfo entry after ~/.terminfo."),
        EnvironmentVariable(
            name: "COLORTERM",
            meaning: "When set and not empty, the terminal is taken to show 256 colours."),
        EnvironmentVariable(
            name: "COLUMNS",
            meaning: "The width to lay text out in, when a positive number; else the terminal's width, else 80."),
        EnvironmentVariable(
            name: "TZ",
            meaning: """
                The time zone that decides which day is today, read as the C library reads it: \
                a zone name such as Europe/Berlin (also :Europe/Berlin) or a POSIX rule such as \
                UTC-14. Unset: the system's time zone.
                """),
        EnvironmentVariable(
            name: "TZDIR",
            meaning: "The folder of time zone files (default /usr/share/zoneinfo).", readByTheCLibrary: true),
        EnvironmentVariable(
            name: "HABIT_NOW",
            meaning: """
                For tests only: an instant in ISO 8601 with a zone (2026-11-29T11:00:00Z) used \
                instead of the clock.
                """),
    ]
}
