// What other features may use of early access: the researcher console lists and exports it.
export { exportEarlyAccess, listEarlyAccess } from './service.ts';
