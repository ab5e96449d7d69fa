import type { GbvService, GbvSex } from '../../../domain/gbv-case';
import type { PublishedCount } from '../../../domain/gbv-report';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';

type Count = { key: string; cases: PublishedCount };

/** The GBV indicator panel as the server sends it: published counts only (null is "<5"), no identifying field. */
export type GbvReport = {
  from: string;
  to: string;
  projectKeys: string[];
  zone: string | null;
  totals: { cases: PublishedCount; open: PublishedCount; closed: PublishedCount };
  byIncidentType: Count[];
  byAgeGroup: Count[];
  bySex: (Count & { key: GbvSex | string })[];
  byMonth: { month: string; cases: PublishedCount }[];
  byZone: (Count & { name: string | null })[];
  services: { service: GbvService; provided: PublishedCount; referred: PublishedCount; declined: PublishedCount }[];
};

/** GET /api/reports/gbv-registrations?<query>. */
export const fetchGbvReport = async (query: string) => (await httpClient<GbvReport>(`${API_URL}/reports/gbv-registrations?${query}`)).json;
