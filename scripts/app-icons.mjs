// Draws the installed app's icons (src/web/public/icons/) from the favicon, with sharp. Run it again
// after the favicon changes: `node scripts/app-icons.mjs`.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const folder = new URL('../src/web/public/icons/', import.meta.url);
mkdirSync(folder, { recursive: true });
const favicon = readFileSync(new URL('../src/web/public/favicon.svg', import.meta.url));
// The mark on a full-bleed square with a safe zone, for Android's masks (maskable icons).
const maskable = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#067350"/>' +
    '<path transform="translate(4.8 4.8) scale(0.7)" d="M16 6.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 11.5 7.5 11.5s7.5-5.9 7.5-11.5A7.5 7.5 0 0 0 16 6.5Zm0 10.2a2.7 2.7 0 1 1 0-5.4 2.7 2.7 0 0 1 0 5.4Z" fill="#fff"/></svg>',
);
for (const size of [192, 512]) {
  await sharp(favicon, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(`icon-${size}.png`, folder).pathname);
  await sharp(maskable, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(`maskable-${size}.png`, folder).pathname);
}
await sharp(favicon, { density: (72 * 180) / 32 }).resize(180, 180).flatten({ background: '#ffffff' }).png().toFile(new URL('apple-touch-icon.png', folder).pathname);
console.log('icons written to src/web/public/icons/');
