import type { BirthReport } from '../../../domain/birth-report';
import { API_URL } from '../../providers/api-url';
import { httpClient } from '../../providers/app-providers';

/** GET /api/reports/birth-registrations?<query>: the birth indicator panel's figures. */
export const fetchBirthReport = async (query: string) => (await httpClient<BirthReport>(`${API_URL}/reports/birth-registrations?${query}`)).json;
