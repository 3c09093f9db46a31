export * from './access-codes.ts';
export * from './mail.ts';
export * from './security.ts';
export * from './survey-lists.ts';
export * from './users.ts';
