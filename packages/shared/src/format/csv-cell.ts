/** Characters that make a spreadsheet treat a cell as a formula when they begin it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of a CSV file a person downloads, made safe to open in a spreadsheet: text that a
 * spreadsheet would run as a formula gets a leading apostrophe. The server's reports and the web's
 * Results file both write their text cells through it.
 */
export function neutraliseCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
