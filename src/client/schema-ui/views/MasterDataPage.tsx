import StorageIcon from '@mui/icons-material/Storage';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { createElement } from 'react';
import { useResourceDefinitions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ENTITIES, isMasterData } from '../entity-registry';
import { resourceName } from '../labels';
import { PageHeader } from './PageHeader';

/** Places from the largest to the smallest, then the other lists. */
const ORDER = ['provinces', 'cities', 'communes', 'quartiers', 'streets', 'zones', 'classifications', 'sectors', 'genders', 'currencies'];
const rank = (resource: string) => (ORDER.includes(resource) ? ORDER.indexOf(resource) : ORDER.length);

/** /master-data: the shared reference lists (places, classifications, currencies…), each opening its list. */
export function MasterDataPage() {
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  const entities = ENTITIES.filter(isMasterData).sort((a, b) => rank(a.resource) - rank(b.resource));

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader title={translate('schemaUi.masterData.title')} subtitle={translate('schemaUi.masterData.subtitle')} icon={StorageIcon} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {entities.map((entity) => {
          const icon = definitions[entity.path]?.icon;
          return (
            <Box component="li" key={entity.path}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={`/${entity.path}`} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                    <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                      {icon ? createElement(icon) : <StorageIcon />}
                    </Box>
                    <Typography variant="h6" component="span">
                      {resourceName(translate, entity, 2)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
