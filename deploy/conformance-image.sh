#!/bin/sh
# Build the conformance runner's image and tag it per suite version (deploy/conformance-image.md).
#
#   deploy/conformance-image.sh [REPOSITORY]     (default: meeple-conformance)
#
# Tags: REPOSITORY:SPEC (e.g. 2.1: the newest suite of that spec version, moves),
# REPOSITORY:SPEC-sha256-HEX (the exact suite revision, in full: never moves) and
# REPOSITORY:runner-VERSION. Run from the repository root, with the project installed.
set -eu
repository="${1:-meeple-conformance}"
python=${PYTHON:-python3}
spec=$($python -c 'from conformance import SPEC_VERSION; print(SPEC_VERSION)')
runner=$($python -c 'from conformance import RUNNER_VERSION; print(RUNNER_VERSION)')
revision=$($python -c 'from conformance.runner.profiles import suite_revision; print(suite_revision())')
exact="$repository:$spec-$(echo "$revision" | tr ':' '-')"
docker build -f conformance/Dockerfile \
    --build-arg IMAGE_TAG="$exact" --build-arg SUITE_VERSION="$spec+$revision" \
    -t "$exact" -t "$repository:$spec" -t "$repository:runner-$runner" .
echo "$exact"
