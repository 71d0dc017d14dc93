/**
 * The backend as built by `npm run build -w backend`: the bench measures the compiled code the
 * product runs, through the same public pieces the application wires together.
 */
export { createApp } from '../../backend/dist/app';
export { loadConfig } from '../../backend/dist/platform/config/app-config';
export { createLogger } from '../../backend/dist/platform/logging/logger';
export { PostgresEventStore } from '../../backend/dist/platform/event-store/postgres-event-store';
export type { EventMetadata, LogPosition, NewEvent } from '../../backend/dist/platform/event-store/event-store.port';
export { PostgresReadStore } from '../../backend/dist/platform/read-store/postgres-read-store';
export { ProjectionRunner } from '../../backend/dist/platform/projections/projection-runner';
export { projectionTools } from '../../backend/dist/platform/projections/projection-tools';
export { PersonalDataVault } from '../../backend/dist/platform/personal-data/personal-data-vault';
export type { Projection } from '../../backend/dist/platform/projections/projection';
// The module's index exports only its manifest; the bench drives the projection itself.
export { contactSubmissionsProjection } from '../../backend/dist/modules/contact/read-models/contact-submissions/contact-submissions.projection';
export { UserAccountRegistrar } from '../../backend/dist/modules/identity';
export { seedDemoCatalogue } from '../../backend/dist/seed/demo-catalogue-seeding';
export { largeDemoCatalogue } from '../../backend/dist/seed/demo-catalogue';
export { Decide } from '../../backend/dist/platform/commands/decide';
export { walletDecider } from '../../backend/dist/modules/wallet/domain/wallet/wallet.decider';
export { FaceRecognizer } from '../../backend/dist/modules/learning/face/face-recognizer';
export { samplePortrait } from '../../backend/dist/modules/learning/face/sample-face-photos';
// The HTTP section's server seeds and measures inside the application's process (http/server-child.ts).
export { EVENT_STORE } from '../../backend/dist/platform/event-store/event-store.port';
export { READ_STORE } from '../../backend/dist/platform/read-store/read-store.port';
export type { FindQuery, ReadStore } from '../../backend/dist/platform/read-store/read-store.port';
export { ReadYourWrites } from '../../backend/dist/platform/projections/read-your-writes';
export { contactSubmissionRows } from '../../backend/dist/modules/contact/read-models/contact-submissions/contact-submissions.read-model';
