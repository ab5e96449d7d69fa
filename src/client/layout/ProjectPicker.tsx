import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { Button, Menu, MenuItem } from '@mui/material';
import { Fragment, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { projectKeyOf, setProjectKey, sortedProjects } from '../providers/session';
import { useSession } from '../providers/use-session';
import { useLabelled } from '../providers/use-labelled';

/**
 * The user's projects from the session (no request). The choice persists and travels as
 * the Project-Key header, so every query is refetched after a switch.
 */
export function ProjectPicker() {
  const translate = useTranslate();
  const labelled = useLabelled();
  const refresh = useRefresh();
  const { user, projectKey } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const projects = sortedProjects(user);
  const current = projects.find((p) => projectKeyOf(p) === projectKey);
  const name = current?.projectName ?? translate('shell.topBar.noProject');
  const choose = (key: string) => {
    setAnchor(null);
    if (key === projectKey) return;
    setProjectKey(key);
    refresh();
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={projects.length === 0}
        aria-haspopup="menu"
        aria-label={labelled(translate('shell.topBar.project'), name)}
        startIcon={<WorkspacesIcon />}
        endIcon={<ExpandMoreIcon />}
        sx={{
          textTransform: 'none',
          minWidth: 0,
          maxWidth: { xs: 168, md: 200, lg: 280 },
          // On a phone the name takes the icon's room (and the language code's) and two short lines, so 'Haut-Katanga Santé' is read whole (admin-health D16).
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          '& .label': {
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitLineClamp: { xs: 2 },
            WebkitBoxOrient: 'vertical',
            lineHeight: { xs: 1.15, sm: 'inherit' },
            fontSize: { xs: 13, sm: 'inherit' },
            textAlign: 'left',
          },
        }}
      >
        <span className="label">
          {/* Lines break between words only: 'Haut-Katanga' never splits at its hyphen. */}
          {name.split(' ').map((word, index) => (
            <Fragment key={index}>
              {/* The space stays outside the unbreakable word, where a line may break. */}
              {index > 0 ? ' ' : ''}
              <span style={{ whiteSpace: 'nowrap' }}>{word}</span>
            </Fragment>
          ))}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {projects.map((project) => (
          <MenuItem key={projectKeyOf(project)} selected={projectKeyOf(project) === projectKey} onClick={() => choose(projectKeyOf(project))}>
            {project.projectName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
