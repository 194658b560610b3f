import { type RosterPlan, rosterPlanSchema } from '@app/shared';

/**
 * A draft of December 2026 over three shifts: a roleplay shift (Wed Dec 2, 9:00–12:00 in Toronto)
 * with two role-players and a coach proposed and one role-player place nobody can fill, an
 * orientation shift (Thu Dec 3, 10:00–11:00) with its coordinator locked in, and a fully staffed one.
 */
export function aRosterPlan(overrides: Partial<RosterPlan> = {}): RosterPlan {
  return rosterPlanSchema.parse({
    id: 5,
    status: 'draft',
    from: '2026-12-01',
    to: '2026-12-31',
    courseIds: [],
    shifts: [
      {
        id: 302,
        type: 'training',
        courseId: 8,
        courseName: 'New Hire Basics',
        begins: '2026-12-03T15:00:00.000Z',
        ends: '2026-12-03T16:00:00.000Z',
        open: { roleplayer: 0, coach: 0, shift_coordinator: 1 },
      },
      {
        id: 301,
        type: 'roleplay',
        courseId: 7,
        courseName: 'Customer Conversations',
        begins: '2026-12-02T14:00:00.000Z',
        ends: '2026-12-02T17:00:00.000Z',
        open: { roleplayer: 3, coach: 1, shift_coordinator: 0 },
      },
      {
        id: 303,
        type: 'roleplay',
        courseId: 7,
        courseName: 'Customer Conversations',
        begins: '2026-12-09T14:00:00.000Z',
        ends: '2026-12-09T17:00:00.000Z',
        open: { roleplayer: 0, coach: 0, shift_coordinator: 0 },
      },
    ],
    assignments: [
      { shiftId: 301, userId: 21, role: 'coach', locked: false, why: 'only_candidate' },
      { shiftId: 301, userId: 12, role: 'roleplayer', locked: false, why: 'played_before' },
      { shiftId: 301, userId: 11, role: 'roleplayer', locked: false, why: 'fair_share' },
      { shiftId: 302, userId: 31, role: 'shift_coordinator', locked: true, why: 'locked' },
    ],
    unfilled: [{ shiftId: 301, role: 'roleplayer', count: 1, reason: 'nobody_available' }],
    people: [
      { userId: 11, name: 'Ana Lee', shifts: [301], held: 1 },
      { userId: 12, name: 'Ben Okafor', shifts: [301], held: 0 },
      { userId: 21, name: 'Cora Quinn', shifts: [301], held: 2 },
      { userId: 31, name: 'Dee Marsh', shifts: [302], held: 0 },
    ],
    solveMs: 1234,
    optimal: true,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:01.000Z',
    appliedAt: null,
    ...overrides,
  });
}
