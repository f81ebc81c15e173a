// Fails when modules import each other in a circle, in any package, or when a source file's name
// is not kebab-case (part of `npm run lint`).
// Only imports that exist at run time count: `import type` and `export type` are erased, so a
// cycle of types alone is harmless and allowed. Relative imports are followed; packages are not
// (workspace packages have their own check, since this script walks every source folder).
//   node scripts/check-source-tree.mjs
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const SOURCE_DIRS = ["packages/shared/src", "apps/server/src", "apps/web/src", "e2e", "scripts", "bench"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (EXTENSIONS.includes(path.extname(name)) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** The runtime imports of a file: `import x from`, `import "x"`, `export … from`, `import("x")`. */
function runtimeSpecifiers(text) {
  const specs = [];
  const statement =
    /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;
  for (const match of text.matchAll(statement)) {
    if (match[5]) {
      specs.push(match[5]);
      continue;
    }
    if (match[2]) continue; // import type / export type
    // `import { type A, type B } from` imports nothing at run time either.
    const clause = match[3] ?? "";
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (braces && braces[1].split(",").every((part) => !part.trim() || /^type\s/.test(part.trim()))) continue;
    specs.push(match[4]);
  }
  for (const match of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specs.push(match[1]);
  return specs;
}

function resolve(from, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
    // TypeScript's ESM style: "./x.js" names x.ts.
    base.replace(/\.js$/, ".ts"),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)));
const graph = new Map(
  files.map((file) => [
    file,
    runtimeSpecifiers(readFileSync(file, "utf8"))
      .map((spec) => resolve(file, spec))
      .filter((target) => target !== undefined),
  ]),
);

// Tarjan's strongly connected components: any component of more than one file is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(file) {
  indices.set(file, index);
  lowlinks.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!indices.has(next)) {
      connect(next);
      lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(next)));
    }
  }
  if (lowlinks.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = component.length === 1 && (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!indices.has(file)) connect(file);

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const badNames = files.filter((file) => !KEBAB.test(path.basename(file)));
if (badNames.length > 0) {
  console.error("File names must be kebab-case (course-page.tsx, not CoursePage.tsx):");
  for (const file of badNames) console.error(`  ${path.relative(root, file)}`);
}

if (cycles.length > 0) {
  console.error(
    `Import cycles (${cycles.length}); break each by moving what both sides need into a third module:`,
  );
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => path.relative(root, f)).join(" <-> ")}`);
}
if (cycles.length > 0 || badNames.length > 0) process.exit(1);
console.log(`No import cycles among ${files.length} modules, and every file name is kebab-case.`);
