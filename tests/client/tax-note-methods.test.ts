import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/client/providers/data-provider';
import type { HttpClient, HttpOptions } from '../../src/client/providers/http-client';
import type { TaxNoteDataProvider } from '../../src/client/providers/tax-note-methods';

/** An http client that records each call and answers `{ data }` as the unwrapped envelope. */
function recording() {
  const calls: { url: string; method?: string; body?: unknown }[] = [];
  const client = (async (url: string, options: HttpOptions = {}) => {
    calls.push({ url, method: options.method, body: options.body ? JSON.parse(String(options.body)) : undefined });
    return { status: 200, headers: new Headers(), body: '', json: { _key: 'n-1', id: 'n-1' } };
  }) as HttpClient;
  return { calls, provider: createDataProvider(client, '/api') as unknown as TaxNoteDataProvider };
}

describe("the data provider's tax note steps", () => {
  it('posts each step to its route with the body the API expects', async () => {
    const { calls, provider } = recording();
    await provider.approveTaxNote('n/1');
    await provider.rejectTaxNote('n-1', '  Wrong parcel ');
    await provider.issueTaxNote('n-1');
    await provider.requestAmendment('n-1', { amount: 150050, reason: ' Surveyed again ' });
    await provider.approveAmendment('n-1');
    await provider.rejectAmendment('n-1', 'No survey');
    await provider.openDispute('n-1', { reason: 'Not my parcel' });
    await provider.rejectDispute('n-1', 'Parcel confirmed');
    expect(calls).toEqual([
      { url: '/api/taxNote/notes/n%2F1/approve', method: 'POST', body: {} },
      { url: '/api/taxNote/notes/n-1/reject', method: 'POST', body: { reason: 'Wrong parcel' } },
      { url: '/api/taxNote/notes/n-1/issue', method: 'POST', body: {} },
      { url: '/api/taxNote/notes/n-1/amendments', method: 'POST', body: { amount: 150050, reason: 'Surveyed again' } },
      { url: '/api/taxNote/notes/n-1/amendments/approve', method: 'POST', body: {} },
      { url: '/api/taxNote/notes/n-1/amendments/reject', method: 'POST', body: { reason: 'No survey' } },
      { url: '/api/taxNote/notes/n-1/disputes', method: 'POST', body: { reason: 'Not my parcel' } },
      { url: '/api/taxNote/notes/n-1/disputes/reject', method: 'POST', body: { reason: 'Parcel confirmed' } },
    ]);
  });

  it('approves a selection in one call and answers the note as it now is', async () => {
    const { calls, provider } = recording();
    const answer = await provider.approveTaxNote('n-1');
    expect(answer.data).toEqual({ _key: 'n-1', id: 'n-1' });
    await provider.bulkApproveTaxNotes(['a', 'b']);
    expect(calls[1]).toEqual({ url: '/api/taxNote/notes/bulk-approve', method: 'POST', body: { keys: ['a', 'b'] } });
  });
});
