import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme as the app makes it when it starts on a device that answers `query`s as `matches` says. */
async function themeOnDevice(matches: (query: string) => boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: matches(query), media: query }),
  });
  vi.resetModules();
  return (await import('./theme')).theme;
}

describe("the theme follows the device's motion setting", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    vi.resetModules();
  });

  it('keeps MUI transitions and the ripple when the device asks for nothing', async () => {
    const theme = await themeOnDevice(() => false);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });

  it('gives transitions no time and buttons no ripple when the device asks for less motion', async () => {
    const theme = await themeOnDevice((query) => query === '(prefers-reduced-motion: reduce)');
    expect(Object.values(theme.transitions.duration)).toEqual(Array(7).fill(0));
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});
