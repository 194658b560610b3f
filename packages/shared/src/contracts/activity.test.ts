import { describe, expect, it } from 'vitest';
import { AUDIT_CODE_WORDS, AUDIT_ENGLISH, type AuditWords, auditChanges, auditDetails, auditValueText } from './activity';

describe('an audit entry read as words', () => {
  it('writes a shift’s and a room’s type, and invitation statuses, in words', () => {
    const changes = auditChanges({
      before: { type: 'training', roomType: 'phone', status: 'invited' },
      after: { type: 'roleplay', roomType: 'teams', status: 'swap_requested' },
    });
    expect(changes).toEqual([
      { field: 'Type', before: 'Orientation', after: 'Roleplay' },
      { field: 'Room type', before: 'Phone', after: 'MS Teams' },
      { field: 'Status', before: 'Invited', after: 'Swap requested' },
    ]);
  });

  it('writes roles, places, reasons, languages, scopes and the other stored codes in words, lists joined', () => {
    expect(auditDetails({ roles: ['rp', 'sc'], via: 'cli' })).toEqual([
      { field: 'Roles', value: 'Role-player, Shift Coordinator' },
      { field: 'Via', value: 'Command line' },
    ]);
    expect(auditDetails({ placeId: 3, role: 'coordinator', reason: 'late_give_up' })).toEqual([
      { field: 'Place id', value: '3' },
      { field: 'Role', value: 'Shift coordinator' },
      { field: 'Reason', value: 'Given up late' },
    ]);
    expect(auditDetails({ reason: 'place_lost', as: 'sc', scope: 'regapp' })).toEqual([
      { field: 'Reason', value: 'Place on the shift lost' },
      { field: 'As', value: 'Shift Coordinator' },
      { field: 'Scope', value: 'Registration app' },
    ]);
    expect(
      auditChanges({
        before: { language: 'en-CA', roles: ['participant'], choice: 'dngt' },
        after: { language: 'fr-CA', roles: ['participant', 'admin'], choice: 'true' },
      }),
    ).toEqual([
      { field: 'Language', before: 'English (Canada)', after: 'French (Canada)' },
      { field: 'Roles', before: 'Participant', after: 'Participant, Administrator' },
      { field: 'Choice', before: 'DNGT', after: 'On Standard' },
    ]);
    expect(auditDetails({ resourceType: 'job_aid', blockType: 'sub_heading' })).toEqual([
      { field: 'Resource type', value: 'Job aid' },
      { field: 'Block type', value: 'Sub-heading' },
    ]);
    // The fields an update names, as the fields' labels.
    expect(auditDetails({ fields: ['resourcesReady', 'emailBccList'] })).toEqual([
      { field: 'Fields', value: 'Resources ready, Email bcc list' },
    ]);
    // A code the table does not know stays as stored.
    expect(auditDetails({ reason: 'mystery', roles: ['rp', 'wizard'] })).toEqual([
      { field: 'Reason', value: 'mystery' },
      { field: 'Roles', value: 'Role-player, wizard' },
    ]);
  });

  it('tells the screen each code with its kind, and every kind’s codes are listed', () => {
    const told: string[] = [];
    const words: AuditWords = {
      ...AUDIT_ENGLISH,
      code: (kind, code, english) => {
        told.push(`${kind}:${code}`);
        return english;
      },
    };
    auditDetails({ roles: ['rp'], role: 'roleplayer', language: 'pt-PT', fields: ['name'] }, undefined, words);
    expect(told).toEqual(['role:rp', 'place:roleplayer', 'language:pt-PT']);
    for (const [kind, codes] of Object.entries(AUDIT_CODE_WORDS)) expect(Object.keys(codes).length, kind).toBeGreaterThan(0);
  });

  it('leaves a code as it is in a field it does not belong to, and reads details the same way', () => {
    expect(auditChanges({ before: null, after: { name: 'live' } })).toEqual([{ field: 'Name', before: '(none)', after: 'live' }]);
    expect(auditDetails({ type: 'live' })).toEqual([{ field: 'Type', value: 'Live' }]);
  });

  it('reads a course, room and client id the entry names as the name, its label without the id', () => {
    const names = { courseId: 'Customer Conversations', roomId: 'Ivy Room', clientId: 'Northwind' };
    expect(auditDetails({ courseId: 2, roomId: 12, clientId: 4, scenarioComponentTypeId: 1 }, names)).toEqual([
      { field: 'Course', value: 'Customer Conversations' },
      { field: 'Room', value: 'Ivy Room' },
      { field: 'Client', value: 'Northwind' },
      { field: 'Scenario component type id', value: '1' },
    ]);
    expect(auditChanges({ before: { roomId: null }, after: { roomId: 12 }, names: { roomId: 'Ivy Room' } })).toEqual([
      { field: 'Room', before: '(none)', after: 'Ivy Room' },
    ]);
    // A field the entry gives no words for (its record is gone) keeps its id.
    expect(auditDetails({ courseId: 2 }, {})).toEqual([{ field: 'Course id', value: '2' }]);
  });

  it('writes in the words it is given, told each raw field and code beside its English; English by default', () => {
    const asked: string[] = [];
    const words: AuditWords = {
      field: (key, english) => {
        asked.push(`${key}=${english}`);
        return `«${key}»`;
      },
      code: (kind, code, english) => `${kind}:${code}:${english}`,
      none: '(vide)',
      yes: 'oui',
      no: 'non',
      hidden: '(masqué)',
      changed: '(modifié)',
      dateTime: (instant) => `instant:${instant}`,
      date: (day) => `day:${day}`,
    };
    const entry = {
      before: { isGroupSession: false, passwordHash: '[redacted]', roomType: 'phone', tags: [true, null] },
      after: {
        eventId: 5,
        isGroupSession: true,
        passwordHash: '[redacted]',
        roomType: 'zoom',
        status: 'accepted',
        tags: [false],
      },
      names: { eventId: 'Customer Conversations (Roleplay, Nov 28 2026)' },
    };
    expect(auditChanges(entry, words)).toEqual([
      { field: '«shift»', before: '(vide)', after: 'Customer Conversations (Roleplay, Nov 28 2026)' },
      { field: '«isGroupSession»', before: 'non', after: 'oui' },
      { field: '«passwordHash»', before: '(masqué)', after: '(modifié)' },
      { field: '«roomType»', before: 'roomType:phone:Phone', after: 'roomType:zoom:Zoom' },
      { field: '«status»', before: '(vide)', after: 'inviteStatus:accepted:Accepted' },
      { field: '«tags»', before: 'oui, (vide)', after: 'non' },
    ]);
    expect(asked).toContain('shift=Shift');
    expect(asked).toContain('isGroupSession=Is group session');
    expect(auditDetails({ type: 'live', sent: 0 }, undefined, words)).toEqual([
      { field: '«type»', value: 'shiftType:live:Live' },
      { field: '«sent»', value: '0' },
    ]);
    // English unless told otherwise: the CSV file's words.
    expect(auditChanges(entry)).toEqual(auditChanges(entry, AUDIT_ENGLISH));
    expect(auditChanges(entry)[0]).toEqual({
      field: 'Shift',
      before: '(none)',
      after: 'Customer Conversations (Roleplay, Nov 28 2026)',
    });
  });

  it('gives the words each instant and calendar date, known by its shape; the CSV file’s English keeps them as stored', () => {
    const words: AuditWords = { ...AUDIT_ENGLISH, dateTime: (instant) => `«${instant}»`, date: (day) => `‹${day}›` };
    expect(
      auditChanges(
        {
          before: { begins: '2026-12-01T14:00:00.000Z', deadline: '2026-11-30', comments: 'see 2026-12-01 notes' },
          after: { begins: '2026-12-01T15:30:00Z', deadline: '2026-12-01', comments: '2026-13-45' },
        },
        words,
      ),
    ).toEqual([
      { field: 'Begins', before: '«2026-12-01T14:00:00.000Z»', after: '«2026-12-01T15:30:00Z»' },
      { field: 'Deadline', before: '‹2026-11-30›', after: '‹2026-12-01›' },
      // Only a whole value of the shape, and a real date, is one.
      { field: 'Comments', before: 'see 2026-12-01 notes', after: '2026-13-45' },
    ]);
    expect(auditDetails({ startTime: '2026-12-01T09:00:00-05:00', day: '2026-02-30' }, undefined, words)).toEqual([
      { field: 'Start time', value: '«2026-12-01T09:00:00-05:00»' },
      { field: 'Day', value: '2026-02-30' },
    ]);
    expect(auditValueText('2026-12-01T14:00:00.000Z')).toBe('2026-12-01T14:00:00.000Z');
    expect(auditValueText('2026-12-01')).toBe('2026-12-01');
  });

  it('reads a record within a value as its fields, codes in words and instants as the reader reads them', () => {
    const words: AuditWords = { ...AUDIT_ENGLISH, dateTime: (instant) => `«${instant}»` };
    // A shift update's changes.
    expect(
      auditDetails({ changes: { begins: '2026-12-01T14:00:00.000Z', type: 'live', isGroupSession: true } }, undefined, words),
    ).toEqual([{ field: 'Changes', value: 'Begins: «2026-12-01T14:00:00.000Z»; Type: Live; Is group session: yes' }]);
    // A roster plan's lists of places: each record in brackets, the list joined.
    expect(
      auditDetails({
        remove: [
          { eventId: 4, userId: 7, as: 'sc' },
          { eventId: 5, userId: 8, as: 'coach' },
        ],
        lock: [],
      }),
    ).toEqual([
      { field: 'Remove', value: '(Event id: 4; User id: 7; As: Shift Coordinator), (Event id: 5; User id: 8; As: Coach)' },
      { field: 'Lock', value: '(none)' },
    ]);
    // Calibration ratings and a coaching record's data: records within records, lists within lists.
    expect(auditValueText({ ratings: { clarity: 4, notes: null }, scores: [[1, 2], [3]] }, 'data')).toBe(
      'Ratings: (Clarity: 4; Notes: (none)); Scores: (1, 2), (3)',
    );
    expect(auditValueText({})).toBe('(none)');
  });

  it('reads odd data without failing, only so deep', () => {
    const deep = { a: { b: { c: { d: { e: { f: 1 } } } } } };
    expect(auditValueText(deep)).toBe('A: (B: (C: (D: …)))');
    const looped: Record<string, unknown> = { name: 'x' };
    looped.self = looped;
    expect(() => auditValueText(looped)).not.toThrow();
    expect(auditValueText([Symbol('s'), () => 1, 10n])).toBe('(none), (none), 10');
  });
});
