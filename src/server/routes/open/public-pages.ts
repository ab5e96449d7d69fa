import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_TOKEN_LENGTH } from '../../../domain/document-token';
import { readCheckInput } from '../../../domain/check-input';
import { isValidReference, normalizeReference } from '../../../domain/tax-reference';
import { checkPage, referencePage } from '../../public-site/check-page';
import { contactPage, homePage } from '../../public-site/home-page';
import { pageLanguage, translatorFor } from '../../public-site/page-language';
import { summaryPage } from '../../public-site/summary-page';
import { verifyDocument } from '../../services/documents/verify-document';
import { lookupWait } from '../../services/open/lookup-guard';
import { publicContacts } from '../../services/open/public-contacts';
import { lookupTaxNote } from '../../services/open/lookup-tax-note';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A check link is some 450 characters; more is kept only to be shown back, cut. */
const MAX_TYPED = 1000;
/** A reference and a mobile fit in far less; anything bigger is not our form. */
const FORM_BODY_LIMIT = 2048;
const langQuery = { type: 'object', properties: { lang: { type: 'string', maxLength: 5 } } } as const;
const tags = ['Public site'];
const homeQuery = { type: 'object', properties: { lang: { type: 'string', maxLength: 5 }, returnUrl: { type: 'string', maxLength: 2000 } } } as const;

/** A signed-out staff member sent here keeps the page to come back to; only a path of this site is kept. */
const signInHrefFor = (returnUrl: string | undefined) =>
  returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//') && !returnUrl.includes('\\')
    ? `/sign-in?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/sign-in';

const sendPage = (reply: FastifyReply, page: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'private, no-store').header('Vary', 'Accept-Language').send(page);

/**
 * The citizens' pages, rendered here as plain HTML so they work on any phone with JavaScript off
 * and never load the staff bundle: the landing page and its lookup form, the document check that
 * a QR code opens, and the contact page.
 */
export async function publicPageRoutes(app: FastifyInstance) {
  // Scoped: only these routes read form posts (no form plugin is installed, the body is two fields).
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Querystring: { returnUrl?: string } }>(
      '/home',
      { schema: { tags, querystring: homeQuery, hide: true }, config: { access: 'public' } },
      async (request, reply) => sendPage(reply, homePage(pageLanguage(request), { signInHref: signInHrefFor(request.query.returnUrl) })),
    );

    scope.post<{ Body: Record<string, string> | undefined }>(
      '/home',
      { schema: { tags, querystring: langQuery, hide: true }, config: { access: 'public' } },
      async (request, reply) => {
        const language = pageLanguage(request);
        const t = translatorFor(language);
        const reference = typeof request.body?.reference === 'string' ? request.body.reference.slice(0, 60) : '';
        const mobile = typeof request.body?.mobile === 'string' ? request.body.mobile.slice(0, 30) : '';
        const typed = { reference, mobile };
        if (!reference.trim() || !mobile.trim()) {
          return sendPage(reply, homePage(language, { typed, notice: { title: t('badRequest.title'), body: t('badRequest.body'), role: 'alert' } }), 400);
        }
        // A check character that does not match its reference is a typo told by the format alone:
        // it says nothing about which notes exist, so the page may say so (no search, no quota used).
        const shaped = normalizeReference(reference);
        if (shaped && !isValidReference(shaped)) {
          return sendPage(reply, homePage(language, { typed, notice: { title: t('mistyped.title'), body: t('check.mistyped'), role: 'alert' } }), 400);
        }
        const wait = await lookupWait(app.db, { address: request.ip, reference, mobile });
        if (wait) {
          reply.header('Retry-After', String(wait.seconds));
          const notice = wait.daily
            ? { title: t('tooManyToday.title'), body: t('tooManyToday.body', { hours: Math.max(1, Math.ceil(wait.seconds / 3600)) }) }
            : { title: t('tooMany.title'), body: t('tooMany.body', { seconds: wait.seconds }) };
          return sendPage(reply, homePage(language, { typed, notice: { ...notice, role: 'alert' } }), 429);
        }
        const note = await lookupTaxNote(app.db, { reference, mobile, language });
        if (note) return sendPage(reply, summaryPage(language, note));
        // What was typed comes back, so one typo is fixed without typing both again; the page says
        // nothing else, so a wrong reference and a wrong mobile still look the same.
        return sendPage(reply, homePage(language, { typed, notice: { title: t('notFound.title'), body: t('notFound.body'), role: 'alert' } }), 404);
      },
    );
  });

  // An overlong token cannot be genuine; it is refused without touching the database.
  const verified = async (token: string) => (token.length <= MAX_TOKEN_LENGTH ? verifyDocument(app.db, { token }) : { genuine: false as const });

  app.get<{ Querystring: { t?: string; q?: string; lang?: string } }>(
    '/check',
    {
      schema: {
        tags,
        // No maxLength: whatever was pasted gets a page that says what is wrong with it, never a JSON error.
        querystring: { type: 'object', properties: { t: { type: 'string' }, q: { type: 'string' }, lang: { type: 'string', maxLength: 5 } } },
        hide: true,
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const language = pageLanguage(request);
      const token = request.query.t?.trim() || undefined;
      if (token) return sendPage(reply, checkPage(language, token.slice(0, MAX_TOKEN_LENGTH), await verified(token)));
      // q: what the /check form sent, a pasted link or token, or a typed reference.
      const typed = request.query.q?.trim().slice(0, MAX_TYPED) ?? '';
      if (!typed) return sendPage(reply, checkPage(language, undefined, null));
      const input = readCheckInput(typed);
      if (input.kind === 'token') return sendPage(reply, checkPage(language, input.token, await verified(input.token)));
      if (input.kind === 'reference' && input.valid) return sendPage(reply, referencePage(language, input.reference));
      const problem = input.kind === 'reference' ? 'mistyped' : 'unknown';
      return sendPage(reply, checkPage(language, undefined, null, { typed, problem }), 400);
    },
  );

  // A citizen typing the bare address reaches the public site without downloading the staff app first.
  app.get('/', { schema: { tags, hide: true }, config: { access: 'public' } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/home${query >= 0 ? request.url.slice(query) : ''}`, 302);
  });

  app.get('/contact', { schema: { tags, querystring: langQuery, hide: true }, config: { access: 'public' } }, async (request, reply) =>
    sendPage(reply, contactPage(pageLanguage(request), await publicContacts(app.db))),
  );
}
