import { loadPasswordJudge, type PasswordVerdict } from './password-rule.ts';

export interface PasswordCheckTask {
  password: string;
  /** The person's address: its parts count as words a guesser tries first. */
  email: string;
}

let judge: ReturnType<typeof loadPasswordJudge> | undefined;

/**
 * Judges one new password on the password-check thread (password-check.ts). The dictionaries
 * load with the first password the thread is given and stay while it lives.
 */
export default async function passwordCheckTask(task: PasswordCheckTask): Promise<PasswordVerdict> {
  judge ??= loadPasswordJudge().catch((error: unknown) => {
    judge = undefined; // the next password tries again
    throw error;
  });
  return (await judge)(task.password, task.email);
}
