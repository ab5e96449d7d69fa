import type { Language } from '../../../domain/constants';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

/** A link in a message's text; a sentence's final punctuation after it is not part of it. */
const LINK = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/**
 * The HTML part of an e-mail: the plain text, escaped, with its links made clickable, in the
 * message's language. Deliberately plain (no images, no remote styles): it reads the same in a
 * webmail, a phone's mail app and a text-only client.
 */
export function mailHtml(language: Language, subject: string, text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    const link = escapeHtml(match[0]);
    html += `<a href="${link}">${link}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(last));
  const paragraphs = html
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a">',
    paragraphs,
    '<p style="color: #5f6368; font-size: 13px">Mapato</p>',
    '</body>',
    '</html>',
  ].join('\n');
}
