import { Box, Link } from '@mui/material';
import { Markdown, RuleType, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '../../../domain/constants';
import { guidePath, resolveGuideLink, type GuideChapter } from '../../../domain/guide';
import { highlightParts } from '../../../domain/guide-search';

type Props = { chapter: GuideChapter; terms: readonly string[]; urlLanguage?: Language };

/**
 * A chapter rendered from its Markdown as React elements (no HTML string is ever injected).
 * Links to other chapters and to screens stay in the app; the searched words are marked.
 */
export function DocsArticle({ chapter, terms, urlLanguage }: Props) {
  const options = useMemo<MarkdownToJSX.Options>(() => {
    function GuideLink({ href = '', children }: { href?: string; children?: ReactNode }) {
      const target = resolveGuideLink(chapter.level, href);
      if (target) {
        return (
          <Link component={RouterLink} to={`${guidePath(target.level, target.id, urlLanguage)}${target.hash}`}>
            {children}
          </Link>
        );
      }
      if (href.startsWith('/')) {
        return (
          <Link component={RouterLink} to={href}>
            {children}
          </Link>
        );
      }
      return (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </Link>
      );
    }
    return {
      disableParsingRawHTML: true,
      forceBlock: true,
      wrapper: Fragment,
      overrides: { a: { component: GuideLink } },
      renderRule(next, node, _renderChildren, state) {
        if (terms.length === 0 || node.type !== RuleType.text) return next();
        const parts = highlightParts(node.text, terms);
        if (!parts.some((part) => part.match)) return next();
        return <Fragment key={state.key}>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</Fragment>;
      },
    };
  }, [chapter.level, terms, urlLanguage]);

  return (
    <Box
      sx={{
        maxWidth: 760,
        lineHeight: 1.65,
        '& h1': { typography: 'h4', fontWeight: 700, mt: 0, mb: 2 },
        '& h2': { typography: 'h5', fontWeight: 600, mt: 4, mb: 1.5 },
        '& h3': { typography: 'h6', mt: 3, mb: 1 },
        '& p, & li': { typography: 'body1', lineHeight: 1.65 },
        '& li + li': { mt: 0.5 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, my: 2, px: 2, py: 0.5, bgcolor: 'action.hover' },
        '& table': { borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto', maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left', verticalAlign: 'top' },
        '& mark': { bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 },
      }}
    >
      <Markdown options={options}>{chapter.markdown}</Markdown>
    </Box>
  );
}
