import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { localErrorText } from './error-text';
import { activateLanguage, browserLanguage, currentLanguage, loadTexts, pickLanguage, t } from './i18n';

const TITLE = /*i18n*/ { id: 'myShifts.title', message: 'My shifts' };
const CANCEL = /*i18n*/ { id: 'common.cancel', message: 'Cancel' };

describe("a person's language", () => {
  it('is theirs; else the browser’s when the app speaks it; else English (Canada)', () => {
    expect(pickLanguage('pt-PT', ['fr-CA'])).toBe('pt-PT');
    expect(pickLanguage(null, ['de-DE', 'fr-FR', 'en-US'])).toBe('fr-CA');
    expect(pickLanguage(undefined, ['es'])).toBe('es-ES');
    expect(pickLanguage(null, ['pt-BR'])).toBe('pt-PT');
    expect(pickLanguage(null, ['de-DE', 'ja'])).toBe('en-CA');
    expect(pickLanguage(null, [])).toBe('en-CA');
    expect(browserLanguage(['FR-ca'])).toBe('fr-CA');
  });

  it('loads only its catalogue, speaks it and sets <html lang>', async () => {
    await activateLanguage('es-ES');
    expect(currentLanguage()).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(t(CANCEL)).toBe('Cancelar');
    await activateLanguage('fr-CA');
    expect(t(CANCEL)).toBe('Annuler');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it("brings a feature's texts when asked for, and again in the next language", async () => {
    await activateLanguage('es-ES');
    // Not asked for yet: the shell's catalogue does not hold My shifts' texts.
    expect(t(TITLE)).not.toBe('Mis turnos');
    await loadTexts('my-shifts');
    expect(t(TITLE)).toBe('Mis turnos');
    await activateLanguage('pt-PT');
    expect(t(TITLE)).toBe('Os meus turnos');
  });

  it('says a refusal by its code in the language; an unknown code by the screen’s text, never the server’s English', async () => {
    await activateLanguage('pt-PT');
    expect(await localErrorText(new ApiError(409, 'Somebody took this place first.', 'backfill_taken'), 'x')).toBe(
      'Outra pessoa ficou com este lugar primeiro.',
    );
    expect(await localErrorText(new ApiError(0, 'Cannot reach the server.', 'network'), 'x')).toContain(
      'Não é possível contactar',
    );
    expect(await localErrorText(new ApiError(400, 'name is required', 'bad_request'), 'Erro ao guardar')).toBe('Erro ao guardar');
    // A 400 naming a field the screen labels says that field in the language; one it does not label, the screen's text.
    const refused = new ApiError(400, 'Email must be a valid e-mail address', 'bad_request', [
      { field: 'user.email', message: 'Email must be a valid e-mail address' },
    ]);
    expect(await localErrorText(refused, 'Erro ao guardar', { email: 'Endereço de e-mail' })).toBe(
      'Endereço de e-mail não é válido',
    );
    expect(await localErrorText(refused, 'Erro ao guardar', { 'user.email': 'E-mail' })).toBe('E-mail não é válido');
    expect(await localErrorText(refused, 'Erro ao guardar', { name: 'Nome' })).toBe('Erro ao guardar');
    await activateLanguage('en-CA');
    expect(await localErrorText(new ApiError(400, 'name is required', 'bad_request'), 'Error saving')).toBe('name is required');
    expect(await localErrorText(refused, 'Error saving', { email: 'Email' })).toBe('Email must be a valid e-mail address');
  });
});
