/** Share channels of spec §2 (history detail and player): the four networks' share pages. */
export const SHARE_CHANNELS = ['facebook', 'twitter', 'linkedin', 'whatsapp'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** Spec §2: one of four messages, picked at random. */
export const SHARE_MESSAGE_COUNT = 4;

/** An index 0..3 from a random number in [0, 1) (Math.random by default). */
export function pickShareMessage(random: () => number = Math.random): number {
  const r = random();
  const index = Math.floor((Number.isFinite(r) ? r : 0) * SHARE_MESSAGE_COUNT);
  return Math.min(SHARE_MESSAGE_COUNT - 1, Math.max(0, index));
}

export function shareLinks(text: string, url: string): Record<ShareChannel, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`,
    twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}
