import { describe, expect, it } from 'vitest';
import { answerProblem, type QuestionConfig } from './events';

const question = (kind: QuestionConfig['kind'], extra: Partial<QuestionConfig> = {}): QuestionConfig => ({
  id: 'q',
  label: 'Q',
  kind,
  options: [],
  event: 'wedding',
  max: 4,
  ...extra,
});

describe('answerProblem', () => {
  it('accepts an answer of each kind and names the question when the kind is wrong', () => {
    expect(answerProblem(question('yesno'), true)).toBeNull();
    expect(answerProblem(question('yesno'), 'yes')).toMatch(/"Q" \(q\) must be yes or no/);
    expect(answerProblem(question('choice', { options: ['Flan'] }), 'Flan')).toBeNull();
    expect(answerProblem(question('choice', { options: ['Flan'] }), 'Cake')).toMatch(/must be one of: Flan/);
    expect(answerProblem(question('number'), 4)).toBeNull();
    expect(answerProblem(question('number'), 5)).toMatch(/whole number from 0 to 4/);
    expect(answerProblem(question('number'), 1.5)).toMatch(/whole number/);
    expect(answerProblem(question('text'), 'a\nb')).toMatch(/control characters/);
  });

  it('takes an empty string, for every kind, as taking the answer back', () => {
    for (const kind of ['yesno', 'choice', 'text', 'number'] as const)
      expect(answerProblem(question(kind), '')).toBeNull();
  });
});
