import { describe, expect, it } from 'vitest';
import { participantProfileInputSchema, participantsQuerySchema } from './participants';

describe('participant profile input', () => {
  it('spells a time zone the usual way, keeps empty for none, and refuses what is no IANA zone', () => {
    expect(participantProfileInputSchema.parse({ timeZone: ' america/toronto ' }).timeZone).toBe('America/Toronto');
    expect(participantProfileInputSchema.parse({ timeZone: '' }).timeZone).toBe('');
    for (const zone of ['Mars/Olympus', '+05:00', 'EST5EDT; drop table']) {
      expect(participantProfileInputSchema.safeParse({ timeZone: zone }).success, zone).toBe(false);
    }
  });

  it('takes an empty manager e-mail or a valid one, lower-cased', () => {
    expect(participantProfileInputSchema.parse({ managerEmail: '' }).managerEmail).toBe('');
    expect(participantProfileInputSchema.parse({ managerEmail: 'Mia@Example.COM' }).managerEmail).toBe('mia@example.com');
    expect(participantProfileInputSchema.safeParse({ managerEmail: 'mia' }).success).toBe(false);
  });

  it('changes only what is sent', () => {
    expect(participantProfileInputSchema.parse({ region: ' East ' })).toEqual({ region: 'East' });
  });
});

describe('participant directory query', () => {
  it('trims the filters and keeps the paging defaults', () => {
    expect(participantsQuerySchema.parse({ manager_name: ' Mia ', branch: 'North' })).toMatchObject({
      manager_name: 'Mia',
      branch: 'North',
      page: 1,
    });
    expect(participantsQuerySchema.safeParse({ region: 'r'.repeat(201) }).success).toBe(false);
  });
});
