import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { wedding } from '@config';
import { useT } from '../../../lib/i18n/language';
import { googleCalendarUrl, icsFile, icsFileName, weddingEvent } from '../calendar';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Add to calendar' (an .ics file for any calendar app) and a Google Calendar link. */
export function AddToCalendar() {
  const t = useT();
  const event = weddingEvent(t.hero.calendarTitle, t.hero.calendarDetails(wedding.siteUrl));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, mt: 1.5 }}>
      <Button size="small" variant="outlined" onClick={() => download(icsFile(event), icsFileName())}>
        {t.hero.addToCalendar}
      </Button>
      <Button size="small" variant="text" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        {t.hero.googleCalendar}
      </Button>
    </Box>
  );
}
