import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatRsvpBy } from '@contract/wedding-dates';
import { Reveal } from '../../../components/Reveal';
import { useContent, useLanguage } from '../../../stores/language';
import { richText } from '../../../lib/rich-text';
import { useRsvpDeadline } from '../../../stores/rsvp-deadline';

export type FaqItem = { id: string; title: string; content: string };

function ExpandIcon({ open }: { open: boolean }) {
  return (
    <SvgIcon
      sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none', color: 'text.secondary' }}
    >
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}

/** One answer open at a time; the first starts open, and an open one can be closed. */
export function Faq({ items }: { items?: readonly FaqItem[] }) {
  const content = useContent();
  const language = useLanguage((state) => state.language);
  const shown = items ?? content.faq;
  const [expanded, setExpanded] = useState<string | false>(shown[0]?.id ?? false);
  // The deadline set in Settings, which the invitation's own call brought; else the config's date.
  const closesAt = useRsvpDeadline((state) => state.closesAt);
  const rsvpBy = formatRsvpBy(language, closesAt === null ? null : Date.parse(closesAt));

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      {shown.map((item) => {
        const open = expanded === item.id;
        return (
          <Box key={item.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h3" sx={{ m: 0 }}>
              <ButtonBase
                id={`faq-${item.id}-header`}
                aria-expanded={open}
                aria-controls={`faq-${item.id}-content`}
                onClick={() => setExpanded(open ? false : item.id)}
                sx={{
                  width: '100%',
                  justifyContent: 'space-between',
                  gap: 2,
                  px: 0.5,
                  py: 1.75,
                  textAlign: 'left',
                  fontWeight: 600,
                  fontSize: '1.08rem',
                  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
                }}
              >
                {item.title}
                <ExpandIcon open={open} />
              </ButtonBase>
            </Typography>
            <Reveal open={open} id={`faq-${item.id}-content`} role="region" labelledBy={`faq-${item.id}-header`}>
              {/* The couple's HTML (their config file or the console), rebuilt from the safe subset only. */}
              <Box
                className="rich-text"
                sx={{
                  px: 0.5,
                  pb: 2.5,
                  color: 'text.secondary',
                  lineHeight: 1.75,
                  '& p': { m: 0 },
                  '& a': { color: 'primary.main' },
                }}
              >
                {richText(item.content.replaceAll('{rsvpBy}', rsvpBy))}
              </Box>
            </Reveal>
          </Box>
        );
      })}
    </Box>
  );
}

/** Loaded when the FAQ section comes near the screen (InvitationPage). */
export default Faq;
