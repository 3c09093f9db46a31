import type { Deps } from '../../deps.ts';
import { iso } from '../../core/present.ts';
import { findHeartDataConsent, writeHeartDataConsent } from './queries.ts';

/** The caller's agreement to heart data being collected, as the contract presents it. */
export async function getHeartDataConsent(deps: Deps, userId: number) {
  return { agreed_at: iso(await findHeartDataConsent(deps.db, userId)) };
}

/**
 * Agreeing again keeps the first time (the agreement stands from then); withdrawing clears it.
 * The time is the server's clock, not the device's.
 */
export async function setHeartDataConsent(deps: Deps, userId: number, agreed: boolean) {
  const current = await findHeartDataConsent(deps.db, userId);
  const at = agreed ? (current ?? deps.now()) : null;
  const saved = current === at ? at : await writeHeartDataConsent(deps.db, userId, at);
  return { agreed_at: iso(saved) };
}
