import type { HomepageChangedResponse } from '@academy/contracts';
import type { HomepageQuery } from '../read-models/homepage/homepage.query';

/** The home page as the editor now shows it (the read models have caught up: read-your-writes). */
export async function homepageAnswer(homepage: HomepageQuery, message: string): Promise<HomepageChangedResponse> {
  return { message, homepage: await homepage.forEditor() };
}
