// Debian's Chromium for the browser tier: CHROME_PATH wins; else /usr/bin/chromium (or chromium on
// PATH); else install it with apt-get when we run as root on a system with apt.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { findExecutable, isExecutable, canAptInstall, aptInstall } = require('../../stack/system-packages.cjs');

const DEFAULT_PATH = '/usr/bin/chromium';

/** Absolute path of a Chromium to drive; throws one clear sentence when there is none. */
export function ensureChromium(log = (line) => process.stdout.write(`${line}\n`)) {
  const override = process.env.CHROME_PATH;
  if (override) {
    if (!isExecutable(override)) throw new Error(`CHROME_PATH is set to ${override}, which is not an executable file.`);
    return override;
  }
  const found = isExecutable(DEFAULT_PATH) ? DEFAULT_PATH : findExecutable('chromium');
  if (found) return found;
  if (canAptInstall()) {
    log("Chromium is not installed; installing Debian's chromium package for the browser tests ...");
    aptInstall(['chromium'], log);
    if (fs.existsSync(DEFAULT_PATH) && isExecutable(DEFAULT_PATH)) return DEFAULT_PATH;
    const installed = findExecutable('chromium');
    if (installed) return installed;
  }
  throw new Error(
    'Chromium is not installed: install it (Debian: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}
