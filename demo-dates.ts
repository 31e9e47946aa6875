// The demo's dates follow today: `npm start` on a config whose wedding has already passed (the demo's own,
// written for a date long gone) moves every date of it by the same whole number of weeks, so the wedding
// is about three months ahead, on the same weekday and hour, and the RSVP date still to come. The launcher
// chooses the weeks (emulators/launcher/demo-days.mjs) and the builds bake them in (WEDDING_DEMO_DAYS, replaced at
// build time by Vite and esbuild); every other build, the tests and a deploy among them, keeps the dates
// exactly as written.

const DAY_MS = 24 * 60 * 60 * 1000;

/** '2025-11-09T15:00' or '2025-09-01' moved by `days` calendar days, written the same way. */
function shiftedDate(text: string, days: number): string {
  const [day = '', time] = text.split('T');
  const moved = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return time === undefined ? moved : `${moved}T${time}`;
}

type Dated = {
  event: { startsAt: string };
  rsvpBy: string;
  events: readonly { startsAt: string; endsAt: string }[];
};

/** The config with its dates moved by `days` (a string, as the build gives it: '' or '0' leaves it alone). */
export function withDemoDates<W extends Dated>(wedding: W, days: string | undefined): W {
  const by = Number(days || 0);
  if (!Number.isInteger(by) || by === 0) return wedding;
  return {
    ...wedding,
    event: { ...wedding.event, startsAt: shiftedDate(wedding.event.startsAt, by) },
    rsvpBy: shiftedDate(wedding.rsvpBy, by),
    events: wedding.events.map((event) => ({
      ...event,
      startsAt: shiftedDate(event.startsAt, by),
      endsAt: shiftedDate(event.endsAt, by),
    })),
  };
}
