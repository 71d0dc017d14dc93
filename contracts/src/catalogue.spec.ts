import { AUTH_MESSAGES, CONTACT_MESSAGES, endpoints, ERROR_MESSAGES, FIELD_MESSAGES, JOB_MESSAGES, NOTIFICATION_MESSAGES, PROJECTION_MESSAGES } from './index';

/** The old names the e2e specs still read (see the aliases' @deprecated notes); this list only shrinks. */
const ALIASES_STILL_READ = ['AUTH.emailInvalid', 'AUTH.phoneInvalid', 'AUTH.emailTaken', 'AUTH.accountDisabled', 'AUTH.unverifiedRateLimited', 'CONTACT.emailInvalid', 'CONTACT.phoneInvalid'];

describe('the catalogue composed from the modules’ slices', () => {
  it('gives every route to one endpoint', () => {
    const routes = Object.values(endpoints).map((e) => `${e.method.toUpperCase()} ${e.path.replace(/:[A-Za-z]+/g, ':param')}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('writes each text once: a module’s messages repeat neither an error text nor a shared field text', () => {
    const writtenElsewhere = new Set<string>([...Object.values(ERROR_MESSAGES), ...Object.values(FIELD_MESSAGES)]);
    const maps = { AUTH: AUTH_MESSAGES, CONTACT: CONTACT_MESSAGES, NOTIFICATION: NOTIFICATION_MESSAGES, JOB: JOB_MESSAGES, PROJECTION: PROJECTION_MESSAGES };
    const repeats = Object.entries(maps).flatMap(([map, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => typeof text === 'string' && writtenElsewhere.has(text))
        .map(([key]) => `${map}.${key}`),
    );
    expect(repeats.sort()).toEqual([...ALIASES_STILL_READ].sort());
  });

  it('gives each error text to one code', () => {
    const texts = Object.values(ERROR_MESSAGES);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });
});
