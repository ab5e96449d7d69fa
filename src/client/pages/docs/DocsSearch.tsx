import { Box, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Language } from '../../../domain/constants';
import { guidePath, type GuideChapter } from '../../../domain/guide';
import { searchGuide, type TextPart } from '../../../domain/guide-search';

type Props = {
  chapters: readonly GuideChapter[];
  query: string;
  onQueryChange: (query: string) => void;
  onOpen: () => void;
  urlLanguage?: Language;
};

const Marked = ({ parts }: { parts: TextPart[] }) => (
  <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>
);

/**
 * Search over every chapter of the language shown. Enter opens the best chapter, the arrow
 * keys walk the results and Escape clears the box; the count is announced as it changes.
 */
export function DocsSearch({ chapters, query, onQueryChange, onOpen, urlLanguage }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  const hits = useMemo(() => searchGuide(chapters, query), [chapters, query]);
  const searching = query.trim().length >= 2;
  const href = (chapter: GuideChapter) => `${guidePath(chapter.level, chapter.id, urlLanguage)}?q=${encodeURIComponent(query.trim())}`;
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('a') ?? [])];

  const onFieldKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onQueryChange('');
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      items()[0]?.focus();
    }
    if (event.key === 'Enter' && hits.length > 0) {
      event.preventDefault();
      navigate(href(hits[0].chapter));
      onOpen();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const links = items();
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) list.current?.closest('[data-docs-sidebar]')?.querySelector<HTMLInputElement>('input')?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    }
  };

  return (
    <Box role="search" sx={{ mb: 1 }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={translate('docs.search.label')}
        placeholder={translate('docs.search.placeholder')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onFieldKey}
        slotProps={{ htmlInput: { 'aria-describedby': 'docs-search-count' } }}
      />
      <Typography id="docs-search-count" role="status" variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: searching ? undefined : 0 }}>
        {searching ? (hits.length > 0 ? translate('docs.search.found', { smart_count: hits.length }) : translate('docs.search.none')) : ''}
      </Typography>
      {searching && hits.length > 0 && (
        <List ref={list} dense aria-label={translate('docs.search.results')} onKeyDown={onListKey}>
          {hits.map((hit) => (
            <li key={`${hit.chapter.level}/${hit.chapter.id}`}>
              <ListItemButton component={RouterLink} to={href(hit.chapter)} onClick={onOpen} sx={{ alignItems: 'flex-start', borderRadius: 1 }}>
                <ListItemText
                  primary={hit.chapter.title}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {translate(`docs.levels.${hit.chapter.level}`)}
                      </Box>
                      <Marked parts={hit.snippet} />
                    </>
                  }
                  slotProps={{ primary: { component: 'span' }, secondary: { component: 'span' } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </Box>
  );
}
