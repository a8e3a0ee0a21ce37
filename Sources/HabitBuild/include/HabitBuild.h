// What the build of this binary recorded about itself. Package.swift defines HABIT_COMMIT
// from the environment variable of that name, which `make` sets from git (see the Makefile);
// a plain `swift build` records nothing.
#ifndef HABIT_BUILD_H
#define HABIT_BUILD_H

/// The commit this binary was built from, as `make` found it ("3403f10a2b1c", with "-dirty"
/// when the work tree had changes), or the empty string when the build recorded none.
const char *habit_build_commit(void);

#endif
