// Checks request bodies against Discord's API schemas, as published on the npm registry in the
// package `discord-api-spec` (vendored with its zod under ./vendor) (zod schemas and TypeScript path types generated from Discord's
// official OpenAPI document). Run by the fake Discord of the e2e tests, one process per fake.
//
// Protocol: one JSON object a line on stdin, {"method": "POST", "path": "/channels/1/messages",
// "body": {...} | null}; one JSON object a line on stdout, {"ok": true, "route": "..."} or
// {"ok": false, "error": "..."}.
//
// The path-to-body mapping is read from the package's `Paths` interface (its requestBody type
// expressions); objects are made strict so that a field the spec does not know is an error.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const root = process.argv[2]; // the directory holding discord-api-spec/ and zod/ (./vendor)
const pkgDir = root + "/discord-api-spec/build/";
const z = await import(pathToFileURL(root + "/zod/mini/index.js").href);

// Strict objects: the generated module picks z.object or z.strictObject when it is evaluated.
const zodSource = readFileSync(pkgDir + "discord-api-spec.zod.js", "utf8")
  .replace('import * as z from "zod/mini";', "const z = globalThis.__zodMini;")
  .replace("let zObject = z.object;", "let zObject = z.strictObject;");
globalThis.__zodMini = z;
const schemas = await import("data:text/javascript;base64," + Buffer.from(zodSource).toString("base64"));

// Paths: "  \"/path\": {" then "    method: {" ... "      requestBody?: <type expr>;"
const ts = readFileSync(pkgDir + "discord-api-spec.ts", "utf8");
const start = ts.indexOf("export interface Paths {");
const lines = ts.slice(start).split("\n");
const routes = []; // {template: [segments], method, expr}
let path = null, method = null;
for (let i = 1; i < lines.length; i++) {
  const line = lines[i];
  if (line === "}") break;
  let m;
  if ((m = /^  "([^"]+)": \{$/.exec(line))) { path = m[1]; continue; }
  if ((m = /^    (get|post|put|patch|delete): \{$/.exec(line))) { method = m[1].toUpperCase(); continue; }
  if ((m = /^      requestBody\?:(.*)$/.exec(line))) {
    let expr = m[1].trim();
    while (!expr.endsWith(";")) expr += " " + lines[++i].trim();
    if (expr.startsWith("{")) expr = "<inline>";
    routes.push({ path, template: path.split("/").slice(1), method, expr: expr.replace(/;$/, "").trim() });
  }
}

function schemaFor(expr) {
  if (expr === "undefined") return null;
  const parts = expr.split("|").map((p) => p.trim()).filter((p) => p.length > 0);
  const options = parts.map((p) => {
    if (p === "null") return z.null();
    const array = p.endsWith("[]");
    const name = (array ? p.slice(0, -2) : p) + "Schema";
    const s = schemas[name];
    if (!s) throw new Error("no schema " + name + " in discord-api-spec");
    return array ? z.array(s) : s;
  });
  return options.length === 1 ? options[0] : z.union(options);
}

function route(method, path) {
  const segs = path.split("?")[0].split("/").slice(1);
  let best = null, bestLiterals = -1;
  for (const r of routes) {
    if (r.method !== method || r.template.length !== segs.length) continue;
    let literals = 0, ok = true;
    for (let k = 0; k < segs.length; k++) {
      const t = r.template[k];
      if (t.startsWith("{")) continue;
      if (t !== segs[k]) { ok = false; break; }
      literals++;
    }
    if (ok && literals > bestLiterals) { best = r; bestLiterals = literals; }
  }
  return best;
}

const rl = createInterface({ input: process.stdin });
for await (const line of rl) {
  let answer;
  try {
    const { method, path, body } = JSON.parse(line);
    const r = route(method, path);
    if (!r) answer = { ok: false, error: `${method} ${path}: no such route in discord-api-spec` };
    else if (r.expr === "<inline>") answer = { ok: false, route: r.path, error: `${method} ${r.path}: inline body type, not checkable` };
    else {
      const schema = schemaFor(r.expr);
      if (schema === null) {
        answer = body === null ? { ok: true, route: r.path } : { ok: false, route: r.path, error: `${method} ${r.path} takes no body` };
      } else if (body === null) {
        answer = { ok: false, route: r.path, error: `${method} ${r.path}: body missing` };
      } else {
        const result = z.safeParse(schema, body);
        answer = result.success ? { ok: true, route: r.path }
          : { ok: false, route: r.path, error: `${method} ${r.path} (${r.expr}): ${JSON.stringify(result.error.issues).slice(0, 1500)}` };
      }
    }
  } catch (e) {
    answer = { ok: false, error: "validator: " + e };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
}
