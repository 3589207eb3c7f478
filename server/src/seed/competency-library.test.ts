import { describe, expect, it } from 'vitest';
import {
  assessorTypeInputSchema,
  competencyInputSchema,
  difficultyInputSchema,
  factorInputSchema,
  RATER_GROUPS,
  templateInputSchema,
} from '@rira/contracts';
import { ASSESSOR_TYPES, COMPETENCIES, DIFFICULTIES, FACTORS, TEMPLATE } from './competency-library.ts';

const ID = '00000000-0000-4000-8000-000000000000';

/** Every Persian text of the library, with where it comes from. */
const persianTexts: [string, string][] = [
  ...DIFFICULTIES.map((d): [string, string] => [`difficulty ${d.key}`, d.title]),
  ...FACTORS.flatMap((f): [string, string][] => [
    [`factor ${f.key} title`, f.title],
    [`factor ${f.key} description`, f.description],
  ]),
  ...COMPETENCIES.flatMap((c): [string, string][] => [
    [`${c.key} title`, c.title],
    [`${c.key} skilled`, c.skilledDefinition],
    [`${c.key} unskilled`, c.unskilledDefinition],
    [`${c.key} overused`, c.overusedDefinition],
  ]),
  ...ASSESSOR_TYPES.map((a): [string, string] => [`assessor type ${a.raterGroup}`, a.title]),
  ['template title', TEMPLATE.title],
  ['template description', TEMPLATE.description],
];

const englishTexts: [string, string][] = [
  ...DIFFICULTIES.map((d): [string, string] => [`difficulty ${d.key}`, d.titleEn]),
  ...FACTORS.flatMap((f): [string, string][] => [
    [`factor ${f.key} title`, f.titleEn],
    [`factor ${f.key} description`, f.descriptionEn],
  ]),
  ...COMPETENCIES.flatMap((c): [string, string][] => [
    [`${c.key} title`, c.titleEn],
    [`${c.key} skilled`, c.skilledDefinitionEn],
    [`${c.key} unskilled`, c.unskilledDefinitionEn],
    [`${c.key} overused`, c.overusedDefinitionEn],
  ]),
  ...ASSESSOR_TYPES.map((a): [string, string] => [`assessor type ${a.raterGroup}`, a.titleEn]),
  ['template title', TEMPLATE.titleEn],
  ['template description', TEMPLATE.descriptionEn],
];

const offending = (texts: [string, string][], bad: (text: string) => boolean) =>
  texts.filter(([, text]) => bad(text)).map(([where]) => where);

describe('competency library seed data', () => {
  it('has at least 40 competencies in at least 7 factors, each factor with 4 to 7', () => {
    expect(COMPETENCIES.length).toBeGreaterThanOrEqual(40);
    expect(FACTORS.length).toBeGreaterThanOrEqual(7);
    for (const f of FACTORS) {
      const count = COMPETENCIES.filter((c) => c.factor === f.key).length;
      expect(count, f.key).toBeGreaterThanOrEqual(4);
      expect(count, f.key).toBeLessThanOrEqual(7);
    }
  });

  it('refers only to factors and difficulties that exist', () => {
    const factorKeys = new Set(FACTORS.map((f) => f.key));
    const difficultyKeys = new Set(DIFFICULTIES.map((d) => d.key));
    for (const c of COMPETENCIES) {
      expect(factorKeys.has(c.factor), c.key).toBe(true);
      expect(difficultyKeys.has(c.difficulty), c.key).toBe(true);
    }
  });

  it('has every text in both languages, trimmed and non-empty', () => {
    expect(persianTexts.length).toBe(englishTexts.length);
    const blank = (t: string) => typeof t !== 'string' || t.trim() === '' || t !== t.trim() || /\s{2}/.test(t);
    expect(offending(persianTexts, blank)).toEqual([]);
    expect(offending(englishTexts, blank)).toEqual([]);
  });

  it('writes Persian with Persian letters and digits only', () => {
    // Arabic yeh, kaf and alef maksura; Latin and Arabic-Indic digits.
    expect(offending(persianTexts, (t) => /[\u064A\u0643\u0649]/.test(t))).toEqual([]);
    expect(offending(persianTexts, (t) => /[0-9\u0660-\u0669]/.test(t))).toEqual([]);
    // Every Persian text is mostly Persian, every English text has no Persian letters.
    expect(offending(persianTexts, (t) => !/[\u0600-\u06FF]/.test(t) || /[A-Za-z]/.test(t))).toEqual([]);
    expect(offending(englishTexts, (t) => /[\u0600-\u06FF]/.test(t))).toEqual([]);
  });

  it('joins Persian prefixes and suffixes with a zero-width non-joiner, not a space', () => {
    // «می کند» instead of «می‌کند», «تصمیم ها» instead of «تصمیم‌ها», or a stray non-joiner by a space.
    const loose = (t: string) =>
      /(^|[\s«(])ن?می\s/.test(t) || /\s(ها|های|هایی|ای|اند|ترین)[\s.،؛:»)]/.test(t) || /\u200C\s|\s\u200C|\u200C\u200C/.test(t);
    expect(offending(persianTexts, loose)).toEqual([]);
  });

  it('has unique titles in both languages', () => {
    for (const list of [DIFFICULTIES, FACTORS, COMPETENCIES, ASSESSOR_TYPES] as const) {
      const titles = list.map((x) => x.title);
      const titlesEn = list.map((x) => x.titleEn);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(titlesEn).size).toBe(titlesEn.length);
    }
    const keys = COMPETENCIES.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every competency 2 to 4 existing compensators other than itself', () => {
    const keys = new Set(COMPETENCIES.map((c) => c.key));
    for (const c of COMPETENCIES) {
      expect(c.compensators.length, c.key).toBeGreaterThanOrEqual(2);
      expect(c.compensators.length, c.key).toBeLessThanOrEqual(4);
      expect(new Set(c.compensators).size, c.key).toBe(c.compensators.length);
      for (const k of c.compensators) {
        expect(keys.has(k), `${c.key} → ${k}`).toBe(true);
        expect(k, c.key).not.toBe(c.key);
      }
    }
  });

  it('makes every competency the compensator of at least one other', () => {
    const used = new Set(COMPETENCIES.flatMap((c) => c.compensators));
    expect(COMPETENCIES.filter((c) => !used.has(c.key)).map((c) => c.key)).toEqual([]);
  });

  it('mixes difficulties: at least 10 hard and at least 10 easy or moderate', () => {
    const hardKeys = new Set(DIFFICULTIES.filter((d) => d.isHard).map((d) => d.key));
    const hard = COMPETENCIES.filter((c) => hardKeys.has(c.difficulty)).length;
    expect(hard).toBeGreaterThanOrEqual(10);
    expect(COMPETENCIES.length - hard).toBeGreaterThanOrEqual(10);
    expect(DIFFICULTIES.filter((d) => d.isHard)).toHaveLength(1);
  });

  it('uses the default bands and an importance of 1 or 1.5', () => {
    for (const x of [...FACTORS, ...COMPETENCIES]) {
      expect(x.minScore).toBe(1.67);
      expect(x.maxScore).toBe(2.33);
    }
    for (const c of COMPETENCIES) expect([1, 1.5], c.key).toContain(c.score);
  });

  it('has exactly the five rater groups among assessor types', () => {
    expect(ASSESSOR_TYPES.map((a) => a.raterGroup).sort()).toEqual([...RATER_GROUPS].sort());
    for (const a of ASSESSOR_TYPES) expect(a.minCount, a.raterGroup).toBeLessThanOrEqual(a.maxCount);
    expect(ASSESSOR_TYPES.filter((a) => a.allowOutsideCompany).map((a) => a.raterGroup)).toEqual(['external']);
    expect(ASSESSOR_TYPES.filter((a) => !a.needsConfirmation).map((a) => a.raterGroup)).toEqual(['self']);
  });

  it('passes the same validation an admin edit would', () => {
    for (const d of DIFFICULTIES) expect(difficultyInputSchema.safeParse(d).success, d.key).toBe(true);
    for (const { key, ...f } of FACTORS) expect(factorInputSchema.safeParse(f).error, key).toBeUndefined();
    for (const { key, factor: _f, difficulty: _d, compensators, ...c } of COMPETENCIES) {
      const parsed = competencyInputSchema.safeParse({ ...c, factorId: ID, difficultyId: ID, compensatorIds: compensators.map(() => ID) });
      expect(parsed.error, key).toBeUndefined();
    }
    for (const a of ASSESSOR_TYPES) expect(assessorTypeInputSchema.safeParse(a).error, a.raterGroup).toBeUndefined();
    const template = templateInputSchema.safeParse({ ...TEMPLATE, companyId: null, factorIds: FACTORS.map(() => ID) });
    expect(template.error).toBeUndefined();
    expect(TEMPLATE).toMatchObject({ estimatedMinutes: 25, minGroupSize: 3, pileMaxBest: null, pileMaxMostly: null, pileMaxLeast: null });
  });
});
