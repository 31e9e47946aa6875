import Button from '@mui/material/Button';
import { wedding } from '@config';
import { useAttendedEvents } from '../../../stores/attended-events';
import type { Content } from '../../../i18n/content';
import { useContent, useT } from '../../../stores/language';
import { useSiteCatalog } from '../../../lib/catalog-context';
import { HeroStyles } from './hero-css';
import { furtherEvent, googleCalendarUrl, weddingEvent, type CalendarEvent } from '../calendar';

/** Builds the .ics file (its code loads on this first click) and downloads it. */
async function download(events: CalendarEvent[], saved: Content['events']) {
  const { icsFile, icsFileName } = await import('../ics-file');
  const text = icsFile(events, Date.now(), saved);
  const fileName = icsFileName();
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Add to calendar' (an .ics file for any calendar app) and a Google Calendar link. */
export function AddToCalendar() {
  const t = useT();
  const content = useContent();
  const attended = useAttendedEvents((state) => state.ids);
  const catalog = useSiteCatalog();
  const details = t.hero.calendarDetails(wedding.siteUrl);
  const event = weddingEvent(t.hero.calendarTitle, details);
  const nameOf = (id: string) => content.events[id as keyof typeof content.events]?.name ?? id;
  const further = attended
    .map((id) => furtherEvent(catalog, id, `${nameOf(id)} · ${wedding.couple.title}`, details))
    .filter((entry): entry is CalendarEvent => entry !== null);
  return (
    <div className="bcw-calendar">
      <HeroStyles />
      <Button size="small" variant="outlined" onClick={() => void download([event, ...further], content.events)}>
        {t.hero.addToCalendar}
      </Button>
      <Button size="small" variant="text" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        {t.hero.googleCalendar}
      </Button>
    </div>
  );
}
