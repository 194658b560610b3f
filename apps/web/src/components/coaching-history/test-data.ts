import { type ArchivedRecord, archivedRecordSchema } from '@app/shared';
import { STAMP } from '../../test/data';

/** An archived coaching record (Riley coached by Casey) in the contract's shape, for component tests. */
export function anArchivedRecord(overrides: Partial<ArchivedRecord> = {}): ArchivedRecord {
  return archivedRecordSchema.parse({
    id: 70,
    roleplayer: { id: 33, name: 'Riley Player' },
    coach: { id: 5, name: 'Casey Coach' },
    sessionName: 'Difficult Conversations',
    sessionBegins: STAMP,
    createdAt: STAMP,
    pairs: [
      { questionId: 1, header: 'Stayed in character', content: '', answerType: 'binary', answerValue: 1, answer: null },
      { questionId: 2, header: 'Realism', content: '', answerType: 'scale', answerValue: 5, answer: null },
      { questionId: 3, header: 'Comments', content: '', answerType: 'comment', answerValue: null, answer: 'Good pace' },
    ],
    ...overrides,
  });
}
