import fs from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

/**
 * The checks of the web's catalogues (issue 40), as functions a test runs on the real files and on
 * planted mistakes (src/i18n-catalogues.test.ts):
 * - every text the code names is in every language's catalogue, translated;
 * - a text's placeholders are the same in every language;
 * - the compiled catalogues are those of the .po files (`lingui compile` was run);
 * - a component of a translated part writes no English outside the catalogue.
 */

/** A catalogue: each text's id and its translation. */
export type Catalogue = Map<string, string>;

/** Reads a .po file's ids and translations (msgid / msgstr, strings over several lines joined). */
export function parsePo(text: string): Catalogue {
  const out: Catalogue = new Map();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const flush = () => {
    if (id !== '') out.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') id = unquote(start[2] as string);
      else str = unquote(start[2] as string);
    } else if (/^".*"$/.test(line) && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '' || line.startsWith('#')) {
      field = line.trim() === '' ? null : field;
    }
  }
  flush();
  return out;
}

/** The ids of the texts a source file names: its `/*i18n*\/ { id: '…' }` descriptors. */
export function idsInSource(source: string): string[] {
  return [...source.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*(['"])([^'"]+)\1/g)].map((match) => match[2] as string);
}

/** The names a compiled message fills in ('{name}', '{count, plural, …}'), sorted, without repeats. */
export function placeholdersOf(message: CompiledMessage): string[] {
  const names = new Set<string>();
  // A message is text and arguments; an argument is [name] or [name, format, its branches' messages].
  const walk = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const part of list) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const choices: unknown = part[2];
      if (choices && typeof choices === 'object') for (const branch of Object.values(choices)) walk(branch);
    }
  };
  walk(message);
  return [...names].sort();
}

/** A mistake the check found, said so that the reader knows where to look. */
export type Finding = string;

/**
 * The catalogues against each other and against the code: a text the code names that a language
 * lacks or leaves untranslated, and a text whose placeholders differ from the source language's.
 */
export function checkCatalogues(catalogues: Record<string, Catalogue>, source: string, idsInCode: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const sourceCatalogue = catalogues[source] ?? new Map<string, string>();
  for (const [language, catalogue] of Object.entries(catalogues)) {
    for (const id of idsInCode) {
      const text = catalogue.get(id);
      if (text === undefined) findings.push(`${language}: '${id}' is missing`);
      else if (text.trim() === '') findings.push(`${language}: '${id}' is not translated`);
    }
    if (language === source) continue;
    for (const [id, text] of catalogue) {
      const english = sourceCatalogue.get(id);
      if (english === undefined || text.trim() === '') continue;
      const want = placeholdersOf(compileMessage(english)).join(', ');
      const got = placeholdersOf(compileMessage(text)).join(', ');
      if (want !== got) findings.push(`${language}: '${id}' fills in {${got}}, ${source} fills in {${want}}`);
    }
  }
  return findings;
}

/** Props whose text a person reads or hears. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'cancelLabel',
  'confirmLabel',
  'helperText',
  'label',
  'message',
  'placeholder',
  'title',
  'tooltip',
]);

/** Words in a literal: two letters in a row. */
const WORDS = /\p{L}{2}/u;

function literalWords(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return WORDS.test(node.text) ? node.text : null;
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
    return WORDS.test(parts) ? parts : null;
  }
  return null;
}

/** The literals an expression shows as it is: itself, or either branch of `a ? b : c`, `a && b`, `a ?? b`. */
function shownLiterals(node: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    if (op === ts.SyntaxKind.PlusToken) return [...shownLiterals(node.left), ...shownLiterals(node.right)];
  }
  // The shared English texts (`MESSAGES.x`) are English too: a translated part takes them from the catalogue.
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'MESSAGES') {
    return [`MESSAGES.${node.name.text}`];
  }
  const words = literalWords(node);
  return words ? [words] : [];
}

/**
 * English a component writes outside the catalogue: text between tags, a literal shown in braces,
 * a literal given to a prop a person reads (label, title, aria-label…) or to a message (`push('…')`).
 */
export function englishInComponent(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const at = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (WORDS.test(text)) findings.push(`${at(node)}: "${text}"`);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (READ_PROPS.has(name) && value) {
        const texts = ts.isStringLiteral(value)
          ? (literalWords(value) ?? null)
          : ts.isJsxExpression(value) && value.expression
            ? shownLiterals(value.expression).join(' / ') || null
            : null;
        if (texts) findings.push(`${at(node)}: ${name}="${texts}"`);
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const text of shownLiterals(node.expression)) findings.push(`${at(node)}: {"${text}"}`);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'push') {
      const first = node.arguments[0];
      if (first) for (const text of shownLiterals(first)) findings.push(`${at(node)}: push("${text}")`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** The product files of a translated part (a file, or a folder's files), tests left out. */
export function filesOf(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const childPath = path.join(entry, child.name);
    if (child.isDirectory()) return filesOf(root, childPath);
    return /\.tsx?$/.test(child.name) && !/\.test\.tsx?$/.test(child.name) ? [path.join(root, childPath)] : [];
  });
}
