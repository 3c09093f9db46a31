import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  APP_SHELL_MODULES,
  HOME_BODY_MARK,
  HOME_SHELL_MODULES,
  languageModules,
  NOT_FOUND_URL,
  PUBLIC_PAGES,
} from '../src/prerender/public-pages.ts';

/**
 * The build step after `vite build` (decision 059): builds src/prerender/render.tsx for Node,
 * renders the public pages, the 404 and the signed-in screens' shell in every language into
 * dist/prerendered/, and writes pages.json, which the server reads to choose a file.
 *
 *   tsx scripts/prerender.ts [dist folder]     (npm run build runs it on apps/web/dist)
 */

const webRoot = resolve(import.meta.dirname, '..');
/** The build's folder for the server's own use: /home's render and its templates (decision 106). */
const SSR_FOLDER = 'ssr';

type Render = typeof import('../src/prerender/render.tsx');
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Modules the build puts in the entry's own chunk (vite.config.ts's sign-in chunk). */
const IN_ENTRY = new Set([
  'src/app/layouts/simple-layout.tsx',
  'src/features/auth/pages/login-page.tsx',
]);

/** The scripts and styles `modules` load, beyond what index.html already names. */
function assetsOf(manifest: Manifest, modules: readonly string[], indexHtml: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) {
      if (IN_ENTRY.has(key)) return;
      throw new Error(`pre-render: ${key} is not in the build's manifest (public-pages.ts)`);
    }
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  const named = (file: string) => indexHtml.includes(`/${file}"`);
  return {
    scripts: [...scripts].filter((file) => !named(file)),
    styles: [...styles].filter((file) => !named(file)),
  };
}

/**
 * The entry's script tags are replaced by one script, public/start-after-paint.js, which loads
 * them (listed in its data-entries) after the first paint: a page that is already drawn needs
 * no code to show, and the code fetched and evaluated first held that paint back.
 */
function startAfterPaint(template: string) {
  const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const entries = [...template.matchAll(entryScript)].map((match) => match[1]!);
  if (entries.length === 0) throw new Error('pre-render: index.html names no entry script');
  const start = `<script type="module" src="/start-after-paint.js" data-entries="${entries.join(' ')}"></script>`;
  return template.replace(entryScript, '').replace('</head>', `  ${start}\n  </head>`);
}

/** 'src/features/library/pages/index.tsx' → 'app-shell-library'. */
function shellName(module: string) {
  const name = module
    .replace(/^src\/features\//, '')
    .replace(/\/pages/, '')
    .replace(/(\/index)?\.tsx?$/, '')
    .replaceAll('/', '-');
  return `app-shell-${name}`;
}

interface Fill {
  language: { code: string; dir: string };
  body: string;
  rootAttributes: string;
  assets: { scripts: string[]; styles: string[] };
}

/** index.html with the rendered markup, its language, and its route's styles and code. */
function fillTemplate(template: string, fill: Fill) {
  const head = fill.assets.styles
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
  // The route's code is preloaded by start-after-paint.js once the page is drawn (decision 125):
  // as modulepreload links in the head, each file's response and compile took the main thread
  // before the parser reached the body, holding /home's first paint back.
  const preloads = fill.assets.scripts.map((file) => `/${file}`).join(' ');
  const html = startAfterPaint(template)
    .replace('data-entries=', `data-preloads="${preloads}" data-entries=`)
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${fill.language.code}" dir="${fill.language.dir}">`,
    )
    .replace('</head>', head ? `  ${head}\n  </head>` : '</head>')
    // Inert until the app has taken the page over (main.tsx): before that its controls have no
    // handlers, so a language picked would be lost and a form would submit its fields natively
    // into the URL. The words are readable at once; nothing can be used half-alive.
    .replace(
      '<div id="root"></div>',
      `<div id="root" ${fill.rootAttributes} inert>${fill.body}</div>`,
    );
  if (!html.includes(fill.body)) throw new Error('pre-render: index.html has no empty #root');
  return html;
}

export async function prerender(distDir = join(webRoot, 'dist')) {
  // Built for Node with every package inside (no bare import left), so the server can load
  // /home's render from any copy of the build (decision 106); Node's `require` is given for the
  // CommonJS packages' own imports of Node's modules. Never served: web-app.ts and the service
  // worker's precache leave ssr/ out.
  const ssrDir = join(distDir, SSR_FOLDER);
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: { render: 'src/prerender/render.tsx', home: 'src/prerender/home.tsx' },
        output: {
          entryFileNames: '[name].js',
          banner:
            "import { createRequire as resonaRequire } from 'node:module'; " +
            'const require = resonaRequire(import.meta.url);',
        },
      },
    },
  });
  const render = (await import(pathToFileURL(join(ssrDir, 'render.js')).href)) as Render;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const outDir = join(distDir, 'prerendered');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  const write = async (name: string, code: string, html: string) =>
    writeFile(join(outDir, `${name}.${code}.html`), html);
  const pages: { path: string; file: string }[] = [];
  for (const page of PUBLIC_PAGES) {
    const name = page.path.slice(1).toLowerCase();
    for (const language of render.LANGUAGES) {
      const assets = assetsOf(
        manifest,
        [...page.modules, ...languageModules(language.code)],
        template,
      );
      const { html } = await render.renderPage(page.url, language.code);
      const attributes = `data-prerendered="${page.path}" data-language="${language.code}"`;
      await write(
        name,
        language.code,
        fillTemplate(template, { language, body: html, rootAttributes: attributes, assets }),
      );
    }
    pages.push({ path: page.path, file: name });
  }
  const routes = render.routePaths();
  const screenModules = [...new Set(routes.flatMap((r) => (r.module ? [r.module] : [])))];
  for (const language of render.LANGUAGES) {
    const { html } = await render.renderPage(NOT_FOUND_URL, language.code);
    const attributes = `data-prerendered="*" data-language="${language.code}"`;
    const assets = assetsOf(manifest, languageModules(language.code), template);
    await write(
      'not-found',
      language.code,
      fillTemplate(template, { language, body: html, rootAttributes: attributes, assets }),
    );
    // Never hydrated: the browser draws the signed-in screen over them (main.tsx). /home's
    // shell is the screen itself while its lists load; the others' a placeholder, with the
    // code of the screen they stand for.
    const appShell = await render.renderAppShell(language.code);
    const shells = [
      ['home-shell', await render.renderPage('/home', language.code), HOME_SHELL_MODULES],
      ['app-shell', appShell, APP_SHELL_MODULES],
      ...screenModules.map(
        (module) => [shellName(module), appShell, [...APP_SHELL_MODULES, module]] as const,
      ),
    ] as const;
    // /home as the server completes it with the catalogue's lists (decision 106): hydrated,
    // so it is marked as a drawn page in its language; the shell above stays for the service
    // worker's precache, drawn over as before.
    await writeFile(
      join(ssrDir, `home.${language.code}.html`),
      fillTemplate(template, {
        language,
        body: HOME_BODY_MARK,
        rootAttributes: `data-prerendered="/home" data-language="${language.code}" data-home-choices=""`,
        assets: assetsOf(
          manifest,
          [...HOME_SHELL_MODULES, ...languageModules(language.code)],
          template,
        ),
      }),
    );
    for (const [name, shell, modules] of shells) {
      await write(
        name,
        language.code,
        fillTemplate(template, {
          language,
          body: shell.html,
          rootAttributes: 'data-shell="app"',
          assets: assetsOf(manifest, [...modules, ...languageModules(language.code)], template),
        }),
      );
    }
  }
  const index = {
    languages: render.LANGUAGES.map((l) => l.code),
    pages,
    notFound: 'not-found',
    appShell: 'app-shell',
    // In order: the first whose path matches is the page's shell.
    shells: [
      { path: '/home', file: 'home-shell' },
      ...routes.flatMap((r) => (r.module ? [{ path: r.path, file: shellName(r.module) }] : [])),
    ],
    appPaths: routes.filter((r) => r.appLayout).map((r) => r.path),
    otherPaths: routes.filter((r) => !r.appLayout).map((r) => r.path),
  };
  await writeFile(join(outDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ? resolve(process.argv[2]) : undefined;
  const index = await prerender(dist);
  console.log(
    `pre-rendered ${index.pages.length} pages, the 404 and the app shell in ${index.languages.length} languages`,
  );
}
