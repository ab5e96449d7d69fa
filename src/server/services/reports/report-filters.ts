import type { FastifyRequest } from 'fastify';
import { isGridShown, rangeProblem, REPORT_MAX_SPAN_DAYS, type RangeProblem } from '../../../domain/report-range';
import { badRequest, forbidden, type ErrorKey } from '../../app-error';
import { currentPrincipal, currentProject } from '../../plugins/access';

/** The query string every report takes; a report adds its own properties beside these. */
export const reportQueryProperties = {
  from: { type: 'string', maxLength: 10, description: 'First day of the period (YYYY-MM-DD), included' },
  to: { type: 'string', maxLength: 10, description: 'Last day of the period (YYYY-MM-DD), included' },
  projectKeys: {
    type: 'string',
    maxLength: 1000,
    description: 'Comma-separated keys of the caller’s projects to add up (default: the Project-Key project)',
  },
  zone: { type: 'string', maxLength: 100, description: 'Key of a zone: only what belongs to it' },
} as const;

export type ReportQuery = { from: string; to: string; projectKeys?: string; zone?: string };

/** A report's query schema: the common filters plus the report's own. */
export const reportQuerySchema = <P extends Record<string, unknown>>(own: P = {} as P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['from', 'to'],
    properties: { ...reportQueryProperties, ...own },
  }) as const;

export type ReportFilters = {
  from: string;
  to: string;
  /** The projects added up: the caller's own, never another's. */
  projectKeys: string[];
  zone?: string;
  /** False past GRID_MAX_SPAN_DAYS: the report then leaves its detail rows out. */
  gridShown: boolean;
};

const RANGE_MESSAGES: Record<RangeProblem, ErrorKey> = {
  invalidDay: 'reportRangeInvalidDay',
  reversed: 'reportRangeReversed',
  tooLong: 'reportRangeTooLong',
};

/**
 * The common filters of a report request, checked: a real period of at most two years, and only
 * projects the caller belongs to (403 for any other, like a foreign Project-Key).
 */
export function reportFilters(request: FastifyRequest, query: ReportQuery): ReportFilters {
  const range = { from: query.from, to: query.to };
  const problem = rangeProblem(range);
  if (problem) throw badRequest('INVALID_REPORT_RANGE', RANGE_MESSAGES[problem], { days: REPORT_MAX_SPAN_DAYS + 1 });
  const principal = currentPrincipal(request);
  const wanted = query.projectKeys
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const projectKeys = wanted?.length ? [...new Set(wanted)] : [currentProject(request)];
  if (!projectKeys.every((key) => principal.projectKeys.includes(key))) throw forbidden('PROJECT_FORBIDDEN', 'projectForbidden');
  return { ...range, projectKeys, zone: query.zone || undefined, gridShown: isGridShown(range) };
}
