import { GBV_AGE_GROUPS, GBV_INCIDENT_TYPES, GBV_SERVICE_STATES, GBV_SERVICES, GBV_SEXES } from '../../../domain/gbv-case';
import { key, nonEmpty, object, str } from '../body-schemas';
import { closedObject, flag, nullableText, ok, okList, text } from '../response-schemas';

const day = { type: 'string', format: 'date', maxLength: 10 } as const;
const services = object(Object.fromEntries(GBV_SERVICES.map((service) => [service, { type: 'string', enum: [...GBV_SERVICE_STATES] }])));

/** The coded fields of the case form, and the identifying ones kept apart on the server. */
const caseFields = {
  survivorAge: { type: 'integer', minimum: 0, maximum: 130, description: 'Age in years: only its GBVIMS age group is kept' },
  ageGroup: { type: 'string', enum: [...GBV_AGE_GROUPS] },
  sex: { type: 'string', enum: [...GBV_SEXES] },
  incidentType: { type: 'string', enum: [...GBV_INCIDENT_TYPES] },
  incidentDate: day,
  reportDate: day,
  zone: key(),
  services,
  referralConsent: { type: 'boolean' },
  survivorName: nonEmpty(200),
  contact: str(200),
  address: str(500),
} as const;

export const createCaseBody = object({ ...caseFields, caseWorkerKey: key() }, ['sex', 'incidentType', 'incidentDate', 'reportDate', 'zone', 'survivorName']);
export const updateCaseBody = object(caseFields, ['sex', 'incidentType', 'incidentDate', 'reportDate', 'zone']);
export const closeCaseBody = object({ closureDate: day }, ['closureDate']);
export const reopenCaseBody = object({});
export const assignCaseBody = object({ caseWorkerKey: key() }, ['caseWorkerKey']);

/** If-Match names the version acted on; its absence is the handler's 428, not a validation 400. */
export const ifMatchHeaders = { type: 'object', properties: { 'if-match': { type: 'string', maxLength: 100 } } } as const;

const integer = { type: 'integer' } as const;
const nullableDay = { type: ['string', 'null'] } as const;

/** A list row: the coded case, never a name, contact or address (the closed schema drops any). */
const caseRow = {
  _key: text,
  code: text,
  ageGroup: text,
  sex: text,
  incidentType: text,
  incidentDate: text,
  reportDate: text,
  zone: text,
  zoneName: nullableText,
  services: closedObject(Object.fromEntries(GBV_SERVICES.map((service) => [service, text]))),
  referralConsent: flag,
  caseWorkerKey: text,
  caseWorkerName: nullableText,
  status: text,
  closureDate: nullableDay,
  createdAt: text,
  updatedAt: text,
  version: integer,
};

export const caseListResponse = okList(closedObject(caseRow));
export const caseDetailResponse = ok(
  closedObject({
    ...caseRow,
    identityShown: flag,
    identity: { anyOf: [closedObject({ survivorName: text, contact: text, address: text }), { type: 'null' }] },
  }),
);

/** A published count: null for 1 to 4 cases, hidden so that no survivor can be singled out. */
const publishedCount = { type: ['integer', 'null'] } as const;
const count = closedObject({ key: text, cases: publishedCount });
export const gbvReportResponse = ok(
  closedObject({
    from: text,
    to: text,
    projectKeys: { type: 'array', items: text },
    zone: nullableText,
    totals: closedObject({ cases: publishedCount, open: publishedCount, closed: publishedCount }),
    byIncidentType: { type: 'array', items: count },
    byAgeGroup: { type: 'array', items: count },
    bySex: { type: 'array', items: count },
    byMonth: { type: 'array', items: closedObject({ month: text, cases: publishedCount }) },
    byZone: { type: 'array', items: closedObject({ key: text, name: nullableText, cases: publishedCount }) },
    services: {
      type: 'array',
      items: closedObject({ service: text, provided: publishedCount, referred: publishedCount, declined: publishedCount }),
    },
  }),
);
