import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AGE_GROUPS, needsMeal, PLUS_ONES_MAX, type AgeGroup, type Answer } from '@contract/events';
import { useSiteCatalog } from '../../../../lib/site-catalog';
import { useState, type FormEvent } from 'react';
import { useSaveGuest } from '../hooks/use-save-guest';
import type { AdminGuest } from '../../shared/types';
import { saveBarSx } from './save-bar';

type Props = {
  base: AdminGuest;
  readOnly: boolean;
  onSaved: (guest: AdminGuest) => void;
  onConflict: (code: number) => void;
};

const AGE_LABELS: Record<AgeGroup, string> = { adult: 'Adult', child: 'Child', infant: 'Infant (no meal)' };
const answerState = (value: boolean | undefined) => (value === true ? 'yes' : value === false ? 'no' : '');

/**
 * The further events a guest is invited to and their answers, their age group, how many companions they
 * may bring, and their answers to the couple's questions. The answers saved replace the stored ones.
 */
export function GuestEventsForm({ base, readOnly, onSaved, onConflict }: Props) {
  const catalog = useSiteCatalog();
  const [events, setEvents] = useState(base.events);
  const [eventRsvps, setEventRsvps] = useState(base.eventRsvps);
  const [ageGroup, setAgeGroup] = useState<AgeGroup>(base.ageGroup);
  const [plusOnes, setPlusOnes] = useState(base.plusOnes);
  const [answers, setAnswers] = useState<Record<string, Answer>>(base.answers);
  const { save, saving, error } = useSaveGuest({ onConflict });

  const toggleEvent = (id: string, on: boolean) => {
    setEvents((current) => (on ? [...current, id] : current.filter((event) => event !== id)));
    if (!on) setEventRsvps(({ [id]: _gone, ...rest }) => rest);
  };
  const setAnswer = (id: string, value: Answer | undefined) =>
    setAnswers(({ [id]: _old, ...rest }) => (value === undefined || value === '' ? rest : { ...rest, [id]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save(base.id, {
      events,
      eventRsvps,
      ageGroup,
      plusOnes,
      answers,
      // An infant needs no meal; the server clears it.
      ...(needsMeal(ageGroup) ? {} : { plate: '' }),
      expectedUpdatedAt: base.updatedAt,
    });
    if (answer) onSaved(answer.data);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Events and questions">
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error && <Alert severity="error">{error.message}</Alert>}
        {base.companionOf && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A companion (plus-one) on this invitation.
          </Typography>
        )}
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            Invited to
          </Typography>
          {catalog.events.map((item) => (
            <Box key={item.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                control={<Checkbox checked={events.includes(item.id)} onChange={(_, on) => toggleEvent(item.id, on)} />}
                label={item.name}
                disabled={readOnly}
              />
              {events.includes(item.id) && (
                <RadioGroup
                  row
                  aria-label={`${item.name}: answer`}
                  value={answerState(eventRsvps[item.id])}
                  onChange={(_, value) =>
                    setEventRsvps(({ [item.id]: _old, ...rest }) =>
                      value === '' ? rest : { ...rest, [item.id]: value === 'yes' },
                    )
                  }
                >
                  <FormControlLabel
                    value="yes"
                    control={<Radio size="small" />}
                    label="Attending"
                    disabled={readOnly}
                  />
                  <FormControlLabel value="no" control={<Radio size="small" />} label="Declined" disabled={readOnly} />
                  <FormControlLabel value="" control={<Radio size="small" />} label="No answer" disabled={readOnly} />
                </RadioGroup>
              )}
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label="Age group"
            value={ageGroup}
            onChange={(event) => setAgeGroup(event.target.value as AgeGroup)}
            disabled={readOnly}
            sx={{ minWidth: 180 }}
          >
            {AGE_GROUPS.map((group) => (
              <MenuItem key={group} value={group}>
                {AGE_LABELS[group]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Plus-ones allowed"
            type="number"
            value={plusOnes}
            onChange={(event) =>
              setPlusOnes(Math.max(0, Math.min(PLUS_ONES_MAX, Math.trunc(Number(event.target.value) || 0))))
            }
            disabled={readOnly || base.companionOf !== null}
            slotProps={{ htmlInput: { min: 0, max: PLUS_ONES_MAX } }}
            sx={{ width: 160 }}
          />
        </Box>
        {catalog.questions.map((question) =>
          question.kind === 'yesno' || question.kind === 'choice' ? (
            <Box key={question.id}>
              <Typography id={`admin-question-${question.id}`} variant="body2">
                {question.label}
              </Typography>
              <RadioGroup
                row
                aria-labelledby={`admin-question-${question.id}`}
                value={
                  question.kind === 'yesno'
                    ? answerState(answers[question.id] as boolean | undefined)
                    : String(answers[question.id] ?? '')
                }
                onChange={(_, value) =>
                  setAnswer(
                    question.id,
                    question.kind === 'yesno' ? (value === '' ? undefined : value === 'yes') : value,
                  )
                }
              >
                {(question.kind === 'yesno'
                  ? [
                      ['yes', 'Yes'],
                      ['no', 'No'],
                    ]
                  : question.options.map((option) => [option, option])
                ).map(([value, label]) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio size="small" />}
                    label={label}
                    disabled={readOnly}
                  />
                ))}
                <FormControlLabel value="" control={<Radio size="small" />} label="No answer" disabled={readOnly} />
              </RadioGroup>
            </Box>
          ) : (
            <TextField
              key={question.id}
              label={question.label}
              type={question.kind === 'number' ? 'number' : 'text'}
              value={answers[question.id] === undefined ? '' : String(answers[question.id])}
              onChange={(event) =>
                setAnswer(
                  question.id,
                  question.kind === 'number'
                    ? event.target.value === ''
                      ? undefined
                      : Math.max(0, Math.min(question.max, Math.trunc(Number(event.target.value) || 0)))
                    : event.target.value.replace(/[\r\n\t]+/g, ' '),
                )
              }
              disabled={readOnly}
            />
          ),
        )}
        <Box sx={saveBarSx}>
          <Button type="submit" variant="contained" disabled={readOnly || saving}>
            {saving ? 'Saving...' : 'Save events and answers'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
