import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveDialog } from '../../src/client/layout/ResponsiveDialog';
import { setViewportWidth } from './support/match-media';
import { renderInAdmin } from './support/render-shell';

afterEach(cleanup);

/** A dialog with one input, as the back office's dialogs are built. */
function NoteDialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [note, setNote] = useState('');
  if (!open) return <p>closed</p>;
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <ResponsiveDialog onClose={close} dirty={note !== ''} aria-labelledby="note-title">
      <DialogTitle id="note-title">Add a note</DialogTitle>
      <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
    </ResponsiveDialog>
  );
}

const escape = () => fireEvent.keyDown(screen.getByRole('dialog', { name: 'Add a note', hidden: true }), { key: 'Escape' });

describe('the shared dialog frame', () => {
  it('closes at once on Escape when nothing was typed', () => {
    setViewportWidth(1440);
    let closed = 0;
    renderInAdmin(<NoteDialog onClosed={() => (closed += 1)} />);
    escape();
    expect(closed).toBe(1);
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it('asks before Escape discards typed input, and keeps it when the user says so', () => {
    setViewportWidth(1440);
    let closed = 0;
    renderInAdmin(<NoteDialog onClosed={() => (closed += 1)} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'half a sentence' } });
    escape();
    expect(screen.getByText('Discard your changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(closed).toBe(0);
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('half a sentence');

    escape();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(closed).toBe(1);
  });

  it('fills a phone screen and stays a centred dialog from sm up', () => {
    setViewportWidth(390);
    renderInAdmin(<NoteDialog onClosed={() => undefined} />);
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    cleanup();
    setViewportWidth(1024);
    renderInAdmin(<NoteDialog onClosed={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Add a note' })).toBeTruthy();
    expect(document.querySelector('.MuiDialog-paperFullScreen')).toBeNull();
  });
});
