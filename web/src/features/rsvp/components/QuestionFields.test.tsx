import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Answer, QuestionConfig } from '@contract/events';
import { dialogStrings } from '../dialog-strings';
import { QuestionFields } from './QuestionFields';

// The demo asks a yes/no and a text question; a couple may also ask a choice or a number. These two are not
// in the demo's config, so they show under their ids.
const questions: QuestionConfig[] = [
  { id: 'menu', label: 'Which dessert?', kind: 'choice', options: ['Flan', 'Tres leches'], event: 'wedding', max: 20 },
  { id: 'rooms', label: 'How many hotel rooms?', kind: 'number', options: [], event: 'wedding', max: 4 },
];

let latest: Record<string, Answer> = {};
function Harness({ initial = {} }: { initial?: Record<string, Answer> }) {
  const [answers, setAnswers] = useState(initial);
  return (
    <QuestionFields
      guestId="rosa"
      name="Rosa Alvarez"
      questions={questions}
      answers={answers}
      readOnly={false}
      words={dialogStrings('en')}
      onChange={(next) => {
        latest = next;
        setAnswers(next);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  latest = {};
});

describe('QuestionFields: choice and number questions', () => {
  it('offers a choice as radio buttons and records the one picked', async () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'menu' });
    expect(group).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Tres leches' }));
    expect(latest).toEqual({ menu: 'Tres leches' });
  });

  it('takes a whole number within the question’s range, and an emptied field takes the answer back', () => {
    render(<Harness initial={{ rooms: 2 }} />);
    const field = screen.getByLabelText('rooms, Rosa Alvarez') as HTMLInputElement;
    expect(field.value).toBe('2');
    fireEvent.change(field, { target: { value: '3' } });
    expect(latest).toEqual({ rooms: 3 });
    fireEvent.change(field, { target: { value: '9' } });
    expect(latest).toEqual({ rooms: 4 });
    fireEvent.change(field, { target: { value: '' } });
    expect(latest).toEqual({ rooms: '' });
    expect(field.value).toBe('');
  });
});
