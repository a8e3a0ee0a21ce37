# habit: build, test, install and uninstall like a Unix tool.
#
#   make                              the release binary (static on Linux)
#   make install PREFIX=~/.local      binary, man page and completions for one user
#   make install                      the same under /usr/local
#   make install DESTDIR=/tmp/stage   for packagers: everything under DESTDIR, paths as PREFIX says
#   make uninstall PREFIX=~/.local    removes exactly what make install put there
#   make test                         every test (what CI runs)
#   make clean                        removes the build

SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=

# A PREFIX given as ~/something (zsh passes the tilde through) means the home folder.
override PREFIX := $(patsubst ~/%,$(HOME)/%,$(patsubst ~,$(HOME),$(PREFIX)))

BINDIR := $(PREFIX)/bin
MANDIR := $(PREFIX)/share/man/man1
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d

# Linux: the Swift runtime and Foundation linked in, so the binary needs only the C library and
# starts faster. macOS ships the Swift runtime, so a normal release build.
ifeq ($(shell uname -s),Linux)
SWIFT_BUILD_FLAGS := -c release --static-swift-stdlib
else
SWIFT_BUILD_FLAGS := -c release
endif

BUILT = $(shell $(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/habit

INSTALLED := \
	$(BINDIR)/habit \
	$(MANDIR)/habit.1 \
	$(BASHDIR)/habit \
	$(ZSHDIR)/_habit \
	$(FISHDIR)/habit.fish

.PHONY: all build install uninstall test clean

all: build

build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product habit

install: build
	@set -e; \
	binary="$(BUILT)"; \
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASHDIR)" \
		"$(DESTDIR)$(ZSHDIR)" "$(DESTDIR)$(FISHDIR)"; \
	install -m 755 "$$binary" "$(DESTDIR)$(BINDIR)/habit"; \
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

test:
	$(SWIFT) test

clean:
	$(SWIFT) package clean
