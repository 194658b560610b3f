import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePromptHost } from './update-prompt-host';

// A new version waits (the worker's registration is not run in component tests).
vi.mock('../lib/service-worker', () => ({
  subscribeToUpdate: () => () => undefined,
  updateWaiting: () => true,
  reloadIntoUpdate: () => Promise.resolve(),
}));

function setConnection(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setConnection(true));

describe('UpdatePromptHost', () => {
  it('offers the waiting version only while online, where Reload can bring it in', async () => {
    render(<UpdatePromptHost />);
    expect((await screen.findByTestId('update-prompt')).textContent).toContain('Update available');
    setConnection(false);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    setConnection(true);
    await screen.findByTestId('update-prompt');
  });
});
