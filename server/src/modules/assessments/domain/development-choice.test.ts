/** Development guidance: at most 2 chosen competencies may be hard to develop. */
import { describe, expect, it } from 'vitest';
import { checkDevelopmentChoice, MAX_HARD_DEVELOPMENT_CHOICES, type DevelopmentChoiceResult } from './report-engine.ts';

describe('development choice: refuse more than 2 hard competencies', () => {
  // h1..h3 are hard, e1..e3 are not
  const cards = [
    { id: 'h1', isHard: true },
    { id: 'h2', isHard: true },
    { id: 'h3', isHard: true },
    { id: 'e1', isHard: false },
    { id: 'e2', isHard: false },
    { id: 'e3', isHard: false },
  ];
  const table: { name: string; chosen: string[]; result: DevelopmentChoiceResult }[] = [
    { name: 'nothing chosen', chosen: [], result: { ok: true, cardIds: [] } },
    { name: 'one hard', chosen: ['h1'], result: { ok: true, cardIds: ['h1'] } },
    { name: 'two hard (the limit)', chosen: ['h1', 'h2'], result: { ok: true, cardIds: ['h1', 'h2'] } },
    {
      name: 'two hard and three others',
      chosen: ['e1', 'h1', 'e2', 'h2', 'e3'],
      result: { ok: true, cardIds: ['e1', 'h1', 'e2', 'h2', 'e3'] },
    },
    {
      name: 'a third hard is refused, naming all three',
      chosen: ['h1', 'e1', 'h2', 'h3'],
      result: { ok: false, reason: 'tooManyHard', hardCardIds: ['h1', 'h2', 'h3'], maxHard: 2 },
    },
    { name: 'the same hard card three times counts once', chosen: ['h1', 'h1', 'h1'], result: { ok: true, cardIds: ['h1'] } },
    {
      name: 'an id that is not a card of this assessment',
      chosen: ['h1', 'zz'],
      result: { ok: false, reason: 'unknownCards', cardIds: ['zz'] },
    },
  ];
  it.each(table)('$name', ({ chosen, result }) => {
    expect(checkDevelopmentChoice(cards, chosen)).toEqual(result);
  });

  it('the limit is the seed’s 2', () => {
    expect(MAX_HARD_DEVELOPMENT_CHOICES).toBe(2);
  });
});
