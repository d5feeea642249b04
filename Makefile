# KeySim — the two commands a newcomer needs:
#   make run    install what is missing, build, start KeySim
#   make test   install what is missing, build, run every test
# Debian packages are installed with apt-get (through sudo only when not root).

APT_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev \
                fontconfig fonts-dejavu-core xvfb xauth xdotool x11-apps imagemagick xclip \
                libhunspell-dev hunspell-en-us hunspell-de-de hunspell-fr \
                libhangul-dev libexpat1-dev libanthy-dev \
                fonts-noto-cjk fonts-noto-color-emoji libfribidi0 espeak-ng
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift
ARGS ?=

.PHONY: deps build run test examples release clean format lint-format

deps:
	@missing=$$(for p in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed$$' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing Debian packages:" $$missing; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "error: the Swift toolchain (swift) is not on PATH; see https://www.swift.org/install/linux/"; exit 69; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	$(SWIFT) run keysim $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory examples

# The example package (Examples/TypingTests): an app's typing tests using KeySim as a library,
# built on its own as another package would build it.
examples: deps
	cd Examples/TypingTests && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

clean:
	rm -rf .build Examples/TypingTests/.build

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift Examples

lint-format:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift Examples
