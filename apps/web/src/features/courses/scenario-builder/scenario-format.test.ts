import { RP_COLORS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { applyComponentChange } from './api/update-scenario-component';
import { callLength, DURATION_OPTIONS, formatMinutes } from './scenario-format';

const component = (id: number, position: number) => ({
  id,
  courseId: 1,
  scenarioComponentTypeId: 2,
  typeName: 'Scenario',
  content: `c${id}`,
  duration: 30,
  rpReference: 1,
  position,
});

describe('scenario format', () => {
  it('offers 5 to 120 minutes in steps of 5', () => {
    expect(DURATION_OPTIONS[0]).toBe(5);
    expect(DURATION_OPTIONS.at(-1)).toBe(120);
    expect(DURATION_OPTIONS).toHaveLength(24);
  });

  it('writes the call length in hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(105)).toBe('1 h 45 min');
    expect(callLength([{ duration: 30 }, { duration: 45 }, { duration: 30 }])).toBe(105);
  });

  it('gives the five role-player references five different colours', () => {
    expect(new Set(Object.values(RP_COLORS)).size).toBe(5);
  });

  it('moves a component and renumbers the rest', () => {
    const list = [component(1, 0), component(2, 1), component(3, 2)];
    const moved = applyComponentChange(list, 3, { position: 0 });
    expect(moved.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(moved.map((c) => c.position)).toEqual([0, 1, 2]);
    expect(applyComponentChange(list, 2, { duration: 60 })[1]?.duration).toBe(60);
    expect(list[1]?.duration).toBe(30);
  });
});
