import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { PRODUCT_NAME } from './src/domain/brand';

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
    closeBundle() {
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
    },
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

/** The page title before the app sets its own, from the one constant that holds the product's name. */
function productTitle(): Plugin {
  return {
    name: 'zarcode-product-title',
    transformIndexHtml: (html) => html.replace('<title></title>', `<title>${PRODUCT_NAME}</title>`),
  };
}

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), productTitle(), precompress(), embedPages()],
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
      },
      // Chunks for slow mobile data (issue 4: the public code page at most 150 KB of gzipped JS). React
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
              test: /node_modules[\\/](react-router|@tanstack[\\/][^\\/]+|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))[\\/]?/,
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
