// What other features may use of notifications; anything else in this folder is its own.
export { sendBroadcast } from './broadcast-service.ts';
export { notify, rowsOf } from './notify-service.ts';
