import { Campaign } from '@academy/contracts';

/** The ids with the one at `from` taken out and put at `to` (both indexes of the list as it was). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * Which steps must change their place for the scenario to read `orderedIds`: each takes its
 * position (1 first). Steps already there are left alone, so a reorder writes as little as it can
 * and ties left by earlier edits are settled.
 */
export function placesToWrite(campaigns: readonly Campaign[], orderedIds: readonly string[]): Array<{ campaign: Campaign; order: number }> {
  const byId = new Map(campaigns.map((campaign) => [campaign._id, campaign]));
  return orderedIds.flatMap((id, index) => {
    const campaign = byId.get(id);
    return campaign && campaign.order !== index + 1 ? [{ campaign, order: index + 1 }] : [];
  });
}
