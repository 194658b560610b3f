import fs from 'node:fs';
import path from 'node:path';
import type { AuditCodeKind, AuditEvent } from '@app/shared';
import { i18n } from '@lingui/core';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auditEventsQueryOptions } from '../../lib/audit-events';
import { activateLoaded, type Language, t } from '../../lib/i18n/i18n';
import { allMessages } from '../../test/catalogues';
import { api, json } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { AuditHistoryGrid } from './audit-history-grid';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FIELDS, AUDIT_TEXTS } from './audit-texts';
import { auditWords } from './audit-words';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const SHIFT = 'Customer Conversations (Roleplay, Nov 28 2026)';

function anEntry(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id: 1,
    at: '2026-11-20T15:04:00Z',
    actor: { id: 6, name: 'Sam Coordinator' },
    action: 'update',
    entity: 'course_event',
    entityId: 4,
    eventId: 4,
    subjectUserId: null,
    before: null,
    after: null,
    data: null,
    ...overrides,
  };
}

/** A shift's and a person's History hold entries like these: actions, records, fields and values. */
const ENTRIES: AuditEvent[] = [
  anEntry({
    id: 10,
    record: SHIFT,
    before: { isGroupSession: false, comments: '', roomId: null, type: 'training' },
    after: { isGroupSession: true, comments: 'Bring headsets', roomId: 12, type: 'live' },
    names: { roomId: 'Ivy Room' },
  }),
  anEntry({
    id: 9,
    action: 'invite_swap_taken',
    entity: 'event_invite',
    entityId: 14,
    record: `Taylor Brooks, ${SHIFT}`,
    before: { status: 'swap_requested' },
    after: { status: 'accepted' },
  }),
  anEntry({
    id: 8,
    action: 'regapp_offer_lapsed',
    actor: null,
    entity: 'regapp_waitlist',
    entityId: 3,
    data: { sent: 2, resendInvite: true },
  }),
  anEntry({
    id: 7,
    action: 'update',
    entity: 'user',
    entityId: 33,
    record: 'Riley Player',
    before: { passwordHash: '[redacted]', mustChangePassword: true },
    after: { passwordHash: '[redacted]', mustChangePassword: false },
  }),
  // Stored codes: a person's roles and language, a backfill place's kind and reason, a session's
  // app, a resource's type (the type 'other') and why its upload was undone.
  anEntry({
    id: 5,
    entity: 'user',
    entityId: 40,
    eventId: null,
    record: 'Jordan Lee',
    before: { roles: ['participant'], language: 'en-CA' },
    after: { roles: ['rp', 'sc'], language: 'es-ES' },
  }),
  anEntry({ id: 4, action: 'backfill_open', actor: null, data: { placeId: 7, role: 'coordinator', reason: 'late_give_up' } }),
  anEntry({ id: 3, action: 'logout', entity: 'user', entityId: 33, eventId: null, data: { scope: 'regapp' } }),
  anEntry({
    id: 2,
    action: 'delete',
    entity: 'resource_link',
    entityId: 8,
    eventId: null,
    data: { resourceType: 'other', reason: 'file_not_stored' },
  }),
  // What the catalogue has no words for reads as the trail's English.
  anEntry({ id: 6, action: 'frobnicate', entity: 'gizmo', entityId: 2, before: { wibbleCount: 1 }, after: { wibbleCount: 2 } }),
];

async function openHistory(language: Language, entries: AuditEvent[] = ENTRIES) {
  activateLoaded(i18n, language, allMessages(language));
  server.use(api.get('/audit_events', () => json({ data: entries, total: entries.length, totalExact: true })));
  renderWithProviders(<AuditHistoryGrid label="History" query={auditEventsQueryOptions({})} />);
  const grid = await screen.findByRole('grid', { name: 'History' });
  await within(grid).findAllByText('Sam Coordinator');
  return grid;
}

/** The line of "What changed" that names `field`, as read aloud ('Field: before → after'). */
const line = (grid: HTMLElement, field: string) =>
  (within(grid).getByText(`${field}:`).closest('li')?.textContent ?? '').replace(/\s+/g, ' ');

describe('the History grid in the reader’s language', () => {
  it('speaks French: actions, kinds of record, field names and values', async () => {
    const grid = await openHistory('fr-CA');
    expect(within(grid).getAllByText('Modification')).toHaveLength(3);
    within(grid).getByText('Échange pris');
    within(grid).getByText('Offre de place expirée');
    within(grid).getByText(`Quart: ${SHIFT}`);
    within(grid).getByText(`Invitation: Taylor Brooks, ${SHIFT}`);
    within(grid).getByText('Inscription sur la liste d’attente #3');
    within(grid).getByText('Utilisateur: Riley Player');
    expect(line(grid, 'Séance de groupe')).toMatch(/^Séance de groupe: non → .*oui$/);
    expect(line(grid, 'Commentaires')).toMatch(/^Commentaires: \(vide\) → .*Bring headsets$/);
    expect(line(grid, 'Salle')).toMatch(/^Salle: \(vide\) → .*Ivy Room$/);
    expect(line(grid, 'Type')).toMatch(/^Type: Orientation → .*En direct$/);
    expect(line(grid, 'Statut')).toMatch(/^Statut: Échange demandé → .*Accepté$/);
    expect(line(grid, 'Mot de passe')).toMatch(/^Mot de passe: \(masqué\) → .*\(modifié\)$/);
    expect(line(grid, 'Doit changer le mot de passe')).toMatch(/: oui → .*non$/);
    // An entry that changed no field shows its context, named in French too.
    within(grid).getByText('Envoyés: 2');
    within(grid).getByText('Invitation d’agenda renvoyée: oui');
    // Stored codes in French: roles joined, a language by its French name, reasons, a place, an app.
    expect(line(grid, 'Rôles')).toMatch(/^Rôles: Participant → .*Joueur de rôle, Coordonnateur de quart$/);
    expect(line(grid, 'Langue')).toMatch(/^Langue: Anglais \(Canada\) → .*Espagnol \(Espagne\)$/);
    within(grid).getByText('Rôle: Coordonnateur de quart');
    within(grid).getByText('Motif: Abandonnée tardivement');
    within(grid).getByText("Portée: Application d'inscription");
    within(grid).getByText('Type de ressource: Autre');
    within(grid).getByText("Motif: Le fichier téléversé n'a pas pu être enregistré");
    // Unknown to the catalogue: the trail's English.
    within(grid).getByText('Frobnicate');
    within(grid).getByText('Gizmo #2');
    within(grid).getByText('Wibble count:');
    expect(grid.textContent).not.toMatch(
      /Update|Invite swap taken|Is group session|\(none\)|Event invite|Course event|late_give_up|regapp|en-CA|Role-player|Given up late|Other/,
    );
  });

  it('speaks Portuguese', async () => {
    const grid = await openHistory('pt-PT');
    within(grid).getByText('Troca aceite');
    within(grid).getByText('Oferta de lugar expirada');
    within(grid).getByText(`Turno: ${SHIFT}`);
    within(grid).getByText(`Convite: Taylor Brooks, ${SHIFT}`);
    within(grid).getByText('Inscrição na lista de espera #3');
    expect(line(grid, 'Sessão de grupo')).toMatch(/^Sessão de grupo: não → .*sim$/);
    expect(line(grid, 'Comentários')).toMatch(/^Comentários: \(vazio\) → .*Bring headsets$/);
    expect(line(grid, 'Tipo')).toMatch(/^Tipo: Orientação → .*Ao vivo$/);
    expect(line(grid, 'Estado')).toMatch(/^Estado: Troca pedida → .*Aceite$/);
    expect(line(grid, 'Palavra-passe')).toMatch(/^Palavra-passe: \(oculto\) → .*\(alterado\)$/);
    within(grid).getByText('Enviados: 2');
    expect(line(grid, 'Funções')).toMatch(/^Funções: Participante → .*Role-player, Coordenador de turno$/);
    expect(line(grid, 'Idioma')).toMatch(/^Idioma: Inglês \(Canadá\) → .*Espanhol \(Espanha\)$/);
    within(grid).getByText('Função: Coordenador de turno');
    within(grid).getByText('Motivo: Abandonado tarde');
    within(grid).getByText('Âmbito: Aplicação de inscrição');
    within(grid).getByText('Tipo de recurso: Outro');
    within(grid).getByText('Motivo: Não foi possível guardar o ficheiro carregado');
  });

  it('speaks Spanish', async () => {
    const grid = await openHistory('es-ES');
    within(grid).getByText('Cambio aceptado');
    within(grid).getByText(`Turno: ${SHIFT}`);
    within(grid).getByText('Inscripción en la lista de espera #3');
    expect(line(grid, 'Sesión de grupo')).toMatch(/^Sesión de grupo: no → .*sí$/);
    expect(line(grid, 'Sala')).toMatch(/^Sala: \(vacío\) → .*Ivy Room$/);
    expect(line(grid, 'Estado')).toMatch(/^Estado: Cambio solicitado → .*Aceptado$/);
    expect(line(grid, 'Funciones')).toMatch(/^Funciones: Participante → .*Actor de rol, Coordinador de turno$/);
    expect(line(grid, 'Idioma')).toMatch(/^Idioma: Inglés \(Canadá\) → .*Español \(España\)$/);
    within(grid).getByText('Función: Coordinador de turno');
    within(grid).getByText('Motivo: Abandonada tarde');
    within(grid).getByText('Ámbito: Aplicación de inscripción');
    within(grid).getByText('Tipo de recurso: Otro');
    within(grid).getByText('Motivo: No se pudo guardar el archivo subido');
  });

  it('keeps English as the trail writes it', async () => {
    const grid = await openHistory('en-CA');
    within(grid).getByText('Invite swap taken');
    within(grid).getByText('Regapp offer lapsed');
    within(grid).getByText(`Shift: ${SHIFT}`);
    within(grid).getByText('Waiting list entry #3');
    expect(line(grid, 'Is group session')).toMatch(/^Is group session: no → .*yes$/);
    expect(line(grid, 'Comments')).toMatch(/^Comments: \(none\) → .*Bring headsets$/);
    expect(line(grid, 'Type')).toMatch(/^Type: Orientation → .*Live$/);
    expect(line(grid, 'Password hash')).toMatch(/^Password hash: \(hidden\) → .*\(changed\)$/);
    within(grid).getByText('Resend invite: yes');
    expect(line(grid, 'Roles')).toMatch(/^Roles: Participant → .*Role-player, Shift Coordinator$/);
    expect(line(grid, 'Language')).toMatch(/^Language: English \(Canada\) → .*Spanish \(Spain\)$/);
    within(grid).getByText('Role: Shift coordinator');
    within(grid).getByText('Reason: Given up late');
    within(grid).getByText('Scope: Registration app');
    within(grid).getByText('Resource type: Other');
  });
});

/**
 * Values that are instants, calendar dates and records: a shift moved, an availability's first day,
 * a shift update's changes and a roster plan's places removed (the business time zone is Toronto's).
 */
const VALUES: AuditEvent[] = [
  anEntry({ id: 24, before: { begins: '2026-12-01T14:00:00.000Z' }, after: { begins: '2026-12-01T15:30:00.000Z' } }),
  anEntry({ id: 23, entity: 'user_availability', entityId: 5, before: { from: '2026-11-30' }, after: { from: '2026-12-01' } }),
  anEntry({ id: 22, data: { changes: { begins: '2026-12-02T14:00:00.000Z', type: 'live' } } }),
  anEntry({
    id: 21,
    entity: 'roster_plan',
    entityId: 2,
    eventId: null,
    data: {
      remove: [
        { userId: 7, as: 'sc' },
        { userId: 8, as: 'coach' },
      ],
    },
  }),
];

describe('the values of the History grid in the reader’s language', () => {
  it('write instants and dates in the app’s format and zone, and records as their fields', async () => {
    const expected = {
      'fr-CA': [
        'Début: 1 déc. 2026, 9:00 → 1 déc. 2026, 10:30',
        'De: 30 nov. 2026 → 1 déc. 2026',
        'Changements: Début: 2 déc. 2026, 9:00; Type: En direct',
        'Retirer: (No de l’utilisateur: 7; En tant que: Coordonnateur de quart), (No de l’utilisateur: 8; En tant que: Coach)',
      ],
      'pt-PT': [
        'Início: 1/12/2026, 9:00 → 1/12/2026, 10:30',
        'De: 30/11/2026 → 1/12/2026',
        'Alterações: Início: 2/12/2026, 9:00; Tipo: Ao vivo',
        'Remover: (N.º do utilizador: 7; Como: Coordenador de turno), (N.º do utilizador: 8; Como: Coach)',
      ],
      'es-ES': [
        'Inicio: 1 dic 2026, 9:00 → 1 dic 2026, 10:30',
        'De: 30 nov 2026 → 1 dic 2026',
        'Cambios: Inicio: 2 dic 2026, 9:00; Tipo: En directo',
        'Quitar: (N.º del usuario: 7; Como: Coordinador de turno), (N.º del usuario: 8; Como: Coach)',
      ],
      'en-CA': [
        'Begins: Dec 1 2026, 9:00 → Dec 1 2026, 10:30',
        'From: Nov 30 2026 → Dec 1 2026',
        'Changes: Begins: Dec 2 2026, 9:00; Type: Live',
        'Remove: (User id: 7; As: Shift Coordinator), (User id: 8; As: Coach)',
      ],
    } as const;
    for (const [language, lines] of Object.entries(expected) as [Language, readonly string[]][]) {
      const grid = await openHistory(language, VALUES);
      // Each line as it shows, without the words a screen reader hears for the arrow.
      const read = within(grid)
        .getAllByRole('listitem')
        .map((item) => (item.textContent ?? '').replace(t(AUDIT_TEXTS.changedTo), '').replace(/\s+/g, ' ').trim());
      expect(read.join('\n'), language).not.toMatch(/\d{4}-\d{2}-\d{2}|[{}"]/);
      for (const text of lines) expect(read.join('\n'), language).toContain(text);
      cleanup();
    }
  });
});

/** Literals the scan below finds in the trail's writers that never reach an entry, each with why. */
const NOT_IN_THE_TRAIL: Record<string, string> = {
  'via:book': 'regapp/service.ts: picks the action (regapp_book), the entry does not hold it',
  'via:claim': 'regapp/service.ts: picks the action (regapp_claim), the entry does not hold it',
};

/** The sources of the server's writers of the trail: the files that import lib/audit.ts. */
function trailWriters(): string[] {
  const serverSrc = path.resolve(import.meta.dirname, '../../../../server/src');
  return (fs.readdirSync(serverSrc, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.startsWith('test'))
    .map((file) => fs.readFileSync(path.join(serverSrc, file), 'utf8'))
    .filter((source) => /from '(\.\.\/)+lib\/audit'|from '\.\/audit'/.test(source));
}

describe('the audit trail’s words', () => {
  it('are in English the shared labels the CSV file writes, so English reads as before', async () => {
    const { auditNameLabel, auditFieldLabel, auditEntityLabel } = await import('@app/shared');
    for (const [action, text] of Object.entries(AUDIT_ACTIONS)) expect(text.message, action).toBe(auditNameLabel(action));
    for (const [entity, text] of Object.entries(AUDIT_ENTITIES)) expect(text.message, entity).toBe(auditEntityLabel(entity));
    for (const [field, text] of Object.entries(AUDIT_FIELDS)) expect(text.message, field).toBe(auditFieldLabel(field));
  });

  it('name every action the server records', () => {
    // The server's writers of the trail: the files that import lib/audit.ts, and the actions they
    // pass it, as `action: '…'`, either side of a `? :`, or to the invite answers' `transition(…)`.
    const recorded = new Set<string>();
    for (const source of trailWriters()) {
      for (const [, action] of source.matchAll(/action: '([a-z_]+)'/g)) recorded.add(action as string);
      for (const [, a, b] of source.matchAll(/action: [^,\n]*\? '([a-z_]+)' : '([a-z_]+)'/g)) {
        recorded.add(a as string);
        recorded.add(b as string);
      }
      for (const [, action] of source.matchAll(/transition\(\s*[^'()]*'([a-z_]+)'/g)) recorded.add(action as string);
    }
    expect(recorded.size).toBeGreaterThan(45);
    expect([...recorded].filter((action) => !Object.hasOwn(AUDIT_ACTIONS, action))).toEqual([]);
  });

  it('give every stored code its own words in every language, the shared English in English', async () => {
    const { AUDIT_CODE_WORDS } = await import('@app/shared');
    for (const language of ['en-CA', 'fr-CA', 'pt-PT', 'es-ES'] as const) {
      activateLoaded(i18n, language, allMessages(language));
      const words = auditWords();
      for (const [kind, codes] of Object.entries(AUDIT_CODE_WORDS) as [AuditCodeKind, Record<string, string>][]) {
        for (const [code, english] of Object.entries(codes)) {
          // A code its select does not list reads as the English it is given: here, a mark.
          const text = words.code(kind, code, '§');
          expect(text, `${language} ${kind} ${code}`).not.toBe('§');
          if (language === 'en-CA') expect(text, `${kind} ${code}`).toBe(english);
        }
      }
    }
  });

  it('give words to every reason, app and way of working the server records', async () => {
    const { AUDIT_CODE_WORDS } = await import('@app/shared');
    // The codes the writers of the trail (as above) pass as a literal, alone or either side of a
    // `? :`: `reason: '…'`, `scope: '…'`, `via: '…'`, `as: '…'`, `role: '…'`; the other coded fields
    // hold a column's enum, which the shared table is checked against by type.
    const kindOf: Record<string, AuditCodeKind> = { reason: 'reason', scope: 'scope', via: 'via', as: 'role', role: 'place' };
    const recorded = new Set<string>();
    for (const source of trailWriters()) {
      for (const [, field, ...codes] of source.matchAll(
        /\b(reason|scope|via|as|role): (?:[^,\n]*\? )?'([a-z_]+)'(?: : '([a-z_]+)')?/g,
      ))
        for (const code of codes) if (code) recorded.add(`${kindOf[field as string]}:${code}`);
    }
    expect(recorded).toContain('reason:place_lost');
    expect(recorded).toContain('via:cli');
    const codes: Record<string, Readonly<Record<string, string>>> = AUDIT_CODE_WORDS;
    const wordless = [...recorded].filter((entry) => {
      const [kind = '', code = ''] = entry.split(':');
      return !Object.hasOwn(codes[kind] ?? {}, code) && !Object.hasOwn(NOT_IN_THE_TRAIL, entry);
    });
    expect(wordless).toEqual([]);
  });
});
