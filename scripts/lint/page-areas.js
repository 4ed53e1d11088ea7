// A local ESLint rule: a page area (src/web/pages/<area>/) imports no other page area, and outside
// src/web/pages only the page registry imports a page. What two areas share belongs in src/web/lib/
// or src/web/components/. Relative imports are resolved against the importing file, so the rule sees
// `../codes/my-codes/format` for what it is (no-restricted-imports matches only the text written).
import path from 'node:path';

/** The area of a file under pagesDir (its first folder, or the file name for a file directly in it), else null. */
function areaOf(file, pagesDir) {
  const relative = path.relative(pagesDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0].replace(/\.[jt]sx?$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
export const pageAreasRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A page area imports no other page area; only the page registry imports pages.' },
    schema: [
      {
        type: 'object',
        properties: { pagesDir: { type: 'string' }, registry: { type: 'string' } },
        required: ['pagesDir', 'registry'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherArea:
        "The '{{from}}' page area imports '{{target}}' from the '{{to}}' area: move what both use to src/web/lib/ or src/web/components/.",
      outsidePages: "Only {{registry}} imports page modules ('{{target}}'): pages sit at the top of the web app.",
    },
  },
  create(context) {
    const { pagesDir, registry } = context.options[0];
    const file = context.filename;
    const fromArea = areaOf(file, pagesDir);
    const isRegistry = path.resolve(file) === path.resolve(registry);

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value);
      const toArea = areaOf(target, pagesDir);
      if (toArea === null || toArea === fromArea) return;
      if (fromArea !== null) {
        context.report({ node, messageId: 'otherArea', data: { from: fromArea, to: toArea, target: source.value } });
      } else if (!isRegistry) {
        context.report({ node, messageId: 'outsidePages', data: { registry: path.basename(registry), target: source.value } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { rules: { 'page-areas': pageAreasRule } };
