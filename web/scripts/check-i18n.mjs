// Fails when a string a user sees bypasses i18n (issue 18): text written between JSX tags, or
// in a JSX attribute people read (label, title, placeholder, aria-label, alt, description,
// ...) or an object's property of those names ({ message: 'Saved' }), as a literal of words
// instead of a translation (`t('…')`). Codes and symbols are not
// words: 'T1', 'MRN', '▾', '·', 'EN' stay as they are.
//
//   node scripts/check-i18n.mjs            (run by `npm run lint`)
//
// The keys themselves are checked by src/i18n/i18n.test.ts (every key in every language).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('../src/', import.meta.url).pathname;
const READ_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'description', 'nothingFoundMessage', 'confirmLabel', 'message', 'aria-description']);
/**
 * Words of a language: a word of three letters or more, not all capitals (MRN, EORI, TIR are
 * codes), beside another word or capitalised ('Close'); a key ('seals', 't01.listTitle',
 * 'periodOfDischarge') is one word in lower camel case, not words.
 */
const WORD = /(?=[\p{L}]*\p{Ll})[\p{L}]{3,}/u;
const WORDS = { test: (text) => WORD.test(text) && (/\p{L}\s+\p{L}/u.test(text.trim()) || /^\s*\p{Lu}\p{Ll}+\s*$/u.test(text)) };
/** Where literal words are the point: the language switcher names each language in its own. */
const ALLOWED = [
  /components\/layout\/LanguageSwitcher\.tsx$/,
  // the browser's TAD renderer's diagnostics go to the console (useActionRunner), never to a user
  /features\/t01\/print\/tadWasm\.ts$/,
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\.gen\.ts$/.test(name) && !/\/i18n\//.test(path) ? [path] : [];
  });
}

const problems = [];
for (const file of files(ROOT)) {
  if (ALLOWED.some((allowed) => allowed.test(file))) continue;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const report = (node, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${relative(ROOT, file)}:${line + 1}: "${text.trim().slice(0, 60)}"`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value) ? value : ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression) ? value.expression : null;
      if (literal && WORDS.test(literal.text)) report(node, literal.text);
    }
    // an object handed to a notification or a field ({ message: 'Saved' }, { label: 'Name' })
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && READ_ATTRIBUTES.has(node.name.text) && ts.isStringLiteral(node.initializer) && WORDS.test(node.initializer.text)) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error(`check-i18n: ${problems.length} visible string(s) bypass i18n; put them in the locales and use t():`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('check-i18n: every visible string goes through i18n');
