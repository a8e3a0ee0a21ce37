#include "HabitBuild.h"

// A C string because a Swift flag cannot carry a value: a change of commit recompiles this file
// and the small `habit` executable target that imports it, not the libraries.
#ifndef HABIT_COMMIT
#define HABIT_COMMIT ""
#endif

const char *habit_build_commit(void) { return HABIT_COMMIT; }
