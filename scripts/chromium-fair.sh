#!/usr/bin/env bash
# Chromium as the browser tests start it, at the priority of everything else. Run as root, Chromium
# raises its browser and compositor threads to nice -8; drawing in software, they then take the
# cores from the product's server and the API tests beside them (a 7 s API file took 123 s). Without
# the right to raise a priority (CAP_SYS_NICE) every thread stays at the priority it was given.
chromium=${CHROMIUM_BINARY:-$(command -v chromium)}
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice "$chromium" "$@"
fi
exec "$chromium" "$@"
