import { Piscina } from 'piscina';
import { AppError, ServerBusyError } from '../../lib/app-error.ts';
import { HASHING_NICENESS, HASHING_RETRY_AFTER_SECONDS, workerFile } from './hashing-threads.ts';
import type { PasswordCheckTask } from './password-check-worker.ts';
import type { PasswordVerdict } from './password-rule.ts';

/**
 * New passwords are judged on a thread of their own (decision 104): zxcvbn takes a few
 * milliseconds for a usual password and up to a few hundred for one of 128 characters, which
 * the event loop must not wait through, and its dictionaries (about 25 MB) are loaded once, by
 * this one thread, when someone first chooses a password, not by every hashing thread. Like
 * the hashing threads it runs at a low CPU priority and refuses a flood with 503.
 */
const passwordThread = new Piscina<PasswordCheckTask, PasswordVerdict>({
  ...workerFile('password-check-worker'),
  minThreads: 0,
  maxThreads: 1,
  maxQueue: 64,
  niceIncrement: HASHING_NICENESS,
  // Sign-ups come in waves (a study's invitations go out together): the dictionaries stay
  // loaded for ten quiet minutes, then the thread ends and an idle server keeps none.
  idleTimeout: 10 * 60_000,
});
passwordThread.on('error', (error: Error) => {
  process.stderr.write(`resona: the password-check thread failed: ${error.message}\n`);
});

/** zxcvbn's verdict on a new password, for the person with this e-mail address. */
export async function judgeNewPassword(password: string, email: string): Promise<PasswordVerdict> {
  try {
    return await passwordThread.run({ password, email });
  } catch (error) {
    const queueFull = passwordThread.queueSize >= passwordThread.options.maxQueue;
    throw new ServerBusyError(HASHING_RETRY_AFTER_SECONDS, queueFull ? undefined : error);
  }
}

/**
 * Refuses a new password that is too easy to guess, on sign-up, change and reset alike: a
 * VALIDATION_ERROR whose message and field say why, in the person's language.
 */
export async function refuseGuessablePassword(password: string, email: string, field: string) {
  const { refusal } = await judgeNewPassword(password, email);
  if (refusal) throw new AppError('VALIDATION_ERROR', refusal, {}, { [field]: refusal });
}
