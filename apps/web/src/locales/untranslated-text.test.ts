import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user sees goes through i18next (DESIGN.md). This test reads each component with the
 * TypeScript compiler and fails on text written into the markup instead of a translation key.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Words that are the same in every language: the brand. */
const ALLOWED = new Set(['Lineup']);

/** Props whose text reaches the user: shown, read aloud, or offered as a hint. */
const TEXT_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

const hasLetters = (text: string) => /\p{L}/u.test(text);
const isUntranslated = (text: string) => hasLetters(text) && !ALLOWED.has(text.trim());

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Strings written in the source that an expression may show: 'text', `text`, either branch of a ?:, a ?? or || fallback. */
function literalTexts(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  const fallback = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken];
  if (ts.isBinaryExpression(node) && fallback.includes(node.operatorToken.kind)) return literalTexts(node.right);
  return [];
}

function findUntranslated(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${path.relative(SRC, fileName)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && isUntranslated(node.text)) report(node, node.text);
    const inMarkup = ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent));
    const textProp = ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file));
    const shown = inMarkup ? literalTexts(node) : textProp ? literalTexts(node.initializer) : [];
    for (const text of shown.filter(isUntranslated)) report(node, text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('untranslated text', () => {
  it('finds text in markup, in text props and in expressions, and allows the brand', () => {
    const sample = `
      const a = <p>Hello</p>;
      const b = <Button aria-label="Close" title={'Open'}>{'Save'}</Button>;
      const c = <Text label={\`Name\`}>{t('ok')} Lineup {count} · 42</Text>;
      const d = <img alt="" src="/x.svg" data-testid="start-page" />;
      const e = <p title={open ? 'Hide' : t('show')}>{name ?? 'Nobody'}</p>;`;
    expect(findUntranslated(path.join(SRC, 'sample.tsx'), sample).map((line) => line.split(' ')[1])).toEqual([
      '"Hello"',
      '"Close"',
      '"Open"',
      '"Save"',
      '"Name"',
      '"Hide"',
      '"Nobody"',
    ]);
  });

  it('no component renders text that is not a translation key', () => {
    const files = componentFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => findUntranslated(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
