import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '../../../domain/constants';
import { guidePath, type GuideChapter } from '../../../domain/guide';

type Props = { chapters: readonly GuideChapter[]; current: GuideChapter; urlLanguage?: Language };

/** Previous and next chapter in reading order, across levels. */
export function DocsPager({ chapters, current, urlLanguage }: Props) {
  const translate = useTranslate();
  const at = chapters.indexOf(current);
  const previous = chapters[at - 1];
  const next = chapters[at + 1];
  const label = (chapter: GuideChapter) => `${translate(`docs.levels.${chapter.level}`)} · ${chapter.title}`;
  return (
    <Box
      component="nav"
      aria-label={translate('docs.pager')}
      sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap', mt: 5, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      {previous ? (
        <Button component={RouterLink} to={guidePath(previous.level, previous.id, urlLanguage)} startIcon={<ArrowBack />} sx={{ textAlign: 'left' }}>
          <span>
            <Box component="span" sx={{ display: 'block', fontSize: 12 }}>
              {translate('docs.previous')}
            </Box>
            {label(previous)}
          </span>
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button component={RouterLink} to={guidePath(next.level, next.id, urlLanguage)} endIcon={<ArrowForward />} sx={{ textAlign: 'right', ml: 'auto' }}>
          <span>
            <Box component="span" sx={{ display: 'block', fontSize: 12 }}>
              {translate('docs.next')}
            </Box>
            {label(next)}
          </span>
        </Button>
      )}
    </Box>
  );
}
