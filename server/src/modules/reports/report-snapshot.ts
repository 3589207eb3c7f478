import type { ReportCompetency, ReportDocument } from '@rira/contracts';
import { MIN_GROUP_SIZE_FLOOR, REPORT_ENGINE_VERSION, type Report, type ReportInput } from '@rira/contracts/report-types';
import { computeReport } from '../assessments/domain/report-engine.ts';
import type { SnapshotRow } from './reports.repo.ts';

/** What a snapshot keeps besides the report: the engine's input and the texts the pages show. */
export interface SnapshotInput {
  engine: ReportInput;
  competencies: ReportCompetency[];
  factors: ReportDocument['factors'];
}

/**
 * The report of a snapshot under today's rules: a snapshot made by an older engine (one that merged
 * small groups into others) is computed again from the input it kept, so that no reader ever gets a
 * figure the revised anonymity rule forbids. Pure and quick; the stored row is left as it was.
 */
export function reportOf(snapshot: Pick<SnapshotRow, 'report' | 'input'>): Report {
  const report = snapshot.report as Report;
  if (report.engineVersion === REPORT_ENGINE_VERSION) return report;
  const engine = (snapshot.input as SnapshotInput).engine;
  const minGroupSize = Math.max(MIN_GROUP_SIZE_FLOOR, engine.settings?.minGroupSize ?? MIN_GROUP_SIZE_FLOOR);
  return computeReport({ ...engine, settings: { ...engine.settings, minGroupSize } });
}
