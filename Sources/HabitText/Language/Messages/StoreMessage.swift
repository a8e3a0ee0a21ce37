import HabitCore
import HabitFormat
import HabitFormat

extension LanguageTable {
    /// What a data file that cannot be read, written or undone makes `habit` say: the entry of
    /// the catalog (`store.…`) each error picks, and its arguments, formatted for every language alike.
    public func store(_ error: StoreError, limits: FileLimits) -> String {
        let maximum = "\(limits.maximumSize >> 20)"
        switch error {
        case .noHome: return catalog.text(.storeNoHome)
        case .homeNotAbsolute(let home): return catalog.text(.storeHomeNotAbsolute, ["home": quoted(home)])
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return catalog.text(
                .storeWouldBeUnreadableTooLarge, ["path": quoted(path: path), "size": "\(size >> 20)", "maximum": maximum])
        case .wouldBeUnreadable(let path, .format(let problem)):
            return catalog.text(.storeWouldBeUnreadableFormat, ["path": quoted(path: path), "problem": format(problem)])
        case .missingFile(let path): return catalog.text(.storeMissingFile, ["path": quoted(path: path)])
        case .danglingLink(let path, let target):
            return catalog.text(.storeDanglingLink, ["path": quoted(path: path), "target": quoted(path: target)])
        case .symbolicLink(let path): return catalog.text(.storeSymbolicLink, ["path": quoted(path: path)])
        case .hardLinked(let path, let links):
            return catalog.text(.storeHardLinked, ["path": quoted(path: path), "links": "\(links)"])
        case .lockTimeout(let path, let lock, let seconds):
            return catalog.text(
                .storeLockTimeout,
                ["path": quoted(path: path), "lock": quoted(path: lock), "seconds": self.seconds(seconds)])
        case .isDirectory(let path): return catalog.text(.storeIsDirectory, ["path": quoted(path: path)])
        case .unreadable(let path, let reason):
            return catalog.text(.storeUnreadable, ["path": quoted(path: path), "reason": "\(reason)"])
        case .corrupt(let path, let problem):
            return catalog.text(.storeCorrupt, ["path": quoted(path: path), "problem": format(problem)])
        case .newerVersion(let path, let version):
            return catalog.text(
                .storeNewerVersion,
                ["path": quoted(path: path), "version": "\(version)", "newest": "\(limits.newestVersion)"])
        case .writeFailed(let path, let reason):
            return catalog.text(.storeWriteFailed, ["path": quoted(path: path), "reason": "\(reason)"])
        case .notAFile(let path): return catalog.text(.storeNotAFile, ["path": quoted(path: path)])
        case .tooLarge(let path, let size):
            return catalog.text(.storeTooLarge, ["path": quoted(path: path), "size": "\(size)", "maximum": maximum])
        case .nothingToUndo(let path): return catalog.text(.storeNothingToUndo, ["path": quoted(path: path)])
        case .nothingMoreToUndo(let path, 1): return catalog.text(.storeNothingMoreToUndoOne, ["path": quoted(path: path)])
        case .nothingMoreToUndo(let path, let changes):
            return catalog.text(.storeNothingMoreToUndo, ["path": quoted(path: path), "count": "\(changes)"])
        case .nothingToRedo(let path): return catalog.text(.storeNothingToRedo, ["path": quoted(path: path)])
        case .changedSinceBackup(let path, let backup):
            return catalog.text(.storeChangedSinceBackup, ["path": quoted(path: path), "backup": quoted(path: backup)])
        }
    }

    /// The sentence for an import that failed.
    public func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits, nothingImported: Bool) -> String {
        switch nothingImported {
        case true:
            return catalog.text(
                .storeImportNothingImported, ["problem": importProblem(error, limits: limits, amounts: amounts)])
        case false: return importProblem(error, limits: limits, amounts: amounts)
        }
    }

    /// What is wrong on a line of another tracker's file.
    public func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String {
        switch problem {
        case .csv(let problem): return catalog.text(.storeForeignLineCsv, ["problem": csv(problem)])
        case .unreadable(let text, let expected):
            return catalog.text(.storeForeignLineUnreadable, ["text": quoted(text), "expected": "\(expected)"])
        case .futureDate(let day, let today):
            return catalog.text(.storeForeignLineFutureDate, ["day": date(day), "today": date(today)])
        case .badName(let problem): return rowName(problem)
        case .badAmount(let text):
            return catalog.text(
                .storeForeignLineBadAmount,
                ["text": quoted(text), "largest": largest(amounts), "decimals": "\(amounts.decimals)"])
        case .badLoopValue(let text): return catalog.text(.storeForeignLineBadLoopValue, ["text": quoted(text)])
        case .noteTooLong(let length):
            return catalog.text(
                .storeForeignLineNoteTooLong, ["length": "\(length)", "maximum": "\(amounts.noteLength)"])
        case .frequencyOutOfRange(let text, let range):
            return catalog.text(
                .storeForeignLineFrequencyOutOfRange,
                [
                    "text": quoted(text), "lowest": digitGroups.grouped(String(range.lowerBound)),
                    "highest": digitGroups.grouped(String(range.upperBound)),
                ])
        }
    }
}

extension LanguageTable {
    private func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem):
            return catalog.text(.storeFormatSyntax, ["line": "\(line)", "column": "\(column)", "problem": syntax(problem)])
        case .missingKey(let path): return catalog.text(.storeFormatMissingKey, ["key": quoted(path: path)])
        case .wrongType(let path, let expected):
            return catalog.text(.storeFormatWrongType, ["key": quoted(path: path), "kind": kind(expected)])
        case .duplicateKey(let path): return catalog.text(.storeFormatDuplicateKey, ["key": quoted(path: path)])
        case .badDay(let path, let text):
            return catalog.text(.storeFormatBadDay, ["key": quoted(path: path), "text": quoted(text)])
        case .badColor(let path, let text):
            return catalog.text(.storeFormatBadColor, ["key": quoted(path: path), "text": quoted(text)])
        case .badID(let path, let text):
            return catalog.text(.storeFormatBadID, ["key": quoted(path: path), "text": quoted(text)])
        case .duplicateID(let path): return catalog.text(.storeFormatDuplicateID, ["key": quoted(path: path)])
        case .invalidHabit(let path, let error):
            return catalog.text(
                .storeFormatInvalidHabit, ["key": quoted(path: path), "problem": withoutFinalStop(habit(error))])
        case .duplicateName(let path, let name):
            return catalog.text(.storeFormatDuplicateName, ["key": quoted(path: path), "name": quoted(name)])
        case .dayTooEarly(let path, let text, let earliest):
            return catalog.text(
                .storeFormatDayTooEarly, ["key": quoted(path: path), "text": quoted(text), "year": "\(earliest.year)"])
        case .outOfRange(let path, let text, let range):
            return catalog.text(
                .storeFormatOutOfRange,
                [
                    "key": quoted(path: path), "text": quoted(text), "lowest": digitGroups.grouped(String(range.lowerBound)),
                    "highest": digitGroups.grouped(String(range.upperBound)),
                ])
        case .badPause(let path, let text):
            return catalog.text(.storeFormatBadPause, ["key": quoted(path: path), "text": quoted(text)])
        case .unknownValue(let path, let text):
            return catalog.text(.storeFormatUnknownValue, ["key": quoted(path: path), "text": quoted(text)])
        case .contradiction(let path, let name, let contradiction):
            return catalog.text(
                .storeFormatContradiction,
                ["key": quoted(path: path), "name": quoted(name), "problem": self.contradiction(contradiction)])
        }
    }

    private func contradiction(_ contradiction: FormatProblem.Contradiction) -> String {
        switch contradiction {
        case .quitWithoutZeroLimit: return catalog.text(.storeContradictionQuitWithoutZeroLimit)
        case .quitAndTrackOnly: return catalog.text(.storeContradictionQuitAndTrackOnly)
        case .readingNotTrackOnly: return catalog.text(.storeContradictionReadingNotTrackOnly)
        case .skippedAndDone(let day): return catalog.text(.storeContradictionSkippedAndDone, ["day": "\(day)"])
        case .sameTag(let first, let second):
            return catalog.text(.storeContradictionSameTag, ["first": quoted(first), "second": quoted(second)])
        }
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return catalog.text(.storeKindObject)
        case .list: return catalog.text(.storeKindList)
        case .string: return catalog.text(.storeKindString)
        case .integer: return catalog.text(.storeKindInteger)
        case .number: return catalog.text(.storeKindNumber)
        case .boolean: return catalog.text(.storeKindBoolean)
        case .other: return catalog.text(.storeKindOther)
        }
    }

    private func syntax(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .empty: return catalog.text(.storeSyntaxEmpty)
        case .trailingText: return catalog.text(.storeSyntaxTrailingText)
        case .tooDeep: return catalog.text(.storeSyntaxTooDeep)
        case .endsEarly: return catalog.text(.storeSyntaxEndsEarly)
        case .unexpectedCharacter(let character):
            return catalog.text(.storeSyntaxUnexpectedCharacter, ["character": "\(character)"])
        case .expectedKey: return catalog.text(.storeSyntaxExpectedKey)
        case .expectedColon: return catalog.text(.storeSyntaxExpectedColon)
        case .expectedCommaOrBrace: return catalog.text(.storeSyntaxExpectedCommaOrBrace)
        case .expectedCommaOrBracket: return catalog.text(.storeSyntaxExpectedCommaOrBracket)
        case .controlCharacter: return catalog.text(.storeSyntaxControlCharacter)
        case .unclosedString: return catalog.text(.storeSyntaxUnclosedString)
        case .loneSurrogate: return catalog.text(.storeSyntaxLoneSurrogate)
        case .badUnicodeEscape: return catalog.text(.storeSyntaxBadUnicodeEscape)
        case .unknownEscape(let character): return catalog.text(.storeSyntaxUnknownEscape, ["character": "\(character)"])
        case .badNumber: return catalog.text(.storeSyntaxBadNumber)
        case .invalidUTF8: return catalog.text(.storeSyntaxInvalidUTF8)
        }
    }

    private func importProblem(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        let maximum = "\(limits.maximumSize >> 20)"
        switch error {
        case .fileNotFound(let path): return catalog.text(.storeImportFileNotFound, ["path": quoted(path: path)])
        case .isDirectory(let path): return catalog.text(.storeImportIsDirectory, ["path": quoted(path: path)])
        case .unreadable(let path, let reason): return store(.unreadable(path: path, reason: reason), limits: limits)
        case .tooLarge(nil, _): return catalog.text(.storeImportTooLargeInput, ["maximum": maximum])
        case .tooLarge(let path?, nil):
            return catalog.text(.storeImportTooLargeFile, ["path": quoted(path: path), "maximum": maximum])
        case .tooLarge(let path?, let size?):
            return catalog.text(
                .storeImportTooLargeSized, ["path": quoted(path: path), "size": "\(size >> 20)", "maximum": maximum])
        case .syntax(let line, let problem):
            return catalog.text(.storeImportSyntax, ["line": "\(line)", "problem": csv(problem)])
        case .columnCount(let line, let found):
            return catalog.text(.storeImportColumnCount, count: found, ["line": "\(line)", "count": "\(found)"])
        case .badState(let line, let text):
            return catalog.text(.storeImportBadState, ["line": "\(line)", "text": quoted(text)])
        case .badAmount(let line, let text):
            return catalog.text(
                .storeImportBadAmount,
                ["line": "\(line)", "text": quoted(text), "largest": largest(amounts), "decimals": "\(amounts.decimals)"])
        case .badNote(let line):
            return catalog.text(.storeImportBadNote, ["line": "\(line)", "length": "\(amounts.noteLength)"])
        case .badDate(let line, let text):
            return catalog.text(.storeImportBadDate, ["line": "\(line)", "text": quoted(text)])
        case .futureDate(let line, let day, let today):
            return catalog.text(.storeImportFutureDate, ["line": "\(line)", "day": date(day), "today": date(today)])
        case .badName(let line, let problem):
            return catalog.text(.storeImportBadName, ["line": "\(line)", "problem": rowName(problem)])
        case .json(let problem): return catalog.text(.storeImportJson, ["problem": format(problem)])
        case .newerVersion(let version):
            return catalog.text(.storeImportNewerVersion, ["version": "\(version)", "newest": "\(limits.newestVersion)"])
        case .futureDay(let name, let day, let today):
            return catalog.text(.storeImportFutureDay, ["name": quoted(name), "day": date(day), "today": date(today)])
        case .foreignFileMissing(let path, let tracker):
            return catalog.text(.storeImportForeignFileMissing, ["path": quoted(path: path), "files": trackerFiles(tracker)])
        case .foreignLine(let path, let line, let problem):
            return catalog.text(
                .storeImportForeignLine,
                ["path": quoted(path: path), "line": "\(line)", "problem": foreignLine(problem, amounts: amounts)])
        case .unusableCharacter(let text, let scalar):
            return catalog.text(.storeImportUnusableCharacter, ["text": quoted(text), "character": codePoint(scalar)])
        case .sqliteMissing(let path): return catalog.text(.storeImportSqliteMissing, ["path": quoted(path: path)])
        case .notLoopDatabase(let path, nil): return catalog.text(.storeImportNotLoopDatabase, ["path": quoted(path: path)])
        case .notLoopDatabase(let path, let reason?):
            return catalog.text(.storeImportNotLoopDatabaseReason, ["path": quoted(path: path), "reason": quoted(reason)])
        case .foreignJSON(let path, let problem):
            return catalog.text(.storeImportForeignJSON, ["path": quoted(path: path), "problem": format(problem)])
        case .badZip(let path): return catalog.text(.storeImportBadZip, ["path": quoted(path: path)])
        case .zipMemberTooLarge(let path, let member, let limit):
            return catalog.text(
                .storeImportZipMemberTooLarge, ["path": quoted(path: path + "/" + member), "maximum": "\(limit >> 20)"])
        case .zipTooLarge(let path, let limit):
            return catalog.text(.storeImportZipTooLarge, ["path": quoted(path: path), "maximum": "\(limit >> 20)"])
        }
    }

    private func trackerFiles(_ tracker: ForeignFormat) -> String {
        switch tracker {
        case .loop: return catalog.text(.storeTrackerLoop)
        case .harsh: return catalog.text(.storeTrackerHarsh)
        case .habitctl: return catalog.text(.storeTrackerHabitctl)
        case .dijo: return catalog.text(.storeTrackerDijo)
        }
    }

    /// A name read from a line of a file, worded for that line (lower case after "Line 3:" in
    /// English and French, the fix made in the file) rather than for a name typed on the command line.
    private func rowName(_ problem: NameProblem) -> String {
        switch problem {
        case .empty: return catalog.text(.storeRowNameEmpty)
        case .controlCharacter(let name): return catalog.text(.storeRowNameControlCharacter, ["name": quoted(name)])
        case .unusableCharacter(let name, let scalar):
            return catalog.text(.storeRowNameUnusableCharacter, ["name": quoted(name), "character": codePoint(scalar)])
        case .tooLong(let length, let maximum):
            return catalog.text(.storeRowNameTooLong, ["length": "\(length)", "maximum": "\(maximum)"])
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return catalog.text(.storeCsvUnterminatedQuote)
        case .quoteInUnquotedField: return catalog.text(.storeCsvQuoteInUnquotedField)
        case .textAfterClosingQuote: return catalog.text(.storeCsvTextAfterClosingQuote)
        case .invalidUTF8: return catalog.text(.storeCsvInvalidUTF8)
        case .tooManyFields(let limit):
            return catalog.text(.storeCsvTooManyFields, ["limit": digitGroups.grouped(String(limit))])
        case .fieldTooLong(let limit): return catalog.text(.storeCsvFieldTooLong, ["limit": "\(limit >> 20)"])
        }
    }
}
