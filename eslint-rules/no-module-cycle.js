import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Reports an import from one server module folder into another when that other module already
 * depends, directly or through others, on the first: a cycle between folders (issue 31), which
 * import-x/no-cycle does not see when no single file closes the loop (cart/slots.ts → orders →
 * inventory → catalog/listing.ts → catalog/queries.ts → cart/slots.ts went through four folders).
 * Tests are not part of the graph: they may use any module.
 */

const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return isSource(e.name) ? [path] : [];
  });
}

/**
 * The module folder (name) a file or an import's target ('../orders' is the folder's index.ts) is in;
 * null outside `root` and for the files beside the folders (the module list).
 */
const moduleOf = (root, path) => {
  const rel = relative(root, path);
  if (rel === '' || rel.startsWith('..') || (!rel.includes(sep) && /\.[cm]?[jt]s$/.test(rel))) return null;
  return rel.split(sep)[0];
};

/** Module → module → the first import (file and specifier) that makes the edge. */
function moduleGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = moduleOf(root, file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = moduleOf(root, resolve(dirname(file), fileName));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, `${relative(root, file)} imports '${fileName}'`);
    }
  }
  return graph;
}

/** A path of modules from `start` to `goal`, or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let m = goal; m != null; m = previous.get(m)) path.unshift(m);
      return path;
    }
    for (const next of graph.get(at)?.keys() ?? [])
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
  }
  return null;
}

const graphs = new Map();

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the module folders of the server' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        "Module cycle: {{cycle}}. '{{to}}' already depends on '{{from}}' ({{why}}); move the shared piece to a lower module.",
    },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]?.root ?? 'apps/server/src/modules');
    const file = context.filename;
    const from = moduleOf(root, file);
    if (!from || !isSource(file)) return {};
    if (!graphs.has(root)) graphs.set(root, moduleGraph(root));
    const graph = graphs.get(root);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = moduleOf(root, resolve(dirname(file), specifier));
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      const hops = back.slice(0, -1).map((m, i) => graph.get(m).get(back[i + 1]));
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { cycle: [from, ...back].join(' → '), from, to, why: hops.join('; ') },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
