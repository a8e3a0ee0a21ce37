# habit: build, test, install, uninstall and package like a Unix tool.
#
#   make                              the release binary (on Linux it needs only the C library)
#   make install PREFIX=~/.local      the stripped binary, man page and completions for one user
#   make install                      the same under /usr/local
#   make install DESTDIR=/tmp/stage   for packagers: everything under DESTDIR, paths as PREFIX says
#   make uninstall PREFIX=~/.local    removes exactly what make install put there
#   make dist                         dist/: the binary tarball, the source tarball, SHA256SUMS
#   make deb                          dist/habit_VERSION-1_ARCH.deb (Debian, Ubuntu)
#   make test                         every test (what CI runs)
#   make clean                        removes the build and dist/

SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
STRIP ?= strip
# yes: the C++ runtime (libstdc++, libgcc) linked in on Linux, so the binary needs only the C
# library; no: linked as shared libraries, as the toolchain does by default.
STATIC_CXX ?= yes

# A PREFIX given as ~/something (zsh passes the tilde through) means the home folder.
override PREFIX := $(patsubst ~/%,$(HOME)/%,$(patsubst ~,$(HOME),$(PREFIX)))

BINDIR := $(PREFIX)/bin
MANDIR := $(PREFIX)/share/man/man1
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d

# The version has one home, Sources/HabitCLI/Version.swift; the CHANGELOG's newest section and
# the packages follow it (a test compares the CHANGELOG).
VERSION := $(shell sed -n 's/^ *static let current = "\(.*\)"$$/\1/p' Sources/HabitCLI/Version.swift)
# The commit habit --version names (Package.swift reads it from the environment), and the time
# every file of a release carries unless SOURCE_DATE_EPOCH is given: both from git, or from the
# source tarball's packaging/source-info (scripts/build-info.sh).
export HABIT_COMMIT := $(shell scripts/build-info.sh commit)
SOURCE_DATE_EPOCH ?= $(shell scripts/build-info.sh epoch)
export SOURCE_DATE_EPOCH

OS := $(shell uname -s | tr A-Z a-z)
ARCH := $(shell uname -m)
DISTNAME := habit-$(VERSION)-$(OS)-$(ARCH)
STAGE := $(CURDIR)/.build/stage
CXX_DIR := $(CURDIR)/.build/static-cxx

# Linux: the Swift runtime and FoundationEssentials linked in (and the C++ runtime, with
# STATIC_CXX=yes), so the binary needs only the C library and starts faster. No path of this
# folder in the binary (the debug information names ./Sources/…), so the same sources give the
# same bytes wherever they are built. No $ORIGIN run path (there is no library to find next to
# it). (-z now, binding every symbol at start, measured 0.5 ms slower to start: left out.)
# Linked by the toolchain's lld with packed relative relocations (DT_RELR, glibc 2.36, which the
# static C++ runtime needs anyway): the loader applies the binary's 24,000 relocations from a
# bitmap, about 120,000 instructions fewer at every start (gold, the default, has no RELR).
# macOS ships the Swift runtime: a normal release build.
ifeq ($(OS),linux)
SWIFT_BUILD_FLAGS := -c release --static-swift-stdlib \
	-Xswiftc -file-prefix-map -Xswiftc $(CURDIR)=. -Xcc -ffile-prefix-map=$(CURDIR)=. \
	--disable-local-rpath -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
# Stripped of symbols, debug information and the .comment section; then the two things that
# depend on the build folder even with the prefix maps, the compiler's module hashes and the
# linker's build ID, made the same wherever it was built (scripts/normalize-binary.sh).
STRIP_FLAGS := --strip-all --remove-section=.comment
NORMALIZE := scripts/normalize-binary.sh
ifeq ($(STATIC_CXX),yes)
# The toolchain's link asks for -lstdc++ and -lgcc_s. A folder searched first that holds
# libstdc++.a, and libgcc_eh.a (libgcc's static unwinder, what -static-libgcc would take) as
# libgcc_s.a, makes both static. Only the link changes, so STATIC_CXX=no or yes relinks and
# compiles nothing again.
SWIFT_BUILD_FLAGS += -Xlinker -L$(CXX_DIR)
CXX_RUNTIME := $(CXX_DIR)/libgcc_s.a
endif
else
SWIFT_BUILD_FLAGS := -c release
STRIP_FLAGS := -x
NORMALIZE := true
endif

BUILT = $(shell $(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/habit

INSTALLED := \
	$(BINDIR)/habit \
	$(MANDIR)/habit.1 \
	$(BASHDIR)/habit \
	$(ZSHDIR)/_habit \
	$(FISHDIR)/habit.fish

.PHONY: all build build-all install uninstall stage dist deb committed test clean

all: build

build: $(CXX_RUNTIME)
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product habit

# Everything, habit-bench too, with the same flags (what CI builds, and the benchmark's build).
build-all: $(CXX_RUNTIME)
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

$(CXX_DIR)/libgcc_s.a:
	@set -e; stdcxx="$$(cc -print-file-name=libstdc++.a)"; unwind="$$(cc -print-file-name=libgcc_eh.a)"; \
	if [ ! -f "$$stdcxx" ] || [ ! -f "$$unwind" ]; then \
		echo "make: libstdc++.a or libgcc_eh.a not found; install the C++ library's development files (libstdc++-12-dev on Debian), or build with STATIC_CXX=no" >&2; \
		exit 1; \
	fi; \
	mkdir -p "$(CXX_DIR)"; ln -sf "$$stdcxx" "$(CXX_DIR)/libstdc++.a"; ln -sf "$$unwind" "$@"

install: build
	@set -e; \
	binary="$(BUILT)"; \
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASHDIR)" \
		"$(DESTDIR)$(ZSHDIR)" "$(DESTDIR)$(FISHDIR)"; \
	install -m 755 "$$binary" "$(DESTDIR)$(BINDIR)/habit"; \
	$(STRIP) $(STRIP_FLAGS) "$(DESTDIR)$(BINDIR)/habit"; \
	$(NORMALIZE) "$(DESTDIR)$(BINDIR)/habit"; \
	install -m 644 docs/habit.1 "$(DESTDIR)$(MANDIR)/habit.1"; \
	"$$binary" completion bash > "$(DESTDIR)$(BASHDIR)/habit"; \
	"$$binary" completion zsh > "$(DESTDIR)$(ZSHDIR)/_habit"; \
	"$$binary" completion fish > "$(DESTDIR)$(FISHDIR)/habit.fish"; \
	chmod 644 "$(DESTDIR)$(BASHDIR)/habit" "$(DESTDIR)$(ZSHDIR)/_habit" "$(DESTDIR)$(FISHDIR)/habit.fish"; \
	for file in $(INSTALLED); do echo "installed $(DESTDIR)$$file"; done; \
	case "$(PREFIX)" in \
		/usr|/usr/local) ;; \
		*) echo ""; \
		   echo "zsh looks for completions in $(ZSHDIR) only when ~/.zshrc says so,"; \
		   echo "before compinit runs:"; \
		   echo "  fpath=($(ZSHDIR) \$$fpath)" ;; \
	esac

uninstall:
	@set -e; for file in $(INSTALLED); do \
		if [ -e "$(DESTDIR)$$file" ] || [ -L "$(DESTDIR)$$file" ]; then \
			rm -f "$(DESTDIR)$$file"; echo "removed $(DESTDIR)$$file"; \
		fi; \
	done

# What make install puts under a prefix, plus README, LICENSE and CHANGELOG: the tarball's
# folder, and what the Debian package is made of.
stage: build
	@rm -rf "$(STAGE)"
	@$(MAKE) --no-print-directory install DESTDIR="$(STAGE)" PREFIX=/$(DISTNAME) >/dev/null
	@install -m 644 README.md LICENSE CHANGELOG.md "$(STAGE)/$(DISTNAME)/"

# The source tarball comes from git archive, that is from the last commit: changes not committed
# would be in the binary but not in the sources.
committed:
	@case "$(HABIT_COMMIT)" in \
		*-dirty) echo "make: tracked files have changes that the source tarball would leave out; commit them first" >&2; exit 1 ;; \
	esac

dist: committed stage
	@scripts/make-dist.sh "$(VERSION)" "$(STAGE)" "$(DISTNAME)"

deb: stage
	@scripts/make-deb.sh "$(VERSION)" "$(STAGE)/$(DISTNAME)"

test:
	$(SWIFT) test

clean:
	$(SWIFT) package clean
	rm -rf dist "$(STAGE)" "$(CXX_DIR)" .build/deb
