import MenuOpen from '@mui/icons-material/MenuOpen';
import Translate from '@mui/icons-material/Translate';
import { Alert, Box, Button, CircularProgress, Drawer, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { Language } from '../../../domain/constants';
import { guideLevelFor, guidePath, type GuideChapter } from '../../../domain/guide';
import { searchTerms } from '../../../domain/guide-search';
import { isLanguage } from '../../providers/language';
import { useSession } from '../../providers/use-session';
import { DocsArticle } from './DocsArticle';
import { DocsPager } from './DocsPager';
import { DocsSearch } from './DocsSearch';
import { DocsToc } from './DocsToc';
import { parseDocsRoute } from './docs-route';
import { useGuide } from './use-guide';

/**
 * /docs: the user guide. It opens on the reader's own level (read from the role's rights), in the
 * interface's language unless the link names one; a chapter not yet translated shows in English.
 */
export function DocsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const route = parseDocsRoute(useParams()['*']);
  const [params] = useSearchParams();
  const { user } = useSession();
  const ownLevel = guideLevelFor(user?.role?.roleList);
  const language: Language = route.language ?? (isLanguage(locale) ? locale : 'en');
  const guide = useGuide(language);
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const chapters = guide.data ?? [];
  const current: GuideChapter | undefined = chapters.find((c) => c.level === route.level && c.id === route.id);
  const terms = searchTerms(params.get('q') ?? '');

  // A new chapter starts at its title, not where the last one was left.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [current]);

  if (guide.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{translate('docs.loading')}</Typography>
      </Box>
    );
  }
  if (guide.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {translate('docs.loadFailed')}
      </Alert>
    );
  if (!route.unknown && !route.id) {
    const first = chapters.find((c) => c.level === (route.level ?? ownLevel)) ?? chapters[0];
    if (first) return <Navigate replace to={guidePath(first.level, first.id, route.language)} />;
  }

  const sidebar = (
    <Box data-docs-sidebar sx={{ p: 2, width: { xs: 300, md: 'auto' } }}>
      <DocsSearch chapters={chapters} query={query} onQueryChange={setQuery} onOpen={() => setDrawerOpen(false)} urlLanguage={route.language} />
      <DocsToc chapters={chapters} current={current} ownLevel={ownLevel} urlLanguage={route.language} onOpen={() => setDrawerOpen(false)} />
    </Box>
  );
  const other: Language = language === 'fr' ? 'en' : 'fr';

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', minHeight: '100%' }}>
      {wide ? (
        <Box
          component="aside"
          aria-label={translate('docs.sidebar')}
          sx={{
            width: 300,
            flexShrink: 0,
            position: 'sticky',
            top: 64,
            maxHeight: 'calc(100vh - 64px)',
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {sidebar}
        </Box>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { id: 'docs-drawer', 'aria-label': translate('docs.sidebar') } }}>
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {!wide && (
            <Button variant="outlined" startIcon={<MenuOpen />} aria-controls="docs-drawer" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              {translate('docs.openContents')}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, order: { xs: 3, md: 0 }, flexBasis: { xs: '100%', md: 0 } }}>
            {translate('docs.title')}
            {current ? ` › ${translate(`docs.levels.${current.level}`)}` : ''}
          </Typography>
          {current && (
            <Button
              component={RouterLink}
              to={guidePath(current.level, current.id, other)}
              startIcon={<Translate />}
              lang={other}
              size="small"
              sx={{ ml: 'auto' }}
            >
              {translate('docs.readIn')}
            </Button>
          )}
        </Stack>
        {current ? (
          <>
            {current.language !== language && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('docs.fallback')}
              </Alert>
            )}
            <Box component="article" lang={current.language}>
              <DocsArticle chapter={current} terms={terms} urlLanguage={route.language} />
            </Box>
            <DocsPager chapters={chapters} current={current} urlLanguage={route.language} />
          </>
        ) : (
          <>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
              {translate('docs.title')}
            </Typography>
            <Alert severity="warning">
              {translate('docs.notFound')}{' '}
              <Link component={RouterLink} to="/docs">
                {translate('docs.openGuide')}
              </Link>
            </Alert>
          </>
        )}
      </Box>
    </Box>
  );
}
