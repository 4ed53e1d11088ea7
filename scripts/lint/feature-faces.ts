import path from 'node:path';

// Features meet through their front doors. Each folder of src/server/features is one feature; its
// index.ts is its face, what the rest of the server may use. The use cases that span features live in
// src/server/commands and, like everything else outside a feature, use faces only. The route table
// (src/server/routes.ts) is the one exception: it registers each feature's routes.ts.

const ROUTE_TABLE = 'src/server/routes.ts';
const FEATURES = 'src/server/features/';

const featureOf = (file: string) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0]! : null);
const isFace = (file: string, feature: string) => /^index\.tsx?$/.test(file.slice(`${FEATURES}${feature}/`.length));

/**
 * The imports that reach into another feature past its face, as 'importer -> imported' (paths relative
 * to the project), from an import graph of src/ whose files are absolute paths under `root`.
 */
export function insideImports(graph: ReadonlyMap<string, readonly string[]>, root: string): string[] {
  const found: string[] = [];
  for (const [importer, targets] of graph) {
    const from = path.relative(root, importer);
    if (!from.startsWith('src/server/')) continue;
    for (const target of targets) {
      const to = path.relative(root, target);
      const feature = featureOf(to);
      if (feature === null || featureOf(from) === feature || isFace(to, feature)) continue;
      if (from === ROUTE_TABLE && to === `${FEATURES}${feature}/routes.ts`) continue;
      found.push(`${from} -> ${to}`);
    }
  }
  return found.sort();
}

/** The pairs of features that import each other (through their faces or not), as 'a <-> b'. */
export function mutualFeatures(graph: ReadonlyMap<string, readonly string[]>, root: string): string[] {
  const uses = new Set<string>();
  for (const [importer, targets] of graph) {
    const from = featureOf(path.relative(root, importer));
    if (from === null) continue;
    for (const target of targets) {
      const to = featureOf(path.relative(root, target));
      if (to !== null && to !== from) uses.add(`${from} ${to}`);
    }
  }
  const pairs = [...uses].map((use) => use.split(' ')).filter(([a, b]) => a! < b! && uses.has(`${b} ${a}`));
  return pairs.map(([a, b]) => `${a} <-> ${b}`).sort();
}
