import { welcomeSteps } from './welcome.content';

const ids = (steps: ReturnType<typeof welcomeSteps>) => steps.map((step) => `${step.id}${step.done ? ' ✓' : ''}`);

describe('the first steps of a new member (/welcome)', () => {
  it('asks a visitor to register first, with nothing ticked', () => {
    expect(ids(welcomeSteps({ signedIn: false, emailVerified: false, profileComplete: false }))).toEqual(['register', 'profile', 'course', 'gift', 'tips']);
  });

  it('ticks the email once verified and the profile once it has its phone and picture', () => {
    expect(ids(welcomeSteps({ signedIn: true, emailVerified: false, profileComplete: false }))).toEqual(['verify', 'profile', 'course', 'gift', 'tips']);
    expect(ids(welcomeSteps({ signedIn: true, emailVerified: true, profileComplete: true }))).toEqual(['verify ✓', 'profile ✓', 'course', 'gift', 'tips']);
  });

  it('links every step to a real route of the site, or to nothing (the inbox)', () => {
    const routes = ['/register', '/profile', '/courses', '/pro-gift', '/study-tips'];
    for (const step of welcomeSteps({ signedIn: false, emailVerified: false, profileComplete: false })) expect(routes).toContain(step.link?.to);
    expect(welcomeSteps({ signedIn: true, emailVerified: false, profileComplete: false })[0].link).toBeUndefined();
  });
});
