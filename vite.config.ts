import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from './src/domain/brand';
import { LIGHT_ENTRY, LIGHT_MANIFEST, filesToRun, type BuildManifest } from './src/server/plugins/build-manifest';

const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * Writes .br and .gz beside each text asset, which @fastify/static serves to browsers that accept
 * them: on slow mobile data a smaller download is the biggest speed-up there is.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'zarcode-precompress',
    apply: 'build',
    // After the service worker's own build, so that it is compressed too.
    closeBundle: { order: 'post', sequential: true, handler() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    } },
  };
}

/**
 * The embed page (/embed/{code}) is its own small entry, embed.html. The server answers /embed/* with
 * it; in development this does the same.
 */
function embedPages(): Plugin {
  return {
    name: 'zarcode-embed-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/embed\/[^/.?]+\/?(?:\?.*)?$/.test(req.url)) req.url = '/embed.html';
        next();
      });
    },
  };
}

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/** The page title before the app sets its own, and the name in the loading frame, from the one constant that holds the product's name. */
function productTitle(): Plugin {
  return {
    name: 'zarcode-product-title',
    transformIndexHtml: (html) =>
      html
        .replace('<title></title>', `<title>${PRODUCT_NAME}</title>`)
        .replace('<span data-product-name></span>', `<span data-product-name>${PRODUCT_NAME}</span>`),
  };
}

/**
 * The light pages' modules that must start with no connection: their script, the photo viewer, and the
 * offline page's and "Where am I?"'s own parts (IndexedDB, the Plus Code), which load apart.
 */
const LIGHT_MODULES_KEPT_AT_INSTALL = [LIGHT_ENTRY, 'light/lightbox.ts', 'light/kept-areas-page.ts', 'light/here-page.ts'];

/**
 * The files the service worker keeps at install, read from the light build's manifest once that build
 * has run: named by hand, a chunk those modules import (the bundler's runtime, a shared chunk) was
 * missed, and the offline page could not start its search with no connection.
 */
function lightScriptsKeptAtInstall(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, LIGHT_MANIFEST), 'utf8')) as BuildManifest;
  return filesToRun(manifest, LIGHT_MODULES_KEPT_AT_INSTALL);
}

/**
 * The web app manifest and the service worker (src/web/sw.ts, built with Workbox). The worker keeps at
 * install only what the server's pages need offline; the web app's files are kept as they are used,
 * so a visitor who opens one code on 2G does not download the whole app with it.
 */
function installableApp(): Plugin[] {
  const buildId = String(Date.now());
  // The plugin links the manifest from every HTML entry; the embed, shown inside other sites, is not the app.
  const embedWithoutManifest: Plugin = {
    name: 'zarcode-embed-without-manifest',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.filename.endsWith('embed.html') ? html.replace(/\s*<link rel="manifest"[^>]*>/, '') : html),
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    // Registered by the pages themselves (web/lib/service-worker.ts), after they have loaded.
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    // The browser fetches the icons itself when it installs the app: not with every first visit.
    includeManifestIcons: false,
    manifest: {
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: 'Short location codes for South African places: look one up, navigate there, share it.',
      lang: 'en-ZA',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#067350',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // Of the built files, only those the light pages need offline (lightScriptsKeptAtInstall): the
      // glob lets Workbox give each its revision, the transform leaves out the rest.
      globPatterns: ['assets/*.{js,css}', 'favicon.svg'],
      manifestTransforms: [
        (entries) => {
          const kept = new Set(lightScriptsKeptAtInstall());
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || kept.has(entry.url)), warnings: [] };
        },
      ],
      // The offline page (with the saved codes), renewed with every build (its template may have changed).
      additionalManifestEntries: [
        { url: '/offline', revision: buildId },
        { url: '/here', revision: buildId },
      ],
      buildPlugins: { vite: [] },
    },
    devOptions: { enabled: false },
  });
  return [...pwa, embedWithoutManifest];
}

/**
 * A build of its own, run when the web app's build has closed (before the service worker's, which
 * keeps what it writes): same source folder, its own plugins and output.
 */
function buildAfterWebApp(name: string, config: Pick<InlineConfig, 'plugins' | 'publicDir' | 'build' | 'ssr'>): Plugin {
  return {
    name,
    apply: 'build',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({ configFile: false, root: webRoot, logLevel: 'warn', ...config });
      },
    },
  };
}

/**
 * The script of the pages the server renders (src/web/light), built on its own after the web app:
 * built with it, the modules both use became chunks of their own, four requests where one does (each
 * a round trip and a kilobyte of headers on 2G). Its lazy parts (the interactive map, the photo
 * viewer) stay chunks of their own.
 */
function lightPages(): Plugin {
  return buildAfterWebApp('zarcode-light-pages', {
    plugins: [tailwindcss()],
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: true,
      manifest: LIGHT_MANIFEST,
      rolldownOptions: { input: { light: path.join(webRoot, 'light/main.ts') } },
    },
  });
}

/** Where the server finds the module that renders public pages first (plugins/prerender.ts serverRendererFile). */
const ssrOutDir = fileURLToPath(new URL('./dist/ssr', import.meta.url));

/**
 * The server's renderer of public pages (src/web/entry-server.tsx), built for Node after the web app:
 * the same components, with their packages left as imports from node_modules (but the icons).
 */
function serverRenderer(): Plugin {
  return buildAfterWebApp('zarcode-server-renderer', {
    publicDir: false,
    plugins: [react()],
    build: {
      outDir: ssrOutDir,
      emptyOutDir: true,
      ssr: path.join(webRoot, 'entry-server.tsx'),
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
    // lucide-react's entry imports every one of its 1,600 icons: loaded from node_modules, the server
    // would hold them all (about 10 MB); bundled, only the ones the pages draw are kept.
    ssr: { noExternal: ['lucide-react'] },
  });
}

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), productTitle(), lightPages(), serverRenderer(), ...installableApp(), precompress(), embedPages()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload a page's own chunks with the page (plugins/web.ts).
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      input: {
        main: path.join(webRoot, 'index.html'),
        embed: path.join(webRoot, 'embed.html'),
        // The loader of the pages the server renders first (plugins/prerender.ts).
        'load-app': path.join(webRoot, 'load-app.ts'),
      },
      // Chunks for slow mobile data (the public code page at most 150 KB of gzipped JS). React
      // alone, which the embed page shares; then the router, query cache and the helpers of nearly every
      // page in one file. The rest is split by use, and common chunks under 2 KB are copied into the
      // chunks that use them instead of being fetched one by one (the code page made 33 requests).
      // That option is experimental in rolldown and needs preserveEntrySignatures false, which suits an
      // app: nothing imports our entries.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))[\\/]?/,
              priority: 1,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 2048 },
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
