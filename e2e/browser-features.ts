/** The Chromium the browser tests drive: Debian's, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser UI that Chromium 156 builds as web pages for every window, headless too: the address bar's
 * suggestion popups, each in a renderer of its own. A browser context is a window, every test makes
 * at least one, and each window's popups cost about a second of CPU that no test uses (measured
 * here: three renderers per context, two of them `chrome://omnibox-popup.top-chrome/`).
 */
export const HIDDEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Where global-setup.ts leaves the `--disable-features` list for the workers' browsers
 * (playwright.config.ts). Chromium keeps only the last `--disable-features` it is given, so the list
 * is Playwright's own with HIDDEN_BROWSER_UI added, read from the switches Playwright starts it with.
 */
export const DISABLED_FEATURES_ENV = 'E2E_DISABLE_FEATURES';

/** The environment Chromium starts in: the runner's without libfaketime and its settings (playwright.config.ts), in the machine's zone. */
export function browserEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('FAKETIME')) env[key] = value;
  }
  if (process.env.E2E_MACHINE_TZ) env.TZ = process.env.E2E_MACHINE_TZ;
  else delete env.TZ;
  const preload = (process.env.LD_PRELOAD ?? '')
    .split(':')
    .filter((lib) => lib && !lib.includes('faketime'))
    .join(':');
  if (preload) env.LD_PRELOAD = preload;
  else delete env.LD_PRELOAD;
  return env;
}
