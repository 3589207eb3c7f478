/**
 * 360 report engine (issue 7), pure arithmetic only: one report with 120 competencies and 50
 * raters, and 1,000 such reports. Printed as figures and as a ratio to the target (engine under
 * 20 ms per report); never asserted: the machine is shared.
 */
import os from 'node:os';
import {
  computeReport,
  type Pile,
  type ReportAnswerInput,
  type ReportGroup,
  type ReportInput,
} from '../server/src/modules/assessments/domain/report-engine.ts';
import { prng } from '../server/src/test/report-fixtures.ts';

const CARDS = 120;
const FACTORS = 12;
const TARGET_MS = 20;
/** 50 raters: self, 2 managers, 15 peers, 20 subordinates, 12 externals. */
const RATERS: [ReportGroup, number][] = [
  ['self', 1],
  ['manager', 2],
  ['peer', 15],
  ['subordinate', 20],
  ['external', 12],
];

function makeInput(seed: number): ReportInput {
  const rnd = prng(seed);
  const ids = Array.from({ length: CARDS }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const piles: Pile[] = ['best', 'mostly', 'least'];
  const answers: ReportAnswerInput[] = [];
  for (const [group, count] of RATERS) {
    for (let r = 0; r < count; r++) {
      // a real card sort: a shuffled deck cut into three piles of ⌈N/3⌉
      const deck = [...ids];
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      const placements: Record<string, Pile> = {};
      deck.forEach((id, i) => (placements[id] = piles[Math.floor(i / Math.ceil(CARDS / 3))]!));
      answers.push({ assessorId: `${group}-${r}`, group, weight: group === 'manager' ? 2 : rnd() < 0.2 ? 1.5 : 1, placements });
    }
  }
  return {
    cards: ids.map((id, i) => ({
      id,
      title: `شایستگی ${i + 1}`,
      titleEn: `Competency ${i + 1}`,
      factorId: `factor-${i % FACTORS}`,
      score: 1 + (i % 3),
      minScore: 1.67,
      maxScore: 2.33,
      compensatorIds: Array.from({ length: i % 4 }, () => ids[Math.floor(rnd() * CARDS)]!),
      isHard: i % 5 === 0,
    })),
    factors: Array.from({ length: FACTORS }, (_, f) => ({ id: `factor-${f}`, title: `عامل ${f + 1}`, titleEn: `Factor ${f + 1}` })),
    answers,
    invitations: {
      self: { invited: 1 },
      manager: { invited: 2 },
      peer: { invited: 18 },
      subordinate: { invited: 25 },
      external: { invited: 15 },
    },
  };
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

console.log(
  `node ${process.version}   ${os.cpus().length} cores   ${CARDS} competencies, ${RATERS.reduce((n, [, c]) => n + c, 0)} raters (self included)`,
);

// one report: the same input again and again (after a warm-up), mean and median of single runs
const one = makeInput(1);
for (let i = 0; i < 50; i++) computeReport(one);
const singles: number[] = [];
for (let i = 0; i < 300; i++) {
  const start = process.hrtime.bigint();
  computeReport(one);
  singles.push(ms(start));
}
singles.sort((a, b) => a - b);
const mean = singles.reduce((s, v) => s + v, 0) / singles.length;
const median = singles[Math.floor(singles.length / 2)]!;
const p95 = singles[Math.floor(singles.length * 0.95)]!;

// 1,000 different reports (inputs built beforehand, not timed)
const inputs = Array.from({ length: 1000 }, (_, i) => makeInput(100 + i));
const startAll = process.hrtime.bigint();
let sink = 0;
for (const input of inputs) sink += computeReport(input).cards.length;
const all = ms(startAll);

const report = computeReport(one);
console.log(
  `shown groups: ${report.shownGroups.map((g) => g.group).join(', ')}   report JSON ${(JSON.stringify(report).length / 1024).toFixed(0)} KiB   (${sink} rows)`,
);
console.log(
  `one report                 mean ${mean.toFixed(3).padStart(7)} ms   median ${median.toFixed(3).padStart(7)} ms   p95 ${p95.toFixed(3).padStart(7)} ms`,
);
console.log(
  `1,000 reports              ${all.toFixed(0).padStart(7)} ms total   ${(all / 1000).toFixed(3)} ms/report   ${(1000 / (all / 1000)).toFixed(0)} reports/s`,
);
console.log(
  `ratio to target (${TARGET_MS} ms/report): one report ${(median / TARGET_MS).toFixed(3)}x (median), 1,000 reports ${(all / 1000 / TARGET_MS).toFixed(3)}x per report`,
);
