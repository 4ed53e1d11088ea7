import { describe, expect, it } from 'vitest';
import { withPrerenderedPage } from './prerender';

const INDEX = `<!doctype html>
<html lang="en-ZA">
  <head>
    <title>ZARcode</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
    <link rel="modulepreload" crossorigin href="/assets/landing-page-1.js" />
  </head>
  <body>
    <div id="root"><header><p><img src="/favicon.svg" alt="" /><span>ZARcode</span></p></header><p role="status"><span>Loading…</span></p></div>
  </body>
</html>`;

const page = { html: '<main><h1>A short code</h1></main>', state: { queries: [{ title: '</script><script>alert(1)</script>' }] } };

describe('withPrerenderedPage', () => {
  it('puts the page and its answers into the root in place of the loading frame, the answers unable to end their script element', () => {
    const html = withPrerenderedPage(INDEX, page, '/assets/load-app-1.js');
    expect(html).toContain('<div id="root"><main><h1>A short code</h1></main></div>');
    expect(html).not.toContain('Loading…');
    const state = /<script type="application\/json" id="prerendered-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual(page.state);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves the app and its chunks to the loader, which fetches them after the first paint', () => {
    const html = withPrerenderedPage(INDEX, page, '/assets/load-app-1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/main-1.js"');
    const entry = /<script type="application\/json" id="app-entry">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(entry!)).toEqual({ script: '/assets/main-1.js', preloads: ['/assets/react-1.js', '/assets/landing-page-1.js'] });
    expect(html).toContain('<script type="module" crossorigin src="/assets/load-app-1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
  });

  it('keeps the app in the head as it was when the loader is not built', () => {
    const html = withPrerenderedPage(INDEX, page, null);
    expect(html).toContain('<script type="module" crossorigin src="/assets/main-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
  });
});
