import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { round } from '../lib/stats.ts';

/**
 * bench/bundle (issue 5 "Bundle"): builds the web app with its own vite.config.ts into a scratch
 * folder, recording which modules each chunk holds, then sums the gzip size of the JavaScript
 * the sign-in page loads (the entry, the lazy parts the /login route loads, and everything they
 * import statically) and of every lazily loaded part. See bench/README.md.
 */

const webRoot = join(import.meta.dirname, '../../apps/web');
const AIM_KB = 130;

/** The lazy modules the router loads to show /login (router.tsx): its layout and its page. */
const SIGN_IN_LAZY = [
  'src/app/layouts/simple-layout.tsx',
  'src/features/auth/pages/login-page.tsx',
];

/**
 * What the sign-in page loads once it is in use, not before (decision 040): the contract's schemas
 * with zod, on the form's first focus or submit, a failed reply, or at start with a session.
 * Printed beside the page's own figure, so the first load is never read without it.
 */
const SIGN_IN_ON_USE = ['src/lib/deferred-schemas.ts'];

/** Code that must never be in the sign-in page's JavaScript. */
const NEVER_IN_SIGN_IN: [string, RegExp][] = [
  ['player', /\/(player|pacer)[/.-]/i],
  ['charts', /chart/i],
  ['admin', /\/admin\//i],
  ['ALTCHA widget', /node_modules\/altcha\//],
  ['zod', /node_modules\/zod\//],
];

interface ChunkInfo {
  file: string;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; length: number }[];
  gzip: number;
  raw: number;
}

const kb = (bytes: number) => round(bytes / 1024, 1);

/** Which package (or app folder) a module belongs to, for the breakdown. */
function owner(id: string) {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (id.includes('/packages/contract/')) return '@resona/contract';
  const rel = relative(webRoot, id);
  return rel.startsWith('..') ? id : `app: ${rel.split('/').slice(0, 3).join('/')}`;
}

async function buildAndRecord(outDir: string) {
  const chunks = new Map<string, ChunkInfo>();
  const recorder: Plugin = {
    name: 'bench-bundle-recorder',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const gzip = gzipSync(out.code, { level: 9 }).length;
        chunks.set(out.fileName, {
          file: out.fileName,
          isEntry: out.isEntry,
          facade: out.facadeModuleId ? relative(webRoot, out.facadeModuleId) : null,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          modules: Object.entries(out.modules).map(([id, m]) => ({
            id: id.replace(/\0/g, ''),
            length: m.renderedLength,
          })),
          gzip,
          raw: Buffer.byteLength(out.code),
        });
      }
    },
  };
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recorder],
    build: { outDir, emptyOutDir: true },
  });
  return chunks;
}

/** A chunk and every chunk it imports statically, recursively. */
function closure(chunks: Map<string, ChunkInfo>, roots: string[]) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

export async function run(log: (line: string) => void = console.log) {
  const outDir = await mkdtemp(join(tmpdir(), 'resona-bench-bundle-'));
  try {
    const t0 = performance.now();
    const chunks = await buildAndRecord(outDir);
    log(`bundle: built apps/web in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    // index.html's scripts: the entry chunk (and what it imports), plus any <script> it names.
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.file);
    const fromHtml = [...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
    const byFacade = (src: string) => [...chunks.values()].find((c) => c.facade === src)?.file;
    // A lazy module may share a chunk with others (the build puts the sign-in page in one).
    const holding = (src: string) =>
      byFacade(src) ??
      [...chunks.values()].find((c) => c.modules.some((m) => m.id === join(webRoot, src)))?.file;
    const lazyFiles = SIGN_IN_LAZY.map((src) => {
      const file = holding(src);
      if (!file) throw new Error(`no chunk for ${src}: is it still loaded lazily by the router?`);
      return file;
    });
    const signIn = closure(chunks, [...new Set([...entries, ...fromHtml]), ...lazyFiles]);
    const signInChunks = [...signIn].map((f) => chunks.get(f)!).filter(Boolean);
    const signInGzip = signInChunks.reduce((n, c) => n + c.gzip, 0);

    // Breakdown by package: each chunk's gzip shared out by its modules' rendered length.
    const byOwner = new Map<string, number>();
    for (const c of signInChunks) {
      const total = c.modules.reduce((n, m) => n + m.length, 0) || 1;
      for (const m of c.modules) {
        const key = owner(m.id);
        byOwner.set(key, (byOwner.get(key) ?? 0) + (c.gzip * m.length) / total);
      }
    }
    const breakdown = [...byOwner.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, bytes]) => ({ name, gzipKB: kb(bytes) }));

    const forbidden = NEVER_IN_SIGN_IN.map(([what, pattern]) => ({
      what,
      modules: signInChunks.flatMap((c) =>
        c.modules.filter((m) => pattern.test(m.id)).map((m) => relative(webRoot, m.id)),
      ),
    }));

    // The browser runs React 19 with react-dom (decision 058): preact anywhere is a regression.
    const preact = [...chunks.values()].flatMap((c) =>
      c.modules
        .filter((m) => /node_modules\/(@?preact)/.test(m.id))
        .map((m) => `${c.file}: ${owner(m.id)}`),
    );

    // Every lazily loaded part: a dynamic entry and what it adds beyond the sign-in page.
    const lazy = [...chunks.values()]
      .filter((c) => !c.isEntry && c.facade)
      .map((c) => {
        const own = [...closure(chunks, [c.file])].filter((f) => !signIn.has(f));
        return {
          part: c.facade!,
          file: c.file,
          gzipKB: kb(c.gzip),
          addsKB: kb(own.reduce((n, f) => n + (chunks.get(f)?.gzip ?? 0), 0)),
        };
      })
      .sort((a, b) => b.addsKB - a.addsKB);

    log('');
    log(
      `Sign-in page (/login) JavaScript: ${kb(signInGzip)} KB gzip in ${signInChunks.length} files`,
    );
    for (const c of signInChunks.sort((a, b) => b.gzip - a.gzip)) {
      log(`  ${c.file.padEnd(48)} ${String(kb(c.gzip)).padStart(7)} KB  ${c.facade ?? ''}`);
    }
    log('  by package (gzip shared out by rendered size):');
    for (const b of breakdown.slice(0, 14))
      log(`    ${b.name.padEnd(44)} ${String(b.gzipKB).padStart(7)} KB`);
    const onUse = [
      ...closure(
        chunks,
        SIGN_IN_ON_USE.map((src) => byFacade(src) ?? src),
      ),
    ].filter((f) => !signIn.has(f));
    const onUseGzip = onUse.reduce((n, f) => n + (chunks.get(f)?.gzip ?? 0), 0);
    log(
      `  once in use (${SIGN_IN_ON_USE.join(', ')}): +${kb(onUseGzip)} KB, ` +
        `${kb(signInGzip + onUseGzip)} KB with the page`,
    );
    log('Lazily loaded parts (gzip of the chunk; what it adds beyond the sign-in page):');
    for (const l of lazy) {
      log(`  ${l.part.padEnd(58)} ${String(l.gzipKB).padStart(7)} KB  +${l.addsKB} KB`);
    }
    const aims = [
      {
        what: `sign-in page ≤ ${AIM_KB} KB gzip`,
        value: `${kb(signInGzip)} KB`,
        met: signInGzip <= AIM_KB * 1024,
      },
      {
        what: 'no preact in any chunk',
        value: preact.length ? preact.slice(0, 3).join(', ') : 'none',
        met: preact.length === 0,
      },
      ...forbidden.map((f) => ({
        what: `no ${f.what} code in the sign-in page`,
        value: f.modules.length ? f.modules.slice(0, 3).join(', ') : 'none',
        met: f.modules.length === 0,
      })),
    ];
    log('Aims:');
    for (const a of aims) log(`  ${a.met ? 'MET ' : 'MISS'} ${a.what.padEnd(44)} ${a.value}`);
    return {
      signIn: {
        gzipKB: kb(signInGzip),
        files: signInChunks.map((c) => ({ file: c.file, gzipKB: kb(c.gzip), facade: c.facade })),
        breakdown,
        onUseKB: kb(onUseGzip),
      },
      lazy,
      aims,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
