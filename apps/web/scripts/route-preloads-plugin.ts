/**
 * Issue 15: the build writes dist/route-preloads.json, for each route of src/app/routes.tsx its path and the
 * JavaScript its page needs beyond the entry (the page's chunk, a layout's, and what they import statically).
 * The server reads it and puts `<link rel="modulepreload">` for the requested page into the HTML, so a first
 * visit fetches the page's code alongside the entry instead of after it.
 *
 * routes.tsx stays the one source of truth: its route objects are read here (path, index, children and the
 * module of `lazy`'s import()), and the chunks come from the bundle itself, so neither side copies paths.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';

export interface RoutePreload {
  /** The route's path pattern as React Router matches it, e.g. `/farms/farmlist/:id`, `/*`. */
  path: string;
  /** Absolute URLs of the scripts to preload, the page's chunk first. */
  preload: string[];
}

interface RouteSource {
  path: string;
  /** The modules `lazy` imports along the route: a layout's, then the page's. */
  modules: string[];
}

const join = (prefix: string, segment: string) =>
  segment.startsWith('/') ? segment : `${prefix.replace(/\/$/, '')}/${segment}`;

/** The routes declared in `const routes = [...]` of the file, with their full paths and lazily imported modules. */
export function readRoutes(file: string): RouteSource[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const importOf = (node: ts.Node): string | undefined => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      return node.arguments[0].text;
    return ts.forEachChild(node, importOf);
  };
  const out: RouteSource[] = [];
  const visit = (list: ts.ArrayLiteralExpression, prefix: string, modules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element))
        throw new Error(`routes: not a route object at ${element.getText()}`);
      const props = new Map<string, ts.Expression>();
      for (const p of element.properties)
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) props.set(p.name.text, p.initializer);
      const pathNode = props.get('path');
      const path = pathNode && ts.isStringLiteral(pathNode) ? join(prefix, pathNode.text) : prefix;
      const lazy = props.get('lazy');
      const module = lazy && importOf(lazy);
      const own = module ? [...modules, module] : modules;
      const children = props.get('children');
      if (children && ts.isArrayLiteralExpression(children)) visit(children, path, own);
      else if (module) out.push({ path: path || '/', modules: own });
    }
  };
  ts.forEachChild(source, function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      visit(node.initializer, '/', []);
    else ts.forEachChild(node, find);
  });
  if (out.length === 0) throw new Error(`routes: no routes found in ${file}`);
  return out;
}

export interface RoutePreloadOptions {
  /**
   * Paths whose page the build prerenders in full (scripts/prerender.mjs: the home page into index.html). Its
   * content paints before any script runs, so nothing is preloaded: the page's code would only compete with
   * its picture for the connection (measured: Lighthouse mobile FCP/LCP on home 2.6-2.9 s without, 3.6-4.1 s with).
   */
  prerendered?: string[];
}

export function routePreloads(routesFile: string, { prerendered = [] }: RoutePreloadOptions = {}): Plugin {
  return {
    name: 'lfm-route-preloads',
    // The browser's build only: the prerender's server build has no use for it.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What index.html loads already: the entry and its static imports.
      const loaded = new Set<string>();
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || loaded.has(fileName)) return;
        into.add(fileName);
        for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, into);
      };
      for (const c of chunks) if (c.isEntry) closure(c.fileName, loaded);

      const routes: RoutePreload[] = [];
      for (const route of readRoutes(routesFile)) {
        const files = new Set<string>();
        if (prerendered.includes(route.path)) {
          routes.push({ path: route.path, preload: [] });
          continue;
        }
        for (const spec of route.modules.toReversed()) {
          const resolved = await this.resolve(spec, routesFile);
          const chunk = resolved && chunks.find((c) => c.facadeModuleId === resolved.id);
          if (!chunk) throw new Error(`routes: no chunk for ${spec} (route ${route.path})`);
          closure(chunk.fileName, files);
        }
        routes.push({ path: route.path, preload: [...files].map((f) => `/${f}`) });
      }
      // Issue 32: each language's catalogue (packages/core/src/i18n/<locale>.ts, loaded before the app's first
      // render): every page in that language preloads it with its own code.
      const locales: Record<string, string[]> = {};
      for (const c of chunks) {
        const locale = /[\\/]i18n[\\/]([a-z]{2,3})\.ts$/.exec(c.facadeModuleId ?? '')?.[1];
        if (!locale || !c.isDynamicEntry) continue;
        const files = new Set<string>();
        closure(c.fileName, files);
        locales[locale] = [...files].map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify({ routes, locales }, null, 1)}\n`,
      });
    },
  };
}
