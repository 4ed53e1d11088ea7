import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Import loops: a module that, through its imports, imports itself. Only static imports that stay at run
// time count (an `import type` is erased; an `import()` loads later, when both modules are complete).

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** `import type { A }` or `import { type A, type B }`: erased when compiled. */
function importsOnlyTypes(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  const named = !clause.name && bindings !== undefined && ts.isNamedImports(bindings) ? bindings.elements : [];
  return named.length > 0 && named.every((element) => element.isTypeOnly);
}

/** The relative modules a file's code loads when it is loaded. */
export function runtimeImports(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (!importsOnlyTypes(statement.importClause)) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
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

/** Every module under `dir` (tests left out) with the modules it loads. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
  return new Map(
    files.map((file) => [
      file,
      runtimeImports(file, readFileSync(file, 'utf8'))
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
