import { monthsOfRange } from './gbv-report';
import { BIRTH_GENDERS, DELIVERY_TYPES } from './health-birth-rules';

/**
 * The birth indicator panel (/birth-registration-report): births of the period (by date of
 * birth) counted by month, hospital, delivery type, gender and stage. Pure, so the server folds
 * its grouped rows with it and tests check it without a database.
 */

/**
 * Where a declaration stands, the four adding up to the total: waiting for the supervisor,
 * approved and waiting for the civil registry, synced, or rejected.
 */
export const BIRTH_REPORT_STAGES = ['waitingForApproval', 'approved', 'synced', 'rejected'] as const;
export type BirthReportStage = (typeof BIRTH_REPORT_STAGES)[number];

/** The stage of a declaration from its sync state and whether a supervisor approved it. */
export function stageOf(syncState: string, approved: boolean): BirthReportStage {
  if (syncState === 'synced') return 'synced';
  if (syncState === 'rejected') return 'rejected';
  return approved ? 'approved' : 'waitingForApproval';
}

/** One grouped row of the server's query: births sharing every facet. */
export type BirthFacetRow = {
  month: string;
  hospitalKey: string;
  hospitalName: string;
  deliveryType: string;
  gender: string;
  stage: BirthReportStage;
  duplicate: boolean;
  births: number;
};

export type BirthCount = { key: string; births: number };
export type BirthHospitalCount = BirthCount & { name: string };

export type BirthReport = {
  from: string;
  to: string;
  projectKeys: string[];
  zone: string | null;
  hospital: string | null;
  /** Every hospital with declarations in the projects, for the hospital filter whatever it holds now. */
  hospitals: { key: string; name: string }[];
  totals: { births: number; duplicates: number } & Record<BirthReportStage, number>;
  byMonth: { month: string; births: number }[];
  byHospital: BirthHospitalCount[];
  byDeliveryType: BirthCount[];
  byGender: BirthCount[];
  byStage: BirthCount[];
  /** The heat map: births of each hospital in each month (only the non-zero cells). */
  byMonthAndHospital: { month: string; hospitalKey: string; births: number }[];
};

type Scope = Pick<BirthReport, 'from' | 'to' | 'projectKeys' | 'zone' | 'hospital' | 'hospitals'>;

/** Counts in the order of `keys` (zero included, so a chart keeps its colours); unknown keys follow, largest first. */
function countsOf(keys: readonly string[], found: Map<string, number>): BirthCount[] {
  const known = keys.map((key) => ({ key, births: found.get(key) ?? 0 }));
  const others = [...found].filter(([key]) => !keys.includes(key)).map(([key, births]) => ({ key, births }));
  return [...known, ...others.sort((a, b) => b.births - a.births)];
}

const add = (map: Map<string, number>, key: string, births: number) => map.set(key, (map.get(key) ?? 0) + births);

/** The report from the grouped rows: every figure adds the same rows, so they always agree. */
export function foldBirthReport(scope: Scope, rows: readonly BirthFacetRow[]): BirthReport {
  const months = new Map<string, number>();
  const hospitals = new Map<string, number>();
  const names = new Map<string, string>();
  const deliveries = new Map<string, number>();
  const genders = new Map<string, number>();
  const stages = new Map<string, number>();
  const cells = new Map<string, number>();
  let duplicates = 0;
  for (const row of rows) {
    add(months, row.month, row.births);
    add(hospitals, row.hospitalKey, row.births);
    names.set(row.hospitalKey, row.hospitalName);
    add(deliveries, row.deliveryType, row.births);
    add(genders, row.gender, row.births);
    add(stages, row.stage, row.births);
    add(cells, `${row.month}|${row.hospitalKey}`, row.births);
    if (row.duplicate) duplicates += row.births;
  }
  const byStage = countsOf(BIRTH_REPORT_STAGES, stages);
  const stageTotal = (stage: BirthReportStage) => stages.get(stage) ?? 0;
  return {
    ...scope,
    totals: {
      births: byStage.reduce((sum, row) => sum + row.births, 0),
      duplicates,
      waitingForApproval: stageTotal('waitingForApproval'),
      approved: stageTotal('approved'),
      synced: stageTotal('synced'),
      rejected: stageTotal('rejected'),
    },
    byMonth: countsOf(monthsOfRange(scope.from, scope.to), months).map(({ key, births }) => ({ month: key, births })),
    byHospital: [...hospitals]
      .map(([key, births]) => ({ key, name: names.get(key) ?? key, births }))
      .sort((a, b) => b.births - a.births || a.name.localeCompare(b.name)),
    byDeliveryType: countsOf(DELIVERY_TYPES, deliveries),
    byGender: countsOf(BIRTH_GENDERS, genders),
    byStage,
    byMonthAndHospital: [...cells].map(([cell, births]) => {
      const [month, hospitalKey] = cell.split('|');
      return { month, hospitalKey, births };
    }),
  };
}
