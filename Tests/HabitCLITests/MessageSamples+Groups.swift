import HabitCore
@testable import HabitText

@testable import HabitCLI
@testable import HabitStore
@testable import HabitSystem

extension MessageSamples {
    /// What groups make `habit` say: the group made or changed, its refusals, the views' lines.
    static let groups: [GroupMessage] =
        [
            .groupNow(icon: "🌅", name: "Morgenroutine", members: ["Lesen", "Dehnen"], needs: .all),
            .groupNow(icon: "🌅", name: "Sport", members: ["Laufen", "Schwimmen", "Rad"], needs: .any),
            .groupNow(icon: "🌅", name: "Sport", members: ["Laufen", "Schwimmen", "Rad"], needs: .count(2)),
            .tagGroupNow(icon: "🏃", name: "Sport", tag: "sport", needs: .count(1)),
            .needsAll, .needsAny, .needsCount(1), .needsCount(2), .badNeeds("0"), .needsMoreThanMembers(4, members: 3),
            .needsMoreThanMembers(2, members: 1), .groupOfGroups("Sport"),
            .memberOfGroup(name: "Lesen", group: "Morgenroutine"), .containsItself("Morgenroutine"),
            .emptyGroup("Morgenroutine"), .untaggedGroupTag("sport"), .ofAndOfTag, .notAGroup("Lesen"),
            .groupWithSchedule("--per-week"), .notAMember(group: "Morgenroutine", member: "Laufen"),
            .checkedByHand("Morgenroutine"), .checkWhichMembers(group: "Sport", members: ["Laufen", "Schwimmen"]),
            .leftGroups(member: "Lesen", groups: ["Morgenroutine"]),
            .leftGroups(member: "Lesen", groups: ["Morgenroutine", "Abendroutine"]), .membersDone(done: 1, of: 3),
            .membersDone(done: 0, of: 1), .missing(group: "Morgenroutine", members: ["Lesen", "Dehnen"]),
            .madeOf(members: ["Lesen", "Dehnen"], needs: .all), .madeOfTag(tag: "sport", needs: .any),
        ]
}
