import type { Config } from '../../../config.ts';
import { DATA_DIR_FILES, loadOrCreateDataDirSecret } from '../../../lib/data-dir-secret.ts';

const keys = new WeakMap<Config, string>();

/**
 * The key the authenticator apps' secrets are sealed with and the recovery codes are hashed
 * with: SECOND_FACTOR_KEY, else one made once into DATA_DIR (which a backup carries).
 */
export function secondFactorKey(config: Config) {
  const known = config.secondFactorKey ?? keys.get(config);
  if (known) return known;
  const key = loadOrCreateDataDirSecret(config.dataDir, DATA_DIR_FILES.secondFactorKey);
  keys.set(config, key);
  return key;
}
