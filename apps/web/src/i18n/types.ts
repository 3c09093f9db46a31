import type { en } from './locales/en/index.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every locale has exactly the keys of English (also checked by locales.test.ts). */
export type UiCatalogue = Widen<typeof en>;
