import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormSection } from '../../src/client/layout/FormSection';
import { renderInAdmin } from './support/render-shell';

/** A part that fails to render while its text says "boom" (a stand-in for any render defect). */
function Fragile({ text }: { text: string }) {
  if (text === 'boom') throw new Error('render failed');
  return <p>{`Fine: ${text}`}</p>;
}

function Form() {
  const [name, setName] = useState('');
  const [other, setOther] = useState('');
  return (
    <>
      <FormSection title="Who">
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormSection>
      <FormSection title="What">
        <input aria-label="Other" value={other} onChange={(event) => setOther(event.target.value)} />
        <Fragile text={other} />
      </FormSection>
    </>
  );
}

describe('a form section that fails to render', () => {
  it('shows a message in that section only and keeps what was typed in the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInAdmin(<Form />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Dorcas Banza' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Other' }), { target: { value: 'boom' } });
    expect(await screen.findByText('This part of the form could not be shown. What you typed elsewhere is kept.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Dorcas Banza');
    expect(screen.getByRole('region', { name: 'Who' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
