import { AUTH_MESSAGES, CONTACT_MESSAGES, endpoints, ERROR_MESSAGES, FIELD_MESSAGES, JOB_MESSAGES, NOTIFICATION_MESSAGES, PROJECTION_MESSAGES } from './index';

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
    expect(repeats).toEqual([]);
  });

  it('gives each error text to one code', () => {
    const texts = Object.values(ERROR_MESSAGES);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });
});
