import { isOneLine, isPlainText } from '@resona/contract';
import type { FuzzRequest } from './fuzz-inputs.ts';
import type { Call } from './route-cases.ts';
import type { ApiRoute } from './route-table.ts';

/** The two checks of the contract's zLine and zText (packages/contract/src/fields.ts). */
const TEXT_CHECKS = new Set<unknown>([isOneLine, isPlainText]);

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { fn?: unknown } } }[];
  shape?: Record<string, unknown>;
  catchall?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  element?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  left?: unknown;
  right?: unknown;
  items?: unknown[];
  rest?: unknown;
  getter?: () => unknown;
}

const defOf = (schema: unknown) => (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

/**
 * The paths of every string a schema accepts that does not refuse control characters, i.e. was
 * not built from zLine or zText. Only what a request can carry counts: the input side of pipes
 * (the output side of a preprocess, whose input is anything).
 */
export function uncheckedStrings(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const walk = (inner: unknown, at = path) => uncheckedStrings(inner, at, seen);
  const at = (name: string) => (path ? `${path}.${name}` : name);
  switch (def.type) {
    case 'string':
      // A zod format (ISO date-time, e-mail, uuid…) is a pattern no control character matches.
      return def.format || (def.checks ?? []).some((check) => TEXT_CHECKS.has(check._zod.def.fn))
        ? []
        : [path || '(whole value)'];
    case 'object':
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([name, inner]) => walk(inner, at(name))),
        ...walk(def.catchall, at('*')),
      ];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    case 'pipe':
      return defOf(def.in)?.type === 'transform' ? walk(def.out) : walk(def.in);
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'array':
      return walk(def.element, at('[]'));
    case 'tuple':
      return [...(def.items ?? []).flatMap((item) => walk(item, at('[]'))), ...walk(def.rest)];
    case 'record':
      return [...walk(def.keyType, at('(key)')), ...walk(def.valueType, at('*'))];
    case 'lazy':
      return walk(def.getter?.());
    default:
      return [];
  }
}

/** Every unchecked string of every route's body, query, params and headers, by route. */
export function uncheckedRouteStrings(routes: ApiRoute[]) {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    return ['body', 'querystring', 'params', 'headers'].flatMap((part) =>
      uncheckedStrings(schema[part]).map((path) => `${route.key} ${part} ${path}`),
    );
  });
}

/** The top-level keys of an object schema (through optional, pipes and the like). */
function shapeKeys(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return shapeKeys(defOf(def.in)?.type === 'transform' ? def.out : def.in);
  if (def.innerType) return shapeKeys(def.innerType);
  return [];
}

type Fields = Record<string, unknown>;
type Part = 'params' | 'query' | 'body';

/** One string of a request that a test can fill with any text. */
export interface ControlCase {
  label: string;
  /** Whether the route's schema declares the field, so validation must refuse bad text. */
  declared: boolean;
  with: (text: string, encoding: 'json' | 'urlencoded') => FuzzRequest;
}

/** Where each string leaf sits: a path of keys, and whether it is a value or an object's key. */
function leaves(value: unknown, path: string[]): { path: string[]; key: boolean }[] {
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Fields);
    return [
      ...entries.flatMap(([name, inner]) => leaves(inner, [...path, name])),
      ...(Array.isArray(value) ? [] : [{ path, key: true }]),
    ];
  }
  return [{ path, key: false }];
}

function setAt(base: unknown, path: string[], key: boolean, text: string): unknown {
  if (path.length === 0) {
    return key ? { ...(base as Fields), [`k${text}`]: 'x' } : text;
  }
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(base) ? [...base] : { ...(base as Fields) }) as Fields;
  copy[head] = setAt(copy[head], rest, key, text);
  return copy;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Every string field of a route's valid call and of its schemas (params, query, body, nested
 * values and the keys of nested objects), each as a case that puts a chosen text there.
 */
export function controlCases(route: ApiRoute, valid: Call): ControlCase[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const parts: Record<Part, { fields: Fields; schema: unknown }> = {
    params: {
      fields: Object.fromEntries(
        [...route.url.matchAll(/:(\w+)/g)].map((m) => [m[1]!, String(valid.params?.[m[1]!] ?? 1)]),
      ),
      schema: schema.params,
    },
    query: { fields: { ...(valid.query as Fields) }, schema: schema.querystring },
    body: {
      fields: route.method === 'GET' ? {} : { ...(valid.payload as Fields) },
      schema: schema.body,
    },
  };
  const cases: ControlCase[] = [];
  for (const [part, { fields, schema: partSchema }] of Object.entries(parts) as [
    Part,
    (typeof parts)[Part],
  ][]) {
    const declared = new Set(shapeKeys(partSchema));
    if (part === 'body' && route.method === 'GET') continue;
    // A declared field the valid call leaves out is tried alone, the rest of the call valid.
    const names = new Set([...Object.keys(fields), ...declared]);
    for (const name of names) {
      for (const leaf of leaves(fields[name], [name])) {
        const label = `${part} ${leaf.path.join('.')}${leaf.key ? ' (a key)' : ''}`;
        cases.push({
          label,
          // An extra key in a nested object may be dropped as unknown: it must only not fail.
          declared: declared.has(name) && !leaf.key,
          with: (text, encoding) => {
            const changed = setAt(fields, leaf.path, leaf.key, text) as Fields;
            const sets = { ...parts, [part]: { fields: changed } };
            const stringified = (f: Fields) =>
              Object.fromEntries(Object.entries(f).map(([k, v]) => [k, asText(v) ?? '']));
            const body = sets.body.fields;
            const hasBody = route.method !== 'GET';
            return {
              label,
              params: stringified(sets.params.fields),
              query: stringified(sets.query.fields),
              ...(hasBody &&
                (encoding === 'json'
                  ? { body: JSON.stringify(body), contentType: 'application/json' }
                  : {
                      body: new URLSearchParams(stringified(body)).toString(),
                      contentType: 'application/x-www-form-urlencoded',
                    })),
              signedIn: true,
            };
          },
        });
      }
    }
  }
  return cases;
}
