import { describe, expect, it } from 'vitest';
import { createClientBodySchema, createCourseBodySchema, createUserBodySchema } from './index';
import { fieldLabel, fieldPathsOf, validationDetails, validationSentence } from './validation';

const user = {
  name: 'Ann',
  email: 'ann@example.com',
  roleList: ['rp'],
  password: 'long enough',
  passwordConfirmation: 'long enough',
};

describe('validation texts', () => {
  it('names the field as the form labels it, for every kind of failure', () => {
    const parsed = createUserBodySchema.safeParse({
      user: { ...user, email: 'nope', name: 'x'.repeat(201), roleList: undefined },
    });
    expect(parsed.success).toBe(false);
    const details = validationDetails(parsed.error?.issues ?? []);
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'user.name', message: 'Name must be at most 200 characters' },
        { field: 'user.email', message: 'Email must be a valid e-mail address' },
        { field: 'user.roleList', message: 'Roles is required' },
      ]),
    );
  });

  it('says a missing or empty field is required, with the label of its form', () => {
    const course = createCourseBodySchema.safeParse({ course: { name: '   ', clientId: 1 } });
    expect(validationDetails(course.error?.issues ?? [])).toEqual([{ field: 'course.name', message: 'Course Name is required' }]);
    const client = createClientBodySchema.safeParse({ client: {} });
    expect(validationDetails(client.error?.issues ?? []).map((d) => d.message)).toEqual([
      'Business Name is required',
      'Contact Email is required',
    ]);
  });

  it('keeps a rule that already says a whole sentence, and never shows validator wording', () => {
    const short = createUserBodySchema.safeParse({ user: { ...user, password: 'short', passwordConfirmation: 'short' } });
    const texts = validationDetails(short.error?.issues ?? []).map((d) => d.message);
    expect(texts).toEqual(['Password must be at least 8 characters']);
    expect(texts.join(' ')).not.toMatch(/Invalid input|Too (big|small)|expected/);
  });

  it('spaces out the name of a field no form labels, and skips list positions', () => {
    expect(fieldLabel(['per_page'])).toBe('Per page');
    expect(fieldLabel(['preferences', 'emailBccList', 2])).toBe('BCC address');
    expect(fieldLabel(['preferences', 'emailBccList', '2'])).toBe('BCC address');
    expect(fieldLabel(['thing', 'contactPhone'])).toBe('Contact phone');
    expect(validationSentence(['roleplayShift', 'sessions'], 'Required')).toBe('Call blocks is required');
  });
});

describe('the fields a refusal names, by path', () => {
  it("reads the machine paths of a 400's details, and none from details that name no field", () => {
    const parsed = createUserBodySchema.safeParse({ user: { ...user, email: 'nope', roleList: undefined } });
    const details = validationDetails(parsed.error?.issues ?? []);
    expect(fieldPathsOf(details).sort()).toEqual(['user.email', 'user.roleList']);
    // A path, never a label: the web names the field in its reader's language from it.
    expect(fieldPathsOf([{ field: 'preferences.emailBccList.2', message: 'must be a valid e-mail address' }])).toEqual([
      'preferences.emailBccList.2',
    ]);
    expect(fieldPathsOf(undefined)).toEqual([]);
    expect(fieldPathsOf({ rows: [{ line: 2, field: 'Email', message: 'is required' }] })).toEqual([]);
    expect(fieldPathsOf([{ message: 'no field' }])).toEqual([]);
  });
});
