/**
 * Lingui's compiled catalogues read without Lingui's runtime, for the pages drawn at build time
 * whose first download has no room for it (the sign-in page, the registration app's e-mail page:
 * scripts/bundle-budget.mjs). `lingui compile` writes a text as a string, or as a list of strings
 * and arguments (`['Bonjour ', ['name']]`); those pages' texts use plain `{name}` placeholders only
 * (src/i18n-catalogues.test.ts holds them to it), which is all this reads.
 */

/** A text as `lingui compile` writes it. */
export type CompiledText = string | readonly (string | readonly unknown[])[];
/** A compiled catalogue: each text's id and its compiled text (`messages` of a compiled `.ts`). */
export type CompiledCatalogue = Readonly<Record<string, CompiledText>>;

/** A text of the code: its id and its English (`/*i18n*\/ { id, message }`). */
export interface TextDescriptor {
  id: string;
  message?: string;
}

/** A compiled text back in its written form, placeholders as `{name}`. */
function written(text: CompiledText): string {
  return typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : `{${part[0]}}`)).join('');
}

/**
 * Each text of `texts` in the language of `catalogue` (its English when the catalogue lacks it, or
 * with no catalogue), placeholders left as `{name}` for `fill`.
 */
export function textsIn<K extends string>(texts: Record<K, TextDescriptor>, catalogue?: CompiledCatalogue): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key in texts) {
    const { id, message = id } = texts[key];
    const found = catalogue?.[id];
    out[key] = found === undefined ? message : written(found);
  }
  return out;
}

/** Puts values in a text's `{name}` places. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
