import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** What the web client reads of an endpoint record (lib/api-client.ts): no zod schema. */
interface Route {
  method: string;
  path: string;
  auth: string;
  multipart?: true;
  actFor?: false;
}

const CONTRACT = /(?:^@portal\/domain\/|^\.\.?\/)[\w/.-]*\.contract$/;
const LIGHT = 'portal-endpoints:';
const RESOLVED = `\0${LIGHT}`;

interface Spec {
  type: string;
  local: { name: string };
  imported?: { name?: string; value?: string };
}
interface ImportNode {
  type: string;
  start: number;
  end: number;
  source: { value: string };
  specifiers: Spec[];
}

/**
 * The web client needs only an endpoint's method, path, auth and multipart flag, but each record of a contract holds
 * its zod schemas, so any API call pulled in zod and every schema of the area. In the production build this plugin
 * points the web app's imports of endpoint records at a generated module of plain objects; schemas a form imports
 * still come from the contract. A record with `replies` keeps its schemas (the client parses those answers).
 * Decision 123.
 */
export function lightEndpoints(): Plugin {
  const domain = path.resolve(import.meta.dirname, '../../domain/src');
  const contracts = new Map<string, Promise<Map<string, Route>>>();
  const routesOf = (name: string) => {
    if (!contracts.has(name)) {
      contracts.set(
        name,
        tsImport(path.join(domain, `${name}.ts`), import.meta.url).then((mod: Record<string, unknown>) => {
          const routes = new Map<string, Route>();
          for (const [key, value] of Object.entries(mod)) {
            const e = value as (Partial<Route> & { reply?: unknown; replies?: unknown }) | null;
            if (!e || typeof e !== 'object' || !e.method || !e.path || !e.reply || e.replies) continue;
            // actFor false: the client never sends X-Act-For to a call about the login itself (docs/decisions/245)
            routes.set(key, {
              method: e.method,
              path: e.path,
              auth: e.auth!,
              ...(e.multipart && { multipart: true as const }),
              ...(e.actFor === false && { actFor: false as const }),
            });
          }
          return routes;
        }),
      );
    }
    return contracts.get(name)!;
  };
  const name = (s: Spec) => s.imported?.name ?? s.imported?.value ?? s.local.name;
  const named = (specs: Spec[]) =>
    `{ ${specs.map((s) => (name(s) === s.local.name ? s.local.name : `${name(s)} as ${s.local.name}`)).join(', ')} }`;

  return {
    name: 'portal-light-endpoints',
    apply: 'build',
    resolveId: (id) => (id.startsWith(LIGHT) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const routes = await routesOf(id.slice(RESOLVED.length));
      return [...routes].map(([key, route]) => `export const ${key} = ${JSON.stringify(route)};`).join('\n');
    },
    async transform(code, id) {
      // the web app's modules and the domain rules it bundles (a domain rule may read an endpoint's path)
      if (!/\/packages\/(web|domain)\/src\//.test(id) || id.endsWith('.contract.ts') || !code.includes('.contract'))
        return null;
      const imports = (this.parse(code).body as unknown as ImportNode[]).filter(
        (n) => n.type === 'ImportDeclaration' && CONTRACT.test(n.source.value),
      );
      let out = code;
      for (const node of imports.reverse()) {
        const source = node.source.value;
        const contract = source.startsWith('.')
          ? path.relative(domain, path.resolve(path.dirname(id), source))
          : source.slice('@portal/domain/'.length);
        if (contract.startsWith('..')) continue; // a relative import outside the domain package
        const routes = await routesOf(contract);
        const light = JSON.stringify(LIGHT + contract);
        const ns = node.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
        let text: string | null = null;
        if (ns) {
          // `import * as C`: light only when every member the module reads is an endpoint record
          const used = [...code.matchAll(new RegExp(`\\b${ns.local.name}\\.(\\w+)`, 'g'))].map((m) => m[1]!);
          if (used.length > 0 && used.every((u) => routes.has(u))) text = `import * as ${ns.local.name} from ${light};`;
        } else {
          const moved = node.specifiers.filter((s) => s.type === 'ImportSpecifier' && routes.has(name(s)));
          const kept = node.specifiers.filter((s) => !moved.includes(s));
          if (moved.length > 0) {
            text = `import ${named(moved)} from ${light};`;
            if (kept.length > 0) text += ` import ${named(kept)} from ${JSON.stringify(source)};`;
          }
        }
        if (text) out = out.slice(0, node.start) + text + out.slice(node.end);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
