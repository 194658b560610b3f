import type { GridLocaleText } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { currentLanguage, type Language } from '../lib/i18n/i18n';

type GridTexts = Partial<GridLocaleText>;

/**
 * The data grid's own words (column menu, pagination, "Rows per page") in the person's language,
 * from the grid's locale packs: each a chunk loaded the first time a grid is shown in that language
 * (English is the grid's default and loads nothing).
 */
const PACKS: Record<Language, (() => Promise<GridTexts>) | null> = {
  'en-CA': null,
  'fr-CA': () => import('./grid-locales/fr-ca').then((m) => m.pack.components.MuiDataGrid.defaultProps.localeText),
  'pt-PT': () => import('./grid-locales/pt-pt').then((m) => m.pack.components.MuiDataGrid.defaultProps.localeText),
  'es-ES': () => import('./grid-locales/es-es').then((m) => m.pack.components.MuiDataGrid.defaultProps.localeText),
};

const loaded = new Map<Language, GridTexts>();
const loading = new Map<Language, Promise<void>>();

/**
 * The grid's words in the active language: at once when its pack has loaded, else the grid's
 * English until it arrives (the first grid shown in a language; a pack that cannot be fetched leaves
 * the grid in English).
 */
export function useGridLocaleText(): GridTexts {
  const language = currentLanguage();
  const [, arrived] = useState(0);
  const load = PACKS[language];
  useEffect(() => {
    if (!load || loaded.has(language)) return;
    let current = true;
    let pending = loading.get(language);
    if (!pending) {
      pending = load().then(
        (pack) => {
          loaded.set(language, pack);
        },
        () => {
          loading.delete(language);
        },
      );
      loading.set(language, pending);
    }
    void pending.then(() => current && arrived((n) => n + 1));
    return () => {
      current = false;
    };
  }, [language, load]);
  return loaded.get(language) ?? {};
}
