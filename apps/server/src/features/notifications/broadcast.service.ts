// cli/broadcast.ts and control-socket.ts still import this name; it goes when they stop using
// the control socket and import broadcast-service.ts: removed with the control socket (issue 17).
export { sendBroadcast } from './broadcast-service.ts';
