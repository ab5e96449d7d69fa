import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '../../../domain/constants';
import { GUIDE_LEVELS, guidePath, type GuideChapter } from '../../../domain/guide';

type Props = { chapters: readonly GuideChapter[]; current?: GuideChapter; ownLevel: string; urlLanguage?: Language; onOpen: () => void };

/** The contents: one block per level, the reader's own level first, then the others in order. */
export function DocsToc({ chapters, current, ownLevel, urlLanguage, onOpen }: Props) {
  const translate = useTranslate();
  const levels = [...GUIDE_LEVELS].sort((a, b) => Number(b === ownLevel) - Number(a === ownLevel));
  return (
    <nav aria-label={translate('docs.contents')}>
      {levels.map((level) => {
        const own = chapters.filter((chapter) => chapter.level === level);
        if (own.length === 0) return null;
        const labelId = `docs-level-${level}`;
        return (
          <div key={level}>
            <Typography id={labelId} component="div" variant="body2" color="text.secondary" sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 0.5 }}>
              {translate(`docs.levels.${level}`)}
              {level === ownLevel ? ` · ${translate('docs.yourGuide')}` : ''}
            </Typography>
            <List dense disablePadding aria-labelledby={labelId}>
              {own.map((chapter) => {
                const selected = chapter === current;
                return (
                  <li key={chapter.id}>
                    <ListItemButton
                      component={RouterLink}
                      to={guidePath(chapter.level, chapter.id, urlLanguage)}
                      selected={selected}
                      aria-current={selected ? 'page' : undefined}
                      onClick={onOpen}
                      sx={{ borderRadius: 1, py: 0.5 }}
                    >
                      <ListItemText primary={chapter.title} />
                    </ListItemButton>
                  </li>
                );
              })}
            </List>
          </div>
        );
      })}
    </nav>
  );
}
