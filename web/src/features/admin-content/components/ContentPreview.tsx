import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { photoUrl } from '@contract/photo-url';
import { localized, type ContentSection, type SiteContent } from '@contract/site-content';
import { formatRsvpBy, instantInZone, LOCALES } from '@contract/wedding-dates';
import { richText } from '../../../lib/rich-text';
import { WEDDING_EVENT } from '@contract/events';
import { mealAgesText } from '../content-form';

/** `rsvpClosesAt`: the deadline set in Settings (ms), which the guest page's FAQ writes in place of the file's date. */
type Props = {
  section: ContentSection;
  value: unknown;
  language: 'en' | 'es';
  rsvpClosesAt?: number | null;
  /** Event id -> name: a question asked at an event names it. */
  eventNames?: Record<string, { en: string; es: string }>;
};

const Html = ({ html }: { html: string }) => (
  <Box sx={{ '& p': { m: 0, mb: 1 }, '& a': { color: 'primary.main' }, lineHeight: 1.7 }}>{richText(html)}</Box>
);

/** How a guest is asked a question that is not a choice, in each language. */
const ANSWER_SHAPES = {
  yesno: { en: 'Yes · No', es: 'Sí · No' },
  text: { en: 'A short answer', es: 'Una respuesta corta' },
} as const;
const ASKED_AT = { en: 'Asked of those attending:', es: 'Para quienes asisten a:' };

/** The section as a guest reading `language` sees it (rich text rebuilt from the same safe subset as on the guest page). */
export function ContentPreview({ section, value, language, rsvpClosesAt = null, eventNames = {} }: Props) {
  const l = (text: { en: string; es: string }) => localized(text, language);
  const when = (startsAt: string) => {
    try {
      return new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: wedding.event.timeZone,
        dateStyle: 'full',
        timeStyle: 'short',
      }).format(instantInZone(startsAt, wedding.event.timeZone));
    } catch {
      return startsAt;
    }
  };
  const until = (endsAt: string) => {
    try {
      return new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: wedding.event.timeZone,
        timeStyle: 'short',
      }).format(instantInZone(endsAt, wedding.event.timeZone));
    } catch {
      return endsAt;
    }
  };
  switch (section) {
    case 'story': {
      const story = value as SiteContent['story'];
      return (
        <>
          <Typography sx={{ fontStyle: 'italic', mb: 1 }}>{l(story.tagline)}</Typography>
          <Typography variant="h6">{l(story.title)}</Typography>
          {story.paragraphs.map((paragraph, index) => (
            <Html key={index} html={l(paragraph)} />
          ))}
        </>
      );
    }
    case 'faq':
      return (value as SiteContent['faq']).map((item) => (
        <Box key={item.id} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{l(item.title)}</Typography>
          <Html html={l(item.content).replaceAll('{rsvpBy}', formatRsvpBy(language, rsvpClosesAt))} />
        </Box>
      ));
    case 'announcements':
      return (value as SiteContent['announcements']).map((item) => (
        <Box key={item.id} sx={{ mb: 1, display: 'flex', gap: 1 }}>
          <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
            {item.pinned ? 'Pinned · ' : ''}
            {item.at.slice(0, 10)}
          </Typography>
          <Html html={l(item.text)} />
        </Box>
      ));
    case 'events':
      return (value as SiteContent['events']).map((event) => (
        <Box key={event.id} sx={{ mb: 1.5, opacity: event.hidden ? 0.5 : 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {l(event.name)}
            {event.hidden ? ' (hidden from guests)' : ''}
          </Typography>
          <Typography sx={{ fontSize: '0.92rem' }}>
            {when(event.startsAt)} – {until(event.endsAt)}
          </Typography>
          {event.endsAt <= event.startsAt && (
            <Typography sx={{ fontSize: '0.85rem', color: 'error.main' }}>It ends before it starts.</Typography>
          )}
          <Typography sx={{ fontSize: '0.92rem' }}>
            {[event.venueName, event.venueAddress].filter((part) => part.trim()).join(', ')}
          </Typography>
        </Box>
      ));
    case 'meals':
      return (value as SiteContent['meals']).map((meal) => (
        <Box key={meal.id} sx={{ mb: 1, opacity: meal.hidden ? 0.5 : 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {l(meal.name)}
            {meal.hidden ? ' (hidden from guests)' : ''}
          </Typography>
          <Typography sx={{ fontSize: '0.92rem', color: 'text.secondary' }}>{l(meal.sides)}</Typography>
          <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>{mealAgesText(meal.ages)}</Typography>
        </Box>
      ));
    case 'questions':
      return (value as SiteContent['questions']).map((question) => (
        <Box key={question.id} sx={{ mb: 1.5, opacity: question.hidden ? 0.5 : 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {l(question.label)}
            {question.hidden ? ' (hidden from guests)' : ''}
          </Typography>
          <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
            {question.kind === 'choice'
              ? question.options
                  .map(l)
                  .filter((option) => option.trim())
                  .join(' · ')
              : question.kind === 'number'
                ? `0 – ${question.max}`
                : l(ANSWER_SHAPES[question.kind])}
          </Typography>
          {question.event !== WEDDING_EVENT && (
            <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
              {l(ASKED_AT)} {eventNames[question.event] ? l(eventNames[question.event]!) : question.event}
            </Typography>
          )}
        </Box>
      ));
    case 'gift': {
      const gift = value as SiteContent['gift'];
      return (
        <>
          <Typography sx={{ fontWeight: 500 }}>{l(gift.thankYou)}</Typography>
          <Typography>{l(gift.howToGive)}</Typography>
          <Typography>{l(gift.onTheDay)}</Typography>
          <Typography sx={{ fontStyle: 'italic' }}>
            “{l(gift.verse)}” {l(gift.verseRef)}
          </Typography>
          <Typography sx={{ fontSize: '0.92rem' }}>
            Zelle: {gift.zellePhone} · {gift.zelleEmail}
          </Typography>
        </>
      );
    }
    case 'contact': {
      const contact = value as SiteContent['contact'];
      return (
        <Typography>
          {contact.phone} · {contact.email}
        </Typography>
      );
    }
    case 'texts': {
      const texts = value as SiteContent['texts'];
      return (Object.keys(texts) as (keyof SiteContent['texts'])[]).map((kind) => (
        <Typography key={kind} sx={{ mb: 1, fontSize: '0.92rem' }}>
          <strong>{kind}:</strong> {l(texts[kind]) || '(the built-in wording)'}
        </Typography>
      ));
    }
    case 'photos': {
      const photos = value as SiteContent['photos'];
      return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {photos.slideshow.length === 0 && <Typography>The built-in slideshow images.</Typography>}
          {photos.slideshow.map((id, index) => (
            <Box
              key={id}
              component="img"
              src={photoUrl(id)}
              alt={`Slideshow photo ${index + 1}`}
              sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Box>
      );
    }
  }
}
