import { en, type MessageCatalogue } from './en.ts';

// Filled in by the translation pass; until then the English text stands in.
export const uk: MessageCatalogue = { ...en };
