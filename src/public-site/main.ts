import { verifyToken } from '../domain/document-token';
import { publicKeys } from './public-keys';
import { readQrPicture } from './read-qr-picture';
import './public-site.css';

/**
 * The only script of the citizens' pages, and an optional one: everything works without it.
 * It keeps the published keys for offline checks and, on the check page, verifies the token
 * again on the phone so the verdict does not rest on the network alone, or reads a picked photo
 * of a QR code.
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

/**
 * /check without a code: the picture picker (hidden when no script runs) reads the QR code of a
 * picked photo on the phone, then opens the check of what it says, as a scan would.
 */
function pickQrPicture() {
  const picker = document.querySelector<HTMLElement>('[data-qr-picker]');
  const input = picker?.querySelector<HTMLInputElement>('input[type="file"]');
  const status = document.getElementById('qr-picture-status');
  if (!picker || !input || !status) return;
  picker.hidden = false;
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    status.textContent = picker.dataset.reading ?? '';
    const text = await readQrPicture(file).catch(() => null);
    if (!text) {
      status.textContent = picker.dataset.noCode ?? '';
      return;
    }
    location.assign(`/check?lang=${document.documentElement.lang}&q=${encodeURIComponent(text)}`);
  });
}

tidyReferenceInput();
pickQrPicture();
void confirmOnThisPhone();
