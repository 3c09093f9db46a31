import type { BuildOptions } from 'esbuild';

export const serverBuildOptions: BuildOptions;
export const workerEntries: Record<string, string>;
