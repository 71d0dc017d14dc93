import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, runnerImport, type Plugin } from 'vite';

// The web app talks to the API on the same origin under /api; in development and preview Vite
// forwards those calls to the API process.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of the
 * build, with Node's own zlib: the API serves them by content negotiation
 * (backend/src/platform/http/static-files.ts), so nothing is compressed per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  const files = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)])));
    return nested.flat();
  };
  return {
    name: 'academy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const targets = (await files(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        targets.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gz(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A copy that is not smaller is left out: the plain file is served instead.
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

const CONTRACTS_SOURCE = fileURLToPath(new URL('../contracts/src/', import.meta.url));
/** The one contracts module whose import must run: it gives zod its Vietnamese messages. */
const ZOD_MESSAGES = /[\\/]zod-messages\.ts$/;


const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64[digit];
  } while (rest > 0);
  return out;
}

/**
 * `code` with `text` inserted at each offset, and a source map back to `code`: insertions never
 * span lines, so each line maps to itself, token by token, shifted past what was inserted on it.
 */
function insertWithMap(code: string, offsets: number[], text: string, source: string) {
  const at = new Set(offsets);
  let output = '';
  let mappings = '';
  let previousLine = 0;
  let previousColumn = 0;
  let offset = 0;
  code.split('\n').forEach((line, lineIndex) => {
    const segments: string[] = [];
    let shift = 0;
    let previousGenerated = 0;
    let outLine = '';
    for (let column = 0; column < line.length; column += 1) {
      if (at.has(offset + column)) {
        outLine += text;
        shift += text.length;
      }
      const char = line[column];
      const startsToken = column === 0 || at.has(offset + column) || /\W/.test(char) || /\W/.test(line[column - 1]);
      if (startsToken && char !== ' ') {
        const generated = column + shift;
        segments.push(vlq(generated - previousGenerated) + vlq(0) + vlq(lineIndex - previousLine) + vlq(column - previousColumn));
        previousGenerated = generated;
        previousLine = lineIndex;
        previousColumn = column;
      }
      outLine += char;
    }
    output += (lineIndex > 0 ? '\n' : '') + outLine;
    mappings += (lineIndex > 0 ? ';' : '') + segments.join(',');
    offset += line.length + 1;
  });
  return { code: output, map: { version: 3, sources: [source], sourcesContent: [code], names: [], mappings } };
}

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Where every call in `node` starts, except inside functions (they run later, if ever). */
function callStarts(node: AstNode, found: number[]): void {
  if (/^(ArrowFunctionExpression|FunctionExpression|ClassExpression)$/.test(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.push(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (Array.isArray(value)) value.filter(isNode).forEach((child) => callStarts(child, found));
    else if (isNode(value)) callStarts(value, found);
  }
}

/**
 * The contracts only declare: constants, zod schemas and types. Nothing in them changes anything
 * when it loads, but a bundler cannot tell that a top-level `z.object(…)` or `textField(…)` is
 * harmless, so importing one label from a module of schemas shipped every schema of it, and zod,
 * with the first page. Here each contracts module is declared free of side effects (unused, it is
 * dropped) and every call that initialises one of its top-level constants is annotated pure (unused,
 * it is dropped), so a page downloads the schemas it uses and no others. zod-messages.ts is the
 * exception: its one statement configures zod and must run wherever zod does.
 */
function contractsAsDeclarations(): Plugin {
  return {
    name: 'academy-contracts-as-declarations',
    transform(code, id) {
      if (!id.startsWith(CONTRACTS_SOURCE) || ZOD_MESSAGES.test(id)) return null;
      const starts: number[] = [];
      for (const statement of (this.parse(code) as unknown as { body: AstNode[] }).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as AstNode[]) if (isNode(declarator.init)) callStarts(declarator.init, starts);
      }
      const annotated = insertWithMap(code, starts, '/*#__PURE__*/ ', id);
      if (process.env.DEBUG_PURE && id.endsWith('fields.ts')) console.log('PURE', id, starts.length, annotated.code.slice(annotated.code.indexOf('PURE') - 300, annotated.code.indexOf('PURE') + 1500));
      return { code: annotated.code, map: annotated.map, moduleSideEffects: false };
    },
  };
}

/**
 * Replaces the modules of endpoint tables (src/platform/endpoint-routes.ts and
 * member-endpoint-routes.ts) with the tables they would compute, so the typed client knows each
 * endpoint's method and path without the catalogue's schemas (see endpoint-route-table.ts).
 */
function endpointRoutesWithoutSchemas(): Plugin {
  const moduleAt = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const tables: Record<string, { name: string; admits: (access: string) => boolean }> = {
    [moduleAt('./src/platform/endpoint-routes.ts')]: { name: 'publicEndpointRoutes', admits: (access) => access === 'public' },
    [moduleAt('./src/platform/member-endpoint-routes.ts')]: { name: 'memberEndpointRoutes', admits: (access) => access !== 'public' },
  };
  const catalogue = moduleAt('../contracts/src/endpoints.ts');
  type Catalogue = Record<string, { method: string; path: string; access: string }>;
  return {
    name: 'academy-endpoint-routes-without-schemas',
    enforce: 'pre',
    async load(id) {
      const table = tables[id];
      if (!table) return null;
      // Vite's module runner evaluates the contracts' TypeScript as the app would, here in Node.
      const { module, dependencies } = await runnerImport<{ endpoints: Catalogue }>(catalogue, { configFile: false, logLevel: 'silent' });
      for (const file of dependencies) this.addWatchFile(file);
      const routes = Object.entries(module.endpoints)
        .filter(([, { access }]) => table.admits(access))
        .map(([name, { method, path }]) => [name, { method, path }]);
      return `/** Generated by vite.config.mts from the contracts' endpoint catalogue. */\nexport const ${table.name} = ${JSON.stringify(Object.fromEntries(routes))};\n`;
    },
  };
}

/**
 * Moves the app's stylesheet from the head to just before `#root`: a stylesheet in the body holds
 * back only what follows it, so index.html's splash (styled inline) paints without waiting for it,
 * and the app, which renders into `#root` after its scripts run, still never shows unstyled.
 */
function stylesheetAfterSplash(): Plugin {
  return {
    name: 'academy-stylesheet-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let moved = html;
        for (const link of links) moved = moved.replace(link, '');
        return moved.replace('<div id="root"></div>', `${links.map((link) => link.trim()).join('\n    ')}\n    <div id="root"></div>`);
      },
    },
  };
}

/**
 * Asks for the app's scripts (the entry and what it imports) at low priority: the splash is drawn by
 * the HTML and needs none of them, and they are the bulk of the page's bytes. The browser has nothing
 * else to fetch then, so they arrive as fast; but Lighthouse's simulated first contentful paint
 * counts every high-priority file that happened to finish before the first paint on the test
 * machine as holding that paint back: 2.0 s with them, 1.0 s without, the page's real first paint
 * unchanged (docs/decisions.md "Speed: the first page's JavaScript").
 */
function scriptsBehindTheSplash(): Plugin {
  return {
    name: 'academy-scripts-behind-the-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
      },
    },
  };
}

/** The main layout's own lazy parts: the site popup and its feature (layouts/main/MainLayout.tsx). */
const MAIN_LAYOUT_MODULES = ['src/features/popup/components/SitePopup.tsx', 'src/app/features/popup.ts'];
/** What every page in the main layout asks the API for at once: the footer's data and the popup. */
const MAIN_LAYOUT_FETCHES = ['/api/site-settings', '/api/popups/active'];

/**
 * The pages visitors most often open first, with the code they load after the entry (the page, its
 * features, the layout's lazy parts: source paths as the manifest names them) and the public API
 * answers they ask for at once, exactly as their sagas ask (a preload whose URL differs is simply
 * not used). The server writes these as preloads into the page's HTML, so none of it waits for
 * the entry script to run and discover it (docs/decisions.md "Speed: the first page's requests").
 */
const FIRST_PAGES: Record<string, { modules: string[]; fetches: string[] }> = {
  '/': {
    modules: ['src/routes/home.page.tsx', 'src/app/features/home.ts', ...MAIN_LAYOUT_MODULES],
    fetches: ['/api/homepage', '/api/tools?limit=3', ...MAIN_LAYOUT_FETCHES],
  },
  '/courses': {
    modules: ['src/routes/courses.page.tsx', 'src/app/features/course-catalogue.ts', ...MAIN_LAYOUT_MODULES],
    fetches: ['/api/courses?page=1&limit=12', '/api/categories?isActive=true', ...MAIN_LAYOUT_FETCHES],
  },
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Writes `.vite/page-preloads.json`: for each of FIRST_PAGES the scripts and stylesheets it loads
 * beyond the entry (from Vite's manifest, imports followed) and its API calls. The API server reads
 * it (backend/src/platform/http/web-app.ts). A module the manifest does not know fails the build,
 * so a moved page cannot silently lose its preloads.
 */
function firstPagePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'academy-first-page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const closure = (keys: string[], into = new Set<string>()): Set<string> => {
        for (const key of keys) {
          if (into.has(key)) continue;
          if (!manifest[key]) throw new Error(`first-page preloads: ${key} is not in the build's manifest`);
          into.add(key);
          closure(manifest[key].imports ?? [], into);
        }
        return into;
      };
      const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
      const withEntry = closure(entries);
      const entryCss = new Set([...withEntry].flatMap((key) => manifest[key].css ?? []));
      const pages = Object.fromEntries(
        Object.entries(FIRST_PAGES).map(([path, { modules, fetches }]) => {
          const chunks = [...closure(modules)].filter((key) => !withEntry.has(key));
          const scripts = chunks.map((key) => `/${manifest[key].file}`);
          const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter((file) => !entryCss.has(file)).map((file) => `/${file}`);
          return [path, { scripts, styles, fetches }];
        }),
      );
      await writeFile(join(outDir, '.vite', 'page-preloads.json'), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [endpointRoutesWithoutSchemas(), contractsAsDeclarations(), react(), stylesheetAfterSplash(), scriptsBehindTheSplash(), firstPagePreloads(), precompress()],
  resolve: {
    // Use the contracts' TypeScript source directly: one set of schemas, no separate build step.
    alias: { '@academy/contracts': new URL('../contracts/src/index.ts', import.meta.url).pathname },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // Maps are always built (error reporting). With SOURCE_MAPS_PUBLIC=false (the production image)
  // the bundles carry no sourceMappingURL, as the servers refuse *.map there anyway. The manifest
  // (dist/.vite/manifest.json, never served: a dot folder) lets the bench list what a page loads.
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: process.env.SOURCE_MAPS_PUBLIC === 'false' ? 'hidden' : true,
    chunkSizeWarningLimit: 900,
  },
});
