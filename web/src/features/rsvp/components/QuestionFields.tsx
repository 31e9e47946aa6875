import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ANSWER_TEXT_MAX, WEDDING_EVENT, type Answer as QuestionAnswer, type QuestionConfig } from '@contract/events';
import { CONTROL_CHARACTERS } from '@contract/plain-text';
import type { DialogStrings } from '../dialog-strings';

type Props = {
  guestId: string;
  /** Where the questions are asked: 'wedding' (the default) or a further event's id, shown in its section. */
  event?: string;
  name: string;
  questions: QuestionConfig[];
  answers: Record<string, QuestionAnswer>;
  readOnly: boolean;
  /** `optionLabel`: a choice's option in the reader's language (site/content), else the stored option. */
  words: DialogStrings & { optionLabel?: (id: string, index: number) => string | undefined };
  onChange: (answers: Record<string, QuestionAnswer>) => void;
};

/**
 * The couple's questions for one person at one event (the wedding's under the person in the wedding part, a
 * further event's in that event's section). A yes/no question is two radio buttons: in this dialog a switch
 * always means "attending". No question is required; none holds the save.
 */
export function QuestionFields(props: Props) {
  const { guestId, event = WEDDING_EVENT, name, questions, answers, readOnly, words, onChange } = props;
  if (!questions.length) return null;
  const set = (id: string, value: QuestionAnswer) => onChange({ ...answers, [id]: value });

  return (
    <Box
      component="fieldset"
      data-testid={event === WEDDING_EVENT ? `questions-${guestId}` : `questions-${event}-${guestId}`}
      sx={{ border: 0, m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1.25 }}
    >
      <Typography component="legend" sx={{ fontSize: '0.92rem', fontWeight: 600, mb: 0.5 }}>
        {words.questionsFor(name)}
      </Typography>
      {questions.map((question) => {
        const label = words.questionLabel(question.id);
        const id = `question-${question.id}-${guestId}`;
        const value = answers[question.id];
        if (question.kind === 'yesno' || question.kind === 'choice') {
          const options =
            question.kind === 'yesno'
              ? [
                  { value: 'yes', label: words.yes },
                  { value: 'no', label: words.no },
                ]
              : question.options.map((option, index) => ({
                  value: option,
                  label: words.optionLabel?.(question.id, index) || option,
                }));
          const current =
            question.kind === 'yesno' ? (value === true ? 'yes' : value === false ? 'no' : '') : (value ?? '');
          return (
            <Box key={question.id}>
              <Typography id={`${id}-label`} sx={{ fontSize: '0.92rem' }}>
                {label}
              </Typography>
              <RadioGroup
                row
                aria-labelledby={`${id}-label`}
                value={current}
                onChange={(_, picked) => set(question.id, question.kind === 'yesno' ? picked === 'yes' : picked)}
              >
                {options.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={option.value}
                    control={<Radio size="small" />}
                    label={option.label}
                    disabled={readOnly}
                  />
                ))}
              </RadioGroup>
            </Box>
          );
        }
        return (
          <Box key={question.id}>
            <Typography component="label" htmlFor={id} sx={{ display: 'block', fontSize: '0.92rem', mb: 0.5 }}>
              {label}
            </Typography>
            <OutlinedInput
              id={id}
              fullWidth
              size="small"
              readOnly={readOnly}
              type={question.kind === 'number' ? 'number' : 'text'}
              value={value === undefined ? '' : String(value)}
              onChange={(event) => {
                const typed = event.target.value;
                if (question.kind === 'number') {
                  // An emptied field takes the answer back rather than recording a 0 nobody typed.
                  const number = Math.max(0, Math.min(question.max, Math.trunc(Number(typed))));
                  set(question.id, typed.trim() === '' || Number.isNaN(number) ? '' : number);
                } else set(question.id, typed.split(CONTROL_CHARACTERS).join(' ').slice(0, ANSWER_TEXT_MAX));
              }}
              slotProps={{
                input: {
                  'aria-label': `${label}, ${name}`,
                  ...(question.kind === 'number' ? { min: 0, max: question.max, inputMode: 'numeric' } : {}),
                },
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
