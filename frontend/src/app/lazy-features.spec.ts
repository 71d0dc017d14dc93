import { existsSync, readFileSync, readdirSync, statSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';
import { createFeatureLoader, featuresLoaded, lazyFeatures } from './lazy-features';
import { FeatureModule } from './feature-module';
import { AppServices } from './services';

/**
 * The pages and the features they load, read from the source: a page whose code uses a feature's
 * state or actions (its slice, selectors, reducer or saga) must declare that feature in
 * app/router.tsx, or its selectors would read state that is not there yet. The entry must use
 * none but the essentials, or their code would ship with every first page.
 */
const SRC = resolve(__dirname, '..');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Static imports and re-exports that carry values (`import type` is erased; `import()` loads later). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const target = resolveImport(file, match[1]);
    if (target) found.push(target);
  }
  return found;
}

function reachable(file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...staticImports(next));
  }
  return seen;
}

/** Features whose state or actions the files use: their slice, selectors, reducer or saga is among them. */
function statefulFeatures(files: Iterable<string>): Set<string> {
  const features = new Set<string>();
  for (const file of files) {
    const match = /features\/([^/]+)\/.*\.(slice|selectors|reducer|saga)\.ts$/.exec(relative(SRC, file));
    if (match) features.add(match[1]);
  }
  return features;
}

const essentials = new Set([...readFileSync(join(__dirname, 'essentials.ts'), 'utf8').matchAll(/'\.\.\/features\/([^/]+)\//g)].map((m) => m[1]));
const lazy = new Set(Object.keys(lazyFeatures));

interface DeclaredPage {
  component: string;
  file: string;
  features: string[];
}

/** Every lazy page of the route tables: the main one, the members' pages and the admin screens'. */
function declaredPages(): DeclaredPage[] {
  return ['router.tsx', 'member-routes.tsx', 'admin-routes.tsx'].flatMap((name) => {
    const table = join(__dirname, name);
    const source = readFileSync(table, 'utf8');
    const pages = [...source.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\), '\w+'(?:, \[([^\]]*)\])?\)/g)].map((match) => ({
      component: match[1],
      file: resolveImport(table, match[2])!,
      features: [...(match[3] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]),
    }));
    // Every lazyPage call is read: none may escape the check in another shape.
    expect(pages.length).toBe((source.match(/lazyPage\(/g) ?? []).length);
    return pages;
  });
}

describe('features load with the pages that use them', () => {
  it('gives every feature with state a place: loaded with the entry or with its pages', () => {
    const withState = readdirSync(join(SRC, 'features')).filter((folder) =>
      readdirSync(join(SRC, 'features', folder)).some((file) => /\.(slice|reducer)\.ts$/.test(file)),
    );
    const homeless = withState.filter((folder) => !essentials.has(folder) && !lazy.has(folder));
    expect(homeless).toEqual([]);
    expect([...essentials].filter((folder) => lazy.has(folder))).toEqual([]);
  });

  it('names only lazy features as what a feature needs', async () => {
    for (const load of Object.values(lazyFeatures)) {
      const { default: feature } = await load();
      expect((feature.needs ?? []).filter((name) => !lazy.has(name))).toEqual([]);
    }
  });

  it('keeps the entry to the essential features', () => {
    const used = statefulFeatures(reachable(join(SRC, 'main.tsx')));
    expect([...used].filter((feature) => !essentials.has(feature)).sort()).toEqual([]);
  });

  it.each(declaredPages().map((page) => [page.component, page] as const))('%s declares every feature its code uses', (_, page) => {
    const used = statefulFeatures(reachable(page.file));
    const missing = [...used].filter((feature) => !essentials.has(feature) && !page.features.includes(feature));
    expect(missing).toEqual([]);
    expect(page.features.filter((feature) => !lazy.has(feature))).toEqual([]);
  });
});

describe('the feature loader', () => {
  const services = {} as AppServices;
  const feature = (log: string[], name: string, needs: string[] = []): (() => Promise<{ default: FeatureModule }>) => async () => {
    log.push(`downloaded ${name}`);
    return {
      default: {
        needs,
        reducers: { [name]: (state: unknown = `${name} state`) => state },
        sagas: () => [
          function* saga() {
            yield undefined;
          },
        ],
      },
    };
  };

  function host(log: string[]) {
    return {
      inject: (key: string) => log.push(`injected ${key}`),
      run: () => void log.push('saga started'),
      dispatch: (action: { type: string; payload?: unknown }) => void log.push(`${action.type} ${JSON.stringify(action.payload)}`),
      services,
    };
  }

  it('injects the reducers, lets them set their state, then starts the sagas, once per feature', async () => {
    const log: string[] = [];
    const load = createFeatureLoader(host(log), { wallet: feature(log, 'wallet') });
    await Promise.all([load(['wallet' as never]), load(['wallet' as never])]);
    await load(['wallet' as never]);
    expect(log).toEqual(['downloaded wallet', 'injected wallet', `app/featuresLoaded ${JSON.stringify(featuresLoaded(['wallet']).payload)}`, 'saga started']);
  });

  it('loads what a feature needs before it', async () => {
    const log: string[] = [];
    const load = createFeatureLoader(host(log), { reviews: feature(log, 'reviews', ['catalogue']), catalogue: feature(log, 'catalogue') });
    await load(['reviews' as never]);
    expect(log.filter((line) => line.startsWith('injected'))).toEqual(['injected catalogue', 'injected reviews']);
  });

  it('tries a failed download again with the next page that needs it', async () => {
    const log: string[] = [];
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return feature(log, 'orders')();
    };
    const load = createFeatureLoader(host(log), { orders: flaky });
    await expect(load(['orders' as never])).rejects.toThrow('Failed to fetch');
    await load(['orders' as never]);
    expect(log).toContain('injected orders');
  });
});
