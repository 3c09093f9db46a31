import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets and must never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|code|access_code|password|auth_token|key)=)[^&#]*/gi;

export function redactUrl(url: string) {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino options: request ids, and no token, password or code in any line. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.auth_token',
        '*.access_code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return {
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
        };
      },
    },
  };
}
