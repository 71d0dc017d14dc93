import { Module } from '@nestjs/common';
import type { Projection } from '../projections/projection';
import { defineJob } from '../queues/job';
import type { ReactionDefinition } from '../reactions/reaction';
import { checkManifests, defineModule, ModuleManifest } from './module-manifest';

@Module({})
class SomeModule {}

const projection = (name: string, handles: string[] = []): Projection => ({ name, handles, collections: [], apply: async () => undefined });
const reaction = (name: string, handles: string[] = []): ReactionDefinition => ({
  name,
  handles,
  bind: () => ({ name, handles, react: async () => undefined }),
});
const manifest = (name: string, parts: Partial<ModuleManifest> = {}): ModuleManifest =>
  defineModule({ name, module: SomeModule, emits: [], projections: [], reactions: [], jobs: [], ...parts });

describe('module manifests', () => {
  it('accepts modules whose names, ids, queues and event types are their own', () => {
    const contact = manifest('contact', {
      emits: ['ContactMessageSubmitted', 'ContactStatusChanged'],
      projections: [projection('contact.submissions.v1', ['ContactMessageSubmitted'])],
      jobs: [defineJob({ queue: 'contact.send-receipt' })],
    });
    const notifications = manifest('notifications', {
      emits: ['NotificationDelivered'],
      reactions: [reaction('notifications.notify-on-contact', ['ContactMessageSubmitted'])],
    });
    expect(() => checkManifests([contact, notifications])).not.toThrow();
  });

  it('refuses two modules emitting one event type name, naming both', () => {
    const contact = manifest('contact', { emits: ['StatusChanged'] });
    const catalogue = manifest('catalogue', { emits: ['CourseCreated', 'StatusChanged'] });
    expect(() => checkManifests([contact, catalogue])).toThrow('event type "StatusChanged" is declared more than once (by contact, catalogue)');
  });

  it('refuses a processor id used twice, even by a projection and a reaction: they would share a checkpoint', () => {
    const one = manifest('contact', { projections: [projection('contact.inbox.v1')], reactions: [reaction('contact.inbox.v1')] });
    expect(() => checkManifests([one])).toThrow('processor or consumer id "contact.inbox.v1" is declared more than once');
  });

  it('refuses a job queue declared twice and a module name used twice', () => {
    const job = defineJob({ queue: 'contact.send-receipt' });
    expect(() => checkManifests([manifest('contact', { jobs: [job, job] })])).toThrow('job queue "contact.send-receipt" is declared more than once');
    expect(() => checkManifests([manifest('contact'), manifest('contact')])).toThrow('module name "contact" is declared more than once');
  });

  it('refuses an id outside its module prefix: it could collide with the next module', () => {
    expect(() => checkManifests([manifest('contact', { projections: [projection('inbox.v1')] })])).toThrow(
      '"inbox.v1" of contact must start with "contact."',
    );
  });

  it('refuses a handled event type that no module emits: a typo or a renamed event', () => {
    const contact = manifest('contact', { emits: ['ContactMessageSubmitted'], projections: [projection('contact.submissions.v1', ['ContactMesageSubmitted'])] });
    expect(() => checkManifests([contact])).toThrow('contact.submissions.v1 handles "ContactMesageSubmitted", which no module emits');
  });
});
