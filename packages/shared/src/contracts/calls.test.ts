import { describe, expect, it } from 'vitest';
import { callBlockParamsSchema, participantSlotNoteBodySchema, updateCallBodySchema } from './calls';

describe('calls contracts', () => {
  it('reads a block number from the path in plain digits, 0 to 9', () => {
    expect(callBlockParamsSchema.parse({ id: '4', blockNumber: '0' })).toEqual({ id: 4, blockNumber: 0 });
    expect(callBlockParamsSchema.parse({ id: '4', blockNumber: '9' }).blockNumber).toBe(9);
    for (const bad of ['10', '-1', '01', '1.5', '1e0', ' 1', 'x', '']) {
      expect(callBlockParamsSchema.safeParse({ id: '4', blockNumber: bad }).success, bad).toBe(false);
    }
  });

  it('keeps a note to 15 characters after trimming', () => {
    const note = (text: string) =>
      participantSlotNoteBodySchema.safeParse({ participantSlotNote: { scenarioComponentId: 1, note: text } });
    expect(note('x'.repeat(15)).success).toBe(true);
    expect(note(` ${'x'.repeat(15)} `).success).toBe(true);
    expect(note('x'.repeat(16)).success).toBe(false);
  });

  it('takes http(s) meeting URLs, and an empty one or null as "none"', () => {
    const url = (meetingUrl: unknown) => updateCallBodySchema.safeParse({ call: { meetingUrl } });
    expect(url('https://meet.example/a').data?.call.meetingUrl).toBe('https://meet.example/a');
    expect(url('').data?.call.meetingUrl).toBeNull();
    expect(url(null).data?.call.meetingUrl).toBeNull();
    for (const bad of ['ftp://x.example', 'javascript:alert(1)', 'meet.example/a', 12])
      expect(url(bad).success, String(bad)).toBe(false);
    expect(updateCallBodySchema.safeParse({ call: {} }).success).toBe(false);
  });
});
