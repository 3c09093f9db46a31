import type { FastifyRequest } from 'fastify';
import { languageById, resolveLanguage, type LanguageCode } from '@resona/contract';

/**
 * The language a reply is written in: the signed-in user's choice, else the device-language
 * header, else the browser's Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  if (request.user) return languageById(request.user.defaultLanguage).code;
  const header = request.headers['device-language'];
  const fromHeader = resolveLanguage(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader.code;
  const accepted = request.headers['accept-language']?.split(',') ?? [];
  for (const tag of accepted) {
    const lang = resolveLanguage(tag.split(';')[0]);
    if (lang) return lang.code;
  }
  return 'en';
}
