import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCohort } from '../../../test/data';
import { api, json } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { reportsRoute } from '../routes';

/**
 * The Scheduled tab's code arrives only when the test says so, as it does from a busy server: the
 * first time the tab is opened its page is still being fetched.
 */
const scheduledCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive(), requested: false };
});
vi.mock('./scheduled-report', async (importOriginal) => {
  scheduledCode.requested = true;
  await scheduledCode.arrived;
  return importOriginal();
});

const COHORTS = [
  aCohort({ id: 21, name: 'Spring', courseId: 7, courseName: 'Négociation' }),
  aCohort({ id: 22, name: 'Autumn', courseId: 7, courseName: 'Négociation' }),
];

describe('the report tabs', () => {
  it('take the last report off as soon as another tab is clicked, so nothing typed goes into it', async () => {
    server.use(
      api.get('/cohorts', () => json(COHORTS)),
      api.get('/courses', () => json({ data: [], total: 0 })),
    );
    const { user } = renderRoutes([reportsRoute], { at: '/reports/attendance' });
    await screen.findByRole('heading', { name: 'Attendance reports' });
    const tabs = screen.getByRole('tablist', { name: 'Reports' });

    await user.click(within(tabs).getByRole('tab', { name: 'Scheduled' }));
    // Attendance has a Cohorts picker too: while Scheduled loads it must not be there to type into,
    // neither at once nor once the router's own update has got as far as it can (it has asked for
    // the Scheduled code and waits for it: nothing more happens on screen until the code arrives).
    const loading = () => {
      expect(screen.queryByRole('heading', { name: 'Attendance reports' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Cohorts' })).toBeNull();
      screen.getByRole('progressbar', { name: 'Loading' });
      expect(within(tabs).getByRole('tab', { name: 'Scheduled' }).getAttribute('aria-selected')).toBe('true');
    };
    loading();
    await waitFor(() => expect(scheduledCode.requested).toBe(true));
    // Let React finish whatever that render scheduled before looking again.
    await act(async () => {});
    loading();

    scheduledCode.arrive();
    await screen.findByRole('heading', { name: 'Scheduled report' });
    const cohorts = screen.getByRole('combobox', { name: 'Cohorts' });
    await user.type(cohorts, 'Spr');
    await user.click(await screen.findByRole('option', { name: 'Spring (Négociation)' }));
    // The choice is a chip of the picker: a button named after the cohort.
    screen.getByRole('button', { name: 'Spring (Négociation)' });
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();

    // The shown tab clicked again keeps its report and its choice.
    await user.click(within(tabs).getByRole('tab', { name: 'Scheduled' }));
    expect(within(tabs).getByRole('tab', { name: 'Scheduled' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('heading', { name: 'Scheduled report' });
    screen.getByRole('button', { name: 'Spring (Négociation)' });
  });
});
