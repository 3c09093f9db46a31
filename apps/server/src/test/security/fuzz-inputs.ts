import fc from 'fast-check';
import type { Call } from './route-cases.ts';

/**
 * Malformed requests generated from a route's valid call (SECURITY.md fuzzing): wrong types,
 * missing and extra fields, 10 kB strings, `__proto__` and `constructor` keys, bad ids, wrong
 * content types and broken JSON. Each case is a request ready for app.inject.
 */
export interface FuzzRequest {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The raw body and its content type (absent: no body). */
  body?: string;
  contentType?: string;
  /** Whether to send the caller's token (a signed-in route then reaches validation). */
  signedIn: boolean;
}

const HUGE = 'x'.repeat(10_240);

/** Values of every JSON type and the awkward corners of each. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    'null',
    'NaN',
    'Infinity',
    '-1',
    '1e99',
    '0x10',
    "1' OR '1'='1",
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '../../etc/passwd',
    HUGE,
    [],
    {},
    { __proto__: null },
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** An id as a path or query segment: never a valid one of anyone's. */
const badId = fc.constantFrom(
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '%00',
  '%2e%2e',
  '__proto__',
  'constructor',
  "1'--",
  HUGE,
);

const dangerousKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'user_id',
  'id',
);

type Fields = Record<string, unknown>;

/** One change to an object of fields: a wrong type, a field taken away, or one added. */
function mutateFields(base: Fields): fc.Arbitrary<{ fields: Fields; label: string }> {
  const keys = Object.keys(base);
  const options: fc.Arbitrary<{ fields: Fields; label: string }>[] = [
    fc
      .tuple(fc.oneof(dangerousKey, fc.string({ maxLength: 12 })), wrongValue)
      .map(([key, value]) => ({ fields: withOwn(base, key, value), label: `extra ${key}` })),
    fc.constant({ fields: {}, label: 'all fields missing' }),
  ];
  if (keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, value]) => ({
        fields: withOwn(base, key, value),
        label: `wrong ${key}`,
      })),
      fc.constantFrom(...keys).map((key) => {
        const copy = { ...base };
        delete copy[key];
        return { fields: copy, label: `missing ${key}` };
      }),
      fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1 }).chain((chosen) =>
        fc.tuple(...chosen.map(() => wrongValue)).map((values) => ({
          fields: chosen.reduce((acc, key, i) => withOwn(acc, key, values[i]), base),
          label: `wrong ${chosen.join(',')}`,
        })),
      ),
    );
  }
  return fc.oneof(...options);
}

/** Sets a property as an own key, even `__proto__`, the way JSON.parse would. */
function withOwn(base: Fields, key: string, value: unknown): Fields {
  const copy: Fields = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The body in one of the encodings clients use, or a broken or foreign one. */
function encodeBody(
  fields: Fields,
): fc.Arbitrary<{ body: string; contentType?: string; label: string }> {
  const json = JSON.stringify(fields);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constant({ body: json, contentType: 'application/json', label: 'json' }),
    },
    fc.constant({
      body: new URLSearchParams(
        Object.entries(fields).map(([k, v]) => [k, asText(v) ?? ''] as [string, string]),
      ).toString(),
      contentType: 'application/x-www-form-urlencoded',
      label: 'urlencoded',
    }),
    fc.nat({ max: Math.max(json.length - 1, 0) }).map((cut) => ({
      body: json.slice(0, cut),
      contentType: 'application/json',
      label: 'truncated json',
    })),
    fc.constantFrom(
      { body: '{"a":', contentType: 'application/json', label: 'bad json' },
      { body: '[1,2,3]', contentType: 'application/json', label: 'json array' },
      { body: '"text"', contentType: 'application/json', label: 'json string' },
      { body: 'null', contentType: 'application/json', label: 'json null' },
      {
        body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}',
        contentType: 'application/json',
        label: 'prototype pollution',
      },
      { body: json, contentType: 'text/plain', label: 'text/plain' },
      { body: `<a>${json}</a>`, contentType: 'application/xml', label: 'xml' },
      { body: json, contentType: 'multipart/form-data', label: 'multipart without boundary' },
      {
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
        contentType: 'multipart/form-data; boundary=x',
        label: 'broken multipart',
      },
      { body: json, contentType: 'application/json; charset=utf-16', label: 'wrong charset' },
      { body: json, contentType: undefined, label: 'no content type' },
    ),
  );
}

const stringify = (fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, asText(v) ?? ''] as [string, string]),
  );

/** Malformed requests for one route, built around its valid call. */
export function fuzzRequests(method: string, url: string, valid: Call): fc.Arbitrary<FuzzRequest> {
  const hasBody = method !== 'GET';
  const validQuery = (valid.query ?? {}) as Fields;
  const validBody = (valid.payload ?? {}) as Fields;
  const paramNames = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const validParams = Object.fromEntries(
    paramNames.map((name) => [name, String(valid.params?.[name] ?? '1')]),
  );
  const params = paramNames.length
    ? fc.oneof(
        fc.constant(validParams),
        fc
          .tuple(fc.constantFrom(...paramNames), badId)
          .map(([name, id]) => ({ ...validParams, [name]: id })),
      )
    : fc.constant({});
  const query = fc.oneof(
    fc.constant(stringify(validQuery)),
    mutateFields(validQuery).map(({ fields }) => stringify(fields)),
  );
  const body = hasBody
    ? mutateFields(validBody).chain(({ fields, label }) =>
        encodeBody(fields).map((encoded) => ({
          ...encoded,
          label: `${label} as ${encoded.label}`,
        })),
      )
    : fc.constant(undefined);
  return fc
    .record({ params, query, body, signedIn: fc.nat({ max: 6 }).map((n) => n > 0) })
    .map(({ params: p, query: q, body: b, signedIn }) => ({
      label: b?.label ?? 'query',
      params: p,
      query: q,
      body: b?.body,
      contentType: b?.contentType,
      signedIn,
    }));
}
