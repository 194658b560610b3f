import type { CoachingQuestion } from '@app/shared';
import type { Tx } from '../../db/client';
import { presentQuestion } from './presenter';
import * as repo from './repository';

/**
 * A role-player assessment template with its questions in order (a shift shows its course's), or
 * null when there is none (no id, or deleted).
 */
export async function assessmentTemplateWithQuestions(
  tx: Tx,
  templateId: number | null,
): Promise<{ id: number; name: string; questions: CoachingQuestion[] } | null> {
  if (templateId === null) return null;
  const [template, questions] = await Promise.all([
    repo.findTemplate(tx, templateId),
    repo.questionsOfTemplates(tx, [templateId]),
  ]);
  if (!template) return null;
  return { id: template.id, name: template.name, questions: questions.map(presentQuestion) };
}
