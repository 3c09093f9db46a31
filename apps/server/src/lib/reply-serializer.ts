import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
/** What Fastify hands a serializer compiler, whatever a route's schema type says. */
interface RouteReply {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}
type Compiler = (route: RouteReply) => Serialize;

/**
 * A reply schema's serialiser built by fast-json-stringify from its JSON Schema, or null when
 * the schema cannot be written as one (a transform): that reply goes through zod instead.
 */
export function fastSerializer(schema: z.ZodType): Serialize | null {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}

/**
 * Replies written by a serialiser compiled from the contract's reply schema (decision 076), for
 * the hottest calls (a route's `serializerCompiler` option): checking a reply with zod and then
 * `JSON.stringify` cost a tenth of a list call's CPU. It
 * writes only the properties the schema names, as zod's output does (the optional ones after
 * the required ones: the order of an object's keys means nothing in JSON).
 *
 * fast-json-stringify shapes a value to the schema rather than refusing it, so with `check`
 * (every environment but production: the tests) each reply is also written through zod, which
 * refuses a reply outside the contract, and both must read back as the same value. A reply that
 * the compiled serialiser would write differently from zod fails the test that produced it.
 * It is built when the route is, at start-up: a few milliseconds, and up to a second on a busy
 * machine, which is why other routes keep zod's serialiser rather than each paying it.
 */
export function replySerializerCompiler({ check }: { check: boolean }): Compiler {
  return (route) => {
    const viaZod = zodSerializerCompiler(
      route as Parameters<typeof zodSerializerCompiler>[0],
    ) as Serialize;
    const fast = route.schema instanceof z.ZodType ? fastSerializer(route.schema) : null;
    if (!fast) return viaZod;
    return (data: unknown) => {
      if (!check) return fast(data);
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serialiser wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}
