import { z } from 'zod';

/** Settings the browser needs at run time, served by the API so one web build runs anywhere. */
export const publicConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    /** Set locally: the web app then talks to the Firebase Auth emulator at this URL. */
    authEmulatorUrl: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
