import type { AuditEvent, AuditEventPage } from '@app/shared';
import { i18n } from '@lingui/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { anAdmin } from '../../../test/data';
import { api, json } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { activityRoute } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function anEntry(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 41,
    at: '2026-11-20T15:04:00Z',
    actor: { id: 6, name: 'Sam Coordinator' },
    action: 'update',
    entity: 'room',
    entityId: 12,
    eventId: null,
    subjectUserId: null,
    before: { name: 'Room A', meetingUrl: null },
    after: { name: 'Room B', meetingUrl: 'https://meet.example/b' },
    data: null,
    ...overrides,
  };
}

/** Answers the list with `page`, and keeps every query string asked for. */
function listing(page: AuditEventPage) {
  const asked: URLSearchParams[] = [];
  server.use(
    api.get('/audit_events', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return json(page);
    }),
  );
  return asked;
}

const open = (at = '/activity') => renderRoutes([activityRoute], { at, user: anAdmin() });

afterEach(() => vi.unstubAllGlobals());

describe('the Activity page', () => {
  it('lists entries newest first with who, the action, the record and what changed field by field', async () => {
    listing({
      data: [
        anEntry(),
        anEntry({
          id: 40,
          action: 'create',
          actor: null,
          entity: 'client',
          entityId: 3,
          before: null,
          after: { orgName: 'Northwind' },
        }),
      ],
      total: 2,
      totalExact: true,
    });
    open();
    const grid = await screen.findByRole('grid', { name: 'Activity' });
    await within(grid).findByText('Sam Coordinator');
    within(grid).getByText('Room #12');
    within(grid).getByText('Update');
    // Before → after per field, in words a person reads.
    const change = within(grid).getByText('Name:').closest('li') as HTMLElement;
    expect(change.textContent).toBe('Name: Room A →  changed to Room B');
    expect(within(grid).getByText('Meeting url:').closest('li')?.textContent).toContain('(none)');
    within(grid).getByText('System');
    within(grid).getByText('Client #3');
  });

  it('sends the filters chosen, and leaves out a record id that is not a number', async () => {
    const asked = listing({ data: [anEntry()], total: 1, totalExact: true });
    const { user } = open();
    await screen.findByRole('grid', { name: 'Activity' });
    await user.click(screen.getByRole('combobox', { name: 'Record' }));
    await user.click(await screen.findByRole('option', { name: 'Room' }));
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), '12x');
    await screen.findByText('Record id must be a whole number above 0');
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), '{Backspace}');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Update' }));
    await waitFor(() => {
      const last = asked.at(-1);
      expect(last?.get('entity')).toBe('room');
      expect(last?.get('entity_id')).toBe('12');
      expect(last?.get('action')).toBe('update');
    });
    // The bad id was never sent.
    expect(asked.some((q) => q.get('entity_id') === '12x')).toBe(false);
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('reads its filters from the address, and keeps a range that ends before it starts out of the request', async () => {
    const asked = listing({ data: [], total: 0, totalExact: true });
    open('/activity?from=2026-05-02&to=2026-05-01');
    await screen.findByText('To must not be before From');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-05-02'));
    expect(asked.some((q) => q.has('to'))).toBe(false);
    await screen.findByText('No change matches these filters.');
  });

  it('downloads the CSV file with the same filters', async () => {
    listing({ data: [anEntry()], total: 1, totalExact: true });
    let csvQuery: URLSearchParams | undefined;
    server.use(
      api.get('/audit_events.csv', ({ request }) => {
        csvQuery = new URL(request.url).searchParams;
        return new HttpResponse('Date,Time\r\n', {
          headers: {
            'content-type': 'text/csv; charset=windows-1252',
            'content-disposition': 'attachment; filename="activity.csv"',
          },
        });
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:activity', revokeObjectURL: () => {} }));
    const { user } = open('/activity?action=delete&actor_id=6&actor_name=Sam%20Coordinator');
    await screen.findByRole('grid', { name: 'Activity' });
    expect((screen.getByRole('combobox', { name: 'Who' }) as HTMLInputElement).value).toBe('Sam Coordinator');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csvQuery?.get('action')).toBe('delete'));
    expect(csvQuery?.get('actor_id')).toBe('6');
    expect(csvQuery?.has('actor_name')).toBe(false);
  });
});

/** Taylor Brooks asks for a swap of their place on `shift`: an entry whose ids and statuses read as words. */
const swapRequested = (shift: string) =>
  anEntry({
    action: 'invite_swap_request',
    entity: 'event_invite',
    entityId: 14,
    eventId: 4,
    subjectUserId: 13,
    before: null,
    after: null,
    data: { eventId: 4, userId: 13, from: 'accepted', to: 'swap_requested' },
    record: `Taylor Brooks, ${shift}`,
    names: { eventId: shift, userId: 'Taylor Brooks' },
  });

describe('the Activity page names people, shifts and statuses in words', () => {
  it('shows an invite by its holder and shift, and the ids and statuses in its details as words', async () => {
    const shift = 'Customer Conversations (Roleplay, Nov 28 2026)';
    listing({
      data: [
        swapRequested(shift),
        anEntry({
          id: 39,
          action: 'login',
          entity: 'user',
          entityId: 13,
          before: null,
          after: null,
          data: null,
          record: 'Taylor Brooks',
          names: {},
        }),
      ],
      total: 2,
      totalExact: true,
    });
    open();
    const grid = await screen.findByRole('grid', { name: 'Activity' });
    await within(grid).findByText(`Invite: Taylor Brooks, ${shift}`);
    // The login's record, and the invite's detail line.
    expect(within(grid).getAllByText('User: Taylor Brooks')).toHaveLength(2);
    within(grid).getByText(`Shift: ${shift}`);
    within(grid).getByText('To: Swap requested');
    within(grid).getByText('From: Accepted');
    expect(grid.textContent).not.toMatch(/#1[34]|swap_requested|User #/);
  });

  it('speaks French: the heading, the filters with their kinds of record and actions, a refusal and the dates', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    const asked = listing({ data: [anEntry()], total: 1, totalExact: true });
    const { user } = open('/activity?from=2026-05-02&to=2026-05-01');
    expect(await screen.findByRole('heading', { name: 'Activité' })).toBeTruthy();
    screen.getByRole('search', { name: 'Filtres de l’activité' });
    await screen.findByText('« Au » ne peut pas précéder « Du »');
    const grid = await screen.findByRole('grid', { name: 'Activité' });
    await within(grid).findByText('20 nov. 2026, 10:04');
    await user.click(screen.getByRole('combobox', { name: 'Fiche' }));
    await user.click(await screen.findByRole('option', { name: 'Salle' }));
    await user.type(screen.getByRole('textbox', { name: 'No de fiche' }), 'x');
    await screen.findByText('No de fiche doit être un nombre entier supérieur à 0');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Modification' }));
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('update'));
    expect(asked.at(-1)?.get('entity')).toBe('room');
    screen.getByRole('button', { name: 'Effacer les filtres' });
    screen.getByRole('button', { name: 'Télécharger le CSV' });
  });

  it('speaks Portuguese: each entry’s action, kind of record, fields and values, and the filters’ actions and kinds', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    const shift = 'Customer Conversations (Roleplay, Nov 28 2026)';
    const asked = listing({
      data: [
        swapRequested(shift),
        anEntry({
          id: 40,
          action: 'backfill_take_staff',
          before: { meetingUrl: null, isGroupSession: true },
          after: { meetingUrl: 'https://meet.example/b', isGroupSession: false },
        }),
      ],
      total: 2,
      totalExact: true,
    });
    const { user } = open();
    const grid = await screen.findByRole('grid', { name: 'Atividade' });
    await within(grid).findByText('Troca pedida');
    within(grid).getByText('Substituição aceite (coach ou coordenação)');
    within(grid).getByText(`Convite: Taylor Brooks, ${shift}`);
    within(grid).getByText('Sala #12');
    within(grid).getByText(`Turno: ${shift}`);
    within(grid).getByText('Utilizador: Taylor Brooks');
    within(grid).getByText('De: Aceite');
    within(grid).getByText('Para: Troca pedida');
    expect(within(grid).getByText('URL da reunião:').closest('li')?.textContent).toMatch(
      /^URL da reunião: \(vazio\) → .*https:\/\/meet\.example\/b$/,
    );
    expect(within(grid).getByText('Sessão de grupo:').closest('li')?.textContent).toMatch(/: sim → .*não$/);
    expect(grid.textContent).not.toMatch(/Invite swap request|Event invite|Room #|\(none\)|Meeting url|From:|To:/);
    // The filters offer the same words.
    await user.click(screen.getByRole('combobox', { name: 'Registo' }));
    await user.click(await screen.findByRole('option', { name: 'Inscrição na lista de espera' }));
    await user.click(screen.getByRole('combobox', { name: 'Ação' }));
    await user.click(await screen.findByRole('option', { name: 'Troca aceite' }));
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('invite_swap_taken'));
    expect(asked.at(-1)?.get('entity')).toBe('regapp_waitlist');
  });

  it('speaks Spanish: an entry that changed no field, its context, and an action the address chose', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    listing({
      data: [
        anEntry({
          action: 'send_late_reminders',
          entity: 'course_event',
          entityId: 4,
          before: null,
          after: null,
          data: { sent: 3, resendInvite: false },
          record: 'Customer Conversations (Roleplay, Nov 28 2026)',
        }),
        anEntry({ id: 40, action: 'login', entity: 'user', entityId: 13, before: null, after: null, record: 'Taylor Brooks' }),
      ],
      total: 2,
      totalExact: true,
    });
    open('/activity?action=regapp_offer_lapsed');
    const grid = await screen.findByRole('grid', { name: 'Actividad' });
    await within(grid).findByText('Recordatorios de retraso enviados');
    within(grid).getByText('Inicio de sesión');
    within(grid).getByText('Turno: Customer Conversations (Roleplay, Nov 28 2026)');
    within(grid).getByText('Usuario: Taylor Brooks');
    within(grid).getByText('Enviados: 3');
    within(grid).getByText('Invitación de calendario reenviada: no');
    // An action the filter does not offer, chosen by the address, in words too.
    expect(screen.getByRole('combobox', { name: 'Acción' }).textContent).toBe('Oferta de plaza caducada');
  });
});
