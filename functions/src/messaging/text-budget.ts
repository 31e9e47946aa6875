import { adminTextsKey, HOUR_MS } from '../platform/limit-keys';
import { maxAdminTextsPerHour, spendableCap } from '../platform/rate-limit';
import { overBudget, overHourlyBudget } from './texting-policy';

/**
 * THE admin's hourly text budget (`MAX_ADMIN_TEXTS_PER_HOUR`, 1000 by default): every text an admin sends
 * counts against it, one text to a guest, a reply from the inbox, a bulk text (each text times its SMS
 * segments) and a scheduled one (today's audience must fit in an hour). A stolen session cannot run up the
 * bill. Refuses (a limit) naming what is left and when to try again; else returns `record`, to count the
 * texts on their own or inside the transaction that commits to sending them.
 */
export async function spendAdminTexts(adminId: string, segments = 1) {
  const max = maxAdminTextsPerHour.value();
  const texts = await adminTextBudget(adminId, segments);
  if (!texts.limit.limited) return texts;
  throw overBudget(max, texts.used, segments, texts.limit.retryAfterMs);
}

/** A scheduled batch is counted when it starts; today's audience must already fit in one hour's budget. */
export function refuseOverHourlyBudget(segments: number) {
  const refusal = overHourlyBudget(segments, maxAdminTextsPerHour.value());
  if (refusal) throw refusal;
}

/**
 * The admin's hourly budget as it stands: what was used this hour and whether `segments` more fit, to count
 * with `record`. A scheduled batch that does not fit waits for the hour to turn instead of being refused.
 */
export const adminTextBudget = (adminId: string, segments: number, now = Date.now()) =>
  spendableCap(adminTextsKey(adminId), maxAdminTextsPerHour.value(), HOUR_MS, now, segments);
