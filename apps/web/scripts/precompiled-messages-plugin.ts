/**
 * Issue 32: the catalogues' ICU messages parsed at build time, so the browser ships no ICU parser (about
 * 10 kB gzipped of the first load). The catalogue modules (packages/core/src/i18n/<locale>.ts,
 * en-messages.ts and the parts, <locale>-portal.ts) have each text that needs parsing (a placeholder, a
 * plural, a quoted brace) replaced by its parsed form, which intl-messageformat formats as it is; the parser
 * module itself becomes FormatJS's `no-parser` build. Plain texts stay strings (core's translate() says them without intl-messageformat).
 * The server and the tests keep the parser and the strings.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/][a-z]{2,3}(-[a-z]+)?\.ts$/;
const core = fileURLToPath(new URL('../../../packages/core/package.json', import.meta.url));
const requireFromCore = createRequire(createRequire(core).resolve('intl-messageformat'));
const parserEntry = requireFromCore.resolve('@formatjs/icu-messageformat-parser');
const noParser = parserEntry.replace(/index\.js$/, 'no-parser.js');

/** A text core's translate() says without intl-messageformat (translate.ts `plain`). */
const plain = (text: string) => !text.includes('{') && !text.includes("''");

export function precompiledMessages(): Plugin {
  let parse: (text: string) => unknown;
  return {
    name: 'lfm-precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    async buildStart() {
      ({ parse } = (await import(parserEntry)) as { parse: (text: string) => unknown });
    },
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && resolved.id === parserEntry ? noParser : resolved;
    },
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const edits: [number, number, string][] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
          !plain(node.initializer.text)
        )
          edits.push([
            node.initializer.getStart(source),
            node.initializer.getEnd(),
            JSON.stringify(parse(node.initializer.text)),
          ]);
        ts.forEachChild(node, visit);
      };
      visit(source);
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
