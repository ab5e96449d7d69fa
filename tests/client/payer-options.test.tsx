import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePayerOptions } from '../../src/client/pages/taxation/use-payer-options';
import { saveSession } from '../../src/client/providers/session';
import { buildSessionUser } from './support/builders';
import { renderInAdmin } from './support/render-shell';

function Offered({ q }: { q: string }) {
  const { options } = usePayerOptions('citizens', 'organization', q);
  return (
    <ul>
      {options.map((option) => (
        <li key={option.key}>{option.label}</li>
      ))}
    </ul>
  );
}

/** An organization payer is one of the user's establishments, found as a French reader types its name. */
describe('the organizations offered as payer', () => {
  afterEach(cleanup);

  it('match what was typed with accents and case aside', () => {
    saveSession({
      ...buildSessionUser(),
      userEstablishments: [
        { _key: 'est-ecole', establishmentName: 'École Saint-Joseph' },
        { _key: 'est-regie', establishmentName: 'Régie des eaux' },
      ],
    } as ReturnType<typeof buildSessionUser>);
    renderInAdmin(<Offered q="ecole" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['École Saint-Joseph']);
    cleanup();
    renderInAdmin(<Offered q="RÉGIE" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Régie des eaux']);
  });
});
