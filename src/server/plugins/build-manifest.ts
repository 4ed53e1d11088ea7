/*
 * Vite's build manifests, read by the server (to preload a page's chunks, to find the light pages'
 * script) and by the build itself (to name the files the service worker keeps at install).
 */

/** A build manifest: each source module's chunk, the chunks it imports and its stylesheets. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Where the light pages' build (src/web/light, built apart from the web app) lists its files, under the web root. */
export const LIGHT_MANIFEST = '.vite/light-manifest.json';
/** The light pages' script, as its build's manifest names it. */
export const LIGHT_ENTRY = 'light/main.ts';

/** The chunks of a module of the built app, its imports first, leaving out those index.html already loads. */
export function chunksOf(manifest: BuildManifest, module: string, alreadyLoaded: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!alreadyLoaded.has(chunk.file)) files.push(chunk.file);
  };
  visit(module);
  return files;
}

/**
 * Every file that `modules` need to run: their chunks, each chunk they import however deep (a
 * shared chunk may import another, such as the bundler's runtime), and those chunks' stylesheets,
 * but the entry's own stylesheet, which the server writes into its pages. A module missing from the
 * manifest throws: a file renamed must not leave a page unable to start offline without anyone knowing.
 */
export function filesToRun(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build's manifest`);
    for (const file of chunksOf(manifest, module, new Set())) files.add(file);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key !== LIGHT_ENTRY && files.has(chunk.file)) for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}
