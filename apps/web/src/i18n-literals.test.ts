/**
 * Issue 32.3: every word on screen comes from the catalogues. This finds text written into a component's
 * JSX (text between tags, `{'words'}`, and the attributes and props a person reads or hears: aria-label,
 * placeholder, title, alt, label, description, message...). A ratchet: the files not converted yet are listed below, and the list may only
 * shrink; a file not listed must have no such text, a listed one that has none must leave the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Components still to convert (paths under apps/web/src). Remove a file once its words are in the catalogue. */
export const NOT_YET_CONVERTED: readonly string[] = [];

/** Attributes and the app's own props whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
  'addedLabel',
  'confirmLabel',
  'cancelLabel',
  'description',
  'intro',
  'message',
  'caption',
  'confirmLabel',
  'hint',
  'header',
]);
/** Words: two letters in a row (a lone '×', '/', '·' or a number is not a text to translate). */
const WORDS = /\p{L}{2}/u;

/** The literal texts of a component file, as 'line: text'. */
export function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const note = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${line}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  /** Whether `node` is part of an expression drawn among an element's children (not an attribute's value). */
  const inChildExpression = (node: ts.Node): boolean => {
    for (let n = node.parent; n; n = n.parent) {
      if (ts.isJsxExpression(n)) return !ts.isJsxAttribute(n.parent);
      if (ts.isFunctionLike(n) || ts.isJsxAttribute(n) || ts.isCallExpression(n)) return false;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) note(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      WORDS.test(node.expression.text) &&
      !ts.isJsxAttribute(node.parent)
    )
      note(node, node.expression.text);
    else if (
      // {n === 1 ? 'Product' : 'Products'} among an element's children: either way English.
      ts.isConditionalExpression(node) &&
      ts.isJsxExpression(node.parent) &&
      !ts.isJsxAttribute(node.parent.parent) &&
      [node.whenTrue, node.whenFalse].some(
        (branch) =>
          (ts.isStringLiteral(branch) || ts.isNoSubstitutionTemplateLiteral(branch)) &&
          WORDS.test(branch.text),
      )
    )
      note(node, node.getText());
    else if (
      // {`${n} items reach ${zip}`} among an element's children, however deep in its expression.
      ts.isTemplateExpression(node) &&
      inChildExpression(node) &&
      WORDS.test([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '))
    )
      note(node, node.getText());
    else if (
      // {near && ' near you'}: English when shown.
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      ts.isJsxExpression(node.parent) &&
      !ts.isJsxAttribute(node.parent.parent) &&
      (ts.isStringLiteral(node.right) || ts.isNoSubstitutionTemplateLiteral(node.right)) &&
      WORDS.test(node.right.text)
    )
      note(node, node.getText());
    else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    )
      note(node, `${node.name.getText()}="${node.initializer.text}"`);
    else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression &&
      ts.isTemplateExpression(node.initializer.expression)
    ) {
      // alt={`${farm.farmName} logo`}: the words around the values are English all the same.
      const template = node.initializer.expression;
      const words = [template.head.text, ...template.templateSpans.map((s) => s.literal.text)].join(' ');
      if (WORDS.test(words)) note(node, `${node.name.getText()}={\`${template.getText().slice(1, -1)}\`}`);
    } else if (
      // A component's default for a prop a person reads: ({ label = 'Loading…' }).
      ts.isBindingElement(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    )
      note(node, `${node.name.getText()} = '${node.initializer.text}'`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : components(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

const files = components(SRC).map((f) => path.relative(SRC, f).split(path.sep).join('/'));

describe('no literal text in components (issue 32.3)', () => {
  it('a converted component says every word through the catalogue', () => {
    const offenders = Object.fromEntries(
      files
        .filter((f) => !NOT_YET_CONVERTED.includes(f))
        .map((f) => [f, literalTexts(path.join(SRC, f))] as const)
        .filter(([, texts]) => texts.length > 0),
    );
    expect(offenders).toEqual({});
  });

  it('the list of components to convert only shrinks: each listed one still has text to convert', () => {
    const done = NOT_YET_CONVERTED.filter(
      (f) => !files.includes(f) || literalTexts(path.join(SRC, f)).length === 0,
    );
    expect(done, 'converted (or gone): remove from NOT_YET_CONVERTED').toEqual([]);
  });
});
