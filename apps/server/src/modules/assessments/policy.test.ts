import type { Role } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { type AssessorFacts, can } from './policy';

const ME = 7;
const as = (...roles: Role[]) => ({ id: ME, roles });
const stranger: AssessorFacts = { coachId: 1, scenariosPlayed: [] };
const shiftCoach: AssessorFacts = { coachId: ME, scenariosPlayed: [] };
const playsScenario31: AssessorFacts = { coachId: 1, scenariosPlayed: [31] };

describe('assessment policy', () => {
  it.each<[string, Role[], AssessorFacts, boolean, boolean, boolean]>([
    // case, roles, facts, edit, editScenario 31, editScenario 32
    ['admin', ['admin'], stranger, true, true, true],
    ['sc', ['sc'], stranger, true, true, true],
    ['the shift coach', ['coach'], shiftCoach, true, true, true],
    ['another coach', ['coach'], stranger, false, false, false],
    ['an rp playing scenario 31 for the participant', ['rp'], playsScenario31, true, true, false],
    ['an rp playing nothing for the participant', ['rp'], stranger, false, false, false],
    ['a participant', ['participant'], stranger, false, false, false],
  ])('%s', (_case, roles, facts, edit, edit31, edit32) => {
    expect(can(as(...roles), 'edit', facts)).toBe(edit);
    expect(can(as(...roles), 'editScenario', { ...facts, scenarioComponentId: 31 })).toBe(edit31);
    expect(can(as(...roles), 'editScenario', { ...facts, scenarioComponentId: 32 })).toBe(edit32);
  });

  it.each<[Role[], boolean, boolean]>([
    [['admin'], false, true],
    [['sc'], false, true],
    [['coach'], false, false],
    [['coach'], true, true],
    [['rp'], true, true],
    [['rp'], false, false],
    [['participant'], false, false],
  ])('rateNps: %j, assessor in the cohort %s', (roles, assessorInCohort, expected) => {
    expect(can(as(...roles), 'rateNps', { assessorInCohort })).toBe(expected);
  });
});
