import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { WEDDING_EVENT } from '@contract/events';
import {
  CONTENT_SECTIONS,
  type ContentAnswer,
  type ContentHistoryEntry,
  type ContentSection,
  type SiteContent,
} from '@contract/site-content';
import { QueryStatus } from '../../../components/QueryStatus';
import { AdminApiError } from '../../../lib/admin-api';
import { settingsQuery } from '../../../lib/admin-queries';
import { contentKey, useContentHistory, useRevertContent, useSaveSection, useSiteContentQuery } from '../api/content';
import {
  ADD_LABELS,
  describeChange,
  missingTranslations,
  newItem,
  readableProblem,
  SECTION_LABELS,
} from '../content-form';
import { formatWhen } from '../../../lib/event-clock';
import { wedding } from '@config';
import { ContentPreview } from './ContentPreview';
import { FieldEditor } from './FieldEditor';
import { PhotosEditor } from './PhotosEditor';
import { savedValue, shownSection } from '../site-wording';

const HELP: Partial<Record<ContentSection, string>> = {
  events:
    'Add, rename, re-time, move or hide an event; events are listed by start time everywhere until you move one (Move up); from then on, in your order. Invite guests to a new event in the Guests tab: open a guest, then Events. An event guests answered cannot be removed (hide it instead).',
  meals:
    'Add, rename or hide a meal, and say who may choose it (infants need none). A meal guests chose cannot be removed (hide it instead): its id stays.',
  questions:
    'Add, reword or hide a question; each is asked of the people attending its event (save a new event in Schedule first to ask a question there). A question guests answered cannot be removed or change its kind (hide it instead).',
  texts:
    "The wording of the invitation, reminder and seat texts and emails, starting from the site's own. Every text and email the site sends uses it; a text sent from your own phone leaves out the opt-out line. Placeholders: {first}, {link}, {couple}, {rsvpBy}, {seat}.",
  announcements: 'Shown at the top of the invitation page, pinned ones first, then the newest.',
  photos: 'Photos are resized in your browser to at most 1600 pixels before they upload.',
};

type Conflict = { kind: 'stale' | 'answered' | 'invalid'; message: string; fieldId?: string | null };

/**
 * One section's editor, its preview as a guest sees it, and its save with the version it loaded. Its
 * draft (undefined: nothing changed) is kept by the tab, so moving to another section, or another
 * section's save, keeps it.
 */
function SectionEditor({
  section,
  loaded,
  edited,
  onEdit,
}: {
  section: ContentSection;
  loaded: ContentAnswer;
  edited: unknown;
  onEdit: (section: ContentSection, draft: unknown) => void;
}) {
  // The texts start from the site's own wording where the couple saved none.
  const saved = shownSection(loaded.content, section);
  const draft = edited === undefined ? saved : edited;
  // The FAQ's {rsvpBy} reads the deadline set in Settings, as the guest page does.
  const { data: rsvpClosesAt = null } = useQuery({
    ...settingsQuery,
    select: (settings) => (settings.rsvpClosesAt ? Date.parse(settings.rsvpClosesAt) : null),
  });
  const setDraft = (next: unknown) => onEdit(section, next);
  const [language, setLanguage] = useState<'en' | 'es'>('en');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const save = useSaveSection();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const savedIds = new Set(Array.isArray(saved) ? (saved as { id?: string }[]).map((item) => item.id ?? '') : []);
  // A question is asked at the wedding or at an event as saved (an event added but not saved yet is not one).
  const eventChoices = [
    { id: WEDDING_EVENT, name: 'The wedding' },
    ...loaded.content.events.map((event) => ({ id: event.id, name: event.name.en || event.id })),
  ];

  const submit = async () => {
    setConflict(null);
    try {
      // The section's own version: a save of another section meanwhile is no conflict.
      const answer = await save.mutateAsync({
        section,
        value: savedValue(section, draft) as SiteContent[ContentSection],
        version: loaded.versions?.[section] ?? loaded.version,
      });
      onEdit(section, undefined);
      enqueueSnackbar(answer.message, { variant: 'success' });
    } catch (error) {
      if (error instanceof AdminApiError && error.code === 409) {
        const answered = typeof error.data === 'object' && error.data !== null && 'answered' in error.data;
        setConflict({ kind: answered ? 'answered' : 'stale', message: error.message });
      } else if (error instanceof AdminApiError && error.code === 400) {
        const { text, fieldId } = readableProblem(error.message);
        setConflict({ kind: 'invalid', message: text, fieldId });
      }
    }
  };
  // A bad value: its field is marked and takes the focus, so the couple sees which one to mend.
  const invalidField = conflict?.kind === 'invalid' ? (conflict.fieldId ?? null) : null;
  useEffect(() => {
    if (conflict?.kind === 'invalid' && conflict.fieldId) document.getElementById(conflict.fieldId)?.focus();
  }, [conflict]);
  const reload = () => {
    onEdit(section, undefined);
    void queryClient.invalidateQueries({ queryKey: contentKey });
  };

  const add = () => {
    const list = draft as { id: string }[];
    const item = newItem(
      section,
      list.map((entry) => entry.id),
      wedding.event.startsAt.slice(0, 10),
    );
    setDraft([...list, item]);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
      <Card variant="outlined" component="section" aria-labelledby={`edit-${section}`} sx={{ p: 2, borderRadius: 3 }}>
        <Typography id={`edit-${section}`} component="h2" variant="h6" sx={{ mb: 1 }}>
          {SECTION_LABELS[section]}
        </Typography>
        {HELP[section] && <Typography sx={{ mb: 2, color: 'text.secondary' }}>{HELP[section]}</Typography>}
        {section === 'photos' ? (
          <PhotosEditor value={draft as SiteContent['photos']} onChange={setDraft} />
        ) : (
          <FieldEditor
            name={section === 'story' ? 'story' : section}
            value={draft}
            onChange={setDraft}
            savedIds={savedIds}
            path={`content-${section}`}
            events={eventChoices}
            invalid={invalidField}
          />
        )}
        {section === 'story' && (
          <Button
            sx={{ mt: 1 }}
            onClick={() => {
              const story = draft as SiteContent['story'];
              setDraft({ ...story, paragraphs: [...story.paragraphs, { en: '', es: '' }] });
            }}
          >
            Add a paragraph
          </Button>
        )}
        {ADD_LABELS[section] && (
          <Button sx={{ mt: 1 }} onClick={add}>
            {ADD_LABELS[section]}
          </Button>
        )}
        {conflict && (
          <Alert
            severity={conflict.kind === 'invalid' ? 'error' : 'warning'}
            sx={{ mt: 2 }}
            action={
              conflict.kind === 'stale' ? (
                <Button color="inherit" size="small" onClick={reload}>
                  Reload
                </Button>
              ) : undefined
            }
          >
            {conflict.kind === 'stale'
              ? `${conflict.message} Your changes here are lost on reload: copy any long text first.`
              : conflict.message}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
          <Button disabled={!changed || save.isPending} onClick={() => setDraft(undefined)}>
            Undo my changes
          </Button>
          <Button variant="contained" disabled={!changed || save.isPending} onClick={() => void submit()}>
            {save.isPending ? 'Saving...' : `Save ${SECTION_LABELS[section]}`}
          </Button>
        </Box>
      </Card>
      <Card
        variant="outlined"
        component="section"
        aria-labelledby={`preview-${section}`}
        sx={{ p: 2, borderRadius: 3 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id={`preview-${section}`} component="h2" variant="h6">
            As a guest sees it
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_event, next: 'en' | 'es' | null) => next && setLanguage(next)}
            aria-label="Preview language"
          >
            <ToggleButton value="en">English</ToggleButton>
            <ToggleButton value="es">Spanish</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box data-testid="content-preview">
          <ContentPreview
            section={section}
            value={draft}
            language={language}
            rsvpClosesAt={rsvpClosesAt}
            eventNames={Object.fromEntries(loaded.content.events.map((event) => [event.id, event.name]))}
          />
        </Box>
      </Card>
    </Box>
  );
}

const sectionName = (section: string) => SECTION_LABELS[section as ContentSection] ?? section;

/** Who saved what and when, each with a way back, asked first. */
function HistoryCard() {
  const history = useContentHistory();
  const revert = useRevertContent();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState<ContentHistoryEntry | null>(null);
  const confirm = () => {
    if (!asking) return;
    const id = asking.id;
    setAsking(null);
    void revert
      .mutateAsync(id)
      .then((answer) => enqueueSnackbar(answer.message, { variant: 'success' }))
      .catch(() => undefined);
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="content-history" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="content-history" component="h2" variant="h6" sx={{ mb: 1 }}>
        Changes
      </Typography>
      {revert.error && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {revert.error.message}
        </Alert>
      )}
      <QueryStatus query={history} what="list of changes">
        {(entries) =>
          entries.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              Nothing saved yet: guests see the wedding as it was first set up.
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {entries.map((entry) => (
                <Box
                  component="li"
                  key={entry.id}
                  sx={{
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography sx={{ fontSize: '0.92rem' }}>
                    <strong>{sectionName(entry.section)}</strong>
                    {entry.revertOf ? ' brought back' : ' saved'} by {entry.byName || 'someone'}
                    {entry.at ? `, ${formatWhen(Date.parse(entry.at))}` : ''}
                    {describeChange(entry.before, entry.after) && (
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85rem' }}>
                        {describeChange(entry.before, entry.after)}
                      </Box>
                    )}
                  </Typography>
                  <Button
                    size="small"
                    disabled={revert.isPending}
                    aria-label={`Revert the ${sectionName(entry.section)} change by ${entry.byName}`}
                    onClick={() => {
                      revert.reset();
                      setAsking(entry);
                    }}
                  >
                    Revert
                  </Button>
                </Box>
              ))}
            </Box>
          )
        }
      </QueryStatus>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="revert-title">
        <DialogTitle id="revert-title">Undo this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asking &&
              `${sectionName(asking.section)} goes back to how it was before ${asking.byName ? `${asking.byName}'s` : 'this'} save${
                asking.at ? ` of ${formatWhen(Date.parse(asking.at))}` : ''
              }. Guests see it on their next visit; the undo is kept in this list too.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Keep it</Button>
          <Button variant="contained" onClick={confirm}>
            Undo the change
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** The console's "Wedding" tab: every section of site/content in English and Spanish, live with no deploy. */
export default function WeddingTab() {
  const query = useSiteContentQuery();
  const [section, setSection] = useState<ContentSection>(CONTENT_SECTIONS[0]);
  const [drafts, setDrafts] = useState<Partial<Record<ContentSection, unknown>>>({});
  const edit = (name: ContentSection, draft: unknown) => setDrafts((current) => ({ ...current, [name]: draft }));
  const unsaved = (content: SiteContent) =>
    CONTENT_SECTIONS.filter(
      (name) =>
        drafts[name] !== undefined && JSON.stringify(drafts[name]) !== JSON.stringify(shownSection(content, name)),
    );
  const anyUnsaved = query.data ? unsaved(query.data.content).length > 0 : false;
  // Leaving or reloading the console with a section edited but not saved asks first.
  useEffect(() => {
    if (!anyUnsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyUnsaved]);
  return (
    <QueryStatus query={query} what="wedding content">
      {(loaded) => {
        const missing = missingTranslations(loaded.content);
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Tabs
              value={section}
              onChange={(_event, next: ContentSection) => setSection(next)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label="Wedding sections"
            >
              {CONTENT_SECTIONS.map((name) => (
                <Tab key={name} value={name} label={SECTION_LABELS[name]} />
              ))}
            </Tabs>
            {/* Keyed by the version: a save or a reload starts the editor again from what is stored. */}
            {unsaved(loaded.content).some((name) => name !== section) && (
              <Alert severity="warning">
                Not saved yet:{' '}
                {unsaved(loaded.content)
                  .filter((name) => name !== section)
                  .map((name) => SECTION_LABELS[name])
                  .join(', ')}
                . Open each and save it, or your changes there are lost when you leave the console.
              </Alert>
            )}
            <SectionEditor
              key={`${section}-${loaded.version}`}
              section={section}
              loaded={loaded}
              edited={drafts[section]}
              onEdit={edit}
            />
            {missing.length > 0 && (
              <Alert severity="info">
                <Typography sx={{ fontWeight: 600 }}>
                  Missing Spanish translations ({missing.length}): Spanish readers see the English.
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {missing.map((item) => (
                    <li key={`${item.section}-${item.where}`}>{item.where}</li>
                  ))}
                </Box>
              </Alert>
            )}
            <HistoryCard />
          </Box>
        );
      }}
    </QueryStatus>
  );
}
