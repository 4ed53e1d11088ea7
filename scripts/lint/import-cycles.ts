import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Import loops: a module that, through its imports, imports itself. Every static import counts, type
// imports too: a type belongs to the module that owns it, and a loop of types is a loop of ideas even
// when the compiler erases it. Only `import()` is left out: it loads later, when both modules are complete.

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** The relative modules a file imports or re-exports statically, types included. */
export function staticImports(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier)) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate),
  );
  return found ?? null;
}

/** Every module under `dir` (tests left out) with the modules it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
  return new Map(
    files.map((file) => [
      file,
      staticImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveModule(file, specifier))
        .filter((target): target is string => target !== null),
    ]),
  );
}

/** The groups of modules that import each other round a loop (Tarjan's strongly connected components). */
export function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    lowest.set(module, order.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(module, Math.min(lowest.get(module)!, order.get(next)!));
      }
    }
    if (lowest.get(module) === order.get(module)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== module);
      if (group.length > 1 || graph.get(module)?.includes(module)) loops.push(group.sort());
    }
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return loops;
}
