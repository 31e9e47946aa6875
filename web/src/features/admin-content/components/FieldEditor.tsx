import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Localized } from '@contract/site-content';
import {
  markedMoved,
  MEAL_AGES,
  QUESTION_KINDS,
  WEDDING_EVENT,
  type MealAge,
  type QuestionKind,
} from '@contract/events';
import {
  ANSWER_KIND_LABELS,
  FIELD_LABELS,
  idFromName,
  isLocalized,
  NAMING_FIELDS,
  RICH_FIELDS,
  withKind,
} from '../content-form';

type Props = {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The ids already saved: those can no longer change. */
  savedIds: ReadonlySet<string>;
  /** For list items: the field path, so ids in the page stay unique. */
  path: string;
  /** The events a question can be asked at (the wedding first). */
  events?: readonly { id: string; name: string }[];
  /** The id of the field the last save named as bad: it is marked. */
  invalid?: string | null;
  /** For a list item: the other items' ids, so a new item's id (made from its name) is its own. */
  taken?: readonly string[];
};

const labelOf = (name: string) => FIELD_LABELS[name] ?? name;

/** English and Spanish side by side; an empty Spanish text shows the English one to guests. */
function LocalizedField({
  name,
  value,
  onChange,
  path,
  invalid,
}: Omit<Props, 'savedIds' | 'value' | 'events'> & { value: Localized }) {
  const rich = RICH_FIELDS.has(name);
  const label = labelOf(name);
  const common = {
    multiline: rich || value.en.length > 80,
    minRows: rich ? 3 : 1,
    fullWidth: true,
    size: 'small' as const,
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
      <TextField
        {...common}
        id={`${path}-en`}
        error={invalid === `${path}-en`}
        label={`${label} (English)`}
        value={value.en}
        onChange={(event) => onChange({ ...value, en: event.target.value })}
        helperText={rich ? 'HTML allowed: <p>, <strong>, <em>, <ul>, <li>, <a href="https://...">' : undefined}
      />
      <TextField
        {...common}
        id={`${path}-es`}
        error={invalid === `${path}-es`}
        label={`${label} (Spanish)`}
        value={value.es}
        onChange={(event) => onChange({ ...value, es: event.target.value })}
        placeholder="Empty: guests see the English"
        helperText={
          value.en.trim() && !value.es.trim() ? 'Not translated yet: Spanish readers see the English.' : undefined
        }
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

/** One field of a section, whatever its shape: texts in two languages, lists, switches and plain text. */
const AGE_LABELS: Record<MealAge, string> = { adult: 'Adults', child: 'Children' };

/** A list of choices as a native select: one tap on a phone, read aloud with its label. */
function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

export function FieldEditor({ name, value, onChange, savedIds, path, events = [], invalid = null, taken = [] }: Props) {
  if (isLocalized(value))
    return <LocalizedField name={name} value={value} onChange={onChange} path={path} invalid={invalid} />;
  if (name === 'ages' && Array.isArray(value)) {
    const ages = value as MealAge[];
    return (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
          {labelOf(name)}
        </Typography>
        {MEAL_AGES.map((age) => (
          <FormControlLabel
            key={age}
            control={
              <Checkbox
                // The group's first box carries its path, so a refused save can put the cursor there.
                id={age === MEAL_AGES[0] ? path : undefined}
                checked={ages.includes(age)}
                onChange={(event) =>
                  onChange(MEAL_AGES.filter((one) => (one === age ? event.target.checked : ages.includes(one))))
                }
              />
            }
            label={AGE_LABELS[age]}
          />
        ))}
        {ages.length === 0 && (
          <Typography role="alert" sx={{ fontSize: '0.8rem', color: 'error.main' }}>
            Choose adults, children or both.
          </Typography>
        )}
      </Box>
    );
  }
  if (name === 'kind' && typeof value === 'string') {
    return (
      <Choice
        id={path}
        label={labelOf(name)}
        value={value}
        options={QUESTION_KINDS.map((kind) => ({ value: kind, label: ANSWER_KIND_LABELS[kind] }))}
        onChange={onChange}
      />
    );
  }
  if (name === 'event' && typeof value === 'string') {
    const known = events.some((event) => event.id === value);
    return (
      <Choice
        id={path}
        label={labelOf(name)}
        value={value}
        options={[
          ...events.map((event) => ({ value: event.id, label: event.name })),
          ...(known ? [] : [{ value, label: value }]),
        ]}
        onChange={onChange}
      />
    );
  }
  if (typeof value === 'number') {
    return (
      <TextField
        id={path}
        error={invalid === path}
        size="small"
        type="number"
        label={labelOf(name)}
        value={value}
        onChange={(event) => onChange(Math.max(1, Math.trunc(Number(event.target.value) || 1)))}
        slotProps={{ htmlInput: { min: 1, max: 1000 }, inputLabel: { shrink: true } }}
        sx={{ width: 220 }}
      />
    );
  }
  if (typeof value === 'boolean') {
    return (
      <FormControlLabel
        control={<Checkbox checked={value} onChange={(event) => onChange(event.target.checked)} />}
        label={labelOf(name)}
      />
    );
  }
  if (typeof value === 'string') {
    const wallClock = name === 'startsAt' || name === 'endsAt';
    const instant = name === 'at';
    return (
      <TextField
        id={path}
        error={invalid === path}
        size="small"
        fullWidth
        type={wallClock ? 'datetime-local' : 'text'}
        label={
          wallClock ? `${labelOf(name)} (the wedding's clock)` : instant ? `${labelOf(name)} (ISO)` : labelOf(name)
        }
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  }
  if (Array.isArray(value)) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {value.map((item, index) => {
          const remove = () => onChange(value.filter((_, at) => at !== index));
          const move = () => {
            const next = [...value];
            [next[index - 1], next[index]] = [next[index], next[index - 1]];
            // Events the couple moved keep their order from then on (else they read by start time).
            onChange(name === 'events' ? markedMoved(next as object[]) : next);
          };
          const label = `${labelOf(name)} ${index + 1}`;
          return (
            <Box
              key={
                // A saved item by its id (it keeps its place when moved); a new one by its place, as its id
                // follows the name being typed and a changing key would take the typing away.
                savedIds.has(String((item as { id?: string })?.id)) ? (item as { id: string }).id : `new-${index}`
              }
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, m: 0, display: 'grid', gap: 1.25 }}
            >
              <Typography component="legend" sx={{ px: 0.5, fontSize: '0.85rem', color: 'text.secondary' }}>
                {label}
              </Typography>
              <FieldEditor
                name={name}
                value={item}
                savedIds={savedIds}
                path={`${path}-${index}`}
                events={events}
                invalid={invalid}
                taken={[
                  ...value.filter((_, at) => at !== index).map((other) => (other as { id?: string })?.id ?? ''),
                  // A saved id removed in this draft stays taken (its answers keep it), and so does the wedding's.
                  ...savedIds,
                  ...(name === 'events' ? [WEDDING_EVENT] : []),
                ]}
                onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {index > 0 && (
                  <Button size="small" onClick={move} aria-label={`Move ${label} up`}>
                    Move up
                  </Button>
                )}
                <Button size="small" color="error" onClick={remove} aria-label={`Remove ${label}`}>
                  Remove
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    );
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const kind = typeof record.kind === 'string' ? (record.kind as QuestionKind) : null;
    // A question shows its options only as a choice, its largest number only as a number.
    const shown = Object.entries(record).filter(
      ([key]) =>
        key !== 'moved' &&
        (!kind || (key !== 'options' && key !== 'max') || (key === 'options' ? kind === 'choice' : kind === 'number')),
    );
    // A new item's id follows its English name until it is saved ('Farewell breakfast' -> farewell-breakfast).
    const unsaved = typeof record.id === 'string' && !savedIds.has(record.id);
    const set = (key: string, next: unknown) =>
      onChange(
        key === 'kind'
          ? withKind(record as { kind: QuestionKind; options: Localized[] }, next as QuestionKind)
          : unsaved && NAMING_FIELDS.has(key) && isLocalized(next)
            ? { ...record, [key]: next, id: idFromName(next.en, taken) || record.id }
            : { ...record, [key]: next },
      );
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {shown.map(([key, inner]) =>
          key === 'id' ? (
            <Typography key={key} sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
              {unsaved
                ? `Short name: ${String(inner)} (made from the English name; it stays once saved)`
                : `Short name: ${String(inner)} (it never changes; searches and exports use it)`}
            </Typography>
          ) : (
            <Box key={key} sx={{ display: 'grid', gap: 1 }}>
              <FieldEditor
                name={key}
                value={inner}
                savedIds={savedIds}
                path={`${path}-${key}`}
                events={events}
                invalid={invalid}
                onChange={(next) => set(key, next)}
              />
              {key === 'options' && (
                <Button
                  size="small"
                  sx={{ justifySelf: 'start' }}
                  onClick={() => set(key, [...(inner as Localized[]), { en: '', es: '' }])}
                >
                  Add an option
                </Button>
              )}
            </Box>
          ),
        )}
      </Box>
    );
  }
  return null;
}
