import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { wedding } from '@config';
import { formatRsvpBy } from '@contract/wedding-dates';

export type FaqItem = { id: string; title: string; content: string };

function ExpandIcon() {
  return (
    <SvgIcon>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}

/** One answer open at a time; the first starts open, and an open one can be closed. */
export function Faq({ items = wedding.faq }: { items?: readonly FaqItem[] }) {
  const [expanded, setExpanded] = useState<string | false>(items[0]?.id ?? false);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      {items.map((item) => (
        <Accordion
          key={item.id}
          disableGutters
          elevation={0}
          expanded={expanded === item.id}
          onChange={(_, isOpen) => setExpanded(isOpen ? item.id : false)}
          sx={{ bgcolor: 'transparent', borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            id={`faq-${item.id}-header`}
            aria-controls={`faq-${item.id}-content`}
            expandIcon={<ExpandIcon />}
            sx={{ px: 0.5, py: 0.5 }}
          >
            <Typography sx={{ fontWeight: 600, fontSize: '1.08rem' }}>{item.title}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${item.id}-content`} sx={{ px: 0.5, pt: 0, pb: 2.5 }}>
            {/* The content is HTML from the couple's own config file, not from guests. */}
            <Box
              dangerouslySetInnerHTML={{ __html: item.content.replaceAll('{rsvpBy}', formatRsvpBy('en')) }}
              sx={{ color: 'text.secondary', lineHeight: 1.75, '& p': { m: 0 }, '& a': { color: 'primary.main' } }}
            />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
