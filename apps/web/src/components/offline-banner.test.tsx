import { MESSAGES } from '@app/shared/messages';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAdmin, aRolePlayer } from '../test/data';
import { renderWithProviders } from '../test/render';
import { OfflineNotice } from './offline-banner';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('OfflineNotice', () => {
  it('says nothing online; offline, that the page shows only what was saved, and which pages are kept', async () => {
    renderWithProviders(<OfflineNotice />, { user: aRolePlayer() });
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => onlineManager.setOnline(false));
    const notice = await screen.findByTestId('offline-notice');
    expect(notice.textContent).toContain(MESSAGES.offlineNotice);
    expect(screen.getByRole('link', { name: 'My shifts' }).getAttribute('href')).toBe('/my-shifts');
    expect(screen.getByRole('link', { name: 'The calendar' }).getAttribute('href')).toBe('/');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('offers My shifts only to those who have it', async () => {
    onlineManager.setOnline(false);
    renderWithProviders(<OfflineNotice />, { user: anAdmin({ roleList: ['participant'] }) });
    await screen.findByTestId('offline-notice');
    expect(screen.queryByRole('link', { name: 'My shifts' })).toBeNull();
    screen.getByRole('link', { name: 'The calendar' });
  });
});
