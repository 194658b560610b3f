import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allMessages } from '../../test/catalogues';
import { activateLoaded } from './i18n';
import { ruleSentence } from './validation-texts';

/** The first failure of `schema` on `value`, as zod reports it (with the value, as the forms ask). */
function failure(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues[0] as z.core.$ZodIssue;
}

describe('a refused value, said from its rule', () => {
  afterEach(() => activateLoaded(i18n, 'en-CA', allMessages('en-CA')));

  it('in Portuguese, with the numbers of the rule and plural forms', () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    expect(ruleSentence('Nome', failure(z.string().min(3), 'ab'))).toBe('Nome deve ter pelo menos 3 caracteres');
    expect(ruleSentence('Nome', failure(z.string().min(1), ''))).toBe('Nome é obrigatório');
    expect(ruleSentence('Nome', failure(z.string().max(1), 'ab'))).toBe('Nome deve ter no máximo 1 carácter');
    expect(ruleSentence('Idade', failure(z.number().int(), 2.5))).toBe('Idade deve ser um número inteiro');
    expect(ruleSentence('Idade', failure(z.number(), undefined))).toBe('Idade é obrigatório');
    expect(ruleSentence('Idade', failure(z.number().min(18), 3))).toBe('Idade deve ser pelo menos 18');
    expect(ruleSentence('E-mail', failure(z.email(), 'x@'))).toBe('E-mail deve ser um endereço de e-mail válido');
    expect(ruleSentence('Cor', failure(z.enum(['a', 'b']), 'c'))).toBe('Cor não é válido');
  });

  it('in Spanish and French alike', () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    expect(ruleSentence('Nombre', failure(z.string().max(200), 'x'.repeat(201)))).toBe(
      'Nombre debe tener como máximo 200 caracteres',
    );
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    expect(ruleSentence('Courriel', failure(z.email(), 'x'))).toBe('Courriel doit être une adresse courriel valide');
  });
});
