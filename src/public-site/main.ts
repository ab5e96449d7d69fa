import { verifyToken } from '../domain/document-token';
import { publicKeys } from './public-keys';
import './public-site.css';

/**
 * The only script of the citizens' pages, and an optional one: everything works without it.
 * It keeps the published keys for offline checks and, on the check page, verifies the token
 * again on the phone so the verdict does not rest on the network alone.
 */
async function confirmOnThisPhone() {
  const section = document.querySelector<HTMLElement>('[data-token]');
  const token = section?.dataset.token;
  const keys = await publicKeys();
  if (!section || !token) return;
  const facts = await verifyToken(token, keys);
  const mark = document.getElementById('checked-here');
  if (facts && mark) mark.hidden = false;
}

/** A reference is stored uppercase with hyphens; showing it so while typing avoids doubts. */
function tidyReferenceInput() {
  const input = document.querySelector<HTMLInputElement>('input[name="reference"]');
  input?.addEventListener('blur', () => {
    input.value = input.value.trim().toUpperCase();
  });
}

tidyReferenceInput();
void confirmOnThisPhone();
