// What other features may use of early access: the researcher console lists and exports it.
export { EARLY_ACCESS_COLUMNS, exportEarlyAccess, listEarlyAccess } from './service.ts';
