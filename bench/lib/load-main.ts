import autocannon from 'autocannon';
// Type only: erased at run time, so this process loads nothing of load.ts.
import type { LoadRequest } from './load.ts';
import { clientAddress, steadyLoad } from './steady-load.ts';

/**
 * autocannon, or steady-load.ts for a steady rate, in its own process (started by load.ts):
 * never in the server's event loop, nor in another load's. Options come as JSON in argv[2]; the
 * JSON summary goes to stdout.
 *
 * `vary: 'login'` gives every request its own X-Forwarded-For (the production server trusts it
 * from loopback, as behind its reverse proxy) and the next of the sign-in accounts, so the
 * per-address sign-in limit (10 a minute) sees many clients, as it would in real use.
 * `vary: 'addresses'` gives the requests the next of a few hundred addresses, so the general
 * per-address limit (when on, BENCH_RATE_LIMIT=on) counts many people, none over its limit.
 */

const options = JSON.parse(process.argv[2]!) as LoadRequest;
if (options.steadyRate) {
  if ((options.method ?? 'GET') !== 'GET' || options.vary?.kind === 'login') {
    throw new Error('a steady rate sends GET requests only, without sign-ins');
  }
  const result = await steadyLoad({
    url: options.url,
    rate: options.steadyRate,
    seconds: options.seconds,
    connections: options.connections,
    headers: options.headers,
    ...(options.vary?.kind === 'addresses' ? { addresses: options.vary.count } : {}),
  });
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}
let n = 0;
const vary = options.vary;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  requests: [
    {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      ...(options.body ? { body: options.body } : {}),
      ...(vary?.kind === 'login'
        ? {
            setupRequest: (request: Record<string, unknown>) => {
              n++;
              const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
              return {
                ...request,
                headers: { ...(request.headers as object), 'x-forwarded-for': ip },
                body: JSON.stringify({
                  email: vary.emails[n % vary.emails.length],
                  password: vary.password,
                }),
              };
            },
          }
        : {}),
      ...(vary?.kind === 'addresses'
        ? {
            setupRequest: (request: Record<string, unknown>) => {
              const ip = clientAddress(n++ % vary.count);
              return {
                ...request,
                headers: { ...(request.headers as object), 'x-forwarded-for': ip },
              };
            },
          }
        : {}),
    },
  ],
});
process.stdout.write(JSON.stringify(result));
