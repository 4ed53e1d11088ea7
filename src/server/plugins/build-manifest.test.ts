import { describe, expect, it } from 'vitest';
import { LIGHT_ENTRY, filesToRun, type BuildManifest } from './build-manifest';

// Shaped as the light pages' build writes it: a lazy page part imports a shared chunk, which
// imports the bundler's runtime; the entry's stylesheet is written into the pages by the server.
const manifest: BuildManifest = {
  [LIGHT_ENTRY]: { file: 'assets/light-a.js', css: ['assets/light-a.css'] },
  '_rolldown-runtime-r.js': { file: 'assets/rolldown-runtime-r.js' },
  '_offline-areas-o.js': { file: 'assets/offline-areas-o.js', imports: ['_rolldown-runtime-r.js', LIGHT_ENTRY] },
  'light/kept-areas-page.ts': { file: 'assets/kept-areas-page-k.js', imports: ['_offline-areas-o.js', LIGHT_ENTRY] },
  'light/lightbox.ts': { file: 'assets/lightbox-l.js', imports: [LIGHT_ENTRY], css: ['assets/lightbox-l.css'] },
  'light/interactive-map.ts': { file: 'assets/interactive-map-m.js', imports: ['_rolldown-runtime-r.js', LIGHT_ENTRY] },
};

describe('filesToRun', () => {
  it('names every chunk a module imports however deep, and their stylesheets, but not the entry stylesheet the pages carry', () => {
    expect(filesToRun(manifest, [LIGHT_ENTRY, 'light/kept-areas-page.ts', 'light/lightbox.ts']).sort()).toEqual([
      'assets/kept-areas-page-k.js',
      'assets/light-a.js',
      'assets/lightbox-l.css',
      'assets/lightbox-l.js',
      'assets/offline-areas-o.js',
      'assets/rolldown-runtime-r.js',
    ]);
  });

  it('refuses a module the build does not have, so that a renamed file fails the build', () => {
    expect(() => filesToRun(manifest, ['light/here-page.ts'])).toThrow('light/here-page.ts is not in the build');
  });
});
