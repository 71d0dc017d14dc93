import type { Type } from '@nestjs/common';
import type { Projection } from '../projections/projection';
import type { JobDefinition } from '../queues/job';
import type { ReactionDefinition } from '../reactions/reaction';

/**
 * Everything a business module brings to the application, exported from its `index.ts`: the
 * composition root spreads the manifests, so adding a module is adding one line there.
 */
export interface ModuleManifest {
  /** The module's name: the prefix of its processor, consumer and queue ids (`contact.`). */
  name: string;
  /** The Nest module: controllers, command and query handlers. */
  module: Type<unknown>;
  /** Every event type the module records; a name belongs to one module only. */
  emits: readonly string[];
  projections: readonly Projection[];
  reactions: readonly ReactionDefinition[];
  jobs: readonly JobDefinition<unknown>[];
}

/** Declares a module's manifest; the composition root checks all of them together. */
export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}

/**
 * Refuses manifests that cannot run together, at start-up rather than in production: two
 * processors sharing an id would share a checkpoint and skip each other's events, two modules
 * emitting one event type name would feed each other's projections, and an id outside its module's
 * prefix could collide with the next module's ids.
 */
export function checkManifests(manifests: readonly ModuleManifest[]): void {
  const problems = [
    ...sharedNames(manifests, 'module name', (m) => [m.name]),
    ...sharedNames(manifests, 'event type', (m) => m.emits),
    ...sharedNames(manifests, 'processor or consumer id', (m) => [...m.projections, ...m.reactions].map((p) => p.name)),
    ...sharedNames(manifests, 'job queue', (m) => m.jobs.map((job) => job.queue)),
    ...manifests.flatMap(idsOutsideTheirModule),
    ...handledButNeverEmitted(manifests),
  ];
  if (problems.length > 0) throw new Error(`The module manifests do not fit together:\n- ${problems.join('\n- ')}`);
}

function sharedNames(manifests: readonly ModuleManifest[], what: string, namesOf: (m: ModuleManifest) => readonly string[]): string[] {
  const owners = new Map<string, string[]>();
  for (const manifest of manifests) {
    for (const name of namesOf(manifest)) owners.set(name, [...(owners.get(name) ?? []), manifest.name]);
  }
  return [...owners]
    .filter(([, modules]) => modules.length > 1)
    .map(([name, modules]) => `${what} "${name}" is declared more than once (by ${modules.join(', ')}); it must be unique`);
}

function idsOutsideTheirModule(manifest: ModuleManifest): string[] {
  const ids = [...manifest.projections, ...manifest.reactions].map((p) => p.name).concat(manifest.jobs.map((job) => job.queue));
  return ids.filter((id) => !id.startsWith(`${manifest.name}.`)).map((id) => `"${id}" of ${manifest.name} must start with "${manifest.name}."`);
}

/** A handled type nobody emits is a typo or a renamed event: the processor would wait forever. */
function handledButNeverEmitted(manifests: readonly ModuleManifest[]): string[] {
  const emitted = new Set(manifests.flatMap((m) => m.emits));
  return manifests
    .flatMap((m) => [...m.projections, ...m.reactions])
    .flatMap((processor) => processor.handles.filter((type) => !emitted.has(type)).map((type) => `${processor.name} handles "${type}", which no module emits`));
}
