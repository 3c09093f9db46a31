/**
 * Turning push on for this device. It lives in lib/push.ts because features do not import each
 * other (the reminders settings call it too); re-exported here as the notifications entry point.
 */
export { enablePush, type EnablePushResult } from '../../lib/push.ts';
