/** A header badge (the bell, the messages, a conversation's unread) shows its count up to 99, then 99+ (000 §9). */
export const badgeMax = 99;

export const badgeLabel = (count: number): string => (count > badgeMax ? `${badgeMax}+` : String(count));
